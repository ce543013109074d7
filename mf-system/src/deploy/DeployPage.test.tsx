// 模块部署 against a fake transport answering as issue 13's contract says /api/system/Deploy does:
// GET Modules {version, list}, GET Status {version, last}, GET History (paged, ?module), POST
// Rollback {version} with If-Match, a conflict as HTTP 409 whose envelope the shared client turns
// into ApiError(code 400, data.check 'conflict'), and 403 for non-administrators.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, formatDate, http, publishSocketEvent, setLocale, type SocketMethod } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { DeployStatus, HistoryPage, ModuleList, Revision } from './api';
import { DeployPage } from './DeployPage';
import { IMPORT_MAP_CHANGED } from './useImportMapChanges';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess' | 'notifyError', jest.Mock>;

const BASE = '/api/system/Deploy';
const SYSTEM_URL = '/assets/mf-system/3f2a1b/atrium-mf-system.3f2a1b.js';
const DEPLOYED_AT = 1_760_000_000_000;

// The server's state, rebuilt for every test.
let version: number;
let status: DeployStatus;
let revisions: Revision[];

const modulesAnswer = (): ModuleList => ({
  version,
  list: [
    { module: 'react', url: '/assets/shared/react.d5d31f68.js', size: 8_200, integrity: 'sha384-reactReactReactReact', deployedAt: DEPLOYED_AT - 1000, author: 'build', kind: 'shared' },
    { module: '@atrium/mf-system', url: SYSTEM_URL, size: 123_456, integrity: 'sha384-oqVuAfXRKap7fdgcCY5uykM6', deployedAt: DEPLOYED_AT, author: 'admin', kind: 'mf' },
    { module: '@atrium/mf-chat', url: '/assets/mf-chat/atrium-mf-chat.1d6d1fd8.js', size: null, integrity: null, deployedAt: DEPLOYED_AT - 2000, author: 'file', kind: 'mf' },
  ],
});

const short = (module: string) => module.replace('@atrium/', '');
const revision = (v: number, module: string, author: string, source: Revision['source']): Revision => ({
  version: v,
  createdAt: DEPLOYED_AT - (10 - v) * 60_000,
  author,
  source,
  changes: [{ module, from: `/assets/${short(module)}/${short(module)}.old${v}.js`, to: `/assets/${short(module)}/${short(module)}.new${v}.js` }],
  note: null,
});

const historyAnswer = (params: Record<string, unknown> = {}): HistoryPage => {
  const list = revisions.filter((row) => !params.module || row.changes.some((change) => change.module === params.module));
  return { list, pagination: { currentPage: Number(params.currentPage), pageSize: Number(params.pageSize), total: list.length } };
};

let get: jest.SpyInstance;
let post: jest.SpyInstance;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  version = 7;
  status = { version: 7, last: { at: DEPLOYED_AT, author: 'admin', source: 'api', module: '@atrium/mf-system', url: SYSTEM_URL, outcome: 'applied', check: null, message: null } };
  revisions = [revision(7, '@atrium/mf-system', 'admin', 'api'), revision(6, '@atrium/mf-chat', 'cli:ops', 'cli'), revision(5, '@atrium/mf-system', 'file', 'file')];
  get = jest.spyOn(http, 'get').mockImplementation((url: string, params?: Record<string, unknown>) => {
    if (url === `${BASE}/Modules`) return Promise.resolve(modulesAnswer());
    if (url === `${BASE}/Status`) return Promise.resolve(status);
    if (url === `${BASE}/History`) return Promise.resolve(historyAnswer(params));
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  post = jest.spyOn(http, 'post').mockImplementation(() => Promise.reject(new Error('unexpected POST')));
});
afterEach(() => jest.restoreAllMocks());

const calls = (url: string) => get.mock.calls.filter(([called]) => called === url);
const row = (id: string) => document.querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
const historyTable = () => screen.getByRole('region', { name: '部署历史' });

it('lists every module with its kind, file, size, integrity, deploy time and author, the map version and the history', async () => {
  render(<DeployPage />);
  const file = await screen.findByText('atrium-mf-system.3f2a1b.js');
  expect(file.getAttribute('title')).toBe(SYSTEM_URL);
  expect(screen.getByText('模块（导入映射版本 7）')).toBeTruthy();
  const system = within(row('@atrium/mf-system'));
  expect(system.getByText('微前端')).toBeTruthy();
  expect(system.getByText('121 KB')).toBeTruthy();
  expect(system.getByText('sha384-oqVuAfXRKa…').getAttribute('title')).toBe('sha384-oqVuAfXRKap7fdgcCY5uykM6');
  expect(system.getByText(formatDate(DEPLOYED_AT))).toBeTruthy();
  expect(system.getByText('admin')).toBeTruthy();
  expect(within(row('react')).getByText('共享模块')).toBeTruthy();
  // Unknown size and integrity are empty cells, not zeros.
  expect(within(row('@atrium/mf-chat')).getAllByText('—')).toHaveLength(2);
  expect(get).toHaveBeenCalledWith(`${BASE}/Modules`, undefined, { silent: true });

  // The last deploy was applied.
  const last = screen.getByRole('region', { name: '最近一次部署' });
  expect(within(last).getByText('已应用')).toBeTruthy();
  expect(within(last).queryByRole('alert')).toBeNull();

  // All revisions, the current one marked and without a rollback.
  await waitFor(() => expect(row('6')).not.toBeNull());
  expect(get).toHaveBeenCalledWith(`${BASE}/History`, { currentPage: 1, pageSize: 20 });
  expect(within(row('7')).getByText('当前')).toBeTruthy();
  expect(within(row('7')).queryByText('回滚')).toBeNull();
  expect(within(row('6')).getByText('命令行')).toBeTruthy();
  expect(within(row('6')).getByText('@atrium/mf-chat: mf-chat.old6.js → mf-chat.new6.js')).toBeTruthy();

  // Choosing a module shows its history only; 查看全部 goes back to every revision.
  fireEvent.click(within(row('@atrium/mf-system')).getByText('查看历史'));
  await waitFor(() => expect(get).toHaveBeenCalledWith(`${BASE}/History`, { module: '@atrium/mf-system', currentPage: 1, pageSize: 20 }));
  expect(await screen.findByText('部署历史：@atrium/mf-system')).toBeTruthy();
  await waitFor(() => expect(row('6')).toBeNull());
  fireEvent.click(screen.getByText('查看全部'));
  await waitFor(() => expect(row('6')).not.toBeNull());

  // The keyword filters the modules.
  const keyword = document.querySelector('sl-input[name="keyword"]') as HTMLElement & { value: string };
  keyword.value = 'chat';
  fireEvent(keyword, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(row('@atrium/mf-system')).toBeNull());
  expect(row('@atrium/mf-chat')).not.toBeNull();
});

it('shows a refused deploy with the check that failed and the server message', async () => {
  status = {
    version: 7,
    last: { at: DEPLOYED_AT + 5000, author: 'file', source: 'file', module: '@atrium/mf-system', url: '/assets/mf-system/bad/atrium-mf-system.bad.js', outcome: 'refused', check: 'integrity', message: 'sha384 不匹配：期望 sha384-abc，实际 sha384-def' },
  };
  render(<DeployPage />);
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('未通过检查：完整性校验（integrity）');
  expect(alert.textContent).toContain('sha384 不匹配：期望 sha384-abc，实际 sha384-def');
  const last = screen.getByRole('region', { name: '最近一次部署' });
  expect(last.getAttribute('data-outcome')).toBe('refused');
  expect(within(last).getByText('已拒绝')).toBeTruthy();
  expect(within(last).getByText('手工编辑文件')).toBeTruthy();
  expect(within(last).getByText('/assets/mf-system/bad/atrium-mf-system.bad.js')).toBeTruthy();
});

it('rolls back after a confirmation naming the version, with If-Match of the current version, then reloads', async () => {
  post.mockImplementation(() => {
    version = 8;
    revisions = [revision(8, '@atrium/mf-chat', 'admin', 'rollback'), ...revisions];
    return Promise.resolve({ version: 8 });
  });
  render(<DeployPage />);
  await waitFor(() => expect(row('6')).not.toBeNull());

  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(within(row('6')).getByText('回滚'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledTimes(1));
  expect(post).not.toHaveBeenCalled();

  fireEvent.click(within(row('6')).getByText('回滚'));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
  expect(shared.confirmDialog).toHaveBeenLastCalledWith({ message: '此操作将回滚到版本 6（生成新版本，并立即更新所有已打开的门户）, 是否继续?' });
  expect(post).toHaveBeenCalledWith(`${BASE}/Rollback`, { version: 6 }, { headers: { 'If-Match': '"7"' }, silent: true });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已回滚到版本 6，当前版本为 8'));
  expect(await screen.findByText('模块（导入映射版本 8）')).toBeTruthy();
  await waitFor(() => expect(within(row('8')).getByText('当前')).toBeTruthy());
  expect(within(row('7')).getByText('回滚')).toBeTruthy();
});

it('on a conflict says so in words and reloads the data; the next rollback carries the new version', async () => {
  post.mockImplementationOnce(() => {
    // Someone else deployed meanwhile: the server is at 8 and refuses If-Match "7".
    version = 8;
    return Promise.reject(new ApiError({ code: 400, msg: 'If-Match "7" 已过期，当前版本为 8', kind: 'api', data: { check: 'conflict' } }));
  });
  render(<DeployPage />);
  await waitFor(() => expect(row('5')).not.toBeNull());
  fireEvent.click(within(row('5')).getByText('回滚'));
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('导入映射刚被他人修改，本次回滚未执行。页面已加载最新数据，请确认后重试。', 5000));
  expect(shared.notifySuccess).not.toHaveBeenCalled();
  expect(await screen.findByText('模块（导入映射版本 8）')).toBeTruthy();
  expect(calls(`${BASE}/Modules`)).toHaveLength(2);
  expect(calls(`${BASE}/Status`)).toHaveLength(2);

  post.mockImplementationOnce(() => Promise.resolve({ version: 9 }));
  fireEvent.click(within(row('5')).getByText('回滚'));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  expect(post).toHaveBeenLastCalledWith(`${BASE}/Rollback`, { version: 5 }, { headers: { 'If-Match': '"8"' }, silent: true });
});

it('tells another refusal (a version that does not exist) with the server message', async () => {
  post.mockImplementationOnce(() => Promise.reject(new ApiError({ code: 400, msg: '版本 6 不存在', kind: 'api', data: { check: 'version' } })));
  render(<DeployPage />);
  await waitFor(() => expect(row('6')).not.toBeNull());
  fireEvent.click(within(row('6')).getByText('回滚'));
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('版本 6 不存在'));
  expect(calls(`${BASE}/Modules`)).toHaveLength(1);
});

it('keeps the list when a refresh fails and says why', async () => {
  render(<DeployPage />);
  await screen.findByText('atrium-mf-system.3f2a1b.js');
  get.mockImplementation(() => Promise.reject(new ApiError({ code: 0, msg: '请求出错，请重试', kind: 'network' })));
  fireEvent.click(screen.getByRole('region', { name: '最近一次部署' }).querySelector('sl-icon-button[name="arrow-clockwise"]') as HTMLElement);
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('请求出错，请重试'));
  expect(row('@atrium/mf-system')).not.toBeNull();
  expect(screen.queryByText('模块列表加载失败')).toBeNull();
});

it('tells a non-administrator the page is for administrators, without tables or toasts', async () => {
  get.mockImplementation(() => Promise.reject(new ApiError({ code: 403, msg: '暂无权限', kind: 'api' })));
  render(<DeployPage />);
  expect(await screen.findByText('仅系统管理员可以查看和管理模块部署')).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toContain('请使用系统管理员账号登录');
  expect(document.querySelector('table')).toBeNull();
  expect(calls(`${BASE}/History`)).toHaveLength(0);
  expect(shared.notifyError).not.toHaveBeenCalled();
});

it('reloads the modules, the status and the history when the socket says the import map changed', async () => {
  const { unmount } = render(<DeployPage />);
  await waitFor(() => expect(row('6')).not.toBeNull());
  expect(calls(`${BASE}/History`)).toHaveLength(1);

  version = 8;
  status = { version: 8, last: { ...status.last!, at: DEPLOYED_AT + 1, source: 'cli', author: 'cli:ops' } };
  revisions = [revision(8, '@atrium/mf-system', 'cli:ops', 'cli'), ...revisions];
  const changed = { method: IMPORT_MAP_CHANGED as SocketMethod, version: 8, changed: ['@atrium/mf-system'], shared: false };
  await act(async () => publishSocketEvent(changed));
  expect(await screen.findByText('模块（导入映射版本 8）')).toBeTruthy();
  await waitFor(() => expect(row('8')).not.toBeNull());
  expect(within(historyTable()).getAllByText('cli:ops').length).toBeGreaterThan(0);
  expect(calls(`${BASE}/Status`)).toHaveLength(2);
  expect(calls(`${BASE}/History`)).toHaveLength(2);

  unmount();
});
