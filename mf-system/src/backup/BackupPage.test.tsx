// The backup page over a fake transport: the list with kinds and sizes, back up now (progress bar
// while it runs), restore after a confirmation naming the backup and its cut-off time, download
// through the server's signed link, delete after a confirmation.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formatDate, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { BackupRow } from './api';
import { BackupView, formatSize } from './BackupPage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));
jest.mock('@atrium/ui', () => ({ ...jest.requireActual('@atrium/ui'), downloadFile: jest.fn() }));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const ui = jest.requireMock('@atrium/ui') as Record<'downloadFile', jest.Mock>;
const BASE = '/api/system/DataBackup';
const TIME = Date.UTC(2026, 0, 5, 9, 30);

const row = (id: string, overrides: Partial<BackupRow> = {}): BackupRow => ({
  id,
  fileName: `atrium-20260105-093000-${id}.db`,
  fileSize: 3 * 1024 * 1024,
  kind: 'manual',
  schemaVersion: 29,
  description: '',
  creatorUser: '管理员',
  creatorTime: TIME,
  ...overrides,
});

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
  transport = fakeTransport();
  transport.on(`GET ${BASE}`, {
    list: [row('b1', { description: '升级前' }), row('b2', { kind: 'safety', fileSize: 2048, creatorUser: '' })],
    pagination: { currentPage: 1, pageSize: 20, total: 2 },
  });
  transport.on(`GET ${BASE}/Actions/Progress`, null);
});

const button = (text: string, index = 0): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text) as HTMLElement[];
  if (!found[index]) throw new Error(`no button ${text}`);
  return found[index];
};

it('lists backups with their kind, size, time and note', async () => {
  render(<BackupView api={transport.api} />);
  expect(await screen.findByText('atrium-20260105-093000-b1.db')).toBeTruthy();
  expect(transport.callsTo(`GET ${BASE}`)[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
  expect(screen.getByText('手动')).toBeTruthy();
  expect(screen.getByText('还原前安全备份')).toBeTruthy();
  expect(screen.getByText('3.0 MB')).toBeTruthy();
  expect(screen.getByText('2.0 KB')).toBeTruthy();
  expect(screen.getByText('升级前')).toBeTruthy();
  expect(screen.getAllByText(formatDate(TIME))).toHaveLength(2);
  expect(formatSize(512)).toBe('512 B');
});

it('backs up now with a progress bar while it runs, then lists the new backup', async () => {
  let finish: (value: BackupRow) => void = () => undefined;
  transport.on(`POST ${BASE}`, () => new Promise<BackupRow>((resolve) => { finish = resolve; }));
  transport.on(`GET ${BASE}/Actions/Progress`, { operation: 'backup', totalPages: 200, remainingPages: 50 });
  render(<BackupView api={transport.api} />);
  await screen.findByText('atrium-20260105-093000-b1.db');
  fireEvent.click(button('立即备份'));
  expect(await screen.findByText('正在备份… 75%')).toBeTruthy();
  expect(document.querySelector('sl-progress-bar')?.getAttribute('value')).toBe('75');
  const before = transport.callsTo(`GET ${BASE}`).length;
  transport.on(`GET ${BASE}/Actions/Progress`, null);
  finish(row('b3'));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('备份成功：atrium-20260105-093000-b3.db'));
  await waitFor(() => expect(transport.callsTo(`GET ${BASE}`).length).toBeGreaterThan(before));
  await waitFor(() => expect(document.querySelector('sl-progress-bar')).toBeNull());
});

it('restores only after a confirmation that names the backup and warns about data after its time', async () => {
  transport.on(`POST ${BASE}/b1/Actions/Restore`, { safetyBackup: row('s1', { kind: 'safety' }) });
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  render(<BackupView api={transport.api} />);
  await screen.findByText('atrium-20260105-093000-b1.db');
  fireEvent.click(button('还原'));
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledTimes(1));
  expect(shared.confirmDialog.mock.calls[0]?.[0]).toEqual({
    message: `确定用备份「atrium-20260105-093000-b1.db」还原数据? 备份时间 ${formatDate(TIME)} 之后写入的数据将被替换（还原前会自动创建安全备份，可用它找回）。`,
  });
  expect(transport.callsTo(`POST ${BASE}/b1/Actions/Restore`)).toHaveLength(0);

  fireEvent.click(button('还原'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/b1/Actions/Restore`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}/b1/Actions/Restore`)[0]?.payload).toEqual({ confirm: true });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('还原成功，还原前的数据已保存为安全备份 atrium-20260105-093000-s1.db'));
});

it('downloads through the signed link and deletes after a confirmation naming the backup', async () => {
  transport.on(`GET ${BASE}/b2/Actions/Download`, { url: '/api/system/DataBackup/Download/tok' });
  transport.on(`DELETE ${BASE}/b1`, null);
  render(<BackupView api={transport.api} />);
  await screen.findByText('atrium-20260105-093000-b1.db');
  fireEvent.click(button('下载', 1));
  await waitFor(() => expect(ui.downloadFile).toHaveBeenCalledWith('/api/system/DataBackup/Download/tok', 'atrium-20260105-093000-b2.db'));
  fireEvent.click(button('删除'));
  await waitFor(() => expect(transport.callsTo(`DELETE ${BASE}/b1`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除备份「atrium-20260105-093000-b1.db」? 备份文件将一并删除。');
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('删除成功'));
});

it('with no backups the empty list offers 立即备份 beside the picture (issue 17 item 6)', async () => {
  transport.on(`GET ${BASE}`, { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  transport.on(`POST ${BASE}`, row('b9'));
  render(<BackupView api={transport.api} />);
  await waitFor(() => expect(document.querySelector('td svg[data-empty-illustration]')).not.toBeNull());
  // The toolbar's and the empty state's: the second one is in the table.
  const inTable = [...document.querySelectorAll('td sl-button')].find((element) => element.textContent?.trim() === '立即备份') as HTMLElement;
  fireEvent.click(inTable);
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(1));
});
