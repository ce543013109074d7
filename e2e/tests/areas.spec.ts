// Areas end to end (issue 4 item 3, spec sections 2, 4, 7, 8): the tree loads level by level,
// a district is added, toggled and deleted, a parent with children is refused with the server's
// message, and the read-only account sees no write buttons.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, readOnlyTest as test } from './support';
import { expectToast } from './toasts';

// Admin by default (the session the setup project saved); the read-only tests switch to viewer.
test.use({ account: 'admin' });

const PAGE = '[data-page="system/area"]';

async function confirm(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('dialog', { name: '提示' })).toBeVisible();
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(message);
  await dialog.locator('sl-button[data-action="confirm"]').click();
}

test('admin opens a province and a city, adds, toggles and deletes a district', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/system/area');
  const content = page.locator(PAGE);
  const row = (name: string) => content.locator('tbody tr', { hasText: name });

  await expect(row('江苏省')).toBeVisible();
  await expect(row('南京市')).toHaveCount(0);
  await row('江苏省').getByRole('button', { name: '展开' }).click();
  await expect(row('南京市')).toBeVisible();
  await row('南京市').getByRole('button', { name: '展开' }).click();
  await expect(row('玄武区')).toBeVisible();

  await row('南京市').getByRole('button', { name: '新建下级' }).click();
  await expect(page.getByRole('dialog', { name: '新建区域' })).toBeVisible();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  await expect(dialog.getByRole('textbox', { name: '上级' })).toHaveValue('南京市');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('请输入名称', { exact: true })).toBeVisible();
  await expect(dialog.getByText('请输入编码', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: '区域名称' }).fill('E2E新区');
  await dialog.getByRole('textbox', { name: '区域编码' }).fill('320199');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(dialog).toHaveCount(0);
  await expect(row('E2E新区')).toContainText('320199');

  await row('E2E新区').getByRole('button', { name: '禁用' }).click();
  await confirm(page, '此操作将禁用“E2E新区”, 是否继续?');
  await expect(row('E2E新区').locator('sl-tag')).toHaveText('禁用');

  // A city with districts cannot go: the server says why.
  await row('南京市').getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“南京市”, 是否继续?');
  await expectToast(page, '该区域下有子区域，请先删除子区域');
  await expect(row('南京市')).toBeVisible();

  await row('E2E新区').getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“E2E新区”, 是否继续?');
  await expectToast(page, '删除成功');
  await expect(row('E2E新区')).toHaveCount(0);
  await expect(row('玄武区')).toBeVisible();
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('the read-only account browses areas without add, edit or delete', async ({ page }) => {
    await openSignedIn(page, '/system/area');
    const content = page.locator(PAGE);
    const province = content.locator('tbody tr', { hasText: '浙江省' });
    await province.getByRole('button', { name: '展开' }).click();
    await expect(content.locator('tbody tr', { hasText: '杭州市' })).toBeVisible();
    for (const name of ['新建', '新建下级', '编辑', '删除', '禁用']) {
      await expect(content.getByRole('button', { name, exact: true })).toHaveCount(0);
    }
  });
});
