// The user spreadsheets, written and read with exceljs (maintained; the registry's `xlsx` 0.18.5 is
// frozen with known CVEs). Exports stream row by row through exceljs's WorkbookWriter.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** The import template's columns, in order: key (the row object's field) and header. */
export const IMPORT_COLUMNS = [
  { key: 'account', header: '账号' },
  { key: 'realName', header: '姓名' },
  { key: 'gender', header: '性别' },
  { key: 'organize', header: '所属组织' },
  { key: 'position', header: '岗位' },
  { key: 'role', header: '角色' },
  { key: 'manager', header: '直属主管' },
  { key: 'mobilePhone', header: '手机' },
  { key: 'email', header: '邮箱' },
  { key: 'sortCode', header: '排序' },
  { key: 'description', header: '说明' },
] as const;
export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRow = Partial<Record<ImportKey, string>>;

export const GENDER_NAMES: Record<number, string> = { 1: '男', 2: '女', 0: '保密' };
/** The template's dropdown, in the order people read it. */
const GENDER_CHOICES = ['男', '女', '保密'];

export const MAX_IMPORT_ROWS = 1000;
export const MAX_UPLOAD_BYTES = 500 * 1024;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Content sniffing: an xlsx is a ZIP, an xls an OLE compound file; the name alone proves nothing. */
export function spreadsheetKind(data: Buffer): 'xlsx' | 'xls' | null {
  if (data.length >= 4 && data.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  return null;
}

/** A workbook written to a buffer row by row (the rows are pulled from an iterator, never all held). */
export async function streamWorkbook(
  sheetName: string,
  columns: readonly { key: string; header: string; width?: number }[],
  rows: Iterable<Record<string, string | number>>,
): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ key: column.key, header: column.header, width: column.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  await done;
  return Buffer.concat(chunks);
}

/** The import template: the headers, a dropdown of genders and one of organisations (from a hidden sheet: lists over 255 characters must live in cells). */
export async function templateWorkbook(organizations: readonly string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户信息');
  sheet.columns = IMPORT_COLUMNS.map((column) => ({ key: column.key, header: column.header, width: column.key === 'organize' ? 36 : 16 }));
  sheet.getRow(1).font = { bold: true };
  const options = workbook.addWorksheet('选项', { state: 'veryHidden' });
  organizations.forEach((name, index) => { options.getCell(index + 1, 1).value = name; });
  const genderColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'gender') + 1;
  const organizeColumn = IMPORT_COLUMNS.findIndex((column) => column.key === 'organize') + 1;
  for (let row = 2; row <= MAX_IMPORT_ROWS + 1; row += 1) {
    sheet.getCell(row, genderColumn).dataValidation = {
      type: 'list', allowBlank: true, formulae: [`"${GENDER_CHOICES.join(',')}"`],
    };
    if (organizations.length > 0) {
      sheet.getCell(row, organizeColumn).dataValidation = {
        type: 'list', allowBlank: false, formulae: [`'选项'!$A$1:$A$${organizations.length}`],
      };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ReadResult =
  | { ok: true; rows: ImportRow[] }
  | { ok: false; reason: 'invalid' | 'headers' | 'empty' | 'tooMany'; detail?: string };

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if (value instanceof Date) return value.toISOString();
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/** The rows of an uploaded template: headers must be the template's, at most MAX_IMPORT_ROWS rows with data. */
export async function readImport(data: Buffer): Promise<ReadResult> {
  if (spreadsheetKind(data) !== 'xlsx') return { ok: false, reason: 'invalid', detail: 'xlsx' };
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: (error as Error).message.slice(0, 200) };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'empty' };
  const headers = IMPORT_COLUMNS.map((_, index) => cellText(sheet.getRow(1).getCell(index + 1).value));
  if (headers.some((header, index) => header !== IMPORT_COLUMNS[index]?.header)) return { ok: false, reason: 'headers' };
  const rows: ImportRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const item: ImportRow = {};
    let filled = false;
    IMPORT_COLUMNS.forEach((column, index) => {
      const text = cellText(row.getCell(index + 1).value);
      if (text !== '') filled = true;
      item[column.key] = text;
    });
    if (!filled) return;
    if (rows.length >= MAX_IMPORT_ROWS) {
      tooMany = true;
      return;
    }
    rows.push(item);
  });
  if (tooMany) return { ok: false, reason: 'tooMany' };
  if (rows.length === 0) return { ok: false, reason: 'empty' };
  return { ok: true, rows };
}
