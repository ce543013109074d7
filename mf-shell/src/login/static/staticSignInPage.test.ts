import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../locales/sign-in/en';
import zh from '../../locales/sign-in/zh';
import { STATIC_ACCOUNT_ID, STATIC_PASSWORD_ID, STATIC_SIGN_IN_ID } from './markers';
import { inlineIcon, prefixClasses, staticSignInPage, themeValues } from './staticSignInPage';

const loginCss = readFileSync(path.join(__dirname, '..', 'login.module.css'), 'utf8');
// The file the build inlines (Shoelace's, as PlainIcon shows it).
const eye = readFileSync(path.join(__dirname, '..', '..', '..', '..', 'node_modules', '@shoelace-style', 'shoelace', 'dist', 'assets', 'icons', 'eye.svg'), 'utf8');
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
  const host = mount(staticSignInPage(zh, loginCss, theme, eye));
  const form = host.querySelector(`#${STATIC_SIGN_IN_ID}`) as HTMLFormElement;
  // No named control: a submission, however triggered, would carry neither account nor password.
  expect(form.querySelectorAll('[name]')).toHaveLength(0);
  // A disabled default button: Enter in a field submits nothing (implicit submission).
  expect((form.querySelector('button[type="submit"]') as HTMLButtonElement).disabled).toBe(true);
  expect(host.querySelector('script')).toBeNull();
  expect(host.querySelectorAll('[onclick], [onsubmit], [onload], [onerror]')).toHaveLength(0);
});

it('labels its fields in the language it was built for', () => {
  const host = mount(staticSignInPage(en, loginCss, theme, eye));
  const account = host.querySelector(`#${STATIC_ACCOUNT_ID}`) as HTMLInputElement;
  const password = host.querySelector(`#${STATIC_PASSWORD_ID}`) as HTMLInputElement;
  expect(host.querySelector(`label[for="${STATIC_ACCOUNT_ID}"]`)?.textContent).toBe('Account');
  expect(host.querySelector(`label[for="${STATIC_PASSWORD_ID}"]`)?.textContent).toBe('Password');
  expect(account.autocomplete).toBe('username');
  expect(password.type).toBe('password');
  expect(password.autocomplete).toBe('current-password');
  expect(host.querySelector('button[type="submit"]')?.textContent).toBe('Sign in');
});

it('draws the eye icon inline in currentColor, in the box PlainIcon gives it, and loads no image for it', () => {
  const host = mount(staticSignInPage(zh, loginCss, theme, eye));
  const icon = host.querySelector('button svg[data-icon="eye"]') as SVGSVGElement;
  expect(icon.getAttribute('fill')).toBe('currentColor');
  expect(icon.getAttribute('width')).toBe('1em');
  expect(icon.getAttribute('aria-hidden')).toBe('true');
  expect(icon.getAttribute('viewBox')).toBe('0 0 16 16');
  expect(icon.style.verticalAlign).toBe('-0.125em');
  expect(icon.querySelectorAll('path')).toHaveLength(2);
  // No url(): nothing to fetch and decode as an SVG document of its own.
  expect(host.innerHTML).not.toMatch(/url\(|<img/);
});

it('refuses an icon file that is not a plain SVG element', () => {
  expect(() => inlineIcon('<div>eye</div>', 'eye')).toThrow('not an SVG element');
  expect(() => inlineIcon('<svg onload="alert(1)"></svg>', 'eye')).toThrow('script');
  expect(() => inlineIcon('<svg><script>alert(1)</script></svg>', 'eye')).toThrow('script');
});

it('escapes its strings', () => {
  const hostile = { ...zh, login: { ...zh.login, account: '<img src=x onerror=alert(1)>' } };
  const host = mount(staticSignInPage(hostile, loginCss, theme, eye));
  expect(host.querySelector('img')).toBeNull();
  expect(host.querySelector(`label[for="${STATIC_ACCOUNT_ID}"]`)?.textContent).toBe('<img src=x onerror=alert(1)>');
});
