import { expect } from '@playwright/test';
import { solvePasswordCaptcha } from './password-support';
import { createAccount, signIn, type Account, test } from './support';
import { expectToast } from './toasts';

// The tests change their user's password: they share one account of their own, in order.
test.describe.configure({ mode: 'serial' });

let user: Account;
test.beforeAll(async ({ request }) => {
  user = await createAccount(request, 'acct');
});

test('the last-login notice shows time and IP for 2 s, only when arriving from the sign-in page', async ({ page }) => {
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, user.account, '/basic/dashboard', user.password);
  const notice = page.getByTestId('last-login');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('上次登录');
  await expect(notice).toContainText('IP：127.0.0.1');
  await expect(notice).toBeHidden({ timeout: 4000 });

  // A reload is not an arrival from the sign-in page.
  await page.reload();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(notice).toHaveCount(0);
});

test('changing the password applies the policy messages, needs the captcha, then the new password signs in', async ({ page, request }) => {
  test.slow(); // three submissions (each encrypts and draws a new captcha) and two sign-ins
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  // The host element: its slotted fields and buttons are its light-DOM children.
  const dialog = page.locator('sl-dialog[label="修改密码"]');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('旧密码不能为空')).toBeVisible();
  await expect(dialog.getByText('新密码不能为空')).toBeVisible();
  await expect(dialog.getByText('重复密码不能为空')).toBeVisible();
  await expect(dialog.getByText('验证码不能为空')).toBeVisible();

  const next = `${user.password}-New9`;
  await dialog.getByRole('textbox', { name: '旧密码' }).fill(user.password);
  await dialog.getByRole('textbox', { name: '新密码' }).fill(next);
  await dialog.getByRole('textbox', { name: '重复密码' }).fill(`${next}x`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('两次密码输入不一致')).toBeVisible();

  // A wrong captcha: the server refuses before looking at anything else, and draws a new picture.
  await dialog.getByRole('textbox', { name: '重复密码' }).fill(next);
  const firstKey = await dialog.getByTestId('password-captcha').locator('img').getAttribute('data-key');
  await dialog.getByRole('textbox', { name: '验证码' }).fill('0000');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '验证码错误或已过期，请重新输入');
  await expect(dialog.getByTestId('password-captcha').locator('img')).not.toHaveAttribute('data-key', firstKey ?? '');
  await expect(dialog.getByRole('textbox', { name: '验证码' })).toHaveValue('');

  // A wrong old password: the server's message, and what was typed stays.
  await dialog.getByRole('textbox', { name: '旧密码' }).fill('not-the-old-one-1');
  await solvePasswordCaptcha(dialog, request);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '旧密码错误');
  await expect(dialog.getByRole('textbox', { name: '新密码' })).toHaveValue(next);

  await dialog.getByRole('textbox', { name: '旧密码' }).fill(user.password);
  await solvePasswordCaptcha(dialog, request);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '修改成功，请牢记新密码');
  await expect(dialog).toBeHidden({ timeout: 5000 });

  // The old password no longer works; the new one does.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('textbox', { name: '账号' }).fill(user.account);
  await page.getByRole('textbox', { name: '密码' }).fill(user.password);
  await page.getByRole('button', { name: '登录' }).click();
  await expectToast(page, '账号或密码错误');
  await page.getByRole('textbox', { name: '密码' }).fill(next);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
});
