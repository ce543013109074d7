// 数据接口 end to end (issue 15 item 6): an administrator creates a static interface through the
// dialog, previews it and finds it in the list; SQL that is not a single SELECT is refused; a
// signed-in user reads an enabled interface through Action/List (popup selects) but may not manage
// interfaces, and a disabled one answers nobody.
import { expect, type Page } from '@playwright/test';
import { apiToken, openSignedIn, readOnlyTest as test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const PAGE = '[data-page="systemData/dataInterface"]';

async function openDialog(page: Page) {
  await page.locator(PAGE).getByRole('button', { name: '新建' }).first().click();
  await expect(page.getByRole('dialog', { name: '新建接口' })).toBeVisible();
  return page.locator('sl-dialog[open]:not(.atrium-confirm)');
}

test('admin creates and previews a static interface; SQL that writes is refused; users read it only while enabled', async ({ page, request }) => {
  test.setTimeout(90_000);
  const code = `e2eCity${Date.now().toString(36)}`;
  await openSignedIn(page, '/systemData/dataInterface');
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: '接口名称' }).fill('E2E 城市');
  await dialog.getByRole('textbox', { name: '接口编码' }).fill(code);
  await dialog.getByRole('combobox', { name: '接口分类' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByRole('radio', { name: '静态数据' }).click();
  await dialog.getByRole('textbox', { name: '静态数据' }).fill('[{"id":"1","name":"北京"},{"id":"2","name":"上海"}]');
  await dialog.getByRole('button', { name: '运行预览' }).click();
  await expect(dialog.getByRole('cell', { name: '上海' })).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  const row = page.locator(PAGE).locator('tbody tr', { hasText: code });
  await expect(row).toBeVisible();

  // SQL that writes never gets saved: the form says why.
  const sqlDialog = await openDialog(page);
  await sqlDialog.getByRole('textbox', { name: '接口名称' }).fill('E2E 删除');
  await sqlDialog.getByRole('textbox', { name: '接口编码' }).fill(`${code}x`);
  await sqlDialog.getByRole('combobox', { name: '接口分类' }).click();
  await page.getByRole('option').first().click();
  await sqlDialog.getByRole('radio', { name: 'SQL 操作' }).click();
  await sqlDialog.getByRole('textbox', { name: 'SQL 语句' }).fill('DELETE FROM users');
  await sqlDialog.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('只能使用单条 SELECT 查询语句').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator(PAGE).locator('tbody tr', { hasText: `${code}x` })).toHaveCount(0);

  // The viewer reads it as a popup select does, but may not manage interfaces.
  const admin = await apiToken(request, 'admin');
  const viewer = await apiToken(request, 'viewer');
  const list = await request.get('/api/system/DataInterface/getList', { headers: { Authorization: admin }, params: { keyword: code } });
  const found = ((await list.json()) as { data: { list: { id: string; enCode: string }[] } }).data.list.find((item) => item.enCode === code);
  expect(found).toBeDefined();
  const read = await request.post(`/api/system/DataInterface/${found!.id}/Action/List`, {
    headers: { Authorization: viewer },
    data: { interfaceId: found!.id, relationField: 'name', propsValue: 'id', listQuery: { keyword: '上', currentPage: 1, pageSize: 20 } },
  });
  const readBody = (await read.json()) as { code: number; data: { list: { name: string }[] } };
  expect(readBody.code).toBe(200);
  expect(readBody.data.list.map((item) => item.name)).toEqual(['上海']);
  const create = await request.post('/api/system/DataInterface', { headers: { Authorization: viewer }, data: { fullName: 'x', enCode: 'x' } });
  expect(((await create.json()) as { code: number }).code).toBe(403);

  // Disabled (after the confirmation naming it), nobody reads it.
  await row.getByRole('button', { name: '禁用' }).click();
  await expect(page.locator('sl-dialog.atrium-confirm[open]')).toContainText('E2E 城市');
  await page.locator('sl-dialog.atrium-confirm[open] sl-button[data-action="confirm"]').click();
  await expect.poll(async () => {
    const again = await request.post(`/api/system/DataInterface/${found!.id}/Action/List`, { headers: { Authorization: viewer }, data: { listQuery: { keyword: '', currentPage: 1, pageSize: 20 } } });
    return ((await again.json()) as { code: number }).code;
  }).toBe(400);
});
