import zh from '../../locales/sign-in/zh';
import { BOOT_ID, STATIC_ACCOUNT_ID, STATIC_PASSWORD_ID } from './markers';
import { staticSignInPage } from './staticSignInPage';
import { takeOverStaticSignIn } from './takeOverStaticSignIn';

afterEach(() => document.body.replaceChildren());

function serve(): void {
  document.body.innerHTML = `<div id="${BOOT_ID}">${staticSignInPage(zh, '.page {}', '', '<svg viewBox="0 0 16 16"><path d="M0 0h16v16z"/></svg>')}</div><div id="atrium-root"></div>`;
}

const input = (id: string): HTMLInputElement => document.getElementById(id) as HTMLInputElement;

it('hands over what was typed and the focus, and removes the plain page with its boot container', () => {
  serve();
  input(STATIC_ACCOUNT_ID).value = 'admin';
  input(STATIC_PASSWORD_ID).value = 'typed-before';
  input(STATIC_PASSWORD_ID).focus();
  expect(takeOverStaticSignIn()).toEqual({ account: 'admin', password: 'typed-before', focused: 'password' });
  expect(document.getElementById(BOOT_ID)).toBeNull();
  expect(document.getElementById('atrium-root')).not.toBeNull();
  // Once only: a second form (or a remount) finds nothing to take.
  expect(takeOverStaticSignIn()).toBeNull();
});

it('reports no focus when neither field had it', () => {
  serve();
  expect(takeOverStaticSignIn()).toEqual({ account: '', password: '', focused: null });
});
