// The sign-in form arrives as plain HTML with /login and is usable before any script has run
// (issue 11 item 1); the shell takes it over. What was typed before must survive the takeover and
// leave only through login() (MD5, as JNPF signs in), never from the plain form itself.
import { createHash } from 'node:crypto';
import { expect } from '@playwright/test';
import { seedPassword, test } from './support';

test('typed into the plain form before the shell loads: kept by the takeover, sent only by login()', async ({ page }) => {
  // Hold the shell's code back until the typing is done, so the typing certainly lands in the plain form.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/mf-shell/**', async (route) => {
    await held;
    await route.continue();
  });
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') sent.push(`${request.url()} ${request.postData() ?? ''}`);
  });

  // Not until 'load': the held files (preloaded by the page) hold that event back too.
  await page.goto('/login', { waitUntil: 'commit' });
  const account = page.getByRole('textbox', { name: /^(账号|Account)$/ });
  const password = page.getByRole('textbox', { name: /^(密码|Password)$/ });
  await expect(page.locator('#atrium-static-sign-in')).toBeVisible();
  await account.fill('admin');
  await password.pressSequentially(seedPassword());
  // Enter in the plain form submits nothing: its submit button waits for the shell.
  await password.press('Enter');
  await expect(page.getByRole('button', { name: /登录|Sign in/ })).toBeDisabled();
  expect(sent).toEqual([]);

  release();
  await expect(page.locator('#atrium-static-sign-in')).toHaveCount(0);
  await expect(account).toHaveValue('admin');
  await expect(password).toHaveValue(seedPassword());
  await expect(password).toBeFocused();
  // Shoelace's theme comes unapplied with the page (it must not hold the plain form back) and the
  // boot applies it before the shell draws: a theme value the plain form does not carry is set.
  expect(await page.evaluate(() => [(document.getElementById('atrium-theme') as HTMLLinkElement).media, getComputedStyle(document.documentElement).getPropertyValue('--sl-z-index-dialog').trim()])).toEqual(['all', '800']);

  const signIn = page.waitForRequest('**/api/oauth/Login**');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  const form = new URLSearchParams((await signIn).postData() ?? '');
  expect(form.get('password')).toBe(createHash('md5').update(seedPassword()).digest('hex'));
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
  expect(sent.some((line) => line.includes(encodeURIComponent(seedPassword())) || line.includes(seedPassword()))).toBe(false);
});

test('the sign-in page fetches no script it does not use: no DOMPurify (@atrium/html), no Shoelace component', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  // The shell has taken the form over: every script the page wants has arrived.
  await expect(page.locator('#atrium-static-sign-in')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /登录|Sign in/ })).toBeEnabled();
  expect(scripts.some((path) => path.startsWith('/assets/shared/atrium-ui.'))).toBe(true);
  expect(scripts.filter((path) => path.startsWith('/assets/shared/atrium-html.') || path.startsWith('/assets/shoelace/'))).toEqual([]);
});
