// The data-source page over a fake transport: the list, a new SQLite source checked and saved, an
// edit that never shows the stored password and keeps it when left empty, a connection test,
// enable/disable and delete after confirmations naming the source.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { SourceRow } from './api';
import { DataSourceView } from './DataSourcePage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/DataSource';

const row = (id: string, overrides: Partial<SourceRow> = {}): SourceRow => ({
  id,
  fullName: `连接${id}`,
  dbType: 'SQLite',
  host: '',
  port: null,
  userName: '',
  password: '',
  serviceName: `${id}.db`,
  dbSchema: '',
  tableSpace: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorUser: '管理员',
  creatorTime: Date.UTC(2026, 0, 5),
  lastModifyTime: null,
  ...overrides,
});
const mysql = row('m1', { dbType: 'MySQL', host: 'db.example.com', port: 3306, userName: 'root', password: '******', serviceName: 'erp' });

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  transport = fakeTransport();
  transport.on(`GET ${BASE}`, { list: [row('s1'), { ...mysql, enabledMark: 0 }], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
});

const button = (text: string, index = 0): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text) as HTMLElement[];
  if (!found[index]) throw new Error(`no button ${text}`);
  return found[index];
};
const type = (element: Element, value: string) => {
  (element as HTMLInputElement).value = value;
  fireEvent(element, new Event('sl-input'));
};
const dialog = () => waitFor(() => {
  const found = document.querySelector('sl-dialog');
  if (!found) throw new Error('no dialog');
  return found;
});

it('lists sources with type, host, port, database and state', async () => {
  render(<DataSourceView api={transport.api} />);
  expect(await screen.findByText('连接s1')).toBeTruthy();
  expect(screen.getByText('db.example.com')).toBeTruthy();
  expect(screen.getByText('3306')).toBeTruthy();
  expect(screen.getByText('erp')).toBeTruthy();
  expect(screen.getByText('s1.db')).toBeTruthy();
  expect(screen.getAllByText('禁用').length).toBeGreaterThan(0);
  // The disabled source offers 启用, the enabled one 禁用.
  expect(button('启用')).toBeTruthy();
  expect(transport.callsTo(`GET ${BASE}`)[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
});

it('creates a SQLite source: the name and file are required and the file must stay inside the folder', async () => {
  transport.on(`POST ${BASE}`, { id: 'n1' });
  render(<DataSourceView api={transport.api} />);
  await screen.findByText('连接s1');
  fireEvent.click(button('新建'));
  const form = await dialog();
  expect(form.getAttribute('label')).toBe('新建数据连接');
  fireEvent.click(button('确定'));
  expect(await screen.findByText('请输入连接名称')).toBeTruthy();
  expect(screen.getByText('请输入数据库文件')).toBeTruthy();
  type(form.querySelector('sl-input[label="连接名称"]')!, ' 销售库 ');
  type(form.querySelector('sl-input[label="数据库文件"]')!, '../escape.db');
  fireEvent.click(button('确定'));
  expect(await screen.findByText('数据库文件必须是相对路径，以 .db、.sqlite 或 .sqlite3 结尾，且不能含 ..')).toBeTruthy();
  expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(0);
  type(form.querySelector('sl-input[label="数据库文件"]')!, 'sales/2026.db');
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({
    fullName: '销售库', dbType: 'SQLite', host: '', port: null, userName: '', password: '', serviceName: 'sales/2026.db',
    dbSchema: '', tableSpace: '', sortCode: 0, enabledMark: 1, description: '',
  });
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
});

it('edits a MySQL source without ever showing its password; empty keeps it; tests the connection from the dialog', async () => {
  transport.on(`GET ${BASE}/m1`, mysql);
  transport.on(`PUT ${BASE}/m1`, null);
  transport.on(`POST ${BASE}/Actions/Test`, () => {
    throw new Error('本参考服务器不支持连接 MySQL 数据库');
  });
  render(<DataSourceView api={transport.api} />);
  await screen.findByText('连接s1');
  fireEvent.click(button('编辑', 1));
  const form = await dialog();
  await waitFor(() => expect(form.querySelector('sl-input[label="主机地址"]')?.getAttribute('value')).toBe('db.example.com'));
  const password = form.querySelector('sl-input[label="密码"]')!;
  expect(password.getAttribute('value') ?? '').toBe('');
  expect(password.getAttribute('placeholder')).toBe('留空则保持原密码');
  expect(form.textContent).toContain('本参考服务器只能连接 SQLite');
  // The dialog's own button (after the two rows' ones).
  fireEvent.click([...form.querySelectorAll('sl-button')].find((element) => element.textContent?.trim() === '测试连接')!);
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/Actions/Test`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}/Actions/Test`)[0]?.payload).toMatchObject({ id: 'm1', dbType: 'MySQL', password: '' });
  expect(shared.notifySuccess).not.toHaveBeenCalled();
  type(form.querySelector('sl-input[label="端口"]')!, '3307');
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo(`PUT ${BASE}/m1`)).toHaveLength(1));
  expect(transport.callsTo(`PUT ${BASE}/m1`)[0]?.payload).toMatchObject({ id: 'm1', dbType: 'MySQL', host: 'db.example.com', port: 3307, userName: 'root', password: '', serviceName: 'erp' });
});

it('tests a listed source, and enables and deletes after confirmations naming it', async () => {
  transport.on(`POST ${BASE}/Actions/Test`, null);
  transport.on(`PUT ${BASE}/m1/Actions/State`, { enabledMark: 1 });
  transport.on(`DELETE ${BASE}/s1`, null);
  render(<DataSourceView api={transport.api} />);
  await screen.findByText('连接s1');
  fireEvent.click(button('测试连接', 0));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('连接成功'));
  expect(transport.callsTo(`POST ${BASE}/Actions/Test`)[0]?.payload).toMatchObject({ id: 's1', dbType: 'SQLite', serviceName: 's1.db' });
  fireEvent.click(button('启用'));
  await waitFor(() => expect(transport.callsTo(`PUT ${BASE}/m1/Actions/State`)).toHaveLength(1));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定启用数据连接「连接m1」?' });
  fireEvent.click(button('删除', 0));
  await waitFor(() => expect(transport.callsTo(`DELETE ${BASE}/s1`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除数据连接「连接s1」? 数据库文件本身不会被删除。');
});
