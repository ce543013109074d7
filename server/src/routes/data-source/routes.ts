import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { dataSourceDirOf, ensureDir } from '../../data-source/files';
import { checkIdentifier } from '../../data-source/identifiers';
import { alterTable, cleanTable, createTable, dropTable, fieldsOf, listTables, previewRows, requireTable, type FieldInput } from '../../data-source/model';
import {
  deleteDataSource, enabledDataSources, findDataSource, insertDataSource, listDataSources, nameTaken, setDataSourceEnabled, updateDataSource,
  type DataSource, type DataSourceFields,
} from '../../data-source/repository';
import { SecretBox } from '../../data-source/secrets';
import { DataSources, type SourceHandle } from '../../data-source/sources';
import { DataSync } from '../../data-source/sync';
import { DEFAULT_LINK_ID, DEFAULT_PORTS, isDbType } from '../../data-source/types';
import { translate } from '../../i18n/messages';
import { keptSecret, maskSecret } from '../../mail/secrets';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import {
  fieldsSchema, previewSchema, sourceCreateSchema, sourceDeleteSchema, sourceInfoSchema, sourceListSchema, sourceSelectorSchema, sourceStateSchema,
  sourceTestSchema, sourceUpdateSchema, syncCheckSchema, syncExecuteSchema, syncProgressSchema, tableCreateSchema, tableDeleteSchema,
  tableInfoSchema, tablesSchema, tableUpdateSchema,
} from './schemas';

const ADMIN = { access: 'administrator' as const };

export const NAME_MAX = 50;
export const TEXT_MAX = 100;
export const HOST_MAX = 255;
export const PASSWORD_MAX = 200;
export const DESCRIPTION_MAX = 500;
const HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])$/;

export interface SourceInput {
  id?: string | null;
  fullName?: string | null;
  dbType?: string | null;
  host?: string | null;
  port?: number | null;
  userName?: string | null;
  password?: string | null;
  serviceName?: string | null;
  dbSchema?: string | null;
  tableSpace?: string | null;
  sortCode?: number | null;
  enabledMark?: 0 | 1 | null;
  description?: string | null;
}

interface Services {
  sources: DataSources;
  secrets: SecretBox;
  sync: DataSync;
}

/** Keyed by the HTTP server, which every scope of one app shares (as the backup manager is). */
const registry = new WeakMap<object, Services>();

export function dataSourceServicesOf(app: FastifyInstance): Services {
  let services = registry.get(app.server);
  if (!services) {
    services = {
      sources: new DataSources(app.db, dataSourceDirOf(app.config.dbFile), app.config.dbFile),
      secrets: SecretBox.forDatabase(app.config.dbFile),
      sync: new DataSync(app.db),
    };
    registry.set(app.server, services);
  }
  return services;
}

const text = (value: string | null | undefined): string => (value ?? '').trim();

type FieldLabel = 'dsLabelHost' | 'dsLabelUser' | 'dsLabelPassword' | 'dsLabelService' | 'dsLabelSchema' | 'dsLabelTableSpace' | 'dsLabelDescription';

function limited(value: string, field: FieldLabel, max: number): string {
  if (value.length > max) throw new ApiError(400, 'dsFieldTooLong', { max }, { field });
  return value;
}

/**
 * The form, checked (code 400 with the reason). SQLite needs only its file; the other types need
 * JNPF's host, port, user and database name. `forTest`: the connection test needs no name.
 */
function cleanSource(services: Services, body: SourceInput, stored: DataSource | undefined, forTest: boolean): DataSourceFields {
  const fullName = text(body.fullName);
  if (!forTest && !fullName) throw badRequest('dsNameRequired');
  if (fullName.length > NAME_MAX) throw badRequest('dsNameTooLong', { max: NAME_MAX });
  if (!isDbType(body.dbType)) throw badRequest('dsTypeInvalid');
  const dbType = body.dbType;
  const description = limited(text(body.description), 'dsLabelDescription', DESCRIPTION_MAX);
  const common = { fullName, dbType, sortCode: body.sortCode ?? 0, enabledMark: body.enabledMark ?? 1, description } as const;
  if (dbType === 'SQLite') {
    const serviceName = text(body.serviceName);
    services.sources.fileOf(serviceName);
    return { ...common, host: '', port: null, userName: '', passwordCipher: '', serviceName, dbSchema: '', tableSpace: '' };
  }
  const host = limited(text(body.host), 'dsLabelHost', HOST_MAX);
  if (!host) throw badRequest('dsHostRequired');
  if (!HOST.test(host)) throw badRequest('dsHostInvalid');
  const port = body.port ?? DEFAULT_PORTS[dbType];
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw badRequest('dsPortInvalid');
  const userName = limited(text(body.userName), 'dsLabelUser', TEXT_MAX);
  if (!userName) throw badRequest('dsUserRequired');
  const serviceName = limited(text(body.serviceName), 'dsLabelService', TEXT_MAX);
  if (!serviceName) throw badRequest('dsServiceRequired');
  const storedPassword = stored && stored.dbType !== 'SQLite' ? (services.secrets.open(stored.passwordCipher) ?? '') : '';
  const password = limited(keptSecret(body.password, storedPassword), 'dsLabelPassword', PASSWORD_MAX);
  return {
    ...common, host, port, userName, passwordCipher: services.secrets.seal(password), serviceName,
    dbSchema: limited(text(body.dbSchema), 'dsLabelSchema', TEXT_MAX), tableSpace: limited(text(body.tableSpace), 'dsLabelTableSpace', TEXT_MAX),
  };
}

/**
 * /api/system/DataSource: 数据连接 (issue 16 item 8). Connection definitions in JNPF's shape, a
 * connection test, enable/disable. Passwords are stored encrypted and answered as a mask; an empty
 * (or masked) password on edit keeps the stored one. Administrators only, checked on every call.
 */
export async function dataSourceRoutes(app: FastifyInstance): Promise<void> {
  const services = dataSourceServicesOf(app);
  const userName = (id: string | null): string =>
    id ? ((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '') : '';
  const view = (item: DataSource) => ({
    id: item.id,
    fullName: item.fullName,
    dbType: item.dbType,
    host: item.host,
    port: item.port,
    userName: item.userName,
    password: maskSecret(item.passwordCipher),
    serviceName: item.serviceName,
    dbSchema: item.dbSchema,
    tableSpace: item.tableSpace,
    sortCode: item.sortCode,
    enabledMark: item.enabledMark,
    description: item.description,
    creatorUser: userName(item.creatorUserId),
    creatorTime: item.creatorTime,
    lastModifyTime: item.lastModifyTime,
  });
  const requireSource = (id: string): DataSource => {
    const item = findDataSource(app.db, id);
    if (!item) throw notFound('entityDataSource');
    return item;
  };

  app.get<{ Querystring: PagingQuery & { dbType?: string } }>('/', { schema: sourceListSchema, config: ADMIN }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listDataSources(app.db, { keyword: request.query.keyword?.trim() ?? '', dbType: request.query.dbType ?? '', offset, limit });
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  // The pickers of 数据建模 and 数据同步: the built-in database first, then the enabled sources.
  app.get('/Selector', { schema: sourceSelectorSchema, config: ADMIN }, async (request) => ok(request, {
    list: [
      { id: DEFAULT_LINK_ID, fullName: translate(request.lang, 'dsDefaultName'), dbType: 'SQLite' },
      ...enabledDataSources(app.db).map((item) => ({ id: item.id, fullName: item.fullName, dbType: item.dbType })),
    ],
  }));

  app.post<{ Body: SourceInput }>('/Actions/Test', { schema: sourceTestSchema, config: ADMIN }, async (request) => {
    const stored = request.body.id ? findDataSource(app.db, request.body.id) : undefined;
    const fields = cleanSource(services, request.body, stored, true);
    services.sources.test(fields);
    return ok(request, null, 'dsTestOk');
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: sourceInfoSchema, config: ADMIN }, async (request) => ok(request, view(requireSource(request.params.id))));

  app.post<{ Body: SourceInput }>('/', { schema: sourceCreateSchema, config: ADMIN }, async (request) => {
    const now = app.clock();
    const fields = cleanSource(services, request.body, undefined, false);
    if (nameTaken(app.db, fields.fullName, null)) throw badRequest('dsNameTaken', { name: fields.fullName });
    if (fields.dbType === 'SQLite') {
      ensureDir(services.sources.dir);
      services.sources.createFileIfMissing(fields.serviceName);
    }
    const id = newId(now);
    app.db.transaction(() => {
      if (nameTaken(app.db, fields.fullName, null)) throw badRequest('dsNameTaken', { name: fields.fullName });
      insertDataSource(app.db, id, fields, sessionOf(request).userId, now);
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: { id: string }; Body: SourceInput }>('/:id', { schema: sourceUpdateSchema, config: ADMIN }, async (request) => {
    const now = app.clock();
    const stored = requireSource(request.params.id);
    const fields = cleanSource(services, request.body, stored, false);
    if (nameTaken(app.db, fields.fullName, request.params.id)) throw badRequest('dsNameTaken', { name: fields.fullName });
    if (fields.dbType === 'SQLite') {
      ensureDir(services.sources.dir);
      services.sources.createFileIfMissing(fields.serviceName);
    }
    app.db.transaction(() => {
      requireSource(request.params.id);
      if (nameTaken(app.db, fields.fullName, request.params.id)) throw badRequest('dsNameTaken', { name: fields.fullName });
      updateDataSource(app.db, request.params.id, fields, sessionOf(request).userId, now);
    })();
    return ok(request, null, 'updated');
  });

  app.put<{ Params: { id: string } }>('/:id/Actions/State', { schema: sourceStateSchema, config: ADMIN }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const item = requireSource(request.params.id);
      const next = item.enabledMark === 1 ? 0 : 1;
      setDataSourceEnabled(app.db, item.id, next, sessionOf(request).userId, app.clock());
      return next;
    })();
    return ok(request, { enabledMark }, 'updated');
  });

  app.delete<{ Params: { id: string } }>('/:id', { schema: sourceDeleteSchema, config: ADMIN }, async (request) => {
    app.db.transaction(() => {
      requireSource(request.params.id);
      deleteDataSource(app.db, request.params.id);
    })();
    return ok(request, null, 'deleted');
  });
}

interface LinkParams {
  linkId: string;
}
interface TableParams extends LinkParams {
  table: string;
}
interface TableBody {
  tableInfo: { table?: string | null; newTable?: string | null; tableName?: string | null };
  tableFieldList?: FieldInput[] | null;
}

/**
 * /api/system/DataModel: 数据建模 (issue 16 item 9). The tables of a source with their fields,
 * create, alter (rebuilt in a transaction), drop, preview. In the server's own database only the
 * tables made here are reachable. Administrators only.
 */
export async function dataModelRoutes(app: FastifyInstance): Promise<void> {
  const { sources } = dataSourceServicesOf(app);

  app.get<{ Params: LinkParams; Querystring: PagingQuery }>('/:linkId/Tables', { schema: tablesSchema, config: ADMIN }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = sources.with(request.params.linkId, (handle) => listTables(handle, app.db, { keyword: request.query.keyword?.trim() ?? '', offset, limit }));
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: TableParams }>('/:linkId/Tables/:table/Fields', { schema: fieldsSchema, config: ADMIN }, async (request) =>
    ok(request, { list: sources.with(request.params.linkId, (handle) => fieldsOf(handle, app.db, requireTable(handle, request.params.table))) }));

  app.get<{ Params: TableParams }>('/:linkId/Table/:table', { schema: tableInfoSchema, config: ADMIN }, async (request) =>
    ok(request, sources.with(request.params.linkId, (handle) => {
      const table = requireTable(handle, request.params.table);
      const fields = fieldsOf(handle, app.db, table);
      const comment = (app.db.prepare("SELECT comment FROM data_model_comments WHERE link_id = ? AND table_name = ? AND column_name = ''")
        .get(handle.linkId, table) as { comment: string } | undefined)?.comment ?? '';
      return { tableInfo: { table, tableName: comment }, tableFieldList: fields };
    })));

  app.post<{ Params: LinkParams; Body: TableBody }>('/:linkId/Table', { schema: tableCreateSchema, config: ADMIN }, async (request) => {
    const input = cleanTable(request.body.tableInfo.newTable ?? request.body.tableInfo.table, request.body.tableInfo.tableName, request.body.tableFieldList);
    sources.with(request.params.linkId, (handle) => createTable(handle, app.db, input, sessionOf(request).userId, app.clock()));
    return ok(request, null, 'created');
  });

  app.put<{ Params: LinkParams; Body: TableBody }>('/:linkId/Table', { schema: tableUpdateSchema, config: ADMIN }, async (request) => {
    const old = text(request.body.tableInfo.table);
    if (!old) throw new ApiError(400, 'dmIdentifierRequired', {}, { what: 'dmWhatTable' });
    const input = cleanTable(request.body.tableInfo.newTable || old, request.body.tableInfo.tableName, request.body.tableFieldList);
    sources.with(request.params.linkId, (handle) => alterTable(handle, app.db, old, input, sessionOf(request).userId, app.clock()));
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: TableParams }>('/:linkId/Table/:table', { schema: tableDeleteSchema, config: ADMIN }, async (request) => {
    sources.with(request.params.linkId, (handle) => dropTable(handle, app.db, request.params.table));
    return ok(request, null, 'deleted');
  });

  app.get<{ Params: TableParams; Querystring: PagingQuery }>('/:linkId/Table/:table/Preview', { schema: previewSchema, config: ADMIN }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = sources.with(request.params.linkId, (handle) => previewRows(handle, request.params.table, offset, limit));
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });
}

interface SyncBody {
  dbConnectionFrom: string;
  dbConnectionTo: string;
  dbTable: string;
  targetTable?: string | null;
  existing?: 'replace' | 'append' | null;
}

/**
 * /api/system/DataSync: 数据同步 (issue 16 item 10). Check (does the target exist, how many rows),
 * execute (a report: rows copied, time, errors) and the progress of the sync in hand. A target that
 * exists is replaced or appended to only when the request says so. Administrators only.
 */
export async function dataSyncRoutes(app: FastifyInstance): Promise<void> {
  const { sources, sync } = dataSourceServicesOf(app);
  const openPair = (body: SyncBody): { from: SourceHandle; to: SourceHandle; close(): void } => {
    const from = sources.open(body.dbConnectionFrom);
    if (body.dbConnectionFrom === body.dbConnectionTo) return { from, to: from, close: () => from.close() };
    try {
      const to = sources.open(body.dbConnectionTo);
      return { from, to, close: () => { from.close(); to.close(); } };
    } catch (error) {
      from.close();
      throw error;
    }
  };
  const targetOf = (body: SyncBody): string => checkIdentifier(text(body.targetTable) || body.dbTable, 'dmWhatTable');

  app.post<{ Body: SyncBody }>('/Actions/Check', { schema: syncCheckSchema, config: ADMIN }, async (request) => {
    const targetTable = targetOf(request.body);
    const pair = openPair(request.body);
    try {
      const table = requireTable(pair.from, request.body.dbTable);
      if (pair.from.linkId === pair.to.linkId && table.toLowerCase() === targetTable.toLowerCase()) throw badRequest('syncSameTable');
      const targetExists = pair.to.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE").get(targetTable) !== undefined;
      if (targetExists) requireTable(pair.to, targetTable);
      const total = (pair.from.db.prepare(`SELECT COUNT(*) AS n FROM "${table.replace(/"/g, '""')}"`).get() as { n: number }).n;
      return ok(request, { targetTable, targetExists, total });
    } finally {
      pair.close();
    }
  });

  app.post<{ Body: SyncBody }>('/Actions/Execute', { schema: syncExecuteSchema, config: ADMIN }, async (request) => {
    const targetTable = targetOf(request.body);
    const pair = openPair(request.body);
    try {
      const report = await sync.run({
        from: pair.from, to: pair.to, table: request.body.dbTable, targetTable, existing: request.body.existing ?? null,
        userId: sessionOf(request).userId, lang: request.lang,
      });
      // A failed sync still answers its report (code 200); msg says why, as the report's errors do.
      return report.success ? ok(request, report, 'syncDone') : { code: 200, msg: report.errors[0] ?? '', data: report };
    } finally {
      pair.close();
    }
  });

  app.get('/Actions/Progress', { schema: syncProgressSchema, config: ADMIN }, async (request) => ok(request, sync.progress()));
}
