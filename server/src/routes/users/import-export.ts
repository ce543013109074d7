// Export of the filtered user list and the import wizard's calls (spec sections 5 and 7 "Files,
// print, import"): TemplateDownload, Uploader, ImportPreview, ImportData, ExportExceptionData
// (the generic import routes of ../spreadsheet-import.ts with the user rows).
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../auth/sessions';
import { newId } from '../../db/ids';
import { USER_PAGE } from '../../db/seed/menus';
import { translate, type Lang } from '../../i18n/messages';
import { permissionsChanged } from '../../permission/changes';
import { visibleColumns } from '../../permission/field-rights';
import type { Access } from '../../plugins/auth';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { envelope, objectOf, str } from '../common-schemas';
import { pagingQueryProperties } from '../paging';
import { datedFileName, importInTransaction, importRoutes, streamWorkbook, xlsxDownload, type ImportOutcome } from '../spreadsheet-import';
import { nameIndex, NO_PASSWORD, userIdByAccount, type NameIndex } from './import-repository';
import { insertUser, iterateUsers, type UserListRow } from './repository';
import { GENDER_NAMES, IMPORT_COLUMNS, userTemplate, type ImportKey, type ImportRow } from './spreadsheets';
import { assertMayAssign } from './user-crud';
import { cleanUser, type UserForm } from './user-input';
import { userListWhere, withNames, type UserListItem, type UserListQuery } from './user-list';

const MODULE = 'permission.user';
const EXPORT_ACCESS = { access: { page: USER_PAGE, button: 'btn_export' } };
const IMPORT_ACCESS: Access = { page: USER_PAGE, button: 'btn_import' };

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

interface ExportQuery extends UserListQuery {
  /** Columns to export, joined with commas (JNPF selectKey); all when absent. */
  selectKey?: string;
}

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

export type { ImportOutcome };

/**
 * Validates every row with the create rules (a role, position or organisation beyond a
 * non-administrator's own rights fails its row: assertMayAssign) and inserts the good ones in one transaction.
 */
export function importUsers(app: FastifyInstance, session: Session, rows: readonly ImportRow[], lang: Lang): { outcome: ImportOutcome; ids: string[] } {
  const now = app.clock();
  const ids: string[] = [];
  const outcome = importInTransaction(app, rows, lang, () => {
    const names = nameIndex(app.db);
    const seen = new Set<string>();
    return (row) => {
      const form = rowToForm(app, row, names);
      const key = (form.account ?? '').toLowerCase();
      if (key !== '' && seen.has(key)) throw badRequest('importDuplicateAccount', { account: form.account ?? '' });
      const id = newId(now);
      const user = cleanUser(app.db, form, null, id);
      assertMayAssign(app, session, user, null);
      seen.add(key);
      insertUser(app.db, user, NO_PASSWORD, now);
      ids.push(id);
    };
  });
  return { outcome, ids };
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
    const content = await streamWorkbook('用户信息', columns, exportRows(app, source, columns.map((column) => column.key), request.lang));
    return ok(request, xlsxDownload(app, request, datedFileName(translate(request.lang, 'exportUsersName'), app.clock()), content));
  });

  importRoutes(app, {
    path: '',
    uploadKey: MODULE,
    access: IMPORT_ACCESS,
    sheetName: '用户信息',
    columns: IMPORT_COLUMNS,
    context: () => undefined,
    templateName: (lang) => translate(lang, 'importTemplateName'),
    template: () => userTemplate(nameIndex(app.db).organizationPaths),
    exceptionName: (lang) => translate(lang, 'exportExceptionName'),
    importRows: (request, _context, rows) => {
      const { outcome, ids } = importUsers(app, sessionOf(request), rows, request.lang);
      if (ids.length > 0) permissionsChanged(app, ids);
      return outcome;
    },
  });
}
