import { expect, type Page } from '@playwright/test';
import {
  chooseMenu,
  closeSideMenu,
  headerControl,
  onPhone,
  openSideMenu,
  openSignedIn,
  readOnlyTest,
  seedPassword,
  shoelaceReady,
  sideMenu,
  test,
} from './support';

// Tabs and the page cache live in the browser: the shared admin session is enough.
test.use({ account: 'admin' });

function tabs(page: Page) {
  return page.getByRole('tablist', { name: '已打开的页面' });
}

function tabTitles(page: Page) {
  return tabs(page).getByRole('tab');
}

async function tabMenu(page: Page, title: string, action: string): Promise<void> {
  await tabs(page).getByRole('tab', { name: title }).click({ button: 'right' });
  await page.getByRole('menu', { name: '标签操作' }).getByRole('menuitem', { name: action }).click();
}

const dictionaryPage = (page: Page) => page.locator('section[data-page="systemData/dictionary"]');
const keywordInput = (page: Page) => dictionaryPage(page).getByRole('textbox', { name: '关键词' });

// The tests that only open, switch and close tabs share the worker's kept portal page (readOnlyTest,
// e2e/README.md: its reset closes every tab but 首页); those that reload, lock the screen, change the
// viewport or a setting take a page of their own.
readOnlyTest.describe('tabs bar', () => {
  readOnlyTest.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  readOnlyTest('visited pages become tabs; close, close others and close all keep the affixed home tab', async ({ page }) => {
    await expect(tabTitles(page)).toHaveText(['首页']);
    await chooseMenu(page, '系统数据', '数据字典');
    await chooseMenu(page, '系统管理', '系统公告');
    await chooseMenu(page, '系统管理', '定时任务');
    await expect(tabTitles(page)).toHaveText(['首页', '数据字典', '系统公告', '定时任务']);
    await expect(tabs(page).getByRole('tab', { name: '定时任务' })).toHaveAttribute('aria-selected', 'true');

    // The home tab has no close button; closing the current tab goes to the last one left.
    await expect(tabs(page).getByRole('button', { name: '关闭 首页' })).toHaveCount(0);
    await tabs(page).getByRole('button', { name: '关闭 定时任务' }).click();
    await expect(tabTitles(page)).toHaveText(['首页', '数据字典', '系统公告']);
    await expect(page).toHaveURL(/\/system\/notice$/);

    await tabMenu(page, '数据字典', '关闭其他');
    await expect(tabTitles(page)).toHaveText(['首页', '数据字典']);
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);

    // The home tab's own menu cannot close it.
    await tabs(page).getByRole('tab', { name: '首页' }).click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toBeDisabled();
    await shoelaceReady(page);
    await page.keyboard.press('Escape');

    await tabMenu(page, '数据字典', '关闭所有');
    await expect(tabTitles(page)).toHaveText(['首页']);
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
  });

  readOnlyTest('refresh in the tab menu re-creates the page view', async ({ page }) => {
    await chooseMenu(page, '系统数据', '数据字典');
    const table = dictionaryPage(page).locator('table');
    await expect(table).toBeVisible();
    await table.evaluate((element) => element.setAttribute('data-marker', 'old'));
    await tabMenu(page, '数据字典', '刷新');
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
    await expect(dictionaryPage(page).locator('table')).toBeVisible();
    await expect(page.locator('[data-marker="old"]')).toHaveCount(0);
  });

  readOnlyTest('/messageRecord and /menuMore open as tabs of their own, each highlighted while shown, and the menu highlights no stale entry', async ({ page }) => {
    await chooseMenu(page, '系统数据', '数据字典');
    await (await openSideMenu(page)).getByRole('button', { name: '数据字典', exact: true }).waitFor();
    await expect(sideMenu(page).locator('[data-active]')).toHaveText('数据字典');
    await closeSideMenu(page);
    // The message centre: from the message drawer's 更多, as a user gets there.
    await page.getByRole('button', { name: /未读消息/ }).click();
    await page.locator('sl-drawer[open]').getByRole('button', { name: '更多' }).click();
    await expect(page).toHaveURL(/\/messageRecord$/);
    await expect(page.locator('[data-page="messageRecord"]')).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: '消息记录' })).toHaveAttribute('aria-selected', 'true');
    // No menu entry is the message centre: the sidebar no longer marks 数据字典 as the page shown.
    await openSideMenu(page);
    await expect(sideMenu(page).locator('[data-active]')).toHaveCount(0);
    await closeSideMenu(page);

    await page.goto('/menuMore');
    await expect(page.getByRole('menu', { name: '更多' })).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: '更多' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabTitles(page)).toHaveText(['首页', '数据字典', '消息记录', '更多']);

    await tabs(page).getByRole('tab', { name: '消息记录' }).click();
    await expect(page).toHaveURL(/\/messageRecord$/);
    await expect(tabs(page).getByRole('tab', { name: '消息记录' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs(page).getByRole('tab', { name: '更多' })).toHaveAttribute('aria-selected', 'false');
  });

});

test.describe('tabs bar, on a page of its own', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  // /home opens a second, affixed 首页 tab that 关闭其他 keeps: no kept page for this one.
  test('a middle click closes a tab; tabs keep their query string; /home shows only an icon', async ({ page }) => {
    await page.evaluate(() => window.history.pushState(null, '', '/systemData/dictionary?tab=1'));
    await expect(dictionaryPage(page)).toBeVisible();
    await chooseMenu(page, '系统管理', '系统公告');
    await tabs(page).getByRole('tab', { name: '数据字典' }).click();
    await expect(page).toHaveURL(/\/systemData\/dictionary\?tab=1$/);

    await tabs(page).getByRole('tab', { name: '系统公告' }).click({ button: 'middle' });
    await expect(tabTitles(page)).toHaveText(['首页', '数据字典']);

    await page.evaluate(() => window.history.pushState(null, '', '/home'));
    const homeIcon = tabs(page).getByRole('tab', { name: '首页' }).last();
    await expect(homeIcon).toHaveAttribute('aria-selected', 'true');
    await expect(homeIcon).toHaveText('');
    await expect(homeIcon.locator('sl-icon')).toHaveCount(1);
  });

  test('a reload and the lock screen keep the tabs, their order and the page shown', async ({ page }) => {
    await chooseMenu(page, '系统数据', '数据字典');
    await chooseMenu(page, '系统管理', '系统公告');
    await chooseMenu(page, '系统管理', '行政区划');
    await tabs(page).getByRole('tab', { name: '系统公告' }).click();
    await expect(page).toHaveURL(/\/system\/notice$/);
    const opened = ['首页', '数据字典', '系统公告', '行政区划'];
    await expect(tabTitles(page)).toHaveText(opened);

    await page.reload();
    await expect(tabTitles(page)).toHaveText(opened);
    await expect(tabs(page).getByRole('tab', { name: '系统公告' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/system\/notice$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: '锁定屏幕' }).click();
    await expect(page).toHaveURL(/\/lockScreen$/);
    // Reloading while locked loses nothing either.
    await page.reload();
    await page.getByRole('textbox', { name: /请输入密码解锁/ }).fill(seedPassword());
    await page.getByRole('button', { name: '解锁' }).click();
    await expect(page).toHaveURL(/\/system\/notice$/);
    await expect(tabTitles(page)).toHaveText(opened);
  });

  test('after a reload far down the menu, the current entry is scrolled into view, clear of the logo', async ({ page }) => {
    // Short enough that 消息中心's entries sit below the fold of the menu.
    await page.setViewportSize({ width: onPhone() ? 390 : 1280, height: 520 });
    await page.goto('/msgCenter/msgMonitor');
    const menu = await openSideMenu(page);
    const active = menu.locator('[data-active]');
    await expect(active).toHaveText('消息监控');
    const placement = () =>
      active.evaluate((entry) => {
        const nav = entry.closest('nav') as HTMLElement;
        const box = entry.getBoundingClientRect();
        const view = nav.getBoundingClientRect();
        return { scrolled: nav.scrollTop > 0, inside: box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5 };
      });
    await expect.poll(placement).toEqual({ scrolled: true, inside: true });
    // Nothing covers it (the logo bar sits above the menu, not over it).
    const box = (await active.boundingBox())!;
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-active]')?.textContent ?? null, { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('消息监控');
  });

  test('many tabs overflow behind previous/next arrows', async ({ page }) => {
    // The narrowest desktop width (below 992 px the mobile layout hides the menu); a phone's own
    // width holds far fewer tabs.
    if (!onPhone()) await page.setViewportSize({ width: 1000, height: 700 });
    await expect(page.getByRole('button', { name: '向右滚动' })).toHaveCount(0);
    const items = ['系统配置', '系统公告', '定时任务', '缓存管理', '系统日志', '系统监控', '系统图标', '翻译管理', '系统菜单', '行政区划'].slice(0, onPhone() ? 4 : undefined);
    for (const item of items) await chooseMenu(page, '系统管理', item);
    await chooseMenu(page, '系统数据', '数据字典');
    const next = page.getByRole('button', { name: '向右滚动' });
    await expect(next).toBeVisible();
    const scroller = tabs(page);
    await page.getByRole('button', { name: '向左滚动' }).click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBe(0);
    await next.click();
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  });
});

test.describe('page cache', () => {
  test.beforeEach(async ({ page }) => {
    // Low enough for the dictionary page to scroll (a phone keeps its width: the mobile layout).
    await page.setViewportSize({ width: onPhone() ? 390 : 1280, height: 320 });
    await openSignedIn(page);
  });

  test('with the cache on, a tab keeps its input and scroll, and closing it frees its parcel', async ({ page }) => {
    await (await headerControl(page, (scope) => scope.getByTestId('settings-button'))).click();
    await page.getByRole('switch', { name: '页面缓存' }).check();
    await shoelaceReady(page);
    await page.keyboard.press('Escape');

    await chooseMenu(page, '系统数据', '数据字典');
    await expect(dictionaryPage(page).locator('table')).toBeVisible();
    await keywordInput(page).fill('kept text');
    const view = page.locator('[data-view-active]');
    // The table and the category tree show before their rows arrive, and rows arriving above the
    // scrolled-to point move it (the browser's scroll anchoring; on a phone the tree sits above the
    // table): scroll only once both have their rows.
    await expect(dictionaryPage(page).locator('tbody tr').first().locator('td').nth(1)).toBeVisible();
    await expect(dictionaryPage(page).getByRole('treeitem').first()).toBeVisible();
    await expect.poll(() => view.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThan(40);
    // Half-way down the page (the small viewport makes it scroll).
    await view.evaluate((element) => {
      element.scrollTop = Math.floor((element.scrollHeight - element.clientHeight) / 2);
    });
    // What the tab keeps is where it was left: read just before leaving.
    const offset = await view.evaluate((element) => element.scrollTop);
    expect(offset).toBeGreaterThan(20);

    await tabs(page).getByRole('tab', { name: '首页' }).click();
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
    // Hidden but still mounted.
    await expect(page.locator('[data-page]')).toHaveCount(1);
    await expect(dictionaryPage(page)).toBeHidden();

    // Coming back shows the same, still-mounted page (its speed is measured by `npm run bench`).
    await tabs(page).getByRole('tab', { name: '数据字典' }).click();
    await expect(dictionaryPage(page)).toBeVisible();
    await expect(keywordInput(page)).toHaveValue('kept text');
    await expect.poll(() => page.locator('[data-view-active]').evaluate((element) => element.scrollTop)).toBe(offset);

    await tabs(page).getByRole('button', { name: '关闭 数据字典' }).click();
    await expect(page).toHaveURL(/\/basic\/dashboard$/);
    await expect(page.locator('[data-page]')).toHaveCount(0);
  });

  test('with the cache off, leaving a tab unmounts its page', async ({ page }) => {
    await chooseMenu(page, '系统数据', '数据字典');
    await keywordInput(page).fill('lost text');
    await tabs(page).getByRole('tab', { name: '首页' }).click();
    await expect(page.locator('[data-page]')).toHaveCount(0);
    await tabs(page).getByRole('tab', { name: '数据字典' }).click();
    await expect(keywordInput(page)).toHaveValue('');
  });
});
