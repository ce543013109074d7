// The list kit's table in a real browser at the desktop size (1280 × 720): a column keeps its width,
// one without a width at least its minimum, and a table wider than its page scrolls sideways with
// the row actions kept in view, instead of squeezing cells to one Chinese character a line (用户管理's
// rows were 150 px high, its buttons stacked; 流程监控's title column was one character wide).
import { expect, type Locator } from '@playwright/test';
import { openSignedIn, readOnlyTest as test } from './support';

test.use({ account: 'admin' });

interface Layout {
  /** How far the table's box scrolls sideways. */
  overflow: number;
  /** The right edge of what the box shows, and of the 操作 header. */
  shownRight: number;
  actionsRight: number;
  rowHeights: number[];
  headers: Record<string, { width: number; height: number }>;
}

const layoutOf = (table: Locator): Promise<Layout> =>
  table.evaluate((element) => {
    const wrap = element.parentElement as HTMLElement;
    const box = wrap.getBoundingClientRect();
    const headers: Record<string, { width: number; height: number }> = {};
    for (const th of element.querySelectorAll('thead th')) {
      const rect = th.getBoundingClientRect();
      headers[(th as HTMLElement).innerText.trim()] = { width: rect.width, height: rect.height };
    }
    const actions = [...element.querySelectorAll('thead th')].at(-1) as HTMLElement;
    return {
      overflow: wrap.scrollWidth - wrap.clientWidth,
      shownRight: box.left + wrap.clientLeft + wrap.clientWidth,
      actionsRight: actions.getBoundingClientRect().right,
      rowHeights: [...element.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height),
      headers,
    };
  });

test('用户管理: columns keep their widths, rows stay one line, and the row actions stay in view while the list scrolls sideways', async ({ page }) => {
  await openSignedIn(page, '/permission/user');
  const content = page.locator('[data-page="permission/user"]');
  const table = content.locator('table').first();
  // Other tests add users (newest first): the seed's zhangsan is searched for.
  const keyword = content.getByRole('textbox', { name: '关键词' });
  await keyword.fill('zhangsan');
  await keyword.press('Enter');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody')).toContainText('zhangsan');
  const before = await layoutOf(table);
  expect(before.overflow).toBeGreaterThan(0);
  // A column's width is its content's; the cell's padding (12 px a side) comes on top.
  expect(before.headers['创建时间']?.width).toBeCloseTo(170 + 24, 0);
  expect(before.headers['操作']?.width).toBeCloseTo(260 + 24, 0);
  // One line a row: the row's buttons side by side, no cell broken a character a line.
  for (const height of before.rowHeights) expect(height).toBeLessThan(60);
  expect(before.actionsRight).toBeCloseTo(before.shownRight, 0);

  await table.evaluate((element) => element.parentElement?.scrollBy({ left: 200 }));
  await expect.poll(() => table.evaluate((element) => element.parentElement?.scrollLeft ?? 0)).toBeGreaterThan(0);
  const scrolled = await layoutOf(table);
  expect(scrolled.actionsRight).toBeCloseTo(before.shownRight, 0);
  // The actions are on top of the cells that scroll under them: a click lands on the button.
  await table.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click({ trial: true });
});

test('流程监控: the title column keeps its minimum and every header stays on one line beside the fixed columns', async ({ page }) => {
  await openSignedIn(page, '/workFlow/flowMonitor');
  // Its list, not the statistics table above it (shown once there are tasks).
  const table = page.locator('[data-page="workFlow/flowMonitor"] table[aria-label="流程监控"]');
  await expect(table).toBeVisible();
  const { headers } = await layoutOf(table);
  expect(headers['流程标题']?.width).toBeGreaterThanOrEqual(150);
  const heights = Object.values(headers).map((header) => header.height);
  expect(Math.max(...heights)).toBeLessThan(45);
});

test('打印模板 and 流程设计: a row with many actions stays one line, the overflow under 更多', async ({ page }) => {
  await openSignedIn(page, '/system/printDev');
  const table = page.locator('[data-page="system/printDev"] table').first();
  const row = table.locator('tbody tr', { hasText: 'SalesOrderPrint' });
  await expect(row.getByRole('button', { name: '编辑' })).toBeVisible();
  await expect(row.getByRole('button', { name: '打印', exact: true })).toBeVisible();
  for (const height of (await layoutOf(table)).rowHeights) expect(height).toBeLessThan(60);
  await row.getByRole('button', { name: '更多' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['复制', '导出', '禁用', '删除']);
  // Over the rows below, whose action cells are sticky too: a click lands on the item, not on them.
  for (const item of await menu.getByRole('menuitem').all()) await item.click({ trial: true, timeout: 5_000 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await openSignedIn(page, '/workFlow/flowEngine');
  const flows = page.locator('[data-page="workFlow/flowEngine"] table').first();
  await expect(flows.locator('tbody tr').first().getByRole('button', { name: '更多' })).toBeVisible();
  for (const height of (await layoutOf(flows)).rowHeights) expect(height).toBeLessThan(60);
});
