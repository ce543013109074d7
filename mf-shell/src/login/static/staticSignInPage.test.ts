import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../locales/sign-in/en';
import zh from '../../locales/sign-in/zh';
import { EYE_ICON_PLACEHOLDER, STATIC_ACCOUNT_ID, STATIC_PASSWORD_ID, STATIC_SIGN_IN_ID } from './markers';
import { prefixClasses, staticSignInPage, themeValues } from './staticSignInPage';

const loginCss = readFileSync(path.join(__dirname, '..', 'login.module.css'), 'utf8');
const theme = `:root {
  --sl-color-sky-600: hsl(200.4 98% 39.4%);
  --sl-color-primary-600: var(--sl-color-sky-600);
  --sl-font-sans: -apple-system, "Segoe UI",
    sans-serif;
  --sl-color-unused: red;
}`;

function mount(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
}

it('prefixes class selectors and leaves numbers alone', () => {
  expect(prefixClasses('.card > .title:hover { opacity: 0.7; transition: color 0.2s }')).toBe(
    '.atrium-si-card > .atrium-si-title:hover { opacity: 0.7; transition: color 0.2s }',
  );
});

it('carries the theme values the form uses, with the ones they refer to, and no others', () => {
  const values = themeValues(theme, '.x { color: var(--sl-color-primary-600, #409eff) }');
  expect(values).toContain('--sl-color-primary-600:var(--sl-color-sky-600)');
  expect(values).toContain('--sl-color-sky-600:hsl(200.4 98% 39.4%)');
  expect(values).toContain('--sl-font-sans:-apple-system, "Segoe UI", sans-serif');
  expect(values).not.toContain('unused');
});

it('is a form that can never send anything itself', () => {
  const host = mount(staticSignInPage(zh, loginCss, theme));
  const form = host.querySelector(`#${STATIC_SIGN_IN_ID}`) as HTMLFormElement;
  // No named control: a submission, however triggered, would carry neither account nor password.
  expect(form.querySelectorAll('[name]')).toHaveLength(0);
  // A disabled default button: Enter in a field submits nothing (implicit submission).
  expect((form.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
  expect(host.querySelector('script')).toBeNull();
  expect(host.querySelectorAll('[onclick], [onsubmit], [onload], [onerror]')).toHaveLength(0);
});

it('labels its fields in the language it was built for', () => {
  const host = mount(staticSignInPage(en, loginCss, theme));
  const account = host.querySelector(`#${STATIC_ACCOUNT_ID}`) as HTMLInputElement;
  const password = host.querySelector(`#${STATIC_PASSWORD_ID}`) as HTMLInputElement;
  expect(host.querySelector(`label[for="${STATIC_ACCOUNT_ID}"]`)?.textContent).toBe('Account');
  expect(host.querySelector(`label[for="${STATIC_PASSWORD_ID}"]`)?.textContent).toBe('Password');
  expect(account.autocomplete).toBe('username');
  expect(password.type).toBe('password');
  expect(password.autocomplete).toBe('current-password');
  expect(host.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
  expect(host.innerHTML).toContain(EYE_ICON_PLACEHOLDER);
});

it('escapes its strings', () => {
  const hostile = { ...zh, login: { ...zh.login, account: '<img src=x onerror=alert(1)>' } };
  const host = mount(staticSignInPage(hostile, loginCss, theme));
  expect(host.querySelector('img')).toBeNull();
  expect(host.querySelector(`label[for="${STATIC_ACCOUNT_ID}"]`)?.textContent).toBe('<img src=x onerror=alert(1)>');
});
