import { expect, type Page } from '@playwright/test';
import { chooseMenu, closeSideMenu, createAccount, expectShell, headerControl, onPhone, openSideMenu, openSignedIn, sideMenu, signIn, test } from './support';
import { expectToast } from './toasts';

// Start signed in as admin (the shared session); the tests that change a server-side setting of the
// user (the language) sign in to an account of their own.
test.use({ account: 'admin' });

async function openSettings(page: Page) {
  await (await headerControl(page, (scope) => scope.getByTestId('settings-button'))).click();
  const drawer = page.locator('sl-drawer[open]');
  await expect(drawer.getByRole('group', { name: /导航模式|Navigation mode/ })).toBeVisible();
  return drawer;
}

/** Shoelace components load on first use: a menu clicked before sl-menu is defined emits nothing. */
async function openNavbarMenu(page: Page, testId: string): Promise<void> {
  await page.waitForFunction(() => ['sl-dropdown', 'sl-menu', 'sl-menu-item', 'sl-icon-button'].every((tag) => customElements.get(tag)));
  await (await headerControl(page, (scope) => scope.getByTestId(testId))).click();
}

/** Picks a navigation mode in the open drawer; returns the body sent to the server. */
async function chooseLayout(page: Page, name: string): Promise<unknown> {
  const saved = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/permission/Users/Current/SystemTheme'),
  );
  await page.locator('sl-drawer[open]').getByRole('radio', { name }).check();
  return (await saved).postDataJSON();
}

function storedSettings(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('jnpf_settings') ?? '{}') as Record<string, unknown>);
}

function rootVariable(page: Page, name: string): Promise<string> {
  return page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);
}

/** Where the toast on screen sits against the header, the tab strip and their controls; null while none shows. */
function toastPlacement(page: Page): Promise<{ belowHeader: boolean; centred: boolean; covering: string[] } | null> {
  return page.evaluate(() => {
    // <sl-alert> itself is display: contents; its base part is the box on screen.
    const toast = document.querySelector('.sl-toast-stack sl-alert')?.shadowRoot?.querySelector('[part~="base"]');
    const header = document.querySelector('header');
    if (!toast || !header) return null;
    // The tab strip right under the header (TagsView's tablist, on by default): its tabs and close
    // buttons are controls too.
    const tabStrip = [...document.querySelectorAll('[role="tablist"]')]
      .find((list) => Math.abs(list.getBoundingClientRect().top - header.getBoundingClientRect().bottom) < 12)?.parentElement;
    if (!tabStrip) return null;
    const box = toast.getBoundingClientRect();
    if (box.width === 0) return null;
    const overlaps = (other: DOMRect) => other.width > 0 && other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
    const covering = [...header.querySelectorAll('button, sl-icon-button, sl-button, sl-input, input, a, [role="combobox"]'),
      ...tabStrip.querySelectorAll('button, [role="tab"]')]
      .filter((control) => overlaps(control.getBoundingClientRect()))
      .map((control) => control.outerHTML.slice(0, 80));
    const bottom = Math.max(header.getBoundingClientRect().bottom, tabStrip.getBoundingClientRect().bottom);
    return { belowHeader: box.top >= bottom - 0.5, centred: Math.abs(box.left + box.width / 2 - window.innerWidth / 2) <= 2, covering };
  });
}

test.describe('navbar', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('switching the language tells the server first, then translates the shell, its menus and tab titles', async ({ page, request }) => {
    // An account of its own: the language is saved on the server for the user, and admin's is
    // shared by every other test (and this test's phone copy, running at the same time).
    const user = await createAccount(request, 'language');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user.account, '/basic/dashboard', user.password);
    await page.goto('/systemData/dictionary');
    await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '数据字典' })).toBeVisible();
    const saved = page.waitForRequest(
      (request) => request.method() === 'PUT' && request.url().includes('/api/permission/Users/Current/SystemLanguage'),
    );
    await openNavbarMenu(page, 'language-select');
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    expect((await saved).postDataJSON()).toEqual({ language: 'en' });
    // The toast sits top centre below the header, over none of its controls (issue 19 item 6).
    await expect.poll(() => toastPlacement(page)).toEqual({ belowHeader: true, centred: true, covering: [] });
    await expectToast(page, 'Switch Language Success');
    await expect(page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab', { name: 'Home' })).toBeVisible();
    // On a phone the menu is a drawer behind the header's (now English) menu button.
    if (onPhone()) await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect(page.getByRole('tree', { name: 'Menu' })).toBeVisible();
    // The menus come again in English without a reload: the menu, the open tab, the search.
    const menu = page.getByRole('tree', { name: 'Menu' });
    await expect(menu.getByRole('button', { name: 'System data', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Dictionaries', exact: true })).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab', { name: 'Dictionaries' })).toBeVisible();
    const names = await menu.getByRole('button').allTextContents();
    expect(names.filter((name) => /[\u4e00-\u9fff]/.test(name))).toEqual([]);
    // A tap beside the drawer closes it.
    await closeSideMenu(page);
    const search = await headerControl(page, (scope) => scope.getByRole('combobox', { name: 'Menu search' }));
    await expect(search).toBeVisible();
    await search.fill('Areas');
    await expect(page.getByRole('option', { name: 'System management > Areas' })).toBeVisible();
    await search.fill('');

    // Traditional Chinese too, and the choice survives a reload.
    await openNavbarMenu(page, 'language-select');
    await page.getByRole('menuitemcheckbox', { name: '繁體中文' }).click();
    await expectToast(page, '切換成功');
    await expect(page.getByRole('tablist', { name: '已打開的頁面' }).getByRole('tab', { name: '資料字典' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('tablist', { name: '已打開的頁面' }).getByRole('tab', { name: '首頁' })).toBeVisible();
    if (onPhone()) await page.getByRole('button', { name: '展開/收起菜單' }).click();
    await expect(page.getByRole('tree', { name: '菜單' }).getByRole('button', { name: '系統資料', exact: true })).toBeVisible();
  });

  test('in English every menu entry and every tab title is English, without a reload (issue 19 item 4)', async ({ page, request }) => {
    // A staff account of its own: it sees the seeded menus only (other tests add Chinese-named menus for admin).
    test.setTimeout(90_000);
    const user = await createAccount(request, 'english');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user.account, '/basic/dashboard', user.password);
    for (const [group, item] of [['系统数据', '数据字典'], ['系统管理', '系统公告'], ['扩展示例', '表格示例'], ['扩展示例', '表单示例']] as const) await chooseMenu(page, group, item);
    await expect(page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')).toHaveCount(5);

    await openNavbarMenu(page, 'language-select');
    await page.getByRole('menuitemcheckbox', { name: 'English' }).click();
    await expectToast(page, 'Switch Language Success');
    const cjk = (names: string[]) => names.map((name) => name.trim()).filter((name) => /[\u3400-\u9fff]/.test(name));
    const tabNames = page.getByRole('tablist', { name: 'Open pages' }).getByRole('tab');
    await expect(tabNames).toHaveCount(5);
    await expect.poll(async () => cjk(await tabNames.allTextContents())).toEqual([]);

    // Every entry of the menu, each group and sub-group opened in turn (one open at a time),
    // from the whole menu (扩展示例, chosen last, is a group the classic layout shows on its own).
    const menu = await openSideMenu(page);
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: /Back/ }).click();
    const names = new Set<string>();
    const collect = async () => (await menu.getByRole('button').allTextContents()).forEach((name) => names.add(name.trim()));
    const topLevel = menu.locator('xpath=./li');
    for (let index = 0; index < (await topLevel.count()); index += 1) {
      const group = topLevel.nth(index);
      if ((await group.getAttribute('aria-expanded')) === 'false') await group.locator('xpath=./button').click();
      // Sub-groups inside it, opened one by one (the accordion keeps their parents open).
      for (let round = 0; round < 10; round += 1) {
        await collect();
        const closed = group.locator('li[aria-expanded="false"] > button');
        if ((await closed.count()) === 0) break;
        await closed.first().click();
      }
      await collect();
    }
    expect(names.size).toBeGreaterThan(20);
    expect(cjk([...names])).toEqual([]);
    await closeSideMenu(page);
  });

  test('header search finds 数据字典 by title and opens it', async ({ page }) => {
    // On a phone the search sits behind 更多操作, which choosing a page may close: found anew each time.
    const searchFor = async (text: string) => (await headerControl(page, (scope) => scope.getByRole('combobox', { name: '菜单搜索' }))).fill(text);
    const search = () => headerControl(page, (scope) => scope.getByRole('combobox', { name: '菜单搜索' }));
    await searchFor('数据字典');
    const option = page.getByRole('option', { name: '系统数据 > 数据字典' });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(/\/systemData\/dictionary$/);
    await expect(page.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();

    // Keyboard: the first hit opens with Enter.
    await searchFor('系统公告');
    await expect(page.getByRole('option').first()).toHaveText('系统管理 > 系统公告');
    await (await search()).press('Enter');
    await expect(page).toHaveURL(/\/system\/notice$/);

    // Pinyin and initials find Chinese titles (pinyin-pro loads on the first such query).
    await searchFor('zidian');
    await expect(page.getByRole('option').first()).toHaveText('系统数据 > 数据字典');
    await searchFor('xtgg');
    await expect(page.getByRole('option').first()).toHaveText('系统管理 > 系统公告');
  });

  test('the sidebar toggle and the size select are saved and applied', async ({ page }) => {
    // The suite asks for reduced motion (playwright.config.ts), as a user can: the menu does not slide.
    const sidebar = page.getByRole('complementary', { name: '侧边栏' });
    expect(await sidebar.evaluate((aside) => getComputedStyle(aside).transitionDuration)).toBe('0s');
    if (onPhone()) {
      // A phone's menu starts closed; the button opens it over the page (saved as 1), a tap beside closes it.
      await expect(page.locator('[data-collapsed]')).toHaveCount(1);
      await page.getByRole('button', { name: '展开/收起菜单' }).click();
      await expect(page.locator('[data-collapsed]')).toHaveCount(0);
      expect(await storedSettings(page)).toMatchObject({ sidebarOpened: 1 });
      await closeSideMenu(page);
    } else await page.getByRole('button', { name: '展开/收起菜单' }).click();
    await expect(page.locator('[data-collapsed]')).toHaveCount(1);
    // Spec section 4: saved as 1/0.
    expect(await storedSettings(page)).toMatchObject({ sidebarOpened: 0 });

    await openNavbarMenu(page, 'size-select');
    await page.getByRole('menuitemcheckbox', { name: '迷你' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-atrium-size', 'mini');
    expect(await rootVariable(page, '--sl-input-height-medium')).toBe('1.75rem');

    await page.reload();
    await expect(page.locator('[data-collapsed]')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('data-atrium-size', 'mini');
  });

  test('full screen says so when the browser cannot do it', async ({ page }) => {
    await page.evaluate(() => Object.defineProperty(document, 'fullscreenEnabled', { get: () => false }));
    await (await headerControl(page, (scope) => scope.getByRole('button', { name: '全屏' }))).click();
    await expectToast(page, '您的浏览器不支持全屏');
  });
});

test.describe('settings drawer', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page);
  });

  test('the theme colour recolours the Shoelace primary palette and survives a reload', async ({ page }) => {
    await expect.poll(() => rootVariable(page, '--sl-color-primary-600')).toBe('#409eff');
    const drawer = await openSettings(page);
    await drawer.getByRole('radio', { name: '酱紫' }).check();
    await expect.poll(() => rootVariable(page, '--sl-color-primary-600')).toBe('#7c5cfc');
    expect(await storedSettings(page)).toMatchObject({ themeClass: 'purple' });

    await page.reload();
    await expectShell(page);
    await expect.poll(() => rootVariable(page, '--sl-color-primary-600')).toBe('#7c5cfc');
  });

  test('display switches and the navigation mode are saved and restored on reload', async ({ page, request }) => {
    // The layout is saved on the server: an account of its own, so no other test signs in to it.
    const user = await createAccount(request, 'navbar');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, user.account, '/basic/dashboard', user.password);
    const drawer = await openSettings(page);
    // The shared Drawer's 280 px (its --size is capped at the screen's width).
    await expect.poll(() => drawer.evaluate((element) => Math.round(element.shadowRoot?.querySelector('[part~="panel"]')?.getBoundingClientRect().width ?? 0))).toBe(280);

    expect(await chooseLayout(page, '简约')).toEqual({ theme: 'plain' });

    await drawer.getByRole('radio', { name: '亮色侧边栏' }).check();
    await drawer.getByRole('switch', { name: '标签栏', exact: true }).uncheck();
    await drawer.getByRole('switch', { name: '搜索框' }).uncheck();
    await drawer.getByRole('switch', { name: '多语言' }).uncheck();
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '菜单搜索' })).toHaveCount(0);
    await expect(page.getByTestId('language-select')).toHaveCount(0);

    await page.reload();
    // Plain: no menu, just the header and the page; on a phone every layout keeps its menu drawer.
    await expect(page.locator('[data-layout="plain"]')).toHaveCount(1);
    if (onPhone()) await expect(await openSideMenu(page)).toBeVisible();
    else await expect(sideMenu(page)).toHaveCount(0);
    await expect(page.getByRole('tablist')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '菜单搜索' })).toHaveCount(0);
    await expect(page.locator('[data-sidebar="lightWhite"][data-layout="plain"]')).toHaveCount(1);
    expect(await storedSettings(page)).toMatchObject({
      layoutType: 'plain', slideClass: 'lightWhite', tagsView: false, showSearch: false, showLanguage: false,
    });

    // Back to classic, on the server too (the next sign-in of this account returns it).
    await closeSideMenu(page);
    await openSettings(page);
    expect(await chooseLayout(page, '经典')).toEqual({ theme: 'classic' });
  });
});

test('locking in one browser tab sends the other tab to /lockScreen', async ({ page, context }) => {
  await openSignedIn(page);
  const second = await context.newPage();
  await second.goto('/systemData/dictionary');
  await expect(second.locator('section[data-page="systemData/dictionary"] table')).toBeVisible();

  await (await headerControl(page, (scope) => scope.getByRole('button', { name: '锁定屏幕' }))).click();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await expect(second).toHaveURL(/\/lockScreen$/);
  await expect(second.getByRole('button', { name: '解锁' })).toBeVisible();
});

test('below 992 px the mobile layout closes the menu; it opens over the page and a tap beside it closes it', async ({ page }) => {
  await openSignedIn(page);
  const sidebar = page.locator('aside').first();
  // A phone is below 992 px from the start; a desktop window is narrowed to it.
  if (!onPhone()) {
    await expect(sidebar).toHaveJSProperty('offsetWidth', 210);
    await page.setViewportSize({ width: 800, height: 700 });
  }
  await expect.poll(() => sidebar.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(0);
  await page.getByRole('button', { name: /展开\/收起菜单/ }).click();
  await expect.poll(() => sidebar.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(210);
  if (onPhone()) await page.touchscreen.tap(370, 400);
  else await page.mouse.click(700, 400);
  await expect.poll(() => sidebar.evaluate((element) => (element as HTMLElement).offsetWidth)).toBe(0);
});
