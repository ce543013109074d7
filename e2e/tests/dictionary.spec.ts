// Dictionary management end to end (issue 4, spec sections 2, 4, 5, 6, 8): categories and items
// through the real dialogs, validation messages verbatim, confirmations, the xlsx export of a category,
// and the read-only account without add/edit/delete.
import { expect, type Locator, type Page } from '@playwright/test';
import { createAccount, openSignedIn, readOnlyTest as test, shoelaceReady, signIn, test as freshTest } from './support';
import { expectToast } from './toasts';

// Admin by default (the session the setup project saved); the read-only tests switch to viewer.
test.use({ account: 'admin' });

const PAGE = '[data-page="systemData/dictionary"]';

// Shoelace hosts are the scopes: slotted content is not inside the shadow panel that has role=dialog.
async function confirm(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('dialog', { name: '提示' })).toBeVisible();
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(message);
  await dialog.locator('sl-button[data-action="confirm"]').click();
}

async function formDialog(page: Page, title: '新建字典分类' | '新建字典' | '编辑字典'): Promise<Locator> {
  await expect(page.getByRole('dialog', { name: title })).toBeVisible();
  return page.locator('sl-dialog[open]:not(.atrium-confirm)');
}

async function openManager(page: Page): Promise<Locator> {
  await page.locator(PAGE).getByRole('button', { name: '分类管理' }).click();
  await expect(page.getByRole('dialog', { name: '分类管理' })).toBeVisible();
  return page.locator('sl-drawer[open]');
}

async function closeManager(page: Page): Promise<void> {
  await shoelaceReady(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('sl-drawer')).toHaveCount(0);
}

test('admin manages categories and items: validation, edit, toggle, delete and export', async ({ page }) => {
  test.setTimeout(90_000);
  // A category of this test's own: the same test runs in the phone project at the same time, and
  // a fixed code was refused as a duplicate there (or its rows and tree entry were found twice).
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const categoryName = `E2E分类${id}`;
  const categoryCode = `e2eCategory${id}`;
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(PAGE);
  await expect(content.locator('table')).toBeVisible();

  // A new category, after the form refuses empty and over-long input with the spec's messages.
  let drawer = await openManager(page);
  await drawer.getByRole('button', { name: '新建' }).click();
  let dialog = await formDialog(page, '新建字典分类');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('上级菜单不能为空', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入编码', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '名称' }).fill('类'.repeat(51));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('名称最多为50个字符！', { exact: true })).toBeVisible();

  await dialog.getByRole('combobox', { name: '上级' }).click();
  await page.getByRole('option', { name: '顶级节点' }).click();
  await dialog.getByRole('textbox', { name: '名称' }).fill(categoryName);
  await dialog.getByRole('textbox', { name: '编码' }).fill(categoryCode);
  await dialog.locator('sl-switch', { hasText: '树形' }).click();
  await expect(dialog.getByRole('switch', { name: '树形' })).toBeChecked();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(dialog).toHaveCount(0);
  await expect(drawer.getByRole('cell', { name: categoryCode })).toBeVisible();
  await closeManager(page);

  // A data item in the new category, with the data form's own messages.
  await content.getByRole('treeitem', { name: categoryName }).click();
  await expect(content.getByRole('heading', { name: categoryName })).toBeVisible();
  await content.getByRole('button', { name: '新建' }).click();
  dialog = await formDialog(page, '新建字典');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '名称' }).fill('字'.repeat(51));
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('字典名称最多为50个字符！', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '名称' }).fill('甲');
  await dialog.getByRole('textbox', { name: '编码' }).fill('jia');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  const row = content.locator('tbody tr', { hasText: 'jia' });
  await expect(row).toContainText('甲');
  await expect(row).toContainText('启用');

  // The server's refusal (duplicate code) keeps the dialog open with the input.
  await content.getByRole('button', { name: '新建' }).click();
  dialog = await formDialog(page, '新建字典');
  await dialog.getByRole('textbox', { name: '名称' }).fill('重复');
  await dialog.getByRole('textbox', { name: '编码' }).fill('jia');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '编码已存在：jia');
  await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('重复');
  await dialog.getByRole('button', { name: '取消' }).click();
  await expect(dialog).toHaveCount(0);

  // Edit, then disable after the confirmation.
  await row.getByRole('button', { name: '编辑' }).click();
  dialog = await formDialog(page, '编辑字典');
  await expect(dialog.getByRole('textbox', { name: '名称' })).toHaveValue('甲');
  await dialog.getByRole('textbox', { name: '名称' }).fill('甲乙');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '更新成功');
  await expect(row).toContainText('甲乙');
  await row.getByRole('button', { name: '禁用' }).click();
  await confirm(page, '此操作将禁用“甲乙”, 是否继续?');
  await expect(row.locator('sl-tag')).toHaveText('禁用');

  // Export the category's items (xlsx: the import wizard's columns), then delete the item and the category (both confirmed).
  drawer = await openManager(page);
  const categoryRow = drawer.locator('tbody tr', { hasText: categoryCode });
  const downloading = page.waitForEvent('download');
  await categoryRow.getByRole('button', { name: '导出' }).click();
  await confirm(page, `您确定要导出分类“${categoryName}”, 是否继续?`);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${categoryName}\\d{8}\\.xlsx$`));
  await closeManager(page);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“甲乙”, 是否继续?');
  await expectToast(page, '删除成功');
  await expect(content.locator('tbody tr', { hasText: 'jia' })).toHaveCount(0);
  await expect(content.getByText('暂无数据')).toBeVisible();

  drawer = await openManager(page);
  await drawer.locator('tbody tr', { hasText: categoryCode }).getByRole('button', { name: '删除' }).click();
  await confirm(page, `此操作将永久删除“${categoryName}”, 是否继续?`);
  await expect(drawer.locator('tbody tr', { hasText: categoryCode })).toHaveCount(0);
  await closeManager(page);
});

test('a failed load of the items says so with a retry instead of an empty list (issue 19 item 7)', async ({ page }) => {
  // The first load of the items fails with the server's message; the retry goes through.
  let failed = false;
  await page.route(/\/api\/system\/DictionaryData\/[^/?]+(\?.*)?$/, async (route) => {
    if (failed || route.request().method() !== 'GET' || !route.request().url().includes('isTree=')) return route.fallback();
    failed = true;
    await route.fulfill({ json: { code: 500, msg: '服务器繁忙，请稍后再试', data: null } });
  });
  await openSignedIn(page, '/systemData/dictionary');
  const content = page.locator(PAGE);
  const alert = content.getByRole('alert');
  await expect(alert).toContainText('数据加载失败：服务器繁忙，请稍后再试');
  await expect(content.getByText('暂无数据')).toHaveCount(0);
  await alert.getByRole('button', { name: '重试' }).click();
  await expect(content.locator('tbody tr').first()).toBeVisible();
  await expect(content.getByRole('alert')).toHaveCount(0);
  await expect(content.locator('tbody tr td').nth(1)).not.toBeEmpty();
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('the read-only account sees the dictionaries without add, edit or delete', async ({ page }) => {
    await openSignedIn(page, '/systemData/dictionary');
    const content = page.locator(PAGE);
    await expect(content.locator('tbody tr').first()).toBeVisible();
    await expect(content.locator('sl-tag').first()).toBeVisible();
    await expect(content.getByRole('button', { name: '新建' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '删除' })).toHaveCount(0);
    const drawer = await openManager(page);
    await expect(drawer.locator('tbody tr').first()).toBeVisible();
    await expect(drawer.getByRole('button', { name: '新建' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(drawer.getByRole('button', { name: '导入' })).toHaveCount(0);
  });
});

// Changes a user's own column settings on the server: a staff account of its own (viewer's role),
// signed in through the form on a page of its own (freshTest: a kept page stays signed in as its
// seed account). Not viewer: the same test runs in the phone project at the same time, and one
// copy's click on the switch then showed the column the other had just hidden (or its 恢复默认
// restored it before the other's reload).
freshTest.describe('column settings', () => {
  freshTest.use({ account: null });
  freshTest('list display settings: a hidden column stays hidden for this user after a reload, until restored', async ({ page, request }) => {
    const user = await createAccount(request, 'columns');
    await signIn(page, user.account, '/basic/dashboard', user.password);
    const settingsLoaded = () => page.waitForResponse((response) => response.url().includes('/api/permission/Authority/GetColumnsByModuleId/'));
    let loaded = settingsLoaded();
    await page.goto('/systemData/dictionary');
    await loaded;
    const content = page.locator(PAGE);
    await expect(content.getByRole('columnheader', { name: '编码' })).toBeVisible();

    await content.getByRole('button', { name: '列表显示设置' }).click();
    await expect(page.getByRole('dialog', { name: '列表显示设置' })).toBeVisible();
    let drawer = page.locator('sl-drawer[open]');
    await drawer.locator('li[data-prop="enCode"] sl-switch').click();
    await drawer.locator('sl-button', { hasText: '保存' }).click();
    await expect(page.locator('sl-drawer')).toHaveCount(0);
    await expect(content.getByRole('columnheader', { name: '编码' })).toHaveCount(0);
    await expect(content.getByRole('columnheader', { name: '名称' })).toBeVisible();

    loaded = settingsLoaded();
    await page.reload();
    await loaded;
    await expect(content.getByRole('columnheader', { name: '名称' })).toBeVisible();
    await expect(content.getByRole('columnheader', { name: '编码' })).toHaveCount(0);

    await content.getByRole('button', { name: '列表显示设置' }).click();
    drawer = page.locator('sl-drawer[open]');
    await drawer.locator('sl-button', { hasText: '恢复默认' }).click();
    await drawer.locator('sl-button', { hasText: '保存' }).click();
    await expect(content.getByRole('columnheader', { name: '编码' })).toBeVisible();
  });
});
