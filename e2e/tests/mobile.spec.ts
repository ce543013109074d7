// The portal on a phone (issue 19, items 1–3 and 5, spec section 2 "mobile layout below 992 px"):
// every header control reachable, the menu as a drawer that closes when a page is chosen, a table
// that scrolls sideways, dialogs as full-screen sheets, sign-out from the user menu, and tabs that
// survive the lock screen.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, seedPassword, signIn, test } from './support';

// A 390 × 844 phone. The form sign-in (not the shared session): this test signs out.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface TypeNode { id: string; enCode: string; children?: TypeNode[] }

/**
 * A dictionary category of the test's own with one item too long for a phone's width: whether the
 * table must scroll sideways then does not depend on which category the tree shows first (other
 * tests add short-named or empty ones at the same time).
 */
async function wideCategory(request: APIRequestContext): Promise<string> {
  const admin = await apiToken(request, 'admin');
  const headers = { Authorization: admin };
  const code = `e2ePhone${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const name = `手机分类${code}`;
  const type = await request.post('/api/system/DictionaryType', { headers, data: { fullName: name, enCode: code, parentId: '-1', isTree: 0, sortCode: 0 } });
  expect(((await type.json()) as { code: number }).code).toBe(200);
  const types = (await (await request.get('/api/system/DictionaryType', { headers })).json()) as { data: { list: TypeNode[] } };
  const all = (list: TypeNode[]): TypeNode[] => list.flatMap((node) => [node, ...all(node.children ?? [])]);
  const typeId = all(types.data.list).find((node) => node.enCode === code)?.id;
  if (!typeId) throw new Error(`dictionary type ${code} not listed`);
  const item = await request.post('/api/system/DictionaryData', {
    headers,
    data: { dictionaryTypeId: typeId, parentId: '0', fullName: '一个在手机上一行放不下的很长的字典名称', enCode: `${code}Wide`, enabledMark: 1, sortCode: 0 },
  });
  expect(((await item.json()) as { code: number; msg: string }).msg).toBe('新建成功');
  return name;
}

async function openMenuPage(page: Page, section: string, item: string): Promise<void> {
  await page.getByRole('button', { name: '展开/收起菜单' }).click();
  const menu = page.getByRole('tree', { name: '菜单' });
  const drawerWidth = () => page.getByRole('complementary', { name: '侧边栏' }).evaluate((aside) => Math.round(aside.getBoundingClientRect().width));
  await expect.poll(drawerWidth).toBeGreaterThan(200);
  const target = menu.getByRole('button', { name: item, exact: true });
  if (!(await target.isVisible())) await menu.getByRole('button', { name: section, exact: true }).click();
  await target.click();
  // Choosing a page closes the drawer.
  await expect.poll(drawerWidth).toBe(0);
}

/** Right edges of the header's direct controls: none may sit beyond the screen. */
async function headerOverflow(page: Page): Promise<string[]> {
  return page.locator('header').evaluate((header) =>
    [...header.querySelectorAll(':scope > *')]
      .filter((element) => element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
}

test('on a phone: header controls fit, the menu drawer closes on a page, tables scroll, dialogs fill the screen, tabs survive the lock screen, sign-out works', async ({ page, request }) => {
  test.setTimeout(90_000);
  const category = await wideCategory(request);
  await signIn(page, 'admin');
  expect(await headerOverflow(page)).toEqual([]);
  const bell = page.getByRole('button', { name: /未读消息/ });
  await expect(bell).toBeInViewport();
  await expect(page.getByTestId('user-menu')).toBeInViewport();

  // The folded controls: lock, settings and the rest behind 更多操作, with 40 px touch targets.
  await page.getByTestId('navbar-more').click();
  const overflow = page.getByRole('group', { name: '更多操作' });
  await expect(overflow.getByRole('button', { name: '锁定屏幕' })).toBeInViewport();
  const box = await overflow.getByRole('button', { name: '锁定屏幕' }).boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(40);
  expect(box?.height).toBeGreaterThanOrEqual(40);
  await page.keyboard.press('Escape');

  await openMenuPage(page, '系统数据', '数据字典');
  await expect(page).toHaveURL(/\/systemData\/dictionary$/);
  await page.locator('[data-page="systemData/dictionary"] aside').getByRole('treeitem', { name: category }).click();
  await expect(page.locator('[data-page="systemData/dictionary"]').getByRole('heading', { name: category })).toBeVisible();
  const tableWrap = page.locator('[data-page="systemData/dictionary"] table').first().locator('xpath=..');
  // A row of data, not the loading or empty row (one cell across the table) the list shows before,
  // and the category tree loaded: only then is the layout final (boundingBox() does not wait: it
  // answers null for a page that is still hidden while its module loads, as CI once found).
  await expect(page.locator('[data-page="systemData/dictionary"] tbody tr').first().locator('td').nth(1)).toBeVisible();
  // The category tree sits above the table, not beside it.
  const tree = await page.locator('[data-page="systemData/dictionary"] aside').boundingBox();
  const table = await page.locator('[data-page="systemData/dictionary"] table').first().boundingBox();
  expect(tree!.y + tree!.height).toBeLessThanOrEqual(table!.y);
  expect(tree!.width).toBeGreaterThan(300);
  // Wider than the phone: it scrolls sideways instead of squeezing the text, its first column fixed.
  const scroll = await tableWrap.evaluate((element) => {
    const cells = () => [...(element.querySelector('tbody tr')?.querySelectorAll('td') ?? [])].slice(0, 2).map((cell) => Math.round(cell.getBoundingClientRect().left));
    element.scrollLeft = 0;
    const before = cells();
    element.scrollLeft = 120;
    return { scrollable: element.scrollWidth > element.clientWidth, left: element.scrollLeft, before, after: cells() };
  });
  expect(scroll.scrollable).toBe(true);
  expect(scroll.left).toBeGreaterThan(0);
  // The first column stays where it was; the second moved by the scroll.
  expect(scroll.after[0]).toBe(scroll.before[0]);
  expect(scroll.before[1]! - scroll.after[1]!).toBe(scroll.left);

  // The toolbars wrap: nothing of the search bar or the list toolbar sits beyond the screen.
  const beyond = await page.locator('[data-page="systemData/dictionary"]').evaluate((section) =>
    [...section.querySelectorAll('form[role="search"] *, h3 ~ *')]
      .filter((element) => !element.closest('table') && element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > window.innerWidth + 0.5)
      .map((element) => element.outerHTML.slice(0, 80)),
  );
  expect(beyond).toEqual([]);

  // The tree above the table folds away to its title, and comes back.
  const dictionary = page.locator('[data-page="systemData/dictionary"]');
  await dictionary.getByRole('button', { name: '收起字典分类' }).click();
  await expect(dictionary.getByRole('tree', { name: '字典分类' })).toBeHidden();
  await expect.poll(async () => (await dictionary.locator('aside').boundingBox())?.height ?? Infinity).toBeLessThan(80);
  await dictionary.getByRole('button', { name: '展开字典分类' }).click();
  await expect(dictionary.getByRole('treeitem').first()).toBeVisible();

  // A dialog is a full-screen sheet below 600 px.
  await page.locator('[data-page="systemData/dictionary"]').getByRole('button', { name: '新建' }).first().click();
  const panel = page.locator('sl-dialog[open]').first().locator('[part="panel"]');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width).toBeCloseTo(390, 0);
  await page.keyboard.press('Escape');
  await expect(page.locator('sl-dialog[open]')).toHaveCount(0);

  // Five tabs, locked and unlocked: all still there, on the same page.
  await openMenuPage(page, '系统管理', '行政区划');
  await openMenuPage(page, '系统管理', '单据规则');
  await openMenuPage(page, '系统管理', '系统公告');
  const tabs = page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab');
  const titles = ['首页', '数据字典', '行政区划', '单据规则', '系统公告'];
  await expect(tabs).toHaveText(titles);
  await page.getByTestId('navbar-more').click();
  await page.getByRole('group', { name: '更多操作' }).getByRole('button', { name: '锁定屏幕' }).click();
  await expect(page).toHaveURL(/\/lockScreen$/);
  await page.getByRole('textbox', { name: /请输入密码解锁/ }).fill(seedPassword());
  await page.getByRole('button', { name: '解锁' }).click();
  await expect(page).toHaveURL(/\/system\/notice$/);
  await expect(tabs).toHaveText(titles);

  // The pager shrinks to previous / page / next: no total, no page-size select, all on screen.
  const pager = page.locator('[data-page="system/notice"]').getByRole('navigation', { name: '分页' });
  // Below the list: how far down depends on how many notices the other tests have made (up to 20
  // rows a page), so scroll to it; what counts is that nothing of it is cut off at the sides.
  await pager.scrollIntoViewIfNeeded();
  await expect(pager.getByRole('button', { name: '上一页' })).toBeInViewport();
  await expect(pager.getByRole('button', { name: '下一页' })).toBeInViewport();
  await expect(pager.getByText(/^共 .* 条$/)).toBeHidden();
  await expect(pager.locator('sl-select')).toBeHidden();

  // 数据接口: its category list stacks above the table too.
  await openMenuPage(page, '系统数据', '数据接口');
  const interfaces = page.locator('[data-page="systemData/dataInterface"]');
  await expect(interfaces.locator('aside')).toBeVisible();
  await expect(interfaces.locator('section').first()).toBeVisible();
  const categories = (await interfaces.locator('aside').boundingBox())!;
  const list = (await interfaces.locator('section').first().boundingBox())!;
  expect(categories.y + categories.height).toBeLessThanOrEqual(list.y);
  expect(categories.width).toBeGreaterThan(300);

  // Sign-out from the user menu, reachable on the phone.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByRole('dialog', { name: '提示' })).toBeVisible();
  await page.locator('sl-dialog.atrium-confirm[open] sl-button[data-action="confirm"]').click();
  await expect(page).toHaveURL(/\/login$/);
});
