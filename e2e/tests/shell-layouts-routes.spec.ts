// Routing details of spec section 2 "Routes" that the other specs do not cover: external links,
// /menuMore, duplicate navigation, in-app navigation to a page outside the menu, scroll to top,
// an empty menu and a failed user-info load.
import { expect, type Page } from '@playwright/test';
import { chooseMenu, onPhone, openMenuDrawer, openSideMenu, openSignedIn, readOnlyTest as test, sideMenu, signIn, test as freshTest } from './support';
import { expectToast } from './toasts';

const activeView = (page: Page) => page.locator('[data-view-active]');

// The routing checks that only navigate share the worker's kept portal page of their seed account
// (readOnlyTest, e2e/README.md); the tests that change the viewport, answer the boot's user-info
// request themselves or end the session take a fresh page and sign in through the form.
test.describe('as admin', () => {
  test.use({ account: 'admin' });

  test('/externalLink shows the encoded http(s) address inside the portal; other schemes get the 404 page', async ({ page }) => {
    await openSignedIn(page);
    // The 'inline' external-link entry of the seed (type 7, _self) goes through /externalLink.
    await chooseMenu(page, '扩展示例', '外部链接（内嵌）');
    await expect(page).toHaveURL(`/externalLink?href=${encodeURIComponent('https://github.com/systemjs/systemjs')}`);
    await expect(page.locator('iframe[src="https://github.com/systemjs/systemjs"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: /打开|新窗口/ })).toHaveAttribute('href', 'https://github.com/systemjs/systemjs');

    await page.goto(`/externalLink?href=${encodeURIComponent('javascript:alert(1)')}`);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('/menuMore without a top menu lists the whole menu, and its links open pages', async ({ page }) => {
    await openSignedIn(page, '/menuMore');
    const more = page.getByRole('menu', { name: '更多' });
    for (const section of ['在线开发', '系统管理', '系统数据', '组织权限', '扩展示例']) await expect(more.getByText(section, { exact: true })).toBeVisible();
    await more.getByRole('menuitem', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
    await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();
  });

  test('choosing the page already shown is ignored: no history entry, no "#", the view is kept', async ({ page }) => {
    await openSignedIn(page);
    await chooseMenu(page, '系统数据', '数据字典');
    const view = page.locator('section[data-page="systemData/dictionary"]');
    await expect(view.locator('table')).toBeVisible();
    // The page view itself carries the mark (its table is re-keyed when the first category loads).
    await view.evaluate((element) => element.setAttribute('data-marker', 'kept'));
    const length = await page.evaluate(() => window.history.length);
    // On a phone the drawer closes on the page already shown too.
    await chooseMenu(page, '系统数据', '数据字典');
    await chooseMenu(page, '系统数据', '数据字典');
    expect(page.url()).toMatch(/\/systemData\/dictionary$/);
    expect(await page.evaluate(() => window.history.length)).toBe(length);
    await expect(page.locator('[data-marker="kept"]')).toHaveCount(1);
  });
});

test.describe('as viewer', () => {
  test.use({ account: 'viewer' });

  test('an in-app navigation to a page outside the menu ends on /404, and the portal keeps working', async ({ page }) => {
    await openSignedIn(page);
    await page.evaluate(() => {
      window.history.pushState(null, '', '/permission/userOnline');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await chooseMenu(page, '系统数据', '数据字典');
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  });
});

freshTest('a page opened again starts at the top', async ({ page }) => {
  // Low enough for the page to scroll (a phone keeps its width: the mobile layout).
  await page.setViewportSize({ width: onPhone() ? 390 : 1280, height: 420 });
  await signIn(page);
  await chooseMenu(page, '系统数据', '数据字典');
  await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();
  // The view can scroll only once the dictionary's rows are in: scroll until it has moved.
  await expect
    .poll(() =>
      activeView(page).evaluate((element) => {
        element.scrollTo(0, 200);
        return element.scrollTop;
      }),
    )
    .toBeGreaterThan(0);
  await chooseMenu(page, '系统管理', '系统公告');
  await expect(page).toHaveURL(/\/system\/notice$/);
  // One folder open at a time (the default accordion): 系统数据 opens again to reach its page.
  await expect((await openSideMenu(page)).getByRole('button', { name: '数据字典' })).toHaveCount(0);
  await chooseMenu(page, '系统数据', '数据字典');
  await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();
  expect(await activeView(page).evaluate((element) => element.scrollTop)).toBe(0);
});

freshTest('an empty menu says the permissions are insufficient', async ({ page }) => {
  await page.route('**/api/oauth/CurrentUser*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { menuList: unknown[]; routerList: unknown[]; permissionList: unknown[] } };
    body.data.menuList = [];
    body.data.routerList = [];
    body.data.permissionList = [];
    await route.fulfill({ response, json: body });
  });
  await signIn(page, 'viewer');
  await openMenuDrawer(page);
  await expect(page.locator('aside').getByText('您的权限不足，请联系管理员')).toBeVisible();
  await expect(sideMenu(page)).toHaveCount(0);
});

freshTest('when the user info cannot be loaded, the session is reset and sign-in keeps the wanted page', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.route('**/api/oauth/CurrentUser*', (route) => route.abort('connectionrefused'));
  await page.goto('/systemData/dictionary?from=e2e');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/systemData/dictionary?from=e2e')}`);
  await expectToast(page, '请求出错，请重试');
  expect(await page.evaluate(() => [localStorage.getItem('jnpf_token'), localStorage.getItem('jnpf_menuList')])).toEqual([null, null]);

  // An answer without user data: 'verification failed, please log in again'.
  await page.unroute('**/api/oauth/CurrentUser*');
  await signIn(page, 'viewer');
  await page.route('**/api/oauth/CurrentUser*', (route) => route.fulfill({ json: { code: 200, msg: '', data: null } }));
  await page.reload();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/basic/dashboard')}`);
  await expectToast(page, '验证失败，请重新登录');
});
