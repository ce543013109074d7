import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApiError, login, setLocale } from '@atrium/shared';
import { registerSignInTranslations } from '../i18n';
import { enterPortal } from './enterPortal';
import { PasswordSignIn } from './PasswordSignIn';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual<object>('@atrium/shared'), login: jest.fn() }));
jest.mock('./enterPortal', () => ({ enterPortal: jest.fn() }));
const loginMock = login as jest.MockedFunction<typeof login>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  setLocale('zh');
  await registerSignInTranslations();
});
beforeEach(() => {
  loginMock.mockReset();
  (enterPortal as jest.Mock).mockReset();
});

const refused = (needCode: boolean) =>
  new ApiError({ code: 400, msg: '账号或密码错误', kind: 'api', data: { needCode } });

function fill(name: string, value: string): void {
  fireEvent.change(document.querySelector(`input[name="${name}"]`) as HTMLInputElement, { target: { value } });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });
}

const pictureKey = (): string | undefined => document.querySelector('img')?.getAttribute('src')?.split('/').pop();

it('shows the captcha once the server answers needCode, sends its code and key, and draws a new picture after each try', async () => {
  render(<PasswordSignIn redirect={null} needCode={false} />);
  expect(document.querySelector('input[name="code"]')).toBeNull();
  fill('account', 'admin');
  fill('password', 'wrong-1');
  loginMock.mockRejectedValueOnce(refused(true));
  await submit();
  await waitFor(() => expect(document.querySelector('input[name="code"]')).not.toBeNull());
  const firstKey = pictureKey();
  // A timestamp, as JNPF sends, then random hex so two people never share a key.
  expect(firstKey).toMatch(/^\d{13}[0-9a-f]{24}$/);

  // Without the code the form stops before the server.
  await submit();
  expect(screen.getByText('请输入验证码')).toBeTruthy();
  expect(loginMock).toHaveBeenCalledTimes(1);

  fill('code', ' ab2c ');
  loginMock.mockRejectedValueOnce(refused(true));
  await submit();
  expect(loginMock).toHaveBeenLastCalledWith({ account: 'admin', password: 'wrong-1', code: 'ab2c', timestamp: firstKey });
  // A code works once: the field is emptied and the picture is new.
  await waitFor(() => expect((document.querySelector('input[name="code"]') as HTMLInputElement).value).toBe(''));
  expect(pictureKey()).not.toBe(firstKey);
});

it('keeps the form short while the server does not ask', async () => {
  render(<PasswordSignIn redirect={null} needCode={false} />);
  fill('account', 'admin');
  fill('password', 'wrong-1');
  loginMock.mockRejectedValueOnce(refused(false));
  await submit();
  expect(loginMock).toHaveBeenLastCalledWith({ account: 'admin', password: 'wrong-1' });
  expect(document.querySelector('input[name="code"]')).toBeNull();
});

it('takes over the plain form the server sent: what was typed stays, the focus follows, the plain form goes', async () => {
  const { staticSignInPage } = await import('./static/staticSignInPage');
  const zh = (await import('../locales/sign-in/zh')).default;
  const boot = document.createElement('div');
  boot.id = 'atrium-boot';
  boot.innerHTML = staticSignInPage(zh, '', '', '<svg viewBox="0 0 16 16"><path d="M0 0h16v16z"/></svg>');
  document.body.prepend(boot);
  (document.getElementById('atrium-static-account') as HTMLInputElement).value = 'admin';
  const plainPassword = document.getElementById('atrium-static-password') as HTMLInputElement;
  plainPassword.value = 'typed-early-1';
  plainPassword.focus();

  render(<PasswordSignIn redirect={null} needCode={false} />);
  expect(document.getElementById('atrium-boot')).toBeNull();
  const password = document.querySelector('input[name="password"]') as HTMLInputElement;
  expect((document.querySelector('input[name="account"]') as HTMLInputElement).value).toBe('admin');
  expect(password.value).toBe('typed-early-1');
  expect(document.activeElement).toBe(password);

  // And it signs in through login(), which seals the password, like any other try.
  (enterPortal as jest.Mock).mockResolvedValueOnce(undefined);
  loginMock.mockResolvedValueOnce(undefined as never);
  await submit();
  expect(loginMock).toHaveBeenCalledWith({ account: 'admin', password: 'typed-early-1' });
});
