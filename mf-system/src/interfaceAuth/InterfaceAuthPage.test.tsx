// The interface-auth page over a fake transport: the list (grants, allow-list, expiry, calls),
// a new app saved with its fields and its secret shown once, the required name, reset secret
// after a confirmation naming the app, delete.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { formatDate, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { AppRow } from './api';
import { expiryOf } from './AppDialog';
import { InterfaceAuthView } from './InterfaceAuthPage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/InterfaceOauth';
const USED = Date.UTC(2026, 0, 5, 9, 30);

const row = (id: string, overrides: Partial<AppRow> = {}): AppRow => ({
  id,
  appId: `app${id}`,
  appName: `应用${id}`,
  whitelistIp: '',
  usefulLife: null,
  enabledMark: 1,
  usageCount: 0,
  lastUsedTime: null,
  description: '',
  dataInterfaceIds: [],
  dataInterfaceNames: [],
  creatorUser: '管理员',
  creatorTime: USED,
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
  transport = fakeTransport();
  transport.on(`GET ${BASE}`, {
    list: [
      row('a1', { whitelistIp: '10.0.0.1\n192.168.1.0/24', usageCount: 12, lastUsedTime: USED, dataInterfaceIds: ['i1', 'i2'], dataInterfaceNames: ['城市', '客户'] }),
      row('a2', { enabledMark: 0 }),
    ],
    pagination: { currentPage: 1, pageSize: 20, total: 2 },
  });
  transport.on('GET /api/system/DataInterface/Selector', { list: [{ id: 'c1', fullName: '业务', children: [{ id: 'i1', fullName: '城市', enCode: 'city' }] }] });
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

it('lists apps with their grants, allow-list, expiry, calls and state', async () => {
  render(<InterfaceAuthView api={transport.api} />);
  expect(await screen.findByText('应用a1')).toBeTruthy();
  expect(screen.getByText('城市、客户')).toBeTruthy();
  expect(screen.getByText('10.0.0.1, 192.168.1.0/24')).toBeTruthy();
  expect(screen.getByText('不限')).toBeTruthy();
  expect(screen.getAllByText('永久')).toHaveLength(2);
  expect(screen.getByText('12')).toBeTruthy();
  expect(screen.getByText(formatDate(USED))).toBeTruthy();
  expect(screen.getByText('禁用')).toBeTruthy();
});

it('creates an app from the form and shows its secret once', async () => {
  transport.on(`POST ${BASE}`, { id: 'a3', appId: 'appa3', appSecret: 's3cr3t-shown-once' });
  render(<InterfaceAuthView api={transport.api} />);
  await screen.findByText('应用a1');
  fireEvent.click(button('新建'));
  const dialog = await waitFor(() => {
    const found = document.querySelector('sl-dialog');
    if (!found) throw new Error('no dialog');
    return found;
  });
  expect(dialog.getAttribute('label')).toBe('新建应用');
  // The name is required.
  fireEvent.click(button('确定'));
  expect(await screen.findByText('请输入应用名称')).toBeTruthy();
  expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(0);

  type(dialog.querySelector('sl-input[label="应用名称"]')!, '  订单系统 ');
  type(dialog.querySelector('sl-textarea[label="白名单IP"]')!, '10.0.0.1');
  type(dialog.querySelector('sl-input[label="使用期限"]')!, '2030-06-30');
  const select = dialog.querySelector('sl-select')! as HTMLElement & { value: string[] };
  await waitFor(() => expect(dialog.querySelector('sl-option[value="i1"]')).toBeTruthy());
  select.value = ['i1'];
  fireEvent(select, new Event('sl-change'));
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}`)).toHaveLength(1));
  expect(transport.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({
    appName: '订单系统', whitelistIp: '10.0.0.1', usefulLife: expiryOf('2030-06-30'), enabledMark: 1, description: '', dataInterfaceIds: ['i1'],
  });
  expect(expiryOf('2030-06-30')).toBe(new Date(2030, 5, 30, 23, 59, 59).getTime());
  expect(await screen.findByText('请立即复制并妥善保存应用密钥，关闭后将无法再次查看；遗失时只能重置。')).toBeTruthy();
  expect(document.querySelector('sl-input[label="应用密钥"]')?.getAttribute('value')).toBe('s3cr3t-shown-once');
  expect(shared.notifySuccess).toHaveBeenCalledWith('新建成功');
  fireEvent.click(button('我已保存'));
  await waitFor(() => expect(document.querySelector('sl-input[label="应用密钥"]')).toBeNull());
});

it('resets a secret after a confirmation naming the app, and deletes', async () => {
  transport.on(`POST ${BASE}/a1/Actions/ResetSecret`, { id: 'a1', appId: 'appa1', appSecret: 'new-secret' });
  transport.on(`DELETE ${BASE}/a2`, null);
  render(<InterfaceAuthView api={transport.api} />);
  await screen.findByText('应用a1');
  fireEvent.click(button('重置密钥'));
  await waitFor(() => expect(transport.callsTo(`POST ${BASE}/a1/Actions/ResetSecret`)).toHaveLength(1));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定重置应用「应用a1」的密钥? 旧密钥将立即失效。' });
  await waitFor(() => expect(document.querySelector('sl-input[label="应用密钥"]')?.getAttribute('value')).toBe('new-secret'));
  fireEvent.click(button('我已保存'));

  fireEvent.click(button('删除', 1));
  await waitFor(() => expect(transport.callsTo(`DELETE ${BASE}/a2`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除应用「应用a2」? 使用它的外部系统将无法再调用接口。');
});
