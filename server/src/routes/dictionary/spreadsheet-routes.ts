// The data of one dictionary category as a spreadsheet: the import wizard's calls under
// /api/system/DictionaryData/{typeId}/ (TemplateDownload, Uploader, ImportPreview, ImportData,
// ImportExceptionData) and an xlsx export, /{typeId}/ExportExcel. JNPF's JSON
// /{id}/Action/Export and /Action/Import (a whole category) stay in transfer.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { parentsFirst } from '../../domain/tree';
import { translate } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { envelope, objectOf, str } from '../common-schemas';
import {
  datedFileName, importInTransaction, importRoutes, streamWorkbook, templateWorkbook, xlsxDownload, type SheetRow,
} from '../spreadsheet-import';
import { canExport, canImport } from './access';
import { DATA_ROOT, findTypeByIdOrCode, insertData, listData, type DictionaryType } from './repository';
import { cleanDataInput, type CleanData } from './validation';

/** The template's (and the export's) columns, in order. */
export const DICTIONARY_COLUMNS = [
  { key: 'fullName', header: '名称', width: 24 },
  { key: 'enCode', header: '编码', width: 20 },
  { key: 'parentCode', header: '上级编码', width: 20 },
  { key: 'sortCode', header: '排序', width: 10 },
  { key: 'enabledMark', header: '状态', width: 10 },
  { key: 'description', header: '说明', width: 36 },
] as const;
const SHEET = '字典数据';
const ENABLED = '启用';
const DISABLED = '禁用';
const UPLOAD_KEY = 'system.dictionaryData';

function typeOf(app: FastifyInstance, request: FastifyRequest): DictionaryType {
  const { id } = request.params as { id: string };
  const type = findTypeByIdOrCode(app.db, id);
  if (!type) throw notFound('entityDictType');
  return type;
}

function stateOf(text: string): number {
  if (text === '' || text === ENABLED || text === '1') return 1;
  if (text === DISABLED || text === '0') return 0;
  throw badRequest('importBadState');
}

/** A row checked alone: the form's rules, the state, and the code free in the category and the file. */
interface Checked {
  item: CleanData;
  parentCode: string;
}

/**
 * Imports rows into a category in one transaction. A row is refused when it breaks the data form's
 * rules, repeats a code (of the category or of an earlier row), names a parent code that is neither
 * in the category nor among the accepted rows, or sits in a parent cycle.
 */
export function importDictionaryRows(app: FastifyInstance, type: DictionaryType, rows: readonly SheetRow[], request: FastifyRequest) {
  const now = app.clock();
  return importInTransaction(app, rows, request.lang, () => {
    const existing = new Map(listData(app.db, type.id).map((item) => [item.enCode, item.id]));
    const checked: (Checked | ApiError)[] = [];
    const firstRowOfCode = new Map<string, number>();
    rows.forEach((row, index) => {
      try {
        const text = (key: string): string => (row[key] ?? '').trim();
        const sortText = text('sortCode');
        const item = cleanDataInput({
          parentId: DATA_ROOT,
          fullName: row.fullName ?? '',
          enCode: row.enCode ?? '',
          enabledMark: stateOf(text('enabledMark')),
          sortCode: sortText === '' ? 0 : Number(sortText),
          description: row.description ?? '',
        });
        if (existing.has(item.enCode)) throw badRequest('codeExists', { code: item.enCode });
        if (firstRowOfCode.has(item.enCode)) throw badRequest('importDuplicateCode', { code: item.enCode });
        firstRowOfCode.set(item.enCode, index);
        const parentCode = text('parentCode');
        if (parentCode !== '' && type.isTree !== 1) throw badRequest('dictNotTree');
        checked.push({ item, parentCode });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        checked.push(error);
      }
    });
    // Parents: an item of the category, or an accepted row (in any order). A row whose parent row
    // is refused is refused too (its parent will not exist); rows caught in a cycle never reach the top.
    const parentRowOf = (entry: Checked): number | undefined => (entry.parentCode === '' || existing.has(entry.parentCode) ? undefined : firstRowOfCode.get(entry.parentCode));
    const candidates = checked.flatMap((entry, index) => {
      if (entry instanceof ApiError) return [];
      if (entry.parentCode !== '' && !existing.has(entry.parentCode) && !firstRowOfCode.has(entry.parentCode)) {
        checked[index] = badRequest('importUnknownName', { field: '上级编码', name: entry.parentCode });
        return [];
      }
      const parentRow = parentRowOf(entry);
      return [{ id: `row:${index}`, parentId: parentRow === undefined ? DATA_ROOT : `row:${parentRow}`, index, entry }];
    });
    const reachable = new Set(parentsFirst(candidates, DATA_ROOT).map((candidate) => candidate.index));
    const inCycle = (start: number): boolean => {
      const seen = new Set<number>();
      for (let at: number | undefined = start; at !== undefined; ) {
        if (seen.has(at)) return true;
        seen.add(at);
        const entry = checked[at];
        if (!entry || entry instanceof ApiError) return false;
        at = parentRowOf(entry);
      }
      return false;
    };
    const verdicts = candidates.map((candidate) => (reachable.has(candidate.index) ? 'ok' : inCycle(candidate.index) ? 'cycle' : 'parentRefused'));
    const ids = new Map<number, string>();
    candidates.forEach((candidate, at) => {
      if (verdicts[at] === 'ok') ids.set(candidate.index, newId(now));
      else if (verdicts[at] === 'cycle') checked[candidate.index] = badRequest('parentCycle');
      else checked[candidate.index] = badRequest('importUnknownName', { field: '上级编码', name: candidate.entry.parentCode });
    });
    return (_row, index) => {
      const entry = checked[index];
      if (entry instanceof ApiError || entry === undefined) throw entry ?? badRequest('importEmpty');
      const parentRow = parentRowOf(entry);
      const parentId = parentRow === undefined ? existing.get(entry.parentCode) ?? DATA_ROOT : ids.get(parentRow);
      const id = ids.get(index);
      if (parentId === undefined || id === undefined) throw badRequest('parentNotFound'); // not reached: checked above
      insertData(app.db, { ...entry.item, parentId, id, dictionaryTypeId: type.id, creatorTime: now });
    };
  });
}

/** The category's items as spreadsheet rows, parents before children. */
function* exportRows(app: FastifyInstance, type: DictionaryType): Generator<Record<string, string | number>> {
  const items = parentsFirst(listData(app.db, type.id), DATA_ROOT);
  const codes = new Map(items.map((item) => [item.id, item.enCode]));
  for (const item of items) {
    yield {
      fullName: item.fullName,
      enCode: item.enCode,
      parentCode: codes.get(item.parentId) ?? '',
      sortCode: item.sortCode,
      enabledMark: item.enabledMark === 1 ? ENABLED : DISABLED,
      description: item.description,
    };
  }
}

/** Registered inside /api/system/DictionaryData. */
export function dictionarySpreadsheetRoutes(app: FastifyInstance): void {
  // GET /{typeId}/ExportExcel: every item of the category, in the template's columns (so the file imports again).
  app.get('/:id/ExportExcel', {
    schema: { params: objectOf({ id: { type: 'string', minLength: 1, maxLength: 64 } }), response: envelope(objectOf({ url: str, name: str })) },
    config: { access: canExport },
  }, async (request) => {
    const type = typeOf(app, request);
    const content = await streamWorkbook(SHEET, DICTIONARY_COLUMNS, exportRows(app, type));
    return ok(request, xlsxDownload(app, request, datedFileName(type.fullName, app.clock()), content));
  });

  importRoutes(app, {
    path: '/:id',
    uploadKey: UPLOAD_KEY,
    access: canImport,
    sheetName: SHEET,
    columns: DICTIONARY_COLUMNS,
    context: (request) => typeOf(app, request),
    templateName: (lang, type) => `${type.fullName}${translate(lang, 'dictImportTemplateName')}`,
    template: () => templateWorkbook(SHEET, DICTIONARY_COLUMNS, [{ key: 'enabledMark', values: [ENABLED, DISABLED], allowBlank: true }]),
    exceptionName: (lang) => translate(lang, 'dictImportErrorsName'),
    importRows: (request, type, rows) => importDictionaryRows(app, type, rows, request),
  });
}
