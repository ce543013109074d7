// System menus end to end (issue 12 item 2): admin adds a page under 系统管理 through the dialog,
// the server refuses a duplicate code with its message, the new menu shows in the sidebar after a
// reload, its resources drawer adds a button, and deleting a directory that has children is refused
// while the leaf goes. The read-only account sees the tree without write buttons.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, sideMenu, readOnlyTest as test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const PAGE = '[data-page="system/menu"]';

async function confirm(page: Page, message: string): Promise<void> {
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(message);
  await dialog.locator('sl-button[data-action="confirm"]').click();
}

test('admin adds a page menu, gives it a button, sees it in the sidebar and deletes it', async ({ page }) => {
  test.setTimeout(90_000);
  await openSignedIn(page, '/system/menu');
  const content = page.locator(PAGE);
  const row = (name: string) => content.locator('tbody tr', { hasText: name });
  await expect(row('系统管理')).toBeVisible();
  await expect(content.locator('sl-tab', { hasText: 'Atrium 开发平台' })).toBeVisible();

  await row('系统管理').getByRole('button', { name: '添加子菜单' }).click();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(dialog).toHaveAttribute('label', '新建菜单');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入链接地址', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '菜单名称' }).fill('E2E菜单');
  await dialog.getByRole('textbox', { name: '编码' }).fill('system.menu');
  await dialog.getByRole('textbox', { name: '链接地址' }).fill('system/e2eMenu');
  await dialog.getByRole('button', { name: '选择图标' }).click();
  await dialog.getByRole('option', { name: 'billRule' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '编码已存在：system.menu');
  await dialog.getByRole('textbox', { name: '编码' }).fill('system.e2eMenu');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(dialog).toHaveCount(0);

  await row('系统管理').getByRole('button', { name: '展开' }).click();
  await expect(row('E2E菜单')).toContainText('页面');
  await row('E2E菜单').getByRole('button', { name: '权限资源' }).click();
  const drawer = page.locator('sl-drawer[open]');
  await expect(drawer).toHaveAttribute('label', '权限资源：E2E菜单');
  await drawer.locator('sl-tab-panel[name="button"]').getByRole('button', { name: '新建' }).click();
  const buttonDialog = page.locator('sl-dialog[open][label="新建按钮"]');
  await buttonDialog.getByRole('textbox', { name: '名称' }).fill('新增');
  await buttonDialog.getByRole('textbox', { name: '编码' }).fill('btn_add');
  await buttonDialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(drawer.locator('sl-tab-panel[name="button"] tbody tr', { hasText: 'btn_add' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // The shell builds its menu from the same rows.
  await page.reload();
  await expect(sideMenu(page).getByText('E2E菜单')).toBeAttached();

  await row('系统管理').getByRole('button', { name: '展开' }).click();
  await row('系统管理').getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“系统管理”, 是否继续?');
  await expectToast(page, '菜单“系统管理”下有子菜单，请先删除子菜单');
  await row('E2E菜单').getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“E2E菜单”, 是否继续?');
  await expectToast(page, '删除成功');
  await expect(row('E2E菜单')).toHaveCount(0);
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('the read-only account browses menus without add, edit or delete', async ({ page }) => {
    await openSignedIn(page, '/system/menu');
    const content = page.locator(PAGE);
    await expect(content.locator('tbody tr', { hasText: '系统管理' })).toBeVisible();
    for (const name of ['新建', '添加子菜单', '编辑', '删除', '禁用']) {
      await expect(content.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });
});
