import { expect } from '@playwright/test';
import { createAccount, expectUserMenuNames, test } from './support';
import { expectToast } from './toasts';

// The test identity provider (ATRIUM_TEST_PROVIDERS=1) stands in for enterprise chat: its page
// asks for the enterprise-chat user id, which is matched to the Atrium account.

test('enterprise-chat SSO: /login → /sso → the provider → /auth-redirect → the portal', async ({ page, request }) => {
  const user = await createAccount(request, 'sso');
  await page.goto('/login?redirect=%2FmessageRecord');
  await page.getByRole('link', { name: '企业微信登录' }).click();
  await expect(page).toHaveURL(/\/api\/test-providers\/idp\/authorize\?/);
  await page.getByRole('textbox', { name: '企业微信用户ID' }).fill(user.account);
  const exchanged = page.waitForResponse((response) => response.url().includes('/api/oauthhtird/wechat_enterprise/callback'));
  await page.getByRole('button', { name: '授权登录' }).click();
  expect(((await (await exchanged).json()) as { code: number }).code).toBe(200);
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expectUserMenuNames(page, user.account);
});

test('refusing at the provider comes back without a code: the password form, no error', async ({ page }) => {
  await page.goto('/sso');
  await expect(page).toHaveURL(/\/api\/test-providers\/idp\/authorize\?/);
  await page.getByRole('link', { name: '拒绝' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /^账号$/ })).toBeVisible();
  await expect(page.locator('sl-alert')).toHaveCount(0);
});

test('a code the provider does not know: the message, then the password form', async ({ page }) => {
  await page.goto('/sso');
  await expect(page).toHaveURL(/\/api\/test-providers\/idp\/authorize\?/);
  const state = new URL(page.url()).searchParams.get('state') ?? '';
  await page.goto(`/auth-redirect?${new URLSearchParams({ code: 'not-a-code', state }).toString()}`);
  await expectToast(page, '企业微信授权失败，请使用账号密码登录');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: /^账号$/ })).toBeVisible();
});

test('an enterprise-chat user without an account here: the message, then the password form', async ({ page }) => {
  await page.goto('/sso');
  await page.getByRole('textbox', { name: '企业微信用户ID' }).fill('nobody-in-atrium');
  await page.getByRole('button', { name: '授权登录' }).click();
  await expectToast(page, '该企业微信用户未关联账号');
  await expect(page).toHaveURL(/\/login$/);
});

test('a state this tab did not start is refused before anything is exchanged', async ({ page }) => {
  let exchanged = false;
  page.on('request', (request) => {
    if (request.url().includes('/callback')) exchanged = true;
  });
  await page.goto('/auth-redirect?code=abc&state=forged');
  await expectToast(page, '登录请求已失效，请重新登录');
  await expect(page).toHaveURL(/\/login$/);
  expect(exchanged).toBe(false);
});
