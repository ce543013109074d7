// The navigation layouts, the top menu's 'more' group, type-1 groups and system switching, in
// Chromium against the real server. Every test that saves a layout or a system on the server uses
// an account of its own, so tests signed in as admin elsewhere never see a changed layout.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { apiGet, apiToken, closeSideMenu, createAccount, expectShell, expectSideMenuClosed, headerControl, onPhone, openSideMenu, shoelaceReady, sideMenu, signIn, type Account, test } from './support';

async function chooseLayout(page: Page, name: string): Promise<unknown> {
  await (await headerControl(page, (scope) => scope.getByTestId('settings-button'))).click();
  const drawer = page.locator('sl-drawer[open]');
  await expect(drawer.getByRole('group', { name: '导航模式' })).toBeVisible();
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/permission/Users/Current/SystemTheme'),
  );
  await drawer.getByRole('radio', { name }).check();
  const body = (await saved).postDataJSON();
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  return body;
}

const topMenu = (page: Page) => page.getByRole('navigation', { name: '顶部菜单' });

/** An account with the administrator role (both seeded systems), made through the users API. */
async function createAdminAccount(request: APIRequestContext): Promise<Account> {
  const admin = await apiToken(request);
  const me = await apiGet<{ userInfo: { roleIds: string[] } }>(request, '/api/oauth/CurrentUser', admin);
  const account = `lay${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = `Pw-${account}-9`;
  const response = await request.post('/api/permission/Users', {
    headers: { Authorization: admin },
    data: { account, realName: account, password: createHash('md5').update(password).digest('hex'), roleIds: me.data.userInfo.roleIds },
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
  return { account, password };
}

test('each layout renders its frame live, is saved on the server and comes back with the next sign-in', async ({ page, request }) => {
  test.skip(onPhone(), 'desktop layouts: below 992 px every layout is the mobile menu drawer (shell-navbar.spec.ts checks that plain keeps it on a phone)');
  const user = await createAccount(request, 'layout');
  await page.setViewportSize({ width: 1800, height: 800 });
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await expect(sideMenu(page)).toBeVisible();
  await expect(topMenu(page)).toHaveCount(0);

  // Functional: the menu moves into the header; a folder opens a dropdown of its pages.
  expect(await chooseLayout(page, '功能')).toEqual({ theme: 'functional' });
  await expect(page.locator('aside')).toHaveCount(0);
  // Home selects the first menu.
  await expect(topMenu(page).getByRole('menuitem').first()).toHaveAttribute('data-active', '');
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: '展开/收起菜单' })).toHaveCount(0);
  await topMenu(page).getByRole('menuitem', { name: '系统数据' }).click();
  await topMenu(page).getByRole('menu', { name: '系统数据' }).getByRole('menuitem', { name: '数据字典' }).click();
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();
  await expect(topMenu(page).getByRole('menuitem', { name: '系统数据' })).toHaveAttribute('data-active', '');
  // The tabs bar and the page cache are the same in every layout.
  await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '数据字典' })).toBeVisible();

  // Plain: no menu at all, a header with the logo, the tabs and the page.
  expect(await chooseLayout(page, '简约')).toEqual({ theme: 'plain' });
  await expect(topMenu(page)).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(page.locator('header').getByRole('link').first()).toBeVisible();
  await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();

  // Blend: top-level entries on top, the chosen one's children on the left.
  expect(await chooseLayout(page, '混合')).toEqual({ theme: 'blend' });
  await expect(topMenu(page).getByRole('menuitem', { name: '系统数据' })).toHaveAttribute('data-active', '');
  await expect(sideMenu(page).getByRole('button', { name: '数据字典' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: '系统数据' })).toHaveCount(0);
  await topMenu(page).getByRole('menuitem', { name: '系统管理' }).click();
  await expect(sideMenu(page).getByRole('button', { name: '系统公告' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: '数据字典' })).toHaveCount(0);
  await sideMenu(page).getByRole('button', { name: '系统公告' }).click();
  await expect(page).toHaveURL(/\/system\/notice$/);

  // The dark/light sidebar applies to blend's left menu too.
  await page.getByTestId('settings-button').click();
  await page.locator('sl-drawer[open]').getByRole('radio', { name: '亮色侧边栏' }).check();
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('aside')).toHaveCSS('background-color', 'rgb(255, 255, 255)');

  // Saved on the server: a new browser session signs in with blend.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await expect(page.locator('[data-layout="blend"]')).toHaveCount(1);
  await expect(topMenu(page)).toBeVisible();
  // Home selects the first top-level entry in blend.
  await expect(topMenu(page).getByRole('menuitem').first()).toHaveAttribute('data-active', '');
});

test('an unknown saved layout reads as classic', async ({ page, request }) => {
  const user = await createAccount(request, 'layout');
  await page.route('**/api/oauth/Login*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { theme: string } };
    body.data.theme = 'neon';
    await route.fulfill({ response, json: body });
  });
  await page.route('**/api/oauth/CurrentUser*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { userInfo: { theme: string } } };
    body.data.userInfo.theme = 'neon';
    await route.fulfill({ response, json: body });
  });
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await expect(page.locator('[data-layout="classic"]')).toHaveCount(1);
  await expectShell(page);
  await expect(await openSideMenu(page)).toBeVisible();
});

test('the top menu puts what does not fit into "more", which /menuMore lists; it follows the width', async ({ page, request }) => {
  test.skip(onPhone(), 'the top menu exists only in the desktop functional and blend layouts (above 992 px)');
  const user = await createAccount(request, 'layout');
  await page.setViewportSize({ width: 1800, height: 800 });
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await chooseLayout(page, '功能');
  const items = topMenu(page).getByRole('menuitem');
  // Wide: the seven top-level entries of a staff account all fit.
  await expect(items).toHaveText(['在线开发', '代码生成', '系统管理', '系统数据', '工作流程', '消息中心', '扩展示例']);

  // Narrower (still above the 992 px mobile breakpoint): the tail goes into 'more'.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(items.last()).toHaveText('更多');
  const visible = await items.count();
  expect(visible).toBeGreaterThan(1);
  expect(visible).toBeLessThan(8);
  const width = await topMenu(page).evaluate((element) => element.getBoundingClientRect().width);
  // About 116 px per item, 'more' included.
  expect(visible).toBe(Math.floor(width / 116));
  await expect(items.first()).toHaveText('在线开发');

  await items.last().click();
  await expect(page).toHaveURL(/\/menuMore$/);
  const more = page.getByRole('menu', { name: '更多' });
  await expect(more.getByText('扩展示例')).toBeVisible();
  await expect(more.getByText('在线开发')).toHaveCount(0);
  await more.getByRole('menuitem', { name: '表格示例' }).click();
  await expect(page).toHaveURL(/\/extend\/tableDemo$/);
  await expect(items.last()).toHaveAttribute('data-active', '');

  // Wide again: no 'more'.
  await page.setViewportSize({ width: 1800, height: 800 });
  await expect(items.last()).toHaveText('扩展示例');
});

test('classic: choosing a type-1 group makes its children the menu; back shows the whole menu again', async ({ page }) => {
  await signIn(page);
  // On a phone the group opens inside the drawer, which stays open until a page is chosen.
  const menu = await openSideMenu(page);
  await menu.getByRole('button', { name: '扩展示例', exact: true }).click();
  await expect(menu.getByRole('button', { name: '表格示例' })).toBeVisible();
  await expect(menu.getByRole('button', { name: '系统数据' })).toHaveCount(0);
  await menu.getByRole('button', { name: '表格示例' }).click();
  await expect(page).toHaveURL(/\/extend\/tableDemo$/);
  if (onPhone()) await expectSideMenuClosed(page);
  // Reloading on a page of the group keeps the group open.
  await page.reload();
  await expectShell(page);
  await expect((await openSideMenu(page)).getByRole('button', { name: '表格示例' })).toBeVisible();
  await page.getByRole('button', { name: /扩展示例.*返回/ }).click();
  await expect(sideMenu(page).getByRole('button', { name: '系统数据' })).toBeVisible();
});

test('several systems: the user menu switches (current one disabled), the server keeps it, home opens the type-1 first menu', async ({ page, request }) => {
  const user = await createAdminAccount(request);
  await signIn(page, user.account, '/basic/dashboard', user.password);
  await expect((await openSideMenu(page)).getByRole('button', { name: '系统数据' })).toBeVisible();
  await closeSideMenu(page);

  await page.waitForFunction(() => ['sl-dropdown', 'sl-menu', 'sl-menu-item', 'sl-menu-label'].every((tag) => customElements.get(tag)));
  await page.getByTestId('user-menu').click();
  await expect(page.getByText('切换系统')).toBeVisible();
  const current = page.getByRole('menuitemcheckbox', { name: 'Atrium 开发平台' });
  await expect(current).toHaveAttribute('aria-disabled', 'true');
  await expect(current).toHaveAttribute('aria-checked', 'true');
  const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/permission/Users/Current/major'));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('menuitemcheckbox', { name: '数据分析平台' }).click();
  expect((await saved).postDataJSON()).toMatchObject({ majorType: 'System' });
  await reloaded;

  // The other system's menu; its first entry is a type-1 group, open on the home page.
  await expect(page).toHaveURL(/\/basic\/dashboard$/);
  await expect((await openSideMenu(page)).getByRole('button', { name: '分析概览' })).toBeVisible();
  await expect(sideMenu(page).getByRole('button', { name: '系统数据' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /数据分析.*返回/ })).toBeVisible();
  await closeSideMenu(page);

  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitemcheckbox', { name: '数据分析平台' })).toHaveAttribute('aria-disabled', 'true');
  await shoelaceReady(page);
  await page.keyboard.press('Escape');

  // A staff account has one system: no switch entry.
  const staff = await createAccount(request, 'layout');
  await page.evaluate(() => localStorage.clear());
  await signIn(page, staff.account, '/basic/dashboard', staff.password);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '锁定屏幕' })).toBeVisible();
  await expect(page.getByText('切换系统')).toHaveCount(0);
});
