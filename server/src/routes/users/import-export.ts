// Export of the filtered user list and the import wizard's calls (spec sections 5 and 7 "Files,
// print, import"): TemplateDownload, Uploader, ImportPreview, ImportData, ExportExceptionData.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { USER_PAGE } from '../../db/seed/menus';
import { createDownload } from '../../domain/downloads';
import { translate, type Lang } from '../../i18n/messages';
import { permissionsChanged } from '../../permission/changes';
import { visibleColumns } from '../../permission/field-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import { envelope, int, objectOf, str } from '../common-schemas';
import { pagingQueryProperties } from '../paging';
import { nameIndex, NO_PASSWORD, readUpload, storeUpload, userIdByAccount, type NameIndex } from './import-repository';
import { insertUser, iterateUsers, type UserListRow } from './repository';
import {
  GENDER_NAMES, IMPORT_COLUMNS, MAX_IMPORT_ROWS, MAX_UPLOAD_BYTES, readImport, spreadsheetKind, streamWorkbook, templateWorkbook,
  XLSX_TYPE, type ImportKey, type ImportRow,
} from './spreadsheets';
import { cleanUser, type UserForm } from './user-input';
import { userListWhere, withNames, type UserListItem, type UserListQuery } from './user-list';

const MODULE = 'permission.user';
const EXPORT_ACCESS = { access: { page: USER_PAGE, button: 'btn_export' } };
const IMPORT_ACCESS = { access: { page: USER_PAGE, button: 'btn_import' } };

/** Export columns: key of the list row and header. */
const EXPORT_COLUMNS = [
  { key: 'account', header: '账号' },
  { key: 'realName', header: '姓名' },
  { key: 'gender', header: '性别' },
  { key: 'organize', header: '所属组织' },
  { key: 'position', header: '岗位' },
  { key: 'roleName', header: '角色' },
  { key: 'mobilePhone', header: '手机' },
  { key: 'email', header: '邮箱' },
  { key: 'enabledMark', header: '状态' },
  { key: 'sortCode', header: '排序' },
  { key: 'description', header: '说明' },
] as const;

const downloadSchema = envelope(objectOf({ url: str, name: str }));
const rowSchema = {
  type: 'object',
  properties: Object.fromEntries(IMPORT_COLUMNS.map((column) => [column.key, { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'number' }, { type: 'null' }] }])),
} as const;
const failedRowSchema = {
  type: 'object',
  properties: { ...rowSchema.properties, errorsInfo: str },
} as const;

interface ExportQuery extends UserListQuery {
  /** Columns to export, joined with commas (JNPF selectKey); all when absent. */
  selectKey?: string;
}

const fileName = (base: string, now: number): string => `${base}${new Date(now).toISOString().slice(0, 10).replace(/-/g, '')}.xlsx`;

function exportCell(key: string, row: UserListItem, lang: Lang): string | number {
  if (key === 'gender') return GENDER_NAMES[row.gender] ?? '';
  if (key === 'enabledMark') return row.enabledMark === 1 ? translate(lang, 'stateEnabled') : translate(lang, 'stateDisabled');
  const value = (row as unknown as Record<string, unknown>)[key];
  return typeof value === 'number' ? value : String(value ?? '');
}

/** Rows of the export, a page of names at a time so memory stays flat however long the list. */
function* exportRows(app: FastifyInstance, rows: Iterable<UserListRow>, keys: readonly string[], lang: Lang): Generator<Record<string, string | number>> {
  let batch: UserListRow[] = [];
  const flush = function* (): Generator<Record<string, string | number>> {
    for (const item of withNames(app, batch)) {
      yield Object.fromEntries(keys.map((key) => [key, exportCell(key, item, lang)]));
    }
    batch = [];
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === 500) yield* flush();
  }
  yield* flush();
}

/** One imported row as the user form, or the reason it cannot be one. */
function rowToForm(app: FastifyInstance, row: ImportRow, names: NameIndex): UserForm {
  const text = (key: ImportKey): string => String(row[key] ?? '').trim();
  const split = (value: string): string[] => value.split(/[,，;；]/).map((part) => part.trim()).filter((part) => part !== '');
  const lookup = (map: Map<string, string | null>, value: string, field: string): string[] => split(value).map((name) => {
    const id = map.get(name);
    if (!id) throw badRequest('importUnknownName', { field, name });
    return id;
  });
  const genderText = text('gender');
  const gender = genderText === '' ? 0 : Number(Object.entries(GENDER_NAMES).find(([, name]) => name === genderText)?.[0] ?? -1);
  const sortText = text('sortCode');
  const sortCode = sortText === '' ? 0 : Number(sortText);
  const managerAccount = text('manager');
  let managerId: string | null = null;
  if (managerAccount !== '') {
    managerId = userIdByAccount(app.db, managerAccount) ?? null;
    if (!managerId) throw badRequest('importUnknownName', { field: '直属主管', name: managerAccount });
  }
  return {
    account: text('account'),
    realName: text('realName'),
    gender,
    organizeId: lookup(names.organizations, text('organize'), '所属组织'),
    positionId: lookup(names.positions, text('position'), '岗位'),
    roleId: lookup(names.roles, text('role'), '角色'),
    managerId,
    mobilePhone: text('mobilePhone'),
    email: text('email'),
    sortCode: Number.isFinite(sortCode) ? sortCode : -1,
    description: text('description'),
  };
}

export interface ImportOutcome {
  resultType: number;
  snum: number;
  fnum: number;
  failResult: (ImportRow & { errorsInfo: string })[];
}

/** Validates every row with the create rules and inserts the good ones in one transaction. */
export function importUsers(app: FastifyInstance, rows: readonly ImportRow[], lang: Lang): { outcome: ImportOutcome; ids: string[] } {
  const now = app.clock();
  const failResult: ImportOutcome['failResult'] = [];
  const ids: string[] = [];
  app.db.transaction(() => {
    const names = nameIndex(app.db);
    const seen = new Set<string>();
    for (const row of rows) {
      try {
        const form = rowToForm(app, row, names);
        const key = (form.account ?? '').toLowerCase();
        if (key !== '' && seen.has(key)) throw badRequest('importDuplicateAccount', { account: form.account ?? '' });
        const id = newId(now);
        const user = cleanUser(app.db, form, null, id);
        seen.add(key);
        insertUser(app.db, user, NO_PASSWORD, now);
        ids.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        failResult.push({ ...row, errorsInfo: error.localise(lang) });
      }
    }
  })();
  return { outcome: { resultType: failResult.length === 0 ? 0 : 1, snum: ids.length, fnum: failResult.length, failResult }, ids };
}

export async function importExportRoutes(app: FastifyInstance): Promise<void> {
  // GET /ExportExcel: the list as filtered (keyword, organisation, the caller's data rules), only the columns they may see.
  app.get<{ Querystring: ExportQuery }>('/ExportExcel', {
    schema: {
      // The list's filters without its paging: the export is every matching row.
      querystring: {
        type: 'object',
        properties: {
          keyword: pagingQueryProperties.keyword,
          organizeId: { type: 'string', maxLength: 64 },
          enabledMark: { type: 'integer', enum: [0, 1] },
          selectKey: { type: 'string', maxLength: 1000 },
        },
      },
      response: downloadSchema,
    },
    config: EXPORT_ACCESS,
  }, async (request) => {
    const session = sessionOf(request);
    const where = userListWhere(app, session, request.query);
    const visible = visibleColumns(app.db, session, USER_PAGE);
    const asked = request.query.selectKey ? new Set(request.query.selectKey.split(',').map((key) => key.trim())) : null;
    const columns = EXPORT_COLUMNS.filter((column) => (asked === null || asked.has(column.key)) && (visible === 'all' || visible.has(column.key === 'roleName' ? 'roleName' : column.key)));
    const source: Iterable<UserListRow> = iterateUsers(app.db, where);
    const now = app.clock();
    const content = await streamWorkbook('用户信息', columns, exportRows(app, source, columns.map((column) => column.key), request.lang));
    const name = fileName(translate(request.lang, 'exportUsersName'), now);
    return ok(request, { url: createDownload(app.db, { userId: session.userId, fileName: name, contentType: XLSX_TYPE, content, now }), name });
  });

  // GET /TemplateDownload: headers, a gender dropdown and an organisation dropdown.
  app.get('/TemplateDownload', { schema: { response: downloadSchema }, config: IMPORT_ACCESS }, async (request) => {
    const now = app.clock();
    const content = await templateWorkbook(nameIndex(app.db).organizationPaths);
    const name = `${translate(request.lang, 'importTemplateName')}.xlsx`;
    return ok(request, { url: createDownload(app.db, { userId: sessionOf(request).userId, fileName: name, contentType: XLSX_TYPE, content, now }), name });
  });

  // POST /Uploader (multipart, field `file`): only xls/xlsx by name and by content, at most 500 KB.
  app.post('/Uploader', {
    schema: { response: envelope(objectOf({ name: str, fileName: str })) },
    config: IMPORT_ACCESS,
  }, async (request) => {
    if (!(request.body instanceof MultipartBody)) throw badRequest('importNoFile');
    const file = request.body.files[0];
    if (!file || file.data.length === 0) throw badRequest('importNoFile');
    const extension = /\.([A-Za-z]+)$/.exec(file.filename)?.[1]?.toLowerCase();
    const kind = spreadsheetKind(file.data);
    if ((extension !== 'xls' && extension !== 'xlsx') || kind === null || kind !== extension) throw badRequest('importFileType');
    if (file.data.length > MAX_UPLOAD_BYTES) throw badRequest('importFileSize');
    const name = `${randomBytes(12).toString('hex')}.${kind}`;
    storeUpload(app.db, { name, userId: sessionOf(request).userId, module: MODULE, content: file.data, now: app.clock() });
    return ok(request, { name, fileName: file.filename.replace(/#/g, '') });
  });

  // GET /ImportPreview?fileName: the header row and the data rows (headers must be the template's; at most 1000 rows).
  app.get<{ Querystring: { fileName: string } }>('/ImportPreview', {
    schema: {
      querystring: objectOf({ fileName: { type: 'string', minLength: 1, maxLength: 100 } }),
      response: envelope(objectOf({
        headerRow: { type: 'array', items: objectOf({ id: str, fullName: str }) },
        dataRow: { type: 'array', items: rowSchema },
      })),
    },
    config: IMPORT_ACCESS,
  }, async (request) => {
    const content = readUpload(app.db, request.query.fileName, sessionOf(request).userId, MODULE, app.clock());
    if (!content) throw badRequest('importNoFile');
    const read = await readImport(content);
    if (!read.ok) {
      if (read.reason === 'empty') throw badRequest('importEmpty');
      if (read.reason === 'headers') throw badRequest('importHeaders');
      if (read.reason === 'tooMany') throw badRequest('importTooManyRows', { max: MAX_IMPORT_ROWS });
      throw badRequest('importInvalid', { detail: read.detail ?? '' });
    }
    return ok(request, { headerRow: IMPORT_COLUMNS.map((column) => ({ id: column.key, fullName: column.header })), dataRow: read.rows });
  });

  // POST /ImportData {list}: the (edited) preview rows; the good ones are inserted in one transaction.
  app.post<{ Body: { list: ImportRow[] } }>('/ImportData', {
    schema: {
      body: objectOf({ list: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: rowSchema } }),
      response: envelope(objectOf({ resultType: int, snum: int, fnum: int, failResult: { type: 'array', items: failedRowSchema } })),
    },
    config: IMPORT_ACCESS,
  }, async (request) => {
    if (request.body.list.length === 0) throw badRequest('importEmpty');
    const { outcome, ids } = importUsers(app, request.body.list.map(normaliseRow), request.lang);
    if (ids.length > 0) permissionsChanged(app, ids);
    return ok(request, outcome);
  });

  // POST /ExportExceptionData {list} (also ImportExceptionData, the spec's generic name): the rejected rows with their reasons.
  const exceptionHandler = async (request: FastifyRequest<{ Body: { list: (ImportRow & { errorsInfo?: string })[] } }>) => {
    const now = app.clock();
    const columns = [...IMPORT_COLUMNS, { key: 'errorsInfo', header: '异常原因' }];
    const rows = request.body.list.map((row) => Object.fromEntries(columns.map((column) => [column.key, String((row as Record<string, unknown>)[column.key] ?? '')])));
    const content = await streamWorkbook('用户信息', columns, rows);
    const name = fileName(translate(request.lang, 'exportExceptionName'), now);
    return ok(request, { url: createDownload(app.db, { userId: sessionOf(request).userId, fileName: name, contentType: XLSX_TYPE, content, now }), name });
  };
  const exceptionSchema = {
    body: objectOf({ list: { type: 'array', maxItems: MAX_IMPORT_ROWS, items: failedRowSchema } }),
    response: downloadSchema,
  };
  app.post('/ExportExceptionData', { schema: exceptionSchema, config: IMPORT_ACCESS }, exceptionHandler);
  app.post('/ImportExceptionData', { schema: exceptionSchema, config: IMPORT_ACCESS }, exceptionHandler);
}

function normaliseRow(row: ImportRow): ImportRow {
  const clean: ImportRow = {};
  for (const column of IMPORT_COLUMNS) {
    const value = (row as Record<string, unknown>)[column.key];
    clean[column.key] = value === null || value === undefined ? '' : String(value);
  }
  return clean;
}
