// Reset password: the system's password policy with the spec's messages, then the new password
// sent sealed (never in clear) to POST /Users/{id}/Actions/ResetPassword.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { ResetPasswordDialog } from './ResetPasswordDialog';

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual('@atrium/shared');
  const { atom } = jest.requireActual('nanostores');
  return {
    ...actual,
    $sysConfig: atom({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 8, containsNumbers: 1 }),
    sealPassword: jest.fn((plain: string) => Promise.resolve(`sealed(${plain})`)),
    http: { post: jest.fn(() => Promise.resolve(null)) },
  };
});

const shared = jest.requireMock('@atrium/shared') as { http: { post: jest.Mock } };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

async function type(label: string, value: string): Promise<void> {
  const input = document.querySelector(`sl-input[label="${label}"]`) as HTMLElement & { value: string };
  await act(async () => {
    input.value = value;
    input.dispatchEvent(new CustomEvent('sl-input'));
  });
}

it('holds the password to the policy, then posts it sealed', async () => {
  const onSaved = jest.fn();
  render(<ResetPasswordDialog user={{ id: 'u1', account: 'zhangsan', realName: '张三', sortCode: 0, enabledMark: 1 }} onClose={jest.fn()} onSaved={onSaved} />);
  const confirm = await screen.findByText('确定');
  await type('新密码', 'short');
  await type('重复密码', 'other');
  fireEvent.click(confirm);
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['新密码长度不能小于8位', '两次密码输入不一致']);

  await type('新密码', 'longenough');
  await type('重复密码', 'longenough');
  fireEvent.click(confirm);
  expect(await screen.findByText('新密码必须包含数字')).toBeTruthy();

  await type('新密码', 'longenough1');
  await type('重复密码', 'longenough1');
  fireEvent.click(confirm);
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(shared.http.post).toHaveBeenCalledWith('/api/permission/Users/u1/Actions/ResetPassword', {
    userPassword: 'sealed(longenough1)',
    validatePassword: 'sealed(longenough1)',
  });
});
