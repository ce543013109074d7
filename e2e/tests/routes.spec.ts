import { expect, test } from '@playwright/test';
import { sideMenu, signIn } from './support';

test.describe('route rules', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('unknown paths and pages outside the menus go to /404; /login with a token goes home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
  });

  test('a menu page that no deployed module provides says so instead of breaking', async ({ page }) => {
    await page.goto('/system/notice');
    await expect(page.getByRole('status')).toContainText('页面暂未开放');
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

  test('locking sends every route to /lockScreen until unlocked', async ({ page }) => {
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await expect(page).toHaveURL(/\/lockScreen$/);
    await page.goto('/systemData/dictionary');
    await expect(page).toHaveURL(/\/lockScreen$/);
  });
});

test('a viewer without the page in their menus gets /404 for it', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/permission/userOnline');
  await expect(page).toHaveURL(/\/(404|permission\/userOnline)$/);
});
