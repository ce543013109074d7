import { expect, type APIRequestContext } from '@playwright/test';
import { lastSmsCode, signInTab } from './sign-in-support';
import { apiToken, expectUserMenuNames, test } from './support';
import { expectToast } from './toasts';

// Seed phones (server/src/db/seed/phones.ts): viewer has 13900000004 alone; lisi and wangwu share
// 13900000002, so it signs in only as phone@account. Each test uses its own phone, so the
// one-code-a-minute limit never bites between them. Signing in opens a session and changes nothing else.
// Seed phones are made up, so they start unverified and sign in as no one: the owners confirm
// them first, with the code the test gateway "texts" (as a user does on the profile page).

async function verifySeedPhone(request: APIRequestContext, account: string, phone: string): Promise<void> {
  const headers = { Authorization: await apiToken(request, account) };
  // Already confirmed when a retried worker runs this again.
  const info = (await (await request.get('/api/permission/Users/Current/BaseInfo', { headers })).json()) as { data: { mobilePhoneVerified: boolean } };
  if (info.data.mobilePhoneVerified) return;
  const sent = (await (await request.post('/api/permission/Users/Current/MobilePhone/Code', { headers, data: { mobilePhone: phone } })).json()) as { code: number; msg: string };
  expect(sent.code, sent.msg).toBe(200);
  const code = await lastSmsCode(request, phone);
  const saved = (await (await request.put('/api/permission/Users/Current/MobilePhone', { headers, data: { mobilePhone: phone, code } })).json()) as { code: number; msg: string };
  expect(saved.code, saved.msg).toBe(200);
}

test.beforeAll(async ({ request }) => {
  await verifySeedPhone(request, 'viewer', '13900000004');
  await verifySeedPhone(request, 'wangwu', '13900000002');
});

test('phone + SMS code: validation, a 60 s countdown, the code from the test gateway, then the portal', async ({ page, request }) => {
  await page.goto('/login');
  await signInTab(page, '手机验证码').click();
  const phone = page.getByRole('textbox', { name: '手机号' });
  const getCode = page.getByRole('button', { name: '获取验证码' });

  await phone.fill('12345');
  await getCode.click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await phone.fill('13900000004');
  const sent = page.waitForResponse((response) => response.url().includes('/api/oauth/sms/code'));
  await getCode.click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(200);
  // The button counts down from 60 and stays disabled meanwhile.
  const countdown = page.getByRole('button', { name: /^\d+秒后重新获取$/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^(60|59|58)秒后重新获取$/);

  const code = await lastSmsCode(request, '13900000004');
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: '短信验证码' }).fill(wrong);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expectToast(page, '验证码错误');
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
  await expectUserMenuNames(page, '只读用户');
});

test('a phone shared by two accounts signs in as phone@account', async ({ page, request }) => {
  await page.goto('/login?redirect=%2FmessageRecord');
  await signInTab(page, '手机验证码').click();
  await page.getByRole('textbox', { name: '手机号' }).fill('13900000002@wangwu');
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(await lastSmsCode(request, '13900000002'));
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expectUserMenuNames(page, '王五');
});

test('the phone and QR code loads only when its tab is chosen (sign-in page budget)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: /^账号$/ })).toBeVisible();
  const chunk = (name: string) => scripts.filter((path) => path.includes(`/${name}.`));
  expect(chunk('sign-in-phone')).toEqual([]);
  expect(chunk('sign-in-qr')).toEqual([]);

  await signInTab(page, '手机验证码').click();
  await expect(page.getByRole('textbox', { name: '手机号' })).toBeVisible();
  expect(chunk('sign-in-phone')).toHaveLength(1);
  expect(chunk('sign-in-qr')).toEqual([]);
});
