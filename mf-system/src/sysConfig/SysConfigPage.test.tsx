// The configuration page over the fake transport: required name and the session reloaded after a
// save; dependent fields; the sticky save bar; the WeCom / DingTalk tests; synchronisation with
// progress from the socket; logos; the administrator list.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { publishSocketEvent, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { createSysConfigApi, type SysConfigApi, type SysConfigSettings } from './api';
import { SysConfigView } from './SysConfigPage';

// The administrators' user picker names its chosen users through the shared client (the pickers'
// own calls, not this page's transport): answered here, never by the network.
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  return {
    ...actual,
    loadCurrentUser: jest.fn(() => Promise.resolve()),
    notifySuccess: jest.fn(),
    http: { ...actual.http, post: jest.fn() },
  };
});

const shared = jest.requireMock('@atrium/shared') as Record<'loadCurrentUser' | 'notifySuccess', jest.Mock> & { http: { post: jest.Mock } };
const BASE = '/api/system/SysConfig';
const SYNC = '/api/system/SynThirdInfo';

const settings = (overrides: Partial<SysConfigSettings> = {}): SysConfigSettings => ({
  sysName: 'Atrium', sysVersion: '1.0', copyright: '', logoIcon: '', loginIcon: '/api/system/SysConfig/Logo/loginIcon/f1', navigationIcon: '',
  mandatoryModificationOfInitialPassword: 0, loginNeedCode: 0, passwordStrengthLimit: 0, passwordLengthMin: 0, passwordLengthMinNumber: 6,
  containsNumbers: 0, includeLowercaseLetters: 0, includeUppercaseLetters: 0, containsCharacters: 0,
  emailSmtpHost: '', emailSmtpPort: 25, emailSsl: 0, emailSenderName: '', emailAccount: '',
  passwordErrorsNumber: 0, lockType: 2, lockTime: 10,
  qyhCorpId: '', qyhAgentId: '', qyhIsSynOrg: 0, qyhIsSynUser: 0, dingSynAppKey: 'ding-key', dingAgentId: '', dingSynIsSynOrg: 0, dingSynIsSynUser: 0,
  secretsSet: { emailPassword: false, qyhAgentSecret: false, qyhCorpSecret: false, dingSynAppSecret: true },
  ...overrides,
});

let fake: FakeTransport<SysConfigApi>;
let stored: SysConfigSettings;
const totals = (type: number) => ({ list: [
  { synType: 1, recordTotal: 5, synSuccessCount: type === 2 ? 5 : 0, synFailCount: 0, unSynCount: type === 2 ? 0 : 5, synDate: type === 2 ? Date.UTC(2026, 0, 5) : null },
  { synType: 2, recordTotal: 7, synSuccessCount: 0, synFailCount: 0, unSynCount: 7, synDate: null },
] });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  shared.http.post.mockImplementation((url: string) =>
    Promise.resolve(url === '/api/permission/Users/getSelectedList' ? { list: [{ id: 'u1', fullName: '管理员/admin', type: 'user' }] } : Promise.reject(new Error(`unexpected ${url}`))),
  );
  stored = settings();
  fake = createFakeTransport(createSysConfigApi);
  fake.on(`GET ${BASE}`, () => stored);
  fake.on(`PUT ${BASE}`, (body: unknown) => {
    stored = { ...stored, ...(body as Partial<SysConfigSettings>) };
    return null;
  });
  fake.on(`POST ${BASE}/1/testQyWebChatConnect`, null);
  fake.on(`POST ${BASE}/testDingTalkConnect`, null);
  fake.on(`GET ${SYNC}/getSynThirdTotal/1`, totals(1));
  fake.on(`GET ${SYNC}/getSynThirdTotal/2`, totals(2));
  fake.on(`GET ${BASE}/getAdminList`, { list: [{ id: 'u1', account: 'admin', realName: '管理员' }] });
});

const view = (canEdit = true, isAdmin = true) => render(<SysConfigView api={fake.api} canEdit={canEdit} isAdmin={isAdmin} />);
const field = (label: string) => document.querySelector(`[label="${label}"]`) as HTMLElement & { value: string; disabled: boolean };
// Without Shoelace in jsdom, React writes the boolean as an attribute.
const disabled = (element: Element) => element.hasAttribute('disabled');
const sw = (name: string) => document.querySelector(`[data-field="${name}"] sl-switch`) as HTMLElement & { checked: boolean; disabled: boolean };

async function type(label: string, value: string): Promise<void> {
  await waitFor(() => expect(field(label)).not.toBeNull());
  await act(async () => {
    field(label).value = value;
    field(label).dispatchEvent(new CustomEvent('sl-input'));
  });
}
async function toggle(name: string, on: boolean): Promise<void> {
  await act(async () => {
    sw(name).checked = on;
    sw(name).dispatchEvent(new CustomEvent('sl-change'));
  });
}

// jsdom has no Shoelace, so its submit button cannot submit: the form is submitted directly.
const submit = async () => {
  await screen.findByText('保存');
  fireEvent.submit(document.querySelector('form') as HTMLFormElement);
};
const saved = () => fake.callsTo(`PUT ${BASE}`).map((call) => call.payload as Record<string, unknown>);

it('refuses an empty name, then saves and reloads the session; secrets left empty are not sent', async () => {
  view();
  // 系统名称 is required, and says so with the asterisk before anything is typed; the version is not.
  await waitFor(() => expect(document.querySelector('[data-field="sysName"]')?.hasAttribute('data-required')).toBe(true));
  expect(document.querySelector('[data-field="sysVersion"]')?.hasAttribute('data-required')).toBe(false);
  await type('系统名称', '');
  await submit();
  expect(await screen.findByText('请输入系统名称')).toBeTruthy();
  expect(saved()).toHaveLength(0);
  await type('系统名称', '新门户');
  await submit();
  await waitFor(() => expect(shared.loadCurrentUser).toHaveBeenCalled());
  expect(saved()[0]).toMatchObject({ sysName: '新门户', emailSmtpPort: 25 });
  expect(saved()[0]).not.toHaveProperty('emailPassword');
  expect(saved()[0]).not.toHaveProperty('dingSynAppSecret');
});

it('disables dependent fields while their switch is off, and neither checks nor sends them', async () => {
  view();
  await waitFor(() => expect(field('密码最小长度')).not.toBeNull());
  expect(disabled(field('密码最小长度'))).toBe(true);
  expect(field('密码最小长度').getAttribute('help-text')).toBe('开启“密码最小长度限制”后可设置');
  expect(disabled(sw('containsNumbers'))).toBe(true);
  expect(screen.getAllByText('开启“密码强度限制”后可设置').length).toBe(4);
  expect(disabled(field('锁定时长（分钟）'))).toBe(true);
  await type('密码最小长度', '20');
  await submit();
  await waitFor(() => expect(saved()).toHaveLength(1));
  expect(saved()[0]).not.toHaveProperty('passwordLengthMinNumber');
  await toggle('passwordLengthMin', true);
  expect(disabled(field('密码最小长度'))).toBe(false);
  // The save reloaded the stored values: the field holds the stored 6 again.
  expect(field('密码最小长度').value).toBe('6');
  await type('密码最小长度', '20');
  await submit();
  expect(await screen.findByText('密码最小长度应为 6 到 16 之间的整数')).toBeTruthy();
  expect(saved()).toHaveLength(1);
  await type('连续输错密码锁定次数', '5');
  expect(disabled(field('锁定时长（分钟）'))).toBe(false);
});

it('the save bar says when changes are unsaved and discards them', async () => {
  view();
  const bar = await screen.findByTestId('sys-config-save-bar');
  expect(within(bar).getByText('所有修改已保存')).toBeTruthy();
  await type('版权信息', '© 2026');
  expect(within(bar).getByText('有未保存的修改')).toBeTruthy();
  fireEvent.click(within(bar).getByText('放弃修改'));
  await waitFor(() => expect(within(bar).getByText('所有修改已保存')).toBeTruthy());
  expect(field('版权信息').value).toBe('');
});

it('shows no save, test or admin-edit control without the rights', async () => {
  view(false, false);
  await waitFor(() => expect(field('系统名称')).not.toBeNull());
  expect(screen.queryByText('保存')).toBeNull();
  expect(screen.queryByText('测试连接')).toBeNull();
  expect(screen.queryByText('测试钉钉连接')).toBeNull();
  expect(screen.queryByText('更新管理员名单')).toBeNull();
  expect(await screen.findByText('管理员/admin')).toBeTruthy();
  // Synchronisation is the administrators' (the server refuses others): not even its totals are asked.
  expect(screen.getByText('仅系统管理员可测试连接和同步')).toBeTruthy();
  expect(fake.callsTo(`GET ${SYNC}/getSynThirdTotal/1`)).toHaveLength(0);
});

it('an administrator edits the administrators in a user picker that names them', async () => {
  view();
  expect(await screen.findByRole('button', { name: '设置管理员: 管理员/admin' })).toBeTruthy();
  expect(shared.http.post).toHaveBeenCalledWith('/api/permission/Users/getSelectedList', { ids: ['u1'] });
  expect(screen.getByText('更新管理员名单')).toBeTruthy();
});

it('tests WeCom only once its fields are there (saying why before), with the typed values', async () => {
  view();
  const button = await screen.findByText('测试通讯录连接');
  expect(button.closest('sl-button')?.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('请先填写企业 ID 和通讯录 Secret')).toBeTruthy();
  await type('企业 ID（CorpId）', 'ww-test-corp');
  await type('通讯录 Secret', 'test-corp-secret');
  await waitFor(() => expect(button.closest('sl-button')?.hasAttribute('disabled')).toBe(false));
  fireEvent.click(button);
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}/1/testQyWebChatConnect`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${BASE}/1/testQyWebChatConnect`)[0]?.payload).toEqual({ qyhCorpId: 'ww-test-corp', qyhCorpSecret: 'test-corp-secret' });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('连接成功'));
  // DingTalk's secret is stored: its test runs with the stored one (an empty field).
  fireEvent.click(screen.getByText('测试钉钉连接'));
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}/testDingTalkConnect`)[0]?.payload).toEqual({ dingSynAppKey: 'ding-key', dingAgentId: '', dingSynAppSecret: '' }));
});

it('synchronises with the saved credentials, showing the socket’s progress and the result; not while changes are unsaved', async () => {
  let finish: (value: unknown) => void = () => undefined;
  fake.on(`GET ${SYNC}/synAllOrganizeSysToDing`, () => new Promise((resolve) => {
    finish = resolve;
  }));
  view();
  const panel = await waitFor(() => {
    const found = document.querySelector('[data-sync="2"]') as HTMLElement;
    expect(found).not.toBeNull();
    return found;
  });
  await waitFor(() => expect(within(panel).getAllByText('5').length).toBeGreaterThan(0));
  // WeCom has no stored credentials: its buttons say so.
  const qyPanel = document.querySelector('[data-sync="1"]') as HTMLElement;
  expect(within(qyPanel).getByText('请先填写并保存企业微信的凭证')).toBeTruthy();
  await type('版权信息', 'x');
  expect(within(panel).getByText('请先保存配置，同步使用已保存的凭证')).toBeTruthy();
  fireEvent.click(within(screen.getByTestId('sys-config-save-bar')).getByText('放弃修改'));
  await waitFor(() => expect(within(panel).queryByText('请先保存配置，同步使用已保存的凭证')).toBeNull());
  fireEvent.click(within(panel).getByText('同步组织'));
  await waitFor(() => expect(fake.callsTo(`GET ${SYNC}/synAllOrganizeSysToDing`)).toHaveLength(1));
  act(() => publishSocketEvent({ method: 'synThirdProgress', thirdType: 2, dataType: 1, done: 3, total: 5 }));
  expect(await within(panel).findByText('正在同步组织：3 / 5')).toBeTruthy();
  await act(async () => finish({ total: 5, success: 4, failed: 1, skipped: 0 }));
  expect(await within(panel).findByText('同步完成：成功 4 条，失败 1 条')).toBeTruthy();
  expect(fake.callsTo(`GET ${SYNC}/getSynThirdTotal/2`).length).toBeGreaterThanOrEqual(2);
});

it('removes a logo: the saved value is empty', async () => {
  view();
  const logo = await waitFor(() => {
    const found = document.querySelector('[data-logo="loginIcon"]') as HTMLElement;
    expect(found).not.toBeNull();
    return found;
  });
  expect(logo.querySelector('img')?.getAttribute('src')).toBe('/api/system/SysConfig/Logo/loginIcon/f1');
  fireEvent.click(within(logo).getByText('移除'));
  await submit();
  await waitFor(() => expect(saved()[0]).toMatchObject({ loginIcon: '' }));
});
