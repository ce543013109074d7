// The data-interface page over a fake transport: categories filter the list, buttons by permission,
// confirmations naming the interface, copy, export, and the call log drawer.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { CATEGORY_DICTIONARY, type InterfaceRow } from './api';
import { DataInterfaceView } from './DataInterfacePage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));
jest.mock('@atrium/ui', () => ({ ...jest.requireActual<object>('@atrium/ui'), downloadFile: jest.fn() }));

const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const { downloadFile } = jest.requireMock('@atrium/ui') as { downloadFile: jest.Mock };

const row = (id: string, overrides: Partial<InterfaceRow> = {}): InterfaceRow => ({
  id,
  categoryId: 'c1',
  categoryName: '业务接口',
  fullName: `接口${id}`,
  enCode: `code${id}`,
  dataType: 1,
  requestMethod: 'GET',
  path: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorUser: '管理员',
  creatorTime: Date.UTC(2025, 0, 6),
  lastModifyTime: null,
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
  shared.usePermission.mockImplementation(() => true);
  transport = fakeTransport();
  transport.on('GET /api/system/DataInterface', { list: [row('d1'), row('d2', { dataType: 3, enabledMark: 0 })], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  transport.on(`GET /api/system/DictionaryData/${CATEGORY_DICTIONARY}/Data/Selector`, { list: [{ id: 'c1', fullName: '业务接口' }, { id: 'c2', fullName: '外部接口' }] });
  transport.on('PUT /api/system/DataInterface/d1/Actions/State', { enabledMark: 0 });
  transport.on('POST /api/system/DataInterface/d1/Actions/Copy', { id: 'd3' });
  transport.on('DELETE /api/system/DataInterface/d1', null);
  transport.on('GET /api/system/DataInterface/d1/Action/Export', { url: '/api/file/Download/tk/接口d1.json', name: '接口d1.json' });
  transport.on('GET /api/system/DataInterfaceLog/d1', {
    list: [
      { id: 'l1', invokTime: Date.UTC(2025, 0, 6), userId: 'u', userName: '管理员/admin', invokIp: '10.0.0.1', invokWasteTime: 12, success: 0, action: 'preview', message: '接口执行超过5秒，已终止' },
    ],
    pagination: { currentPage: 1, pageSize: 20, total: 1 },
  });
});

const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text);

it('lists by category and keyword, toggles, copies and deletes after confirmations naming the interface, exports and opens the call log', async () => {
  render(<DataInterfaceView api={transport.api} />);
  expect(await screen.findByText('接口d1')).toBeTruthy();
  expect(transport.callsTo('GET /api/system/DataInterface')[0]?.payload).toEqual({ keyword: '', categoryId: '', currentPage: 1, pageSize: 20 });
  expect(screen.getByText('API 操作')).toBeTruthy();

  fireEvent.click(await screen.findByRole('button', { name: '外部接口' }));
  await waitFor(() => expect(transport.callsTo('GET /api/system/DataInterface').at(-1)?.payload).toEqual({ keyword: '', categoryId: 'c2', currentPage: 1, pageSize: 20 }));
  expect(screen.getByRole('button', { name: '外部接口' }).getAttribute('aria-current')).toBe('true');

  const first = screen.getByText('接口d1').closest('tr') as HTMLElement;
  fireEvent.click(buttonIn(first, '禁用'));
  await waitFor(() => expect(transport.callsTo('PUT /api/system/DataInterface/d1/Actions/State')).toHaveLength(1));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将禁用数据接口“接口d1”, 使用它的弹窗选择将无法取数, 是否继续?' });

  fireEvent.click(buttonIn(first, '复制'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/DataInterface/d1/Actions/Copy')).toHaveLength(1));
  expect(shared.notifySuccess).toHaveBeenCalledWith('复制成功');

  fireEvent.click(buttonIn(first, '删除'));
  await waitFor(() => expect(transport.callsTo('DELETE /api/system/DataInterface/d1')).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('此操作将永久删除数据接口“接口d1”, 是否继续?');

  fireEvent.click(buttonIn(first, '导出'));
  await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/api/file/Download/tk/接口d1.json', '接口d1.json'));

  fireEvent.click(buttonIn(first, '日志'));
  expect(await screen.findByText('10.0.0.1')).toBeTruthy();
  expect(screen.getByText('失败')).toBeTruthy();
  expect(screen.getByText('接口执行超过5秒，已终止')).toBeTruthy();
  expect(document.querySelector('sl-drawer')?.getAttribute('label')).toBe('调用日志：接口d1');
  // The spec's detail drawer width, as every log drawer (issue 17 item 7), never wider than a phone.
  expect((document.querySelector('sl-drawer') as HTMLElement).style.getPropertyValue('--size')).toBe('min(700px, 100vw)');
  expect(transport.callsTo('GET /api/system/DataInterfaceLog/d1')[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
});

it('shows no management buttons without the page’s buttons', async () => {
  shared.usePermission.mockImplementation(() => false);
  render(<DataInterfaceView api={transport.api} />);
  const first = (await screen.findByText('接口d1')).closest('tr') as HTMLElement;
  for (const label of ['编辑', '复制', '禁用', '删除']) expect(within(first).queryByText(label)).toBeNull();
  expect(within(first).getByText('日志')).toBeTruthy();
});
