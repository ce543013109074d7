import { expect, test } from '@playwright/test';
import { apiGet, apiToken, seedPassword, sideMenu, signIn } from './support';

test('a visitor is sent to /login with the wanted path, and lands there after signing in', async ({ page }) => {
  await page.goto('/systemData/dictionary');
  await expect(page).toHaveURL(/\/login\?redirect=%2FsystemData%2Fdictionary$/);
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('admin');
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(seedPassword());
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
});

test('sign in, see the server menu and real figures, open the dictionary, reload, sign out', async ({ page, request }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);

  // The form validates before calling the server.
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page.getByText('请输入账号').first()).toBeVisible();

  await signIn(page);

  // The menu comes from the server's menuList.
  const menu = sideMenu(page);
  await expect(menu.getByRole('button', { name: '系统数据' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '组织权限' })).toBeVisible();

  // The dashboard shows the server's figures, not placeholders.
  const token = await apiToken(request);
  const overview = await apiGet<{ userCount: number; roleCount: number }>(request, '/api/visualdev/Dashboard/Overview', token);
  await expect(page.locator('[data-figure="userCount"]')).toContainText(String(overview.data.userCount));
  await expect(page.locator('[data-figure="roleCount"]')).toContainText(String(overview.data.roleCount));

  // Menu -> URL -> module -> parcel: the dictionary page comes from mf-system.
  await menu.getByRole('button', { name: '系统数据' }).click();
  await menu.getByRole('button', { name: '数据字典' }).click();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  const parcel = page.locator('[data-module="@atrium/mf-system"][data-page="systemData/dictionary"]');
  await expect(parcel.getByRole('columnheader', { name: '名称' })).toBeVisible();
  await expect(parcel.getByRole('row').nth(1)).toBeVisible();

  // A reload keeps the session and the page.
  await page.reload();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  await expect(parcel.getByRole('columnheader', { name: '名称' })).toBeVisible();
  const storedToken = await page.evaluate(() => JSON.parse(localStorage.getItem('jnpf_token') ?? 'null') as string | null);
  expect(storedToken).toMatch(/^bearer /);

  // Sign out (with confirmation): back to /login and the token is dead on the server.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确定|OK/ }).click();
  await expect(page).toHaveURL(/\/login/);
  const after = await apiGet(request, '/api/oauth/CurrentUser', storedToken ?? '');
  expect([600, 601, 602]).toContain(after.code);
});

test('a wrong password gets the generic message and stays on /login', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill('zhangsan');
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill('not-the-password-1');
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  // The shared HTTP client shows the server's message as a Shoelace toast.
  await expect(page.locator('sl-alert', { hasText: '账号或密码错误' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
