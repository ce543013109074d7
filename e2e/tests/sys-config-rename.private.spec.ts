// System configuration end to end (issue 4 item 4, spec sections 3, 7): the system name is
// required, a new one shows on the sign-in page after signing out (no redeploy), and the email test
// reports the mail server's answer. The name shows on every page of every user, so this runs on a
// server of its own (private-server.ts).
import { expect, type Page } from '@playwright/test';
import { test } from './private-server';
import { seedPassword, signIn } from './support';
import { expectToast } from './toasts';

const PAGE = '[data-page="system/sysConfig"]';

async function saveName(page: Page, name: string): Promise<void> {
  const content = page.locator(PAGE);
  await content.getByRole('textbox', { name: '系统名称' }).fill(name);
  await content.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '保存成功');
}

test('admin renames the system and the sign-in page shows the new name', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page);
  await page.goto('/system/sysConfig');
  const content = page.locator(PAGE);
  const name = content.getByRole('textbox', { name: '系统名称' });
  await expect(name).toHaveValue('Atrium');

  await name.fill('');
  await content.getByRole('button', { name: '保存' }).click();
  await expect(content.getByText('请输入系统名称', { exact: true })).toBeVisible();

  // The email test reaches the mail server the form names; a closed port is reported as such.
  await content.getByRole('textbox', { name: 'SMTP 服务器' }).fill('127.0.0.1');
  await content.getByRole('spinbutton', { name: 'SMTP 端口' }).fill('1');
  await content.getByRole('button', { name: '测试连接' }).click();
  // In words, never the library's ECONNREFUSED (issue 17 item 8).
  await expectToast(page, '无法连接邮件服务器 127.0.0.1:1，请检查地址、端口和加密方式');

  await saveName(page, 'E2E门户');
  // The shell follows at once: browser title, and the sidebar's name and default logo mark.
  await expect(page).toHaveTitle('E2E门户');
  await expect(page.getByRole('complementary').first()).toContainText('E2E门户');
  await expect(page.getByTestId('default-logo')).toHaveText('E');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确定|OK/ }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'E2E门户' })).toBeVisible();

  // Put the name back for the other tests of this run.
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('admin');
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(seedPassword());
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
  await page.goto('/system/sysConfig');
  await saveName(page, 'Atrium');
});
