import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { createDownload } from '../../domain/downloads';
import { parentsFirst } from '../../domain/tree';
import { translate, type Lang } from '../../i18n/messages';
import type { Access } from '../../plugins/auth';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import {
  DATA_ROOT,
  TYPE_ROOT,
  dataIdsExist,
  findType,
  insertData,
  insertType,
  listData,
  typeCodeTaken,
} from './repository';
import { exportSchema, importSchema } from './schemas';
import { cleanDataInput, cleanTypeInput, type CleanData, type CleanType } from './validation';

const FORMAT = 'atrium.dictionary';
const VERSION = 1;
const MAX_ITEMS = 10000;

/** The export file: one category and all of its items, parents before children. */
export interface DictionaryExport {
  format: typeof FORMAT;
  version: typeof VERSION;
  exportedAt: number;
  type: { id: string; parentId: string } & CleanType;
  data: Array<{ id: string; parentId: string } & Omit<CleanData, 'parentId'>>;
}

interface Parsed {
  /** parentId is the exported parent; it is used only if that category exists here. */
  type: { id: string } & CleanType;
  data: Array<{ id: string } & CleanData>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(detail: string): ApiError {
  return badRequest('importInvalid', { detail });
}

/** Re-labels a rule failure with where it happened in the file, keeping the rule's own message. */
function within<T>(lang: Lang, where: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ApiError) throw invalid(`${where}: ${error.localise(lang)}`);
    throw error;
  }
}

function idOf(value: unknown, where: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw invalid(`${where}.id`);
  return value;
}

function readContent(body: unknown): unknown {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw invalid('JSON');
    }
  };
  if (body instanceof MultipartBody) {
    const file = body.files[0];
    if (!file) throw badRequest('importNoFile');
    return parse(file.data.toString('utf8'));
  }
  if (isRecord(body) && typeof body.content === 'string') return parse(body.content);
  return body;
}

/** Checks the whole file with the same rules as the forms before anything is written. */
function parseExport(content: unknown, lang: Lang): Parsed {
  if (!isRecord(content) || content.format !== FORMAT) throw invalid('format');
  if (content.version !== VERSION) throw invalid('version');
  if (!isRecord(content.type)) throw invalid('type');
  const rawType = content.type;
  const parentId = typeof rawType.parentId === 'string' && rawType.parentId !== '' ? rawType.parentId : TYPE_ROOT;
  const type = { id: idOf(rawType.id, 'type'), ...within(lang, 'type', () => cleanTypeInput({ ...rawType, parentId })) };
  if (!Array.isArray(content.data) || content.data.length > MAX_ITEMS) throw invalid('data');

  const codes = new Set<string>();
  const data = content.data.map((raw: unknown, index) => {
    const where = `data[${index}]`;
    if (!isRecord(raw)) throw invalid(where);
    const id = idOf(raw.id, where);
    const item = within(lang, where, () => cleanDataInput(raw));
    if (codes.has(item.enCode)) throw invalid(`${where}: ${translate(lang, 'codeExists', { code: item.enCode })}`);
    codes.add(item.enCode);
    return { id, ...item };
  });

  const ids = new Set(data.map((item) => item.id));
  if (ids.size !== data.length || ids.has(type.id)) throw invalid('data.id');
  data.forEach((item, index) => {
    if (item.parentId === DATA_ROOT) return;
    if (type.isTree !== 1) throw invalid(`data[${index}]: ${translate(lang, 'dictNotTree')}`);
    if (!ids.has(item.parentId)) throw invalid(`data[${index}]: ${translate(lang, 'parentNotFound')}`);
  });
  // Items caught in a parent cycle are unreachable from the root and drop out of the walk.
  if (parentsFirst(data, DATA_ROOT).length !== data.length) throw invalid(translate(lang, 'parentCycle'));
  return { type, data };
}

export function exportRoute(app: FastifyInstance, access: Access): void {
  app.get<{ Params: { id: string } }>('/:id/Action/Export', { schema: exportSchema, config: { access } }, async (request) => {
    const type = findType(app.db, request.params.id);
    if (!type) throw notFound('entityDictType');
    const now = app.clock();
    const file: DictionaryExport = {
      format: FORMAT,
      version: VERSION,
      exportedAt: now,
      type: {
        id: type.id,
        parentId: type.parentId,
        fullName: type.fullName,
        enCode: type.enCode,
        isTree: type.isTree,
        sortCode: type.sortCode,
        description: type.description,
      },
      data: parentsFirst(listData(app.db, type.id), DATA_ROOT).map((item) => ({
        id: item.id,
        parentId: item.parentId,
        fullName: item.fullName,
        enCode: item.enCode,
        enabledMark: item.enabledMark,
        sortCode: item.sortCode,
        description: item.description,
      })),
    };
    const name = `${type.fullName}.json`;
    const url = createDownload(app.db, {
      userId: sessionOf(request).userId,
      fileName: name,
      contentType: 'application/json; charset=utf-8',
      content: Buffer.from(JSON.stringify(file, null, 2), 'utf8'),
      now,
    });
    return ok(request, { url, name });
  });
}

export function importRoute(app: FastifyInstance, access: Access): void {
  app.post('/Action/Import', { schema: importSchema, config: { access } }, async (request) => {
    const parsed = parseExport(readContent(request.body), request.lang);
    const now = app.clock();
    const result = app.db.transaction(() => {
      if (typeCodeTaken(app.db, parsed.type.enCode, null)) throw badRequest('importTypeExists', { code: parsed.type.enCode });
      // Keep the exported ids when they are free, so records that point at these items stay valid after a restore.
      const keepIds = !findType(app.db, parsed.type.id) && !dataIdsExist(app.db, parsed.data.map((item) => item.id));
      const ids = new Map<string, string>();
      const remap = (id: string): string => {
        let next = ids.get(id);
        if (!next) {
          next = keepIds ? id : newId(now);
          ids.set(id, next);
        }
        return next;
      };
      const typeId = remap(parsed.type.id);
      const parentId = findType(app.db, parsed.type.parentId) ? parsed.type.parentId : TYPE_ROOT;
      insertType(app.db, { ...parsed.type, id: typeId, parentId, creatorTime: now });
      for (const item of parentsFirst(parsed.data, DATA_ROOT)) {
        insertData(app.db, {
          ...item,
          id: remap(item.id),
          dictionaryTypeId: typeId,
          parentId: item.parentId === DATA_ROOT ? DATA_ROOT : remap(item.parentId),
          creatorTime: now,
        });
      }
      return { id: typeId, count: parsed.data.length };
    })();
    return ok(request, result, 'imported');
  });
}
