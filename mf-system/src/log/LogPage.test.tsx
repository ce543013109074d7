// The system log page over a fake transport: a tab per category with its own columns, filters
// (keyword, dates, user, address, level) sent to the server, the detail drawer, xlsx export and the
// delete of a date range after a confirmation naming the range and the category.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { createLogApi, type LogRow } from './api';
import { dayEnd, dayStart } from './dates';
import { LogView } from './LogPage';
import { fakeClient, type FakeClient } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
}));
jest.mock('@atrium/ui', () => ({ ...jest.requireActual<object>('@atrium/ui'), downloadFile: jest.fn() }));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess' | 'notifyWarning', jest.Mock>;
const { downloadFile } = jest.requireMock('@atrium/ui') as { downloadFile: jest.Mock };
const BASE = '/api/system/Log';

const entry = (id: string, overrides: Partial<LogRow> = {}): LogRow => ({
  id,
  category: 1,
  creatorTime: Date.UTC(2026, 0, 5, 9, 0),
  userId: 'u1',
  userName: '管理员/admin',
  ipaddress: '10.0.0.1',
  requestMethod: 'POST',
  requestURL: '/api/oauth/Login',
  moduleName: '/api/oauth/Login',
  objectId: '',
  code: 200,
  level: 1,
  loginMark: 1,
  requestDuration: 12,
  platForm: 'Chrome',
  json: '',
  ...overrides,
});

let fake: FakeClient;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
  fake = fakeClient();
  fake.on(`GET ${BASE}/1`, { list: [entry('1'), entry('2', { loginMark: 0, code: 400, ipaddress: '10.0.0.2' })], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  const operation = entry('3', {
    category: 3, requestMethod: 'PUT', requestURL: '/api/system/DictionaryData/d1', moduleName: '/api/system/DictionaryData/:id', objectId: 'd1',
    json: '{"params":{"id":"d1"},"body":{"fullName":"新名称","password":"[redacted]"}}',
  });
  fake.on(`GET ${BASE}/3`, { list: [operation], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  fake.on(`GET ${BASE}/Detail/3`, operation);
  fake.on(`GET ${BASE}/3/Actions/Export`, { url: '/api/file/Download/tk/系统日志.xlsx', name: '系统日志.xlsx' });
  fake.on(`DELETE ${BASE}`, { count: 7 });
});

const setInput = (label: string, value: string, event = 'sl-input') => {
  const input = document.querySelector(`sl-input[label="${label}"]`) as HTMLElement & { value: string };
  input.value = value;
  fireEvent(input, new Event(event));
};

const showTab = (name: string) => {
  const group = document.querySelector('sl-tab-group') as HTMLElement;
  fireEvent(group, new CustomEvent('sl-tab-show', { detail: { name } }));
};

it('opens on the sign-in log with its columns and a tab per category', async () => {
  render(<LogView api={createLogApi(fake.client)} />);
  expect(await screen.findByText('10.0.0.2')).toBeTruthy();
  // Empty filters are left out of the query.
  expect(fake.callsTo(`GET ${BASE}/1`)[0]?.payload).toEqual({ currentPage: 1, pageSize: 20 });
  expect([...document.querySelectorAll('sl-tab')].map((tab) => tab.textContent)).toEqual(['登录日志', '请求日志', '操作日志', '异常日志']);
  expect(screen.getByText('登录结果')).toBeTruthy();
  expect(screen.getAllByText('失败').length).toBe(1);
});

it('sends keyword, date range, user, address and level to the server, from the first page', async () => {
  render(<LogView api={createLogApi(fake.client)} />);
  await screen.findByText('10.0.0.2');
  setInput('关键词', 'login');
  setInput('开始日期', '2026-01-01');
  setInput('结束日期', '2026-01-31');
  setInput('用户', 'admin');
  setInput('IP地址', '10.0');
  const level = document.querySelector('sl-select') as HTMLElement & { value: string };
  level.value = '2';
  fireEvent(level, new Event('sl-change'));
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(fake.callsTo(`GET ${BASE}/1`).at(-1)?.payload).toEqual({
    keyword: 'login', currentPage: 1, pageSize: 20, startTime: dayStart('2026-01-01'), endTime: dayEnd('2026-01-31'), userName: 'admin', ipaddress: '10.0', level: 2,
  }));
  expect(dayEnd('2026-01-31')! - dayStart('2026-01-31')!).toBe(24 * 3600 * 1000 - 1);
});

it('refuses a start date after the end date without asking the server', async () => {
  render(<LogView api={createLogApi(fake.client)} />);
  await screen.findByText('10.0.0.2');
  const before = fake.callsTo(`GET ${BASE}/1`).length;
  setInput('开始日期', '2026-02-01');
  setInput('结束日期', '2026-01-01');
  fireEvent.submit(screen.getByRole('search'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('开始日期不能晚于结束日期');
  expect(fake.callsTo(`GET ${BASE}/1`).length).toBe(before);
});

it('shows the operation log with its route and record, the detail drawer with the redacted summary, and exports the filtered list', async () => {
  render(<LogView api={createLogApi(fake.client)} />);
  await screen.findByText('10.0.0.2');
  showTab('3');
  expect(await screen.findByText('/api/system/DictionaryData/:id')).toBeTruthy();
  expect(screen.getByText('d1')).toBeTruthy();
  fireEvent.click(screen.getByText('详情'));
  const drawer = await waitFor(() => {
    const found = document.querySelector('sl-drawer[label="日志详情"]');
    if (!found) throw new Error('no drawer yet');
    return found as HTMLElement;
  });
  await waitFor(() => expect(fake.callsTo(`GET ${BASE}/Detail/3`).length).toBe(1));
  expect(within(drawer).getByText(/"fullName": "新名称"/)).toBeTruthy();
  expect(within(drawer).getByText(/\[redacted\]/)).toBeTruthy();
  setInput('关键词', 'Dictionary');
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(fake.callsTo(`GET ${BASE}/3`).at(-1)?.payload).toEqual({ keyword: 'Dictionary', currentPage: 1, pageSize: 20 }));
  fireEvent.click(screen.getByText('导出'));
  await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/api/file/Download/tk/系统日志.xlsx', '系统日志.xlsx'));
  // The export takes the list's filters, without its paging.
  expect(fake.callsTo(`GET ${BASE}/3/Actions/Export`)[0]?.payload).toEqual({ keyword: 'Dictionary' });
});

it('deletes the chosen dates of the shown category after a confirmation naming them', async () => {
  render(<LogView api={createLogApi(fake.client)} />);
  await screen.findByText('10.0.0.2');
  fireEvent.click(screen.getByText('删除所选日期的日志'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请先选择开始日期和结束日期');
  expect(shared.confirmDialog).not.toHaveBeenCalled();
  setInput('开始日期', '2025-01-01');
  setInput('结束日期', '2025-12-31');
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(screen.getByText('删除所选日期的日志'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将永久删除 2025-01-01 至 2025-12-31 的全部登录日志，是否继续？' }));
  expect(fake.callsTo(`DELETE ${BASE}`)).toEqual([]);
  fireEvent.click(screen.getByText('删除所选日期的日志'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}`)[0]?.payload).toEqual({ category: 1, startTime: dayStart('2025-01-01'), endTime: dayEnd('2025-12-31') }));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已删除7条日志'));
});
