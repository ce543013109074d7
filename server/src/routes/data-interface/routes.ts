import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { createDownload } from '../../domain/downloads';
import { checkDefinition, discoverFields, execute, fieldsOf, type ResultRow } from '../../data-interface/execute';
import { cleanInterfaceInput, type InterfaceFields, type InterfaceInput, type ParamInput } from '../../data-interface/model';
import {
  categoryExists,
  codeTaken,
  deleteInterface,
  findInterface,
  insertInterface,
  listCategories,
  listInterfaces,
  listLogs,
  selectorRows,
  setEnabled,
  updateInterface,
  type DataInterface,
} from '../../data-interface/repository';
import { rowsByIds, searchRows, type ColumnOption, type ListQuery } from '../../data-interface/select';
import { settingsFromEnv, type DataInterfaceSettings } from '../../data-interface/settings';
import { createDataInterfaceService, type CallAction, type Caller } from '../../data-interface/service';
import { sessionOf } from '../../plugins/auth';
import { rowsWithinRules } from '../../visualdev/records/linked-rows';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { messages, translate, type Lang, type MessageKey, type MessageParams } from '../../i18n/messages';
import { pageWindow, type PagingQuery } from '../paging';
import { copyNames } from '../print/copy-names';
import {
  actionListSchema,
  copySchema,
  createSchema,
  deleteSchema,
  exportSchema,
  fieldsSchema,
  infoByIdsSchema,
  infoSchema,
  listSchema,
  logSchema,
  paramSchema,
  previewSchema,
  selectorSchema,
  stateSchema,
  updateSchema,
} from './schemas';
import { dataName } from '../dictionary/repository';

const ADMIN = { access: 'administrator' as const };

interface IdParams {
  id: string;
}

interface RunBody {
  paramList?: ParamInput[] | null;
  config?: InterfaceInput | null;
}

interface ActionListBody {
  propsValue?: string | null;
  relationField?: string | null;
  columnOptions?: ColumnOption[] | null;
  paramList?: ParamInput[] | null;
  listQuery?: ListQuery | null;
  keyword?: string | null;
  currentPage?: number | null;
  pageSize?: number | null;
}

interface InfoByIdsBody {
  ids?: Array<string | number> | null;
  propsValue?: string | null;
  paramList?: ParamInput[] | null;
}

export interface DataInterfaceRoutesOptions {
  /** Tests pass their own; the server reads the environment (data-interface/settings.ts). */
  settings?: DataInterfaceSettings;
}

/** What the editor loads, under JNPF's names. */
function view(item: DataInterface, category: string, creatorUser: string) {
  return {
    id: item.id,
    categoryId: item.categoryId,
    categoryName: category,
    fullName: item.fullName,
    enCode: item.enCode,
    dataType: item.dataType,
    requestMethod: item.requestMethod,
    path: item.path,
    query: item.query,
    requestHeaders: item.requestHeaders,
    requestParameters: item.requestParameters,
    sortCode: item.sortCode,
    enabledMark: item.enabledMark,
    description: item.description,
    creatorUser,
    creatorTime: item.creatorTime,
    lastModifyTime: item.lastModifyTime,
  };
}

/** The export file: the definition without ids or authors, so an import elsewhere makes a new one. */
function exportFile(item: DataInterface, now: number) {
  return {
    kind: 'atrium.dataInterface',
    version: 1,
    exportedAt: now,
    dataInterface: {
      categoryId: item.categoryId,
      fullName: item.fullName,
      enCode: item.enCode,
      dataType: item.dataType,
      requestMethod: item.requestMethod,
      path: item.path,
      query: item.query,
      requestHeaders: item.requestHeaders,
      requestParameters: item.requestParameters,
      sortCode: item.sortCode,
      enabledMark: item.enabledMark,
      description: item.description,
    },
  };
}

/**
 * /api/system/DataInterface (issue 15 item 6): data interfaces of three kinds (static JSON, HTTP
 * to an allow-listed host, one read-only SELECT), their preview, fields, copy, export and state.
 * Management is for administrators only; Action/List and Action/InfoByIds (popup selects) are for
 * any signed-in user, on enabled interfaces. Every run is logged (GET /api/system/DataInterfaceLog/{id}).
 */
export async function dataInterfaceRoutes(app: FastifyInstance, options: DataInterfaceRoutesOptions): Promise<void> {
  const settings = options.settings ?? settingsFromEnv();
  const service = createDataInterfaceService({ db: app.db, dbFile: app.config.dbFile, settings, clock: app.clock });
  app.addHook('onClose', async () => service.close());
  const engine = service.engine;

  const requireInterface = (id: string): DataInterface => {
    const item = findInterface(app.db, id);
    if (!item) throw notFound('entityDataInterface');
    return item;
  };

  const userName = (id: string | null): string =>
    id ? ((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '') : '';

  /** Inside the write transaction: the category and the unique code. */
  const checkRefs = (fields: InterfaceFields, editedId: string | null): void => {
    if (!categoryExists(app.db, fields.categoryId)) throw badRequest('diCategoryNotFound');
    if (codeTaken(app.db, fields.enCode, editedId)) throw badRequest('codeExists', { code: fields.enCode });
  };

  const caller = (request: FastifyRequest): Caller => ({ userId: request.session?.userId ?? null, ip: request.ip });
  const logged = <T>(request: FastifyRequest, id: string, action: CallAction, work: () => Promise<T>): Promise<T> =>
    service.logged(id, caller(request), action, work);

  /** The definition a preview or field discovery runs: the unsaved form when given (fully checked), else the stored one. */
  const definitionOf = async (id: string, body: RunBody): Promise<InterfaceFields> => {
    if (body.config) {
      const fields = cleanInterfaceInput(body.config, settings.hosts);
      await checkDefinition(engine, fields);
      return fields;
    }
    return requireInterface(id);
  };

  type ListRequest = FastifyRequest<{ Querystring: PagingQuery & { categoryId?: string; dataType?: number } }>;
  /** One page of interfaces; `enabledOnly` for the pickers' list. */
  const listPage = (enabledOnly: boolean) => async (request: ListRequest) => {
    const window = pageWindow(request.query);
    const { list, total } = listInterfaces(app.db, {
      keyword: request.query.keyword?.trim() ?? '',
      categoryId: request.query.categoryId ?? '',
      dataType: request.query.dataType ?? null,
      enabledOnly,
      offset: window.offset,
      limit: window.limit,
    });
    return ok(request, { list, pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } });
  };

  app.get('/', { schema: listSchema, config: ADMIN }, listPage(false));
  // JNPF's getList: the same list of enabled interfaces, for pickers that page through it.
  app.get('/getList', { schema: listSchema, config: ADMIN }, listPage(true));

  // The pickers' tree: every category with its enabled interfaces (designers choose option sources here).
  app.get('/Selector', { schema: selectorSchema, config: ADMIN }, async (request) => {
    const rows = selectorRows(app.db);
    const categories = listCategories(app.db);
    const known = new Set(categories.map((category) => category.id));
    const groups = [...categories, { id: '', fullName: translate(request.lang, 'diNoCategory'), enCode: '' }];
    const list = groups
      .map((category) => {
        const children = rows
          .filter((row) => (category.id === '' ? !known.has(row.categoryId) : row.categoryId === category.id))
          .map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, dataType: row.dataType, categoryId: row.categoryId, hasChildren: false }));
        return { id: category.id || '0', fullName: category.fullName, hasChildren: children.length > 0, children };
      })
      .filter((group) => group.id !== '0' || group.children.length > 0);
    return ok(request, { list });
  });

  app.get<{ Params: IdParams }>('/GetParam/:id', { schema: paramSchema, config: ADMIN }, async (request) => {
    return ok(request, requireInterface(request.params.id).requestParameters);
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: ADMIN }, async (request) => {
    const item = requireInterface(request.params.id);
    return ok(request, view(item, dataName(app.db, item.categoryId), userName(item.creatorUserId)));
  });

  app.post<{ Body: InterfaceInput }>('/', { schema: createSchema, config: ADMIN }, async (request) => {
    const session = sessionOf(request);
    const fields = cleanInterfaceInput(request.body, settings.hosts);
    await checkDefinition(engine, fields);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRefs(fields, null);
      insertInterface(app.db, { ...fields, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: InterfaceInput }>('/:id', { schema: updateSchema, config: ADMIN }, async (request) => {
    const session = sessionOf(request);
    requireInterface(request.params.id);
    const fields = cleanInterfaceInput(request.body, settings.hosts);
    await checkDefinition(engine, fields);
    app.db.transaction(() => {
      const current = requireInterface(request.params.id);
      checkRefs(fields, current.id);
      updateInterface(app.db, current.id, fields, session.userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: ADMIN }, async (request) => {
    app.db.transaction(() => {
      deleteInterface(app.db, requireInterface(request.params.id).id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: ADMIN }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const item = requireInterface(request.params.id);
      const next = item.enabledMark === 1 ? 0 : 1;
      setEnabled(app.db, item.id, next, sessionOf(request).userId, app.clock());
      return next;
    })();
    return ok(request, { enabledMark }, 'updated');
  });

  // JNPF's copy: `{name}.副本{suffix}` and `{code}{suffix}`, disabled until someone checks it.
  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: copySchema, config: ADMIN }, async (request) => {
    const session = sessionOf(request);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireInterface(request.params.id);
      const names = copyNames(source, (code) => codeTaken(app.db, code, null));
      insertInterface(app.db, { ...source, ...names, enabledMark: 0, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'diCopied');
  });

  app.get<{ Params: IdParams }>('/:id/Action/Export', { schema: exportSchema, config: ADMIN }, async (request) => {
    const item = requireInterface(request.params.id);
    const now = app.clock();
    const name = `${item.fullName}.json`;
    const url = createDownload(app.db, {
      userId: sessionOf(request).userId,
      fileName: name,
      contentType: 'application/json; charset=utf-8',
      content: Buffer.from(JSON.stringify(exportFile(item, now), null, 2), 'utf8'),
      now,
    });
    return ok(request, { url, name });
  });

  app.post<{ Params: IdParams; Body: RunBody | null }>('/:id/Actions/Preview', { schema: previewSchema, config: ADMIN }, async (request) => {
    const body = request.body ?? {};
    const started = Date.now();
    const run = async () => execute(engine, await definitionOf(request.params.id, body), body.paramList);
    // A draft (no stored interface yet) is not logged: the log belongs to an interface.
    const rows: ResultRow[] = body.config && !findInterface(app.db, request.params.id) ? await run() : await logged(request, request.params.id, 'preview', run);
    return ok(request, { list: rows.slice(0, 500), fields: fieldsOf(rows), total: rows.length, duration: Date.now() - started });
  });

  app.post<{ Params: IdParams; Body: RunBody | null }>('/:id/Actions/GetFields', { schema: fieldsSchema, config: ADMIN }, async (request) => {
    const body = request.body ?? {};
    const run = async () => discoverFields(engine, await definitionOf(request.params.id, body), body.paramList);
    const fields = body.config && !findInterface(app.db, request.params.id) ? await run() : await logged(request, request.params.id, 'fields', run);
    return ok(request, fields);
  });

  app.post<{ Params: IdParams; Body: ActionListBody | null }>('/:id/Action/List', { schema: actionListSchema }, async (request) => {
    const body = request.body ?? {};
    const query: ListQuery = { ...body.listQuery };
    const window = pageWindow({ currentPage: query.currentPage ?? body.currentPage ?? undefined, pageSize: query.pageSize ?? body.pageSize ?? undefined });
    const called = await service.callEnabled(request.params.id, body.paramList, caller(request), 'list');
    const rows = rowsWithinRules(app.db, sessionOf(request), called.reads, called.rows);
    const found = searchRows(rows, query.keyword ?? body.keyword ?? '', body.relationField ?? '', body.columnOptions ?? []);
    return ok(request, {
      list: found.slice(window.offset, window.offset + window.limit),
      pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total: found.length },
    });
  });

  app.post<{ Params: IdParams; Body: InfoByIdsBody | null }>('/:id/Action/InfoByIds', { schema: infoByIdsSchema }, async (request) => {
    const body = request.body ?? {};
    const ids = body.ids ?? [];
    if (ids.length === 0) throw badRequest('diIdsRequired');
    const called = await service.callEnabled(request.params.id, body.paramList, caller(request), 'infoByIds');
    const rows = rowsWithinRules(app.db, sessionOf(request), called.reads, called.rows);
    return ok(request, rowsByIds(rows, body.propsValue || 'id', ids));
  });
}

/** A stored outcome in the reader's language; '' for a success. */
function logMessage(lang: Lang, stored: string): string {
  if (!stored) return '';
  try {
    const parsed = JSON.parse(stored) as { key?: string; params?: MessageParams; text?: string };
    if (parsed.key && parsed.key in messages) return translate(lang, parsed.key as MessageKey, parsed.params ?? {});
    return parsed.text ?? '';
  } catch {
    return stored;
  }
}

/** /api/system/DataInterfaceLog/{id}: the calls of one interface, newest first, with paging. */
export async function dataInterfaceLogRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: IdParams; Querystring: PagingQuery }>('/:id', { schema: logSchema, config: ADMIN }, async (request) => {
    if (!findInterface(app.db, request.params.id)) throw notFound('entityDataInterface');
    const window = pageWindow(request.query);
    const { list, total } = listLogs(app.db, request.params.id, request.query.keyword?.trim() ?? '', window.offset, window.limit);
    return ok(request, {
      list: list.map((row) => ({ ...row, message: logMessage(request.lang, row.message) })),
      pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total } });
  });
}
