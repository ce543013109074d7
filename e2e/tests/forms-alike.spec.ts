// Dialogs, forms and lists alike (issue 17 items 5 and 6): a dialog names the thing, marks its
// required fields, sends the focus to the first field in error, and shows the parent an edit cannot
// change; the area tree narrows to a keyword. Read-only: nothing is saved.
import { expect, type Locator, type Page } from '@playwright/test';
import { openSignedIn, shoelaceReady, test } from './support';

test.use({ account: 'admin' });

const DICTIONARY = '[data-page="systemData/dictionary"]';
const AREA = '[data-page="system/area"]';

async function formDialog(page: Page, title: string): Promise<Locator> {
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  return page.locator('sl-dialog[open]:not(.atrium-confirm)');
}

test('the new dictionary dialog is titled 新建字典, marks required fields and focuses the first field in error', async ({ page }) => {
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(DICTIONARY);
  await content.getByRole('treeitem', { name: '性别' }).click();
  await expect(content.getByRole('heading', { name: '性别' })).toBeVisible();
  await content.getByRole('button', { name: '新建' }).click();

  const dialog = await formDialog(page, '新建字典');
  await shoelaceReady(page);
  // The asterisk: on the fields the form requires, not on the others.
  await expect(dialog.locator('[data-field="fullName"][data-required]')).toHaveCount(1);
  await expect(dialog.locator('[data-field="enCode"][data-required]')).toHaveCount(1);
  await expect(dialog.locator('[data-field="description"][data-required]')).toHaveCount(0);
  const mark = await dialog.locator('[data-field="fullName"] sl-input').evaluate((input) => {
    const label = input.shadowRoot?.querySelector('[part~="form-control-label"]');
    return label ? getComputedStyle(label, '::after').content : '';
  });
  expect(mark).toContain('*');

  // Submitting it empty: the messages appear and the focus lands in 名称, the first field in error.
  const box = await dialog.boundingBox();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入编码', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '名称' })).toBeFocused();
  // The messages sit in the rows' margins: the dialog keeps its place and size (within a pixel or two).
  const after = await dialog.boundingBox();
  if (box && after) {
    expect(Math.abs(after.y - box.y)).toBeLessThanOrEqual(2);
    expect(Math.abs(after.height - box.height)).toBeLessThanOrEqual(2);
  }
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('editing a top-level dictionary entry shows its category as the fixed 上级', async ({ page }) => {
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(DICTIONARY);
  await content.getByRole('treeitem', { name: '行业分类' }).click();
  await expect(content.getByRole('heading', { name: '行业分类' })).toBeVisible();
  await content.locator('tbody tr', { hasText: '制造业' }).first().getByRole('button', { name: '编辑' }).click();

  const dialog = await formDialog(page, '编辑字典');
  await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('制造业');
  const parent = dialog.getByRole('combobox', { name: '上级' });
  await expect(parent).toHaveValue('行业分类');
  await expect(parent).toBeDisabled();
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);
});

test('the area tree narrows to a keyword, opened down to the match, and 重置 brings it all back', async ({ page }) => {
  await openSignedIn(page, '/system/area');
  const content = page.locator(AREA);
  const row = (name: string) => content.locator('tbody tr', { hasText: name });
  await expect(row('北京市')).toBeVisible();
  await expect(row('福田区')).toHaveCount(0);

  const keyword = content.getByRole('textbox', { name: '关键词' });
  await keyword.fill('福田');
  await keyword.press('Enter');
  await expect(row('福田区')).toBeVisible();
  await expect(row('深圳市')).toBeVisible();
  await expect(row('广东省')).toBeVisible();
  await expect(row('北京市')).toHaveCount(0);
  await expect(row('江苏省')).toHaveCount(0);
  await expect(row('广州市')).toHaveCount(0);

  await content.getByRole('button', { name: '重置' }).click();
  await expect(row('北京市')).toBeVisible();
  await expect(row('江苏省')).toBeVisible();
  await expect(row('福田区')).toHaveCount(0);
});
