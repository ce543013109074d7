// 数据连接, 数据建模 and 数据同步 end to end (issue 16 items 8–10): a SQLite source made in the page
// and tested; a table with two fields designed in 数据建模 and previewed; that table synced into the
// built-in database, then synced again only after the dialog naming the existing target; the viewer
// is refused by the server.
import { expect } from '@playwright/test';
import { apiToken, openSignedIn, test } from './support';

test.use({ account: 'admin' });

test('a SQLite source is tested, a table designed and previewed, then synced to the default source', async ({ page, request }) => {
  test.setTimeout(120_000);
  const code = `e2e${Date.now().toString(36)}`;
  const table = `t_${code}`;
  const admin = await apiToken(request, 'admin');
  let sourceId = '';
  try {
    // 数据连接: a new SQLite source (its file is created in the data-source folder), then tested.
    await openSignedIn(page, '/systemData/dataSource');
    const sources = page.locator('[data-page="systemData/dataSource"]');
    await sources.getByRole('button', { name: '新建' }).first().click();
    await expect(page.getByRole('dialog', { name: '新建数据连接' })).toBeVisible();
    const sourceDialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await sourceDialog.getByRole('textbox', { name: '连接名称' }).fill(`源 ${code}`);
    await sourceDialog.getByRole('textbox', { name: '数据库文件' }).fill(`e2e/${code}.db`);
    await sourceDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog', { name: '新建数据连接' })).toHaveCount(0);
    const row = sources.locator('tbody tr', { hasText: code });
    await expect(row).toContainText('SQLite');
    await row.getByRole('button', { name: '测试连接' }).click();
    await expect(page.getByText('连接成功').first()).toBeVisible();
    const listed = await request.get(`/api/system/DataSource?keyword=${code}`, { headers: { Authorization: admin } });
    sourceId = ((await listed.json()) as { data: { list: { id: string }[] } }).data.list[0]!.id;

    // 数据建模: a table with two fields in that source, then previewed.
    await openSignedIn(page, '/systemData/dataModel');
    const models = page.locator('[data-page="systemData/dataModel"]');
    await models.getByRole('combobox', { name: '数据连接' }).click();
    await page.getByRole('option', { name: new RegExp(code) }).click();
    await models.getByRole('button', { name: '新建' }).first().click();
    await expect(page.getByRole('dialog', { name: '新建表' })).toBeVisible();
    const tableDialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await tableDialog.getByRole('textbox', { name: '表名' }).fill(table);
    await tableDialog.getByRole('textbox', { name: '说明' }).first().fill('端到端');
    await tableDialog.getByRole('button', { name: '添加字段' }).click();
    // The rows' inputs are named by aria-label on the Shoelace host: reach the inner input directly.
    await tableDialog.locator('sl-input[aria-label="字段名"]').nth(1).locator('input').fill('title');
    await tableDialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByRole('dialog', { name: '新建表' })).toHaveCount(0);
    const tableRow = models.locator('tbody tr', { hasText: table });
    await expect(tableRow).toContainText('端到端');
    await tableRow.getByRole('button', { name: '预览' }).click();
    const preview = page.locator('sl-drawer[open]');
    await expect(preview.getByRole('columnheader', { name: 'id', exact: true })).toBeVisible();
    await expect(preview.getByRole('columnheader', { name: 'title', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // 数据同步: into the built-in database, a new table there.
    await openSignedIn(page, '/systemData/dataSync');
    const sync = page.locator('[data-page="systemData/dataSync"]');
    await sync.getByRole('combobox', { name: '源数据连接' }).click();
    await page.getByRole('option', { name: new RegExp(code) }).click();
    await sync.getByRole('combobox', { name: '目标数据连接' }).click();
    await page.getByRole('option', { name: /默认数据库/ }).click();
    await sync.getByRole('combobox', { name: '数据表' }).click();
    await page.getByRole('option', { name: new RegExp(table) }).click();
    await sync.getByRole('button', { name: '开始同步' }).click();
    const report = sync.getByRole('status', { name: '同步结果' });
    await expect(report).toContainText('成功');
    await expect(report).toContainText('新建表');
    const copied = await request.get(`/api/system/DataModel/0/Tables?keyword=${table}`, { headers: { Authorization: admin } });
    expect(JSON.stringify(await copied.json())).toContain(table);

    // Again: the target exists now, so nothing happens before the dialog naming it.
    await sync.getByRole('button', { name: '开始同步' }).click();
    await expect(page.getByRole('dialog', { name: '目标表已存在' })).toBeVisible();
    const existsDialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
    await expect(existsDialog).toContainText(table);
    await existsDialog.locator('sl-radio[value="replace"]').click();
    await existsDialog.getByRole('button', { name: '开始同步' }).click();
    await expect(report).toContainText('覆盖');

    // The viewer is refused by the server.
    const viewer = await apiToken(request, 'viewer');
    const refused = await request.post('/api/system/DataSource', { headers: { Authorization: viewer }, data: { fullName: 'x', dbType: 'SQLite', serviceName: 'x.db' } });
    expect(((await refused.json()) as { code: number }).code).toBe(403);
  } finally {
    await request.delete(`/api/system/DataModel/0/Table/${table}`, { headers: { Authorization: admin } });
    if (sourceId) await request.delete(`/api/system/DataSource/${sourceId}`, { headers: { Authorization: admin } });
  }
});
