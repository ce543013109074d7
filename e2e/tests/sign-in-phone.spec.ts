import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { accountToken, lastSmsCode, signInTab } from './sign-in-support';
import { createAccount, expectUserMenuNames, test, type Account } from './support';
import { expectToast } from './toasts';

// Every test signs in with accounts and a phone number of its own. The seed phones were shared:
// this spec runs in the parallel and the phone project at the same time (playwright.config.ts),
// and the second copy's code for the same number was refused (one a minute), or its owner's
// confirmation code was, or it read the other copy's code from the gateway.
// A new number starts unverified and signs in as no one: its owner confirms it first, with the
// code the test gateway "texts" (as a user does on the profile page).

/** A mobile number of this test's own (11 digits, 1[3-9]…): nobody else's code is sent to it. */
function ownPhone(): string {
  return `15${String(randomInt(1e9)).padStart(9, '0')}`;
}

/** A staff account of its own that has confirmed `phone` (so it signs in with it). */
async function phoneOwner(request: APIRequestContext, prefix: string, phone: string): Promise<Account> {
  const user = await createAccount(request, prefix);
  const headers = { Authorization: await accountToken(request, user) };
  const sent = (await (await request.post('/api/permission/Users/Current/MobilePhone/Code', { headers, data: { mobilePhone: phone } })).json()) as { code: number; msg: string };
  expect(sent.code, sent.msg).toBe(200);
  const code = await lastSmsCode(request, phone);
  const saved = (await (await request.put('/api/permission/Users/Current/MobilePhone', { headers, data: { mobilePhone: phone, code } })).json()) as { code: number; msg: string };
  expect(saved.code, saved.msg).toBe(200);
  return user;
}

test('phone + SMS code: validation, a 60 s countdown, the code from the test gateway, then the portal', async ({ page, request }) => {
  const phone = ownPhone();
  const owner = await phoneOwner(request, 'sms', phone);
  await page.goto('/login');
  await signInTab(page, '手机验证码').click();
  const phoneBox = page.getByRole('textbox', { name: '手机号' });
  const getCode = page.getByRole('button', { name: '获取验证码' });

  await phoneBox.fill('12345');
  await getCode.click();
  await expect(page.getByText('请输入正确的手机号码')).toBeVisible();

  await phoneBox.fill(phone);
  const sent = page.waitForResponse((response) => response.url().includes('/api/oauth/sms/code'));
  await getCode.click();
  expect(((await (await sent).json()) as { code: number }).code).toBe(200);
  // The button counts down from 60 and stays disabled meanwhile.
  const countdown = page.getByRole('button', { name: /^\d+秒后重新获取$/ });
  await expect(countdown).toBeDisabled();
  await expect(countdown).toHaveText(/^(60|59|58)秒后重新获取$/);

  const code = await lastSmsCode(request, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByRole('textbox', { name: '短信验证码' }).fill(wrong);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expectToast(page, '验证码错误');
  await expect(page).toHaveURL(/\/login/);

  await page.getByRole('textbox', { name: '短信验证码' }).fill(code);
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
  await expectUserMenuNames(page, owner.account);
});

test('a phone shared by two accounts signs in as phone@account', async ({ page, request }) => {
  const phone = ownPhone();
  await phoneOwner(request, 'smsa', phone);
  const second = await phoneOwner(request, 'smsb', phone);
  await page.goto('/login?redirect=%2FmessageRecord');
  await signInTab(page, '手机验证码').click();
  await page.getByRole('textbox', { name: '手机号' }).fill(`${phone}@${second.account}`);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '短信验证码' }).fill(await lastSmsCode(request, phone));
  await page.getByRole('button', { name: /^登录$/ }).click();
  await expect(page).toHaveURL(/\/messageRecord$/);
  await expectUserMenuNames(page, second.account);
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
