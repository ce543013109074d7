// The change-password dialog on the portal's FormDialog (issue 17 item 5): every field carries the
// asterisk; an empty or policy-breaking submit shows the spec's messages in red, announced, with the
// focus in the first field in error, and sends nothing; a good one sends the fields with the captcha's
// key; a refused one draws a new captcha and empties only the code; the forced change cannot be left.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, setLocale, type SysConfig } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { ChangePasswordDialog } from './ChangePasswordDialog';

jest.mock('./api', () => ({ updatePassword: jest.fn(() => Promise.resolve(null)) }));
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const sysConfig = atom(null);
  return {
    ...jest.requireActual('@atrium/shared'),
    notifySuccess: jest.fn(),
    notifyError: jest.fn(),
    loadCurrentUser: jest.fn(() => Promise.resolve()),
    get $sysConfig() {
      return sysConfig;
    },
  };
});

const api = jest.requireMock('./api') as Record<'updatePassword', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as { $sysConfig: { set: (value: SysConfig | null) => void }; notifySuccess: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.$sysConfig.set({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 8, containsNumbers: 1 } as unknown as SysConfig);
});

const input = (name: string) => document.querySelector(`sl-input[name="${name}"]`) as HTMLInputElement;
const type = (name: string, value: string) => {
  input(name).value = value;
  fireEvent(input(name), new Event('sl-input'));
};
/** FormDialog loads with the shared components' chunk: wait for the form. */
const opened = () => waitFor(() => expect(document.querySelector('sl-input[name="oldPassword"]')).not.toBeNull());
const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);

it('marks every field required and shows the policy messages in red, the focus in the first field in error', async () => {
  const onClose = jest.fn();
  render(<ChangePasswordDialog forced={false} onClose={onClose} />);
  await opened();
  const dialog = document.querySelector('sl-dialog') as HTMLElement;
  expect(dialog.getAttribute('label')).toBe('修改密码');
  expect([...dialog.querySelectorAll('[data-field][data-required]')].map((field) => field.getAttribute('data-field'))).toEqual(['oldPassword', 'password', 'password2', 'code']);

  // jsdom does not upgrade sl-input (not focusable there): the FormDialog's focus call is what counts.
  const focusOld = jest.spyOn(input('oldPassword'), 'focus');
  const focusNew = jest.spyOn(input('password'), 'focus');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(alerts()).toEqual(['旧密码不能为空', '新密码不能为空', '重复密码不能为空', '验证码不能为空']));
  // The messages are the FormField's: red, under their field.
  expect(dialog.querySelector('[data-field="oldPassword"] [role="alert"]')?.textContent).toBe('旧密码不能为空');
  expect(input('oldPassword').hasAttribute('aria-invalid')).toBe(true);
  expect(input('code').hasAttribute('aria-invalid')).toBe(true);
  await waitFor(() => expect(focusOld).toHaveBeenCalled());
  expect(focusNew).not.toHaveBeenCalled();

  type('oldPassword', 'old-secret');
  type('password', 'short1');
  type('password2', 'short2');
  type('code', 'ab12');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(alerts()).toEqual(['新密码长度不能小于8位', '两次密码输入不一致']));
  await waitFor(() => expect(focusNew).toHaveBeenCalled());
  expect(api.updatePassword).not.toHaveBeenCalled();

  fireEvent.click(screen.getByText('取消'));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('sends the fields with the captcha key; a refusal empties only the code and draws a new captcha', async () => {
  api.updatePassword.mockRejectedValueOnce(new ApiError({ code: 400, msg: '旧密码错误', kind: 'api' }));
  render(<ChangePasswordDialog forced={false} onClose={jest.fn()} />);
  await opened();
  const key = () => document.querySelector('[data-testid="password-captcha"] img')?.getAttribute('data-key');
  const first = key();
  type('oldPassword', 'old-secret');
  type('password', 'longer-secret-9');
  type('password2', 'longer-secret-9');
  type('code', 'ab12');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() =>
    expect(api.updatePassword).toHaveBeenCalledWith({ oldPassword: 'old-secret', password: 'longer-secret-9', code: 'ab12', timestamp: first }));
  await waitFor(() => expect(key()).not.toBe(first));
  expect(input('code').value).toBe('');
  expect(input('password').value).toBe('longer-secret-9');

  type('code', 'cd34');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('修改成功，请牢记新密码', 1500));
  expect(api.updatePassword).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'cd34', timestamp: key() }));
});

it('the forced change is titled 请修改初始密码 and cannot be cancelled or closed', async () => {
  const onClose = jest.fn();
  render(<ChangePasswordDialog forced onClose={onClose} />);
  await opened();
  const dialog = document.querySelector('sl-dialog') as HTMLElement;
  expect(dialog.getAttribute('label')).toBe('请修改初始密码');
  expect(screen.getByText('系统要求首次登录时修改初始密码。')).toBeTruthy();
  expect(screen.queryByText('取消')).toBeNull();
  const request = new CustomEvent('sl-request-close', { cancelable: true, detail: { source: 'keyboard' } });
  dialog.dispatchEvent(request);
  expect(request.defaultPrevented).toBe(true);
  expect(onClose).not.toHaveBeenCalled();
});
