// Bill (serial-number) rules end to end (issue 4 item 2, spec sections 2, 4, 5, 6, 8): the form's
// messages verbatim, the live example, toggle with confirmation, export, delete, and the
// read-only account without add/edit/delete.
import { expect, type Page } from '@playwright/test';
import { openSignedIn, readOnlyTest as test } from './support';
import { expectToast } from './toasts';

// Admin by default (the session the setup project saved); the read-only tests switch to viewer.
test.use({ account: 'admin' });

const PAGE = '[data-page="system/billRule"]';

async function confirm(page: Page, message: string): Promise<void> {
  await expect(page.getByRole('dialog', { name: '提示' })).toBeVisible();
  const dialog = page.locator('sl-dialog.atrium-confirm[open]');
  await expect(dialog).toContainText(message);
  await dialog.locator('sl-button[data-action="confirm"]').click();
}

const two = (n: number) => String(n).padStart(2, '0');
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}${two(now.getMonth() + 1)}${two(now.getDate())}`;
};

test('admin creates a rule through the form, toggles, exports and deletes it', async ({ page }) => {
  test.setTimeout(60_000);
  await openSignedIn(page, '/system/billRule');
  const content = page.locator(PAGE);
  await expect(content.locator('tbody tr', { hasText: 'OrderNumber' })).toBeVisible();
  await expect(content.getByText('共 5 条')).toBeVisible();

  await content.getByRole('button', { name: '新建' }).click();
  await expect(page.getByRole('dialog', { name: '新建单据规则' })).toBeVisible();
  const dialog = page.locator('sl-dialog[open]:not(.atrium-confirm)');
  const field = (name: string) => dialog.getByRole('textbox', { name });
  await field('流水位数').fill('');
  await field('流水起始').fill('');
  await dialog.getByRole('button', { name: '确定' }).click();
  for (const message of ['请输入业务名称', '请输入业务编码', '请选择业务分类', '请输入流水前缀', '请输入流水位数', '请输入流水起始']) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }

  await field('业务名称').fill('单'.repeat(51));
  await field('流水位数').fill('0');
  await field('流水起始').fill('1a');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('业务名称最多为50个字符', { exact: true })).toBeVisible();
  await expect(dialog.getByText('只能输入正整数', { exact: true })).toBeVisible();
  await expect(dialog.getByText('只能输入数字', { exact: true })).toBeVisible();
  await field('流水位数').fill('3');
  await field('流水起始').fill('000');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog.getByText('流水起始不能全为0', { exact: true })).toBeVisible();

  await field('业务名称').fill('E2E单据');
  await field('业务编码').fill('e2eBill');
  await dialog.getByRole('combobox', { name: '业务分类' }).click();
  await page.getByRole('option', { name: '采购' }).click();
  await field('流水前缀').fill('E2E');
  await field('流水起始').fill('5');
  await expect(field('流水范例')).toHaveValue(`E2E${today()}005`);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '新建成功');
  await expect(dialog).toHaveCount(0);

  const row = content.locator('tbody tr', { hasText: 'e2eBill' });
  await expect(row).toContainText('E2E单据');
  await expect(row).toContainText('采购');
  await expect(row.locator('sl-tag')).toHaveText('启用');
  await expect(content.getByText('共 6 条')).toBeVisible();

  await row.getByRole('button', { name: '禁用' }).click();
  await confirm(page, '此操作将禁用“E2E单据”, 是否继续?');
  await expect(row.locator('sl-tag')).toHaveText('禁用');

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: '导出' }).click();
  expect((await downloading).suggestedFilename()).toBe('E2E单据.json');

  // The keyword search finds it alone.
  await content.getByRole('textbox', { name: '关键词' }).fill('e2eBill');
  await content.getByRole('textbox', { name: '关键词' }).press('Enter');
  await expect(content.locator('tbody tr')).toHaveCount(1);

  await row.getByRole('button', { name: '删除' }).click();
  await confirm(page, '此操作将永久删除“E2E单据”, 是否继续?');
  await expectToast(page, '删除成功');
  await expect(content.getByText('暂无数据')).toBeVisible();
});

test.describe('read-only account', () => {
  test.use({ account: 'viewer' });
  test('the read-only account sees the bill rules without add, edit or delete', async ({ page }) => {
    await openSignedIn(page, '/system/billRule');
    const content = page.locator(PAGE);
    await expect(content.locator('tbody tr', { hasText: 'OrderNumber' })).toBeVisible();
    await expect(content.getByRole('button', { name: '导出' }).first()).toBeVisible();
    await expect(content.getByRole('button', { name: '新建' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '编辑' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '删除' })).toHaveCount(0);
    await expect(content.getByRole('button', { name: '禁用' })).toHaveCount(0);
  });
});
