// The data-sync page over a fake transport: the choices are required, a sync to a new table runs
// with the 100 s timeout and shows its report, an existing target is replaced or appended to only
// after a dialog naming it, a failed sync shows why.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { SyncReport } from './api';
import { DataSyncView } from './DataSyncPage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;
const BASE = '/api/system/DataSync';

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

const report = (overrides: Partial<SyncReport> = {}): SyncReport => ({
  success: true, table: 'orders', targetTable: 'orders', mode: 'create', total: 1234, copied: 1234, durationMs: 2500, errors: [], warnings: [], ...overrides,
});

beforeEach(() => {
  jest.clearAllMocks();
  transport = fakeTransport();
  transport.on('GET /api/system/DataSource/Selector', { list: [{ id: '0', fullName: '默认数据库', dbType: 'SQLite' }, { id: 'f1', fullName: '旧系统', dbType: 'SQLite' }] });
  transport.on('GET /api/system/DataModel/f1/Tables', { list: [{ table: 'orders', tableName: '订单', sum: 1234 }], pagination: { currentPage: 1, pageSize: 500, total: 1 } });
  transport.on(`GET ${BASE}/Actions/Progress`, null);
});

const button = (text: string): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].find((element) => element.textContent?.trim() === text) as HTMLElement | undefined;
  if (!found) throw new Error(`no button ${text}`);
  return found;
};
const choose = async (label: string, value: string) => {
  const select = await waitFor(() => {
    const found = document.querySelector(`sl-select[label="${label}"]`);
    if (!found?.querySelector(`sl-option[value="${value}"]`)) throw new Error(`no option ${value} in ${label}`);
    return found as HTMLElement & { value: string };
  });
  select.value = value;
  fireEvent(select, new CustomEvent('sl-change'));
};
const fill = async () => {
  render(<DataSyncView api={transport.api} />);
  await choose('源数据连接', 'f1');
  await choose('目标数据连接', '0');
  await choose('数据表', 'orders');
};

it('asks for the source, target and table before anything is sent', async () => {
  render(<DataSyncView api={transport.api} />);
  fireEvent.click(button('开始同步'));
  expect(await screen.findByText('请选择源数据连接')).toBeTruthy();
  expect(screen.getByText('请选择目标数据连接')).toBeTruthy();
  expect(screen.getByText('请选择数据表')).toBeTruthy();
  expect(transport.callsTo(`POST ${BASE}/Actions/Check`)).toHaveLength(0);
});

it('syncs into a new table with the 100 s timeout and shows the report', async () => {
  transport.on(`POST ${BASE}/Actions/Check`, { targetTable: 'orders', targetExists: false, total: 1234 });
  transport.on(`POST ${BASE}/Actions/Execute`, report());
  const execute = jest.spyOn(transport.client, 'post');
  await fill();
  fireEvent.click(button('开始同步'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/Actions/Execute`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}/Actions/Execute`)[0]?.payload).toEqual({ dbConnectionFrom: 'f1', dbConnectionTo: '0', dbTable: 'orders', targetTable: '', existing: null });
  expect(execute).toHaveBeenCalledWith(`${BASE}/Actions/Execute`, expect.anything(), { timeout: 100_000 });
  const result = await screen.findByRole('status', { name: '同步结果' });
  expect(result.textContent).toContain('orders → orders');
  expect(result.textContent).toContain('新建表');
  expect(result.textContent).toContain('2.5 秒');
  expect(result.textContent).toContain('成功');
  expect(shared.notifySuccess).toHaveBeenCalledWith('成功');
});

it('replaces an existing target only after the dialog naming it; cancelling sends nothing', async () => {
  transport.on(`POST ${BASE}/Actions/Check`, { targetTable: 'orders', targetExists: true, total: 1234 });
  transport.on(`POST ${BASE}/Actions/Execute`, report({ mode: 'replace' }));
  await fill();
  fireEvent.click(button('开始同步'));
  expect(await screen.findByText('目标数据连接中已有数据表「orders」。请选择覆盖（删除原表全部数据后写入 1234 条）或追加（保留原数据，追加 1234 条）。')).toBeTruthy();
  fireEvent.click(button('取消'));
  await waitFor(() => expect(document.querySelector('sl-dialog')).toBeNull());
  expect(transport.callsTo(`POST ${BASE}/Actions/Execute`)).toHaveLength(0);

  fireEvent.click(button('开始同步'));
  const group = await waitFor(() => {
    const found = document.querySelector('sl-dialog sl-radio-group');
    if (!found) throw new Error('no dialog');
    return found as HTMLElement & { value: string };
  });
  expect(group.getAttribute('value')).toBe('append');
  group.value = 'replace';
  fireEvent(group, new CustomEvent('sl-change'));
  fireEvent.click([...document.querySelectorAll('sl-dialog sl-button')].find((element) => element.textContent?.trim() === '开始同步') as HTMLElement);
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/Actions/Execute`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}/Actions/Execute`)[0]?.payload).toMatchObject({ targetTable: 'orders', existing: 'replace' });
});

it('shows why a sync failed', async () => {
  transport.on(`POST ${BASE}/Actions/Check`, { targetTable: 'orders', targetExists: false, total: 1234 });
  transport.on(`POST ${BASE}/Actions/Execute`, report({ success: false, copied: 0, errors: ['同步超过90秒未完成，已取消，目标数据表未改变'] }));
  await fill();
  fireEvent.click(button('开始同步'));
  const result = await screen.findByRole('status', { name: '同步结果' });
  expect(result.textContent).toContain('失败');
  expect(result.textContent).toContain('同步超过90秒未完成，已取消，目标数据表未改变');
  expect(shared.notifySuccess).not.toHaveBeenCalled();
});

it('shows the server\'s progress while the sync runs', async () => {
  let finish: (value: SyncReport) => void = () => undefined;
  transport.on(`POST ${BASE}/Actions/Check`, { targetTable: 'orders', targetExists: false, total: 1234 });
  transport.on(`POST ${BASE}/Actions/Execute`, () => new Promise<SyncReport>((resolve) => {
    finish = resolve;
  }));
  await fill();
  transport.on(`GET ${BASE}/Actions/Progress`, { fromLinkId: 'f1', toLinkId: '0', table: 'orders', targetTable: 'orders', total: 1234, copied: 500, startedAt: 1 });
  fireEvent.click(button('开始同步'));
  const bar = await waitFor(() => {
    const found = document.querySelector('sl-progress-bar[label="正在同步 500 / 1234 条"]');
    if (!found) throw new Error('no progress yet');
    return found;
  }, { timeout: 3000 });
  expect(bar.getAttribute('value')).toBe('41');
  transport.on(`GET ${BASE}/Actions/Progress`, null);
  finish(report());
  await screen.findByRole('status', { name: '同步结果' });
  await waitFor(() => expect(document.querySelector('sl-progress-bar')).toBeNull());
});
