// The import wizard's calls for any module (spec section 7 "Files, print, import"): TemplateDownload,
// Uploader, ImportPreview, ImportData and ImportExceptionData (also ExportExceptionData). A module
// gives its columns, its template and how it imports the rows; the limits, the file checks, the
// preview and the rejected-rows export are the same everywhere. Spreadsheets are written and read
// with exceljs (maintained; the registry's `xlsx` 0.18.5 is frozen with known CVEs).
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createDownload } from '../domain/downloads';
import type { Lang } from '../i18n/messages';
import { sessionOf, type Access } from '../plugins/auth';
import { ok } from '../plugins/envelope';
import { ApiError, badRequest } from '../plugins/errors';
import { MultipartBody } from '../plugins/multipart';
import { readUpload, storeUpload } from './users/import-repository';
import { envelope, int, objectOf, str } from './common-schemas';

// exceljs takes about half a second to load; only imports and exports need it, so it loads on the
// first one instead of with every server start (and every server test file).
let excel: Promise<typeof ExcelJS> | undefined;
const loadExcel = (): Promise<typeof ExcelJS> => {
  excel ??= import('exceljs').then((module) => module.default);
  return excel;
};

export const MAX_IMPORT_ROWS = 1000;
export const MAX_UPLOAD_BYTES = 500 * 1024;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A column of a sheet: the row object's field and its header. */
export interface SheetColumn {
  key: string;
  header: string;
  width?: number;
}

/** A row as read from a sheet or sent back by the wizard: every column as text. */
export type SheetRow = Record<string, string>;

/** The answer of ImportData (spec section 3 "Import"). */
export interface ImportOutcome {
  resultType: number;
  snum: number;
  fnum: number;
  failResult: (SheetRow & { errorsInfo: string })[];
}

/** Content sniffing: an xlsx is a ZIP, an xls an OLE compound file; the name alone proves nothing. */
export function spreadsheetKind(data: Buffer): 'xlsx' | 'xls' | null {
  if (data.length >= 4 && data.readUInt32BE(0) === 0x504b0304) return 'xlsx';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'xls';
  return null;
}

/** A workbook written to a buffer row by row (the rows are pulled from an iterator, never all held). */
export async function streamWorkbook(
  sheetName: string,
  columns: readonly SheetColumn[],
  rows: Iterable<Record<string, string | number>>,
): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    sink.on('end', resolve);
    sink.on('error', reject);
  });
  const workbook = new (await loadExcel()).stream.xlsx.WorkbookWriter({ stream: sink, useSharedStrings: false, useStyles: true });
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

/** A template column's dropdown: a short list inline, a long one (over 255 characters) from a hidden sheet. */
export interface TemplateList {
  key: string;
  values: readonly string[];
  allowBlank: boolean;
  /** Always from the hidden sheet (lists that grow with the data). */
  hidden?: boolean;
}

/** An import template: the headers in bold and a dropdown on each listed column for the rows a file may hold. */
export async function templateWorkbook(sheetName: string, columns: readonly SheetColumn[], lists: readonly TemplateList[]): Promise<Buffer> {
  const workbook = new (await loadExcel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column) => ({ key: column.key, header: column.header, width: column.width ?? 16 }));
  sheet.getRow(1).font = { bold: true };
  let options: ExcelJS.Worksheet | undefined;
  let hidden = 0;
  const validations = lists.filter((list) => list.values.length > 0).map((list) => {
    const column = columns.findIndex((item) => item.key === list.key) + 1;
    const inline = `"${list.values.join(',')}"`;
    if (!list.hidden && inline.length <= 255) return { column, formula: inline, allowBlank: list.allowBlank };
    const sheetOfOptions = options ?? workbook.addWorksheet('选项', { state: 'veryHidden' });
    options = sheetOfOptions;
    hidden += 1;
    const letter = String.fromCharCode(64 + hidden);
    list.values.forEach((value, row) => { sheetOfOptions.getCell(row + 1, hidden).value = value; });
    return { column, formula: `'选项'!$${letter}$1:$${letter}$${list.values.length}`, allowBlank: list.allowBlank };
  });
  for (let row = 2; row <= MAX_IMPORT_ROWS + 1; row += 1) {
    for (const validation of validations) {
      sheet.getCell(row, validation.column).dataValidation = { type: 'list', allowBlank: validation.allowBlank, formulae: [validation.formula] };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export type ReadResult =
  | { ok: true; rows: SheetRow[] }
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
export async function readSheet(data: Buffer, columns: readonly SheetColumn[]): Promise<ReadResult> {
  if (spreadsheetKind(data) !== 'xlsx') return { ok: false, reason: 'invalid', detail: 'xlsx' };
  const workbook = new (await loadExcel()).Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch (error) {
    return { ok: false, reason: 'invalid', detail: (error as Error).message.slice(0, 200) };
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { ok: false, reason: 'empty' };
  const headers = columns.map((_, index) => cellText(sheet.getRow(1).getCell(index + 1).value));
  if (headers.some((header, index) => header !== columns[index]?.header)) return { ok: false, reason: 'headers' };
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const item: SheetRow = {};
    let filled = false;
    columns.forEach((column, index) => {
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

/** The wizard's (edited) rows with every column as text and nothing else. */
export function normaliseRows(columns: readonly SheetColumn[], rows: readonly Record<string, unknown>[]): SheetRow[] {
  return rows.map((row) => {
    const clean: SheetRow = {};
    for (const column of columns) {
      const value = row[column.key];
      clean[column.key] = value === null || value === undefined ? '' : String(value);
    }
    return clean;
  });
}

/**
 * One import in one transaction: `begin` runs first inside it (reading what the rows are checked
 * against) and returns the importer of one row; a row whose importer throws an ApiError is
 * rejected with its reason, the others are written. Any other error rolls the whole import back.
 */
export function importInTransaction<R extends Partial<SheetRow>>(
  app: FastifyInstance,
  rows: readonly R[],
  lang: Lang,
  begin: () => (row: R, index: number) => void,
): ImportOutcome {
  const failResult: ImportOutcome['failResult'] = [];
  let snum = 0;
  app.db.transaction(() => {
    const importRow = begin();
    rows.forEach((row, index) => {
      try {
        importRow(row, index);
        snum += 1;
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failResult.push({ ...(row as SheetRow), errorsInfo: error.localise(lang) });
      }
    });
  })();
  return { resultType: failResult.length === 0 ? 0 : 1, snum, fnum: failResult.length, failResult };
}

/** The download name of an export made today: base + yyyymmdd + .xlsx. */
export const datedFileName = (base: string, now: number): string => `${base}${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`;

/** A spreadsheet handed out through a download ticket `{url, name}`. */
export function xlsxDownload(app: FastifyInstance, request: FastifyRequest, name: string, content: Buffer): { url: string; name: string } {
  return { url: createDownload(app.db, { userId: sessionOf(request).userId, fileName: name, contentType: XLSX_TYPE, content, now: app.clock() }), name };
}

/** What a module tells the import routes; `C` is what it resolves from the request first (e.g. the category). */
export interface ImportModule<C> {
  /** Where its routes live inside the plugin: '' for the module base, '/:id' for one record's items. */
  path: string;
  /** Uploads are stored under this key; only the same module (and the uploader) reads them back. */
  uploadKey: string;
  /** The button (and page) every call needs. */
  access: Access;
  sheetName: string;
  columns: readonly SheetColumn[];
  /** E.g. the record the items belong to; throws (404) when it does not exist. */
  context(request: FastifyRequest): C;
  templateName(lang: Lang, context: C): string;
  template(context: C): Promise<Buffer>;
  exceptionName(lang: Lang, context: C): string;
  /** Imports the rows in one transaction (see importInTransaction). */
  importRows(request: FastifyRequest, context: C, rows: SheetRow[]): ImportOutcome;
}

/** Registers TemplateDownload, Uploader, ImportPreview, ImportData, ImportExceptionData and ExportExceptionData. */
export function importRoutes<C>(app: FastifyInstance, module: ImportModule<C>): void {
  const { path, columns } = module;
  const config = { access: module.access };
  const text = { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'null' }] };
  const rowSchema = { type: 'object', properties: Object.fromEntries(columns.map((column) => [column.key, text])) };
  const failedRowSchema = { type: 'object', properties: { ...rowSchema.properties, errorsInfo: str } };
  const downloadSchema = envelope(objectOf({ url: str, name: str }));

  // GET TemplateDownload: the headers and the module's dropdowns.
  app.get(`${path}/TemplateDownload`, { schema: { response: downloadSchema }, config }, async (request) => {
    const context = module.context(request);
    return ok(request, xlsxDownload(app, request, `${module.templateName(request.lang, context)}.xlsx`, await module.template(context)));
  });

  // POST Uploader (multipart, field `file`): only xls/xlsx by name and by content, at most 500 KB.
  app.post(`${path}/Uploader`, { schema: { response: envelope(objectOf({ name: str, fileName: str })) }, config }, async (request) => {
    module.context(request);
    if (!(request.body instanceof MultipartBody)) throw badRequest('importNoFile');
    const file = request.body.files[0];
    if (!file || file.data.length === 0) throw badRequest('importNoFile');
    const extension = /\.([A-Za-z]+)$/.exec(file.filename)?.[1]?.toLowerCase();
    const kind = spreadsheetKind(file.data);
    if ((extension !== 'xls' && extension !== 'xlsx') || kind === null || kind !== extension) throw badRequest('importFileType');
    if (file.data.length > MAX_UPLOAD_BYTES) throw badRequest('importFileSize');
    const name = `${randomBytes(12).toString('hex')}.${kind}`;
    storeUpload(app.db, { name, userId: sessionOf(request).userId, module: module.uploadKey, content: file.data, now: app.clock() });
    return ok(request, { name, fileName: file.filename.replace(/#/g, '') });
  });

  // GET ImportPreview?fileName: the header row and the data rows (headers must be the template's; at most 1000 rows).
  app.get<{ Querystring: { fileName: string } }>(`${path}/ImportPreview`, {
    schema: {
      querystring: objectOf({ fileName: { type: 'string', minLength: 1, maxLength: 100 } }),
      response: envelope(objectOf({
        headerRow: { type: 'array', items: objectOf({ id: str, fullName: str }) },
        dataRow: { type: 'array', items: rowSchema },
      })),
    },
    config,
  }, async (request) => {
    module.context(request);
    const content = readUpload(app.db, request.query.fileName, sessionOf(request).userId, module.uploadKey, app.clock());
    if (!content) throw badRequest('importNoFile');
    const read = await readSheet(content, columns);
    if (!read.ok) {
      if (read.reason === 'empty') throw badRequest('importEmpty');
      if (read.reason === 'headers') throw badRequest('importHeaders');
      if (read.reason === 'tooMany') throw badRequest('importTooManyRows', { max: MAX_IMPORT_ROWS });
      throw badRequest('importInvalid', { detail: read.detail ?? '' });
    }
    return ok(request, { headerRow: columns.map((column) => ({ id: column.key, fullName: column.header })), dataRow: read.rows });
  });

  // POST ImportData {list}: the (edited) preview rows; the good ones are written in one transaction.
  app.post<{ Body: { list: Record<string, unknown>[] } }>(`${path}/ImportData`, {
    schema: {
      body: objectOf({ list: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: rowSchema } }),
      response: envelope(objectOf({ resultType: int, snum: int, fnum: int, failResult: { type: 'array', items: failedRowSchema } })),
    },
    config,
  }, async (request) => {
    const context = module.context(request);
    if (request.body.list.length === 0) throw badRequest('importEmpty');
    return ok(request, module.importRows(request, context, normaliseRows(columns, request.body.list)));
  });

  // POST ImportExceptionData {list} (ExportExceptionData in some JNPF modules): the rejected rows with their reasons.
  const withReason = [...columns, { key: 'errorsInfo', header: '异常原因' }];
  const exceptionHandler = async (request: FastifyRequest<{ Body: { list: Record<string, unknown>[] } }>) => {
    const context = module.context(request);
    const rows = request.body.list.map((row) => Object.fromEntries(withReason.map((column) => [column.key, String(row[column.key] ?? '')])));
    const content = await streamWorkbook(module.sheetName, withReason, rows);
    return ok(request, xlsxDownload(app, request, datedFileName(module.exceptionName(request.lang, context), app.clock()), content));
  };
  const exceptionSchema = {
    body: objectOf({ list: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: failedRowSchema } }),
    response: downloadSchema,
  };
  app.post(`${path}/ExportExceptionData`, { schema: exceptionSchema, config }, exceptionHandler);
  app.post(`${path}/ImportExceptionData`, { schema: exceptionSchema, config }, exceptionHandler);
}
