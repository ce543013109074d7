// 常用语 over a fake transport: the list with its type filter, the dialog's checks in the server's
// words, create/edit/delete of one's own phrases, and system phrases read-only for non-administrators.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { fakeClient, type FakeClient } from '../log/testing';
import { createCommonWordsApi, type CommonWordsRow } from './api';
import { CommonWordsView } from './CommonWordsPage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/CommonWords';

let fake: FakeClient;
let rows: CommonWordsRow[];

const row = (id: string, text: string, type: 0 | 1, overrides: Partial<CommonWordsRow> = {}): CommonWordsRow => ({
  id, commonWordsText: text, commonWordsType: type, sortCode: 0, enabledMark: 1, creatorTime: Date.UTC(2026, 0, 5), lastModifyTime: null, ...overrides,
});

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  rows = [row('p1', '收到，马上处理', 1), row('s1', '同意', 0, { enabledMark: 0 })];
  fake = fakeClient();
  fake.on(`GET ${BASE}`, () => ({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: rows.length } }));
  fake.on(`GET ${BASE}/p1`, () => rows[0]);
  fake.on(`POST ${BASE}`, () => ({ id: 'p2' }));
  fake.on(`PUT ${BASE}/p1`, null);
  fake.on(`DELETE ${BASE}/p1`, null);
});

const view = (isAdmin = false) => render(<CommonWordsView api={createCommonWordsApi(fake.client)} isAdmin={isAdmin} />);
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const typeText = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};
const confirm = () => fireEvent.click(within(dialog()).getByText('确定'));

it('lists the own and system phrases with their type and status; system ones are read-only for a non-administrator', async () => {
  view();
  expect(await screen.findByText('收到，马上处理')).toBeTruthy();
  expect(within(rowOf('收到，马上处理')).getByText('个人')).toBeTruthy();
  expect(within(rowOf('同意')).getByText('系统')).toBeTruthy();
  expect(within(rowOf('同意')).getByText('禁用')).toBeTruthy();
  expect(within(rowOf('收到，马上处理')).getByText('编辑')).toBeTruthy();
  expect(within(rowOf('同意')).queryByText('编辑')).toBeNull();
  expect(within(rowOf('同意')).queryByText('删除')).toBeNull();
});

it('an administrator may change system phrases', async () => {
  view(true);
  await screen.findByText('同意');
  expect(within(rowOf('同意')).getByText('编辑')).toBeTruthy();
});

it('filters by type through the server', async () => {
  view();
  await screen.findByText('同意');
  const select = document.querySelector('sl-select[clearable]') as HTMLElement & { value: string };
  select.value = '0';
  fireEvent(select, new Event('sl-change'));
  await waitFor(() => expect(fake.calls.some((call) => call.method === 'GET' && (call.payload as { commonWordsType?: number } | undefined)?.commonWordsType === 0)).toBe(true));
});

it('the dialog refuses an empty or too long phrase in the server’s words, then creates a personal phrase', async () => {
  view();
  await screen.findByText('同意');
  fireEvent.click(screen.getAllByText('新建')[0]!);
  await waitFor(() => expect(dialog()).toBeTruthy());
  expect(dialog().getAttribute('label')).toBe('新建常用语');
  confirm();
  expect(await within(dialog()).findByText('请输入常用语')).toBeTruthy();
  const text = dialog().querySelector('sl-textarea') as Element;
  typeText(text, '长'.repeat(501));
  confirm();
  expect(await within(dialog()).findByText('常用语最多为500个字符')).toBeTruthy();
  expect(fake.callsTo(`POST ${BASE}`)).toEqual([]);
  // A non-administrator cannot choose the system type.
  expect(dialog().querySelector('sl-select')?.hasAttribute('disabled')).toBe(true);

  typeText(text, '  好的，谢谢  ');
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({ commonWordsText: '好的，谢谢', commonWordsType: 1, sortCode: 0, enabledMark: 1 });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('保存成功'));
});

it('edits a phrase with its stored values and its type shown disabled, and deletes after a confirmation naming it', async () => {
  view();
  await screen.findByText('收到，马上处理');
  fireEvent.click(within(rowOf('收到，马上处理')).getByText('编辑'));
  await waitFor(() => expect(dialog().querySelector('sl-textarea')?.getAttribute('value')).toBe('收到，马上处理'));
  expect(dialog().getAttribute('label')).toBe('编辑常用语');
  expect(dialog().querySelector('sl-select')?.hasAttribute('disabled')).toBe(true);
  typeText(dialog().querySelector('sl-textarea') as Element, '收到');
  confirm();
  await waitFor(() => expect(fake.callsTo(`PUT ${BASE}/p1`)[0]?.payload).toEqual({ commonWordsText: '收到', sortCode: 0, enabledMark: 1 }));

  shared.confirmDelete.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(within(rowOf('收到，马上处理')).getByText('删除'));
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除常用语“收到，马上处理”吗？'));
  expect(fake.callsTo(`DELETE ${BASE}/p1`)).toEqual([]);
  fireEvent.click(within(rowOf('收到，马上处理')).getByText('删除'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/p1`)).toHaveLength(1));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功'));
});
