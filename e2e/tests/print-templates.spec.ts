// Print templates end to end (issue 14 item 6, spec sections 2, 7, 9): a form template designed
// from the sample sales order's fields (a field, a Code 128 barcode, a QR code and the line-item
// table), its preview filled with a sample record, the Word download, the editor's preview that
// refuses to print, a batch print of two records logged once, and JSON export/import.
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { openSignedIn, readOnlyTest as test } from './support';
import { expectToast } from './toasts';

test.use({ account: 'admin' });

const PAGE = '[data-page="system/printDev"]';

/** The open dialog with this label (sl-dialog's label is its accessible name). */
function dialog(page: Page, label: string): Locator {
  return page.locator(`sl-dialog[open][label="${label}"]`);
}

async function choose(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('admin designs a form template, previews, downloads, batch-prints, exports and imports it', async ({ page }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const name = `E2E打印${run}`;
  const code = `e2ePrint${run}`;
  await openSignedIn(page, '/system/printDev');
  const content = page.locator(PAGE);
  await expect(content.locator('tbody tr', { hasText: 'SalesOrderPrint' })).toBeVisible();

  // a. 新建: settings, then the layout from the sample form's fields.
  await content.getByRole('button', { name: '新建' }).first().click();
  const editor = dialog(page, '新建打印模板');
  await expect(editor).toBeVisible();
  await editor.getByRole('textbox', { name: '模板名称' }).fill(name);
  await editor.getByRole('textbox', { name: '模板编码' }).fill(code);
  await choose(page, editor.getByRole('combobox', { name: '模板分类 *' }), '订单');
  await editor.getByRole('radio', { name: '表单' }).click();
  await editor.getByRole('tab', { name: '模板设计' }).click();
  for (const label of ['插入字段 订单编号', '插入条形码 订单编号', '插入二维码 订单编号', '插入表格 订单明细']) {
    // React sets sl-icon-button's label as a property (not reflected): found by its accessible name.
    await editor.getByRole('button', { name: label, exact: true }).click();
  }
  await editor.getByRole('button', { name: '保存' }).click();
  await expectToast(page, '新建成功');
  await expect(editor).toHaveCount(0);
  const row = content.locator('tbody tr', { hasText: code });
  await expect(row).toContainText(name);
  await expect(row).toContainText('订单');

  // b. 编辑 → 预览 with a sample record: the field, the barcode and the QR code are drawn.
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = dialog(page, `编辑打印模板：${name}`);
  await choose(page, edit.getByRole('combobox', { name: '预览数据' }), 'SO202501001');
  await edit.getByRole('button', { name: '预览' }).click();
  const preview = dialog(page, `打印预览：${name}`);
  const sheet = preview.getByTestId('print-preview');
  await expect(sheet).toContainText('SO202501001');
  await expect(sheet).toContainText('办公椅');
  await expect(sheet.locator('.atrium-print-barcode svg')).toHaveCount(1);
  await expect(sheet.locator('.atrium-print-qrcode svg')).toHaveCount(1);

  // c. The editor's preview does not print; its Word download holds the record.
  await preview.getByRole('button', { name: '打印' }).click();
  await expectToast(page, '功能预览不支持打印');
  const downloading = page.waitForEvent('download');
  await preview.getByRole('button', { name: '下载' }).click();
  const word = await downloading;
  expect(word.suggestedFilename()).toBe(`${name}.doc`);
  const bytes = await readFile(await word.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  const documentXml = unzipSync(new Uint8Array(bytes))['word/document.xml'];
  expect(documentXml).toBeDefined();
  expect(strFromU8(documentXml ?? new Uint8Array())).toContain('SO202501001');
  // The toolbar's 关闭: the dialog's own × is named 关闭 too (Shoelace's zh-CN label).
  await preview.getByRole('toolbar', { name: '打印预览操作' }).getByRole('button', { name: '关闭' }).click();
  await expect(preview).toHaveCount(0);
  await edit.getByRole('button', { name: '取消' }).click();
  await expect(edit).toHaveCount(0);

  // d. 批量打印: the 400 px picker, two records, one print job logged with both.
  await content.getByRole('button', { name: '批量打印' }).click();
  const picker = dialog(page, '选择打印模板');
  await expect(picker).toBeVisible();
  await expect(picker).toHaveCSS('--width', '400px');
  await picker.getByRole('radio', { name }).check();
  await picker.getByRole('button', { name: '确定' }).click();
  const records = dialog(page, `打印：${name}`);
  await records.getByRole('textbox', { name: '记录 ID' }).fill('SO202501001\nSO202501002');
  await records.getByRole('button', { name: '预览' }).click();
  const batch = dialog(page, `打印预览：${name}`);
  await expect(batch.locator('.atrium-print-sheet')).toHaveCount(2);
  await expect(batch.getByTestId('print-preview')).toContainText('SO202501002');
  const logged = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/system/printLog/save' && response.request().method() === 'POST');
  await batch.getByRole('button', { name: '打印' }).click();
  const log = await logged;
  expect(log.request().postDataJSON()).toMatchObject({ printTitle: name, printNum: 2 });
  expect(((await log.json()) as { code: number }).code).toBe(200);
  await batch.getByRole('toolbar', { name: '打印预览操作' }).getByRole('button', { name: '关闭' }).click();
  await expect(batch).toHaveCount(0);
  await content.getByRole('button', { name: '打印日志' }).click();
  const logs = dialog(page, '打印日志');
  const logRow = logs.locator('tbody tr', { hasText: name }).first();
  await expect(logRow).toBeVisible();
  await expect(logRow.locator('td').nth(2)).toHaveText('2');
  await logs.locator('sl-button[slot="footer"]').click();
  await expect(logs).toHaveCount(0);

  // e. 导出 gives the JSON file; 导入 of it under another code makes a new template.
  const exporting = page.waitForEvent('download');
  // Past 编辑 and 打印 a row's actions are under 更多.
  await row.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '导出' }).click();
  const exported = await exporting;
  expect(exported.suggestedFilename()).toMatch(/\.json$/);
  const file = JSON.parse(await readFile(await exported.path(), 'utf8')) as { template: { enCode: string; fullName: string } };
  expect(file.template.enCode).toBe(code);
  file.template.enCode = `${code}Imp`;
  await content.getByRole('button', { name: '导入' }).click();
  const importing = dialog(page, '导入打印模板');
  await importing.getByLabel('导入文件').setInputFiles({ name: `${code}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
  await importing.getByRole('button', { name: '确定' }).click();
  await expectToast(page, '导入成功');
  await expect(importing).toHaveCount(0);
  await expect(content.locator('tbody tr', { hasText: `${code}Imp` })).toBeVisible();
});
