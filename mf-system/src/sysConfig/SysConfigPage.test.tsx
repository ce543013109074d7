// The configuration page against a faked api.ts: required name, the password left out when empty,
// and the session reloaded after a save so the shell shows the new values.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { SysConfigSettings } from './api';
import { SysConfigPage } from './SysConfigPage';

const settings: SysConfigSettings = {
  sysName: 'Atrium', sysVersion: '1.0', copyright: '', logoIcon: '', loginIcon: '', navigationIcon: '',
  mandatoryModificationOfInitialPassword: 0, loginNeedCode: 0, passwordStrengthLimit: 0, passwordLengthMin: 0, passwordLengthMinNumber: 6,
  containsNumbers: 0, includeLowercaseLetters: 0, includeUppercaseLetters: 0, containsCharacters: 0,
  emailSmtpHost: '', emailSmtpPort: 25, emailSsl: 0, emailSenderName: '', emailAccount: '',
};

jest.mock('./api', () => ({
  getSysConfig: jest.fn(() => Promise.resolve(settings)),
  saveSysConfig: jest.fn(() => Promise.resolve(null)),
  testEmail: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  loadCurrentUser: jest.fn(() => Promise.resolve()),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'saveSysConfig', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'loadCurrentUser' | 'usePermission', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

const field = (label: string) => document.querySelector(`[label="${label}"]`) as HTMLElement & { value: string };

async function type(label: string, value: string, event = 'sl-input'): Promise<void> {
  await waitFor(() => expect(field(label)).not.toBeNull());
  await act(async () => {
    field(label).value = value;
    field(label).dispatchEvent(new CustomEvent(event));
  });
}

// jsdom has no Shoelace, so its submit button cannot submit: the form is submitted directly.
const submit = async () => {
  await screen.findByText('保存');
  fireEvent.submit(document.querySelector('form') as HTMLFormElement);
};

it('refuses an empty name, then saves and reloads the session', async () => {
  render(<SysConfigPage />);
  await type('系统名称', '');
  await submit();
  expect(await screen.findByText('请输入系统名称')).toBeTruthy();
  expect(api.saveSysConfig).not.toHaveBeenCalled();

  await type('系统名称', '新门户');
  await type('密码最小长度', '20');
  await submit();
  expect(await screen.findByText('密码最小长度应为 6 到 16 之间的整数')).toBeTruthy();
  await type('密码最小长度', '8');
  await submit();
  await waitFor(() => expect(shared.loadCurrentUser).toHaveBeenCalled());
  const sent = api.saveSysConfig.mock.calls[0]?.[0] as Record<string, unknown>;
  expect(sent).toMatchObject({ sysName: '新门户', passwordLengthMinNumber: 8, emailSmtpPort: 25 });
  expect(sent).not.toHaveProperty('emailPassword');
});

it('shows no save or test button without btn_edit', async () => {
  shared.usePermission.mockReturnValue(false);
  render(<SysConfigPage />);
  await waitFor(() => expect(field('系统名称')).not.toBeNull());
  expect(screen.queryByText('保存')).toBeNull();
  expect(screen.queryByText('测试连接')).toBeNull();
});

it('says why the mail server test cannot run yet, until an SMTP host is given', async () => {
  shared.usePermission.mockReturnValue(true);
  render(<SysConfigPage />);
  const button = await screen.findByText('测试连接');
  expect(button.closest('sl-button')?.hasAttribute('disabled')).toBe(true);
  expect(screen.getByText('请先填写 SMTP 服务器地址')).toBeTruthy();
  await type('SMTP 服务器', 'smtp.example.com');
  await waitFor(() => expect(screen.queryByText('请先填写 SMTP 服务器地址')).toBeNull());
  expect(button.closest('sl-button')?.hasAttribute('disabled')).toBe(false);
});
