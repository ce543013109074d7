// The sign-in page offers only the methods the server has set up (getConfig), every method when
// the server does not say (a JNPF backend), and switches its language in place.
import { act, render, screen, waitFor } from '@testing-library/react';
import { $locale, setLocale } from '@atrium/shared';
import { registerSignInTranslations } from '../i18n';
import { getLoginConfig, type LoginConfig } from './api';
import { LoginPage } from './LoginPage';

jest.mock('./api', () => ({ ...jest.requireActual<object>('./api'), getLoginConfig: jest.fn() }));
const loginConfig = getLoginConfig as jest.MockedFunction<typeof getLoginConfig>;

beforeAll(async () => {
  setLocale('zh');
  await registerSignInTranslations();
});

afterEach(() => {
  act(() => setLocale('zh'));
});

async function renderWith(config: LoginConfig): Promise<void> {
  // Cleared first: a call left from the previous test would let the wait below pass before this
  // render has asked, and the tabs would be read before the answer arrived.
  loginConfig.mockClear();
  loginConfig.mockResolvedValue(config);
  render(<LoginPage />);
  await waitFor(() => expect(loginConfig).toHaveBeenCalled());
  await act(async () => {
    await loginConfig.mock.results[0]?.value;
  });
}

const tabNames = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
/** The tabs settle once the answer is applied (the page may render them before it). */
const expectTabs = (names: string[]) => waitFor(() => expect(tabNames()).toEqual(names));

it('hides the phone code tab and the enterprise-chat link when the server has neither', async () => {
  await renderWith({ sysName: 'Atrium', smsSignIn: 0, qrSignIn: 1, ssoTypes: [] });
  await expectTabs(['账户密码', '扫码登录']);
  expect(screen.queryByRole('link', { name: '企业微信登录' })).toBeNull();
  expect(screen.getByLabelText('密码')).toBeTruthy();
});

it('offers only the password when nothing else is set up', async () => {
  await renderWith({ smsSignIn: 0, qrSignIn: 0, ssoTypes: [] });
  await expectTabs(['账户密码']);
});

it('offers every method that is set up', async () => {
  await renderWith({ smsSignIn: 1, qrSignIn: 1, ssoTypes: ['wechat_enterprise'] });
  await expectTabs(['账户密码', '手机验证码', '扫码登录']);
  expect(screen.getByRole('link', { name: '企业微信登录' })).toBeTruthy();
});

it('offers every method when the server does not say (a JNPF server)', async () => {
  await renderWith({ sysName: 'JNPF', loginNeedCode: 0 });
  await expectTabs(['账户密码', '手机验证码', '扫码登录']);
  expect(screen.getByRole('link', { name: '企业微信登录' })).toBeTruthy();
});

it('switches the language from the sign-in page and keeps the choice', async () => {
  await renderWith({ smsSignIn: 0, qrSignIn: 1, ssoTypes: [] });
  const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '语言' });
  expect(select.value).toBe('zh');
  await act(async () => {
    select.value = 'en';
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language' })).toBeTruthy());
  expect($locale.get()).toBe('en');
  expect(localStorage.getItem('jnpf_locale')).toBe('"en"');
  await expectTabs(['Account', 'Scan QR']);
});
