// Issue 12 item 9, through the wizard: the users page's 导入 downloads the template, a 1,000-row
// file made from it (three rows bad) goes through upload → preview → import, 997 are imported and
// 3 refused, and the exception export holds exactly those three rows with their reasons.
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, type Download } from '@playwright/test';
import { apiGet, apiToken, openSignedIn, readOnlyTest as test } from './support';

test.use({ account: 'admin' });

const ROWS = 1000;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(download: Download): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  // exceljs' load() declares an older Buffer type than node 20's; the bytes are the same.
  await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((candidate) => candidate.state === 'visible') ?? book.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  return sheet;
}

const text = (value: ExcelJS.CellValue): string => (value === null || value === undefined ? '' : String(value));

/** Header → column number of a sheet's first row. */
function columnsOf(sheet: ExcelJS.Worksheet): Map<string, number> {
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => columns.set(text(cell.value), column));
  return columns;
}

test('1,000 rows through the import wizard: 997 imported, 3 refused, the exception export holds those three with reasons', async ({ page, request }) => {
  test.slow();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const account = (index: number) => `imp${suffix}n${index}`;

  await openSignedIn(page, '/permission/user');
  const content = page.locator('[data-page="permission/user"]');
  await content.getByRole('button', { name: '导入' }).click();
  const wizard = page.locator('sl-dialog[label="批量导入"]');
  await expect(wizard.getByRole('button', { name: '下载模板' })).toBeVisible();

  // The template the wizard offers, filled in.
  const templateDownload = page.waitForEvent('download');
  await wizard.getByRole('button', { name: '下载模板' }).click();
  const template = await templateDownload;
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(await template.path())) as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((candidate) => candidate.state === 'visible');
  if (!sheet) throw new Error('the template has no visible sheet');
  const columns = columnsOf(sheet);
  expect([...columns.keys()]).toEqual(['账号', '姓名', '性别', '所属组织', '岗位', '角色', '直属主管', '手机', '邮箱', '排序', '说明']);
  const cell = (row: number, header: string) => sheet.getRow(row).getCell(columns.get(header) ?? 0);

  // Three bad rows: no account, an organisation that does not exist, an account twice in the file.
  const missingAccount = 100;
  const unknownOrganisation = 500;
  const duplicate = 900;
  for (let index = 1; index <= ROWS; index += 1) {
    const row = index + 1;
    cell(row, '账号').value = index === missingAccount ? '' : index === duplicate ? account(1) : account(index);
    cell(row, '姓名').value = `导入${suffix}-${index}`;
    cell(row, '性别').value = index % 2 ? '男' : '女';
    cell(row, '所属组织').value = index === unknownOrganisation ? `无此部门${suffix}` : '研发部';
    cell(row, '排序').value = index;
  }
  const file = `users-${suffix}.xlsx`;
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  await wizard.locator('input[type="file"]').setInputFiles({ name: file, mimeType: XLSX, buffer });
  await expect(wizard.getByText(file)).toBeVisible();
  await wizard.getByRole('button', { name: '下一步' }).click();
  await expect(wizard.getByText(`共 ${ROWS} 条数据`)).toBeVisible();
  await expect(wizard.getByRole('table', { name: '导入数据预览' })).toBeVisible();

  await wizard.getByRole('button', { name: '下一步' }).click();
  await expect(wizard.getByText('成功 997 条，失败 3 条')).toBeVisible({ timeout: 60_000 });
  const failTable = wizard.getByRole('table', { name: '导入失败的数据' });
  await expect(failTable.locator('tbody tr')).toHaveCount(3);

  // The exception export: exactly the three rows, each with its reason.
  const exceptionDownload = page.waitForEvent('download');
  await wizard.getByRole('button', { name: '导出异常数据' }).click();
  const exceptions = await workbookOf(await exceptionDownload);
  const exceptionColumns = columnsOf(exceptions);
  expect(exceptionColumns.has('异常原因')).toBe(true);
  const failed: { account: string; name: string; reason: string }[] = [];
  exceptions.eachRow((row, number) => {
    if (number === 1) return;
    const value = (header: string) => text(row.getCell(exceptionColumns.get(header) ?? 0).value);
    if (value('姓名') === '') return;
    failed.push({ account: value('账号'), name: value('姓名'), reason: value('异常原因') });
  });
  expect(failed.map(({ account: login, name }) => ({ account: login, name }))).toEqual([
    { account: '', name: `导入${suffix}-${missingAccount}` },
    { account: account(unknownOrganisation), name: `导入${suffix}-${unknownOrganisation}` },
    { account: account(1), name: `导入${suffix}-${duplicate}` },
  ]);
  expect(failed[0]?.reason).toBe('请输入账号');
  expect(failed[1]?.reason).toBe(`所属组织不存在：无此部门${suffix}`);
  expect(failed[2]?.reason).toBe(`导入文件中账号重复：${account(1)}`);

  // And the server holds the 997.
  const admin = await apiToken(request);
  const listed = await apiGet<{ pagination: { total: number } }>(request, `/api/permission/Users?keyword=imp${suffix}n&currentPage=1&pageSize=20`, admin);
  expect(listed.data.pagination.total).toBe(997);
});
