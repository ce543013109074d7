import { expect } from '@playwright/test';
import { createAccount, openSignedIn, sideMenu, signIn, test } from './support';
import { expectToast } from './toasts';

test.describe('route rules', () => {
  // The lock flag lives in the browser: the shared session is enough, but for the lock test, whose
  // wrong password counts on the account (it signs in to one of its own).
  test.use({ account: 'admin' });
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('unknown paths and pages outside the menus go to /404; /login with a token goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
  });

  test('a menu page that no deployed module provides says so instead of breaking', async ({ page }) => {
    // A deployment whose route manifest names no module for the demo extension pages (扩展示例):
    // the manifest is data, fetched once per page load, so this page's copy goes without them.
    await page.route('**/route-manifest.json*', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { modules: { prefix: string }[] };
      await route.fulfill({ response, json: { ...manifest, modules: manifest.modules.filter((entry) => entry.prefix !== 'extend/') } });
    });
    await page.goto('/extend/tableDemo');
    await expect(page.getByRole('status').filter({ hasText: '页面暂未开放' })).toBeVisible();
    await expect(sideMenu(page)).toBeVisible();
  });

  test('/redirect/{path} re-creates the page view', async ({ page }) => {
    await page.goto('/systemData/dictionary');
    const table = page.locator('[data-page="systemData/dictionary"] table');
    await expect(table).toBeVisible();
    await table.evaluate((element) => element.setAttribute('data-marker', 'old'));
    await page.evaluate(() => window.history.pushState(null, '', '/redirect/systemData/dictionary'));
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
    await expect(page.locator('[data-page="systemData/dictionary"] table')).toBeVisible();
    await expect(page.locator('[data-marker="old"]')).toHaveCount(0);
  });

  test('locking sends every route to /lockScreen until unlocked', async ({ page, request }) => {
    // An account of its own: the wrong password below counts as a failed sign-in of the account
    // until the right one clears it, and other tests sign admin in all the while (with tries in
    // flight, which count in advance, three ask for a captcha).
    const user = await createAccount(request, 'lock');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user.account, '/basic/dashboard', user.password);
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.goto('/systemData/dictionary');
    await expect(page).toHaveURL(/\/lockScreen$/);

    // A wrong password keeps the lock; the right one lifts it.
    const password = page.getByRole('textbox', { name: /请输入密码解锁/ });
    await password.fill('wrong-password-1');
    await page.getByRole('button', { name: '解锁' }).click();
    await expectToast(page, '', { variant: 'danger' });
    await expect(page).toHaveURL(/\/lockScreen$/);
    await password.fill(user.password);
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('jnpf_lockScreen'))).toBeNull();
  });
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('a viewer sees only the menus of their role and gets /404 for any other page', async ({ page }) => {
    await openSignedIn(page);
    await expect(sideMenu(page).getByRole('button', { name: '系统数据' })).toBeVisible();
    await expect(sideMenu(page).getByRole('button', { name: '组织权限' })).toHaveCount(0);
    await page.goto('/permission/userOnline');
    await expect(page).toHaveURL(/\/404$/);
  });
});
