import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { newId } from '../../db/ids';
import { createDownload } from '../../domain/downloads';
import { translate } from '../../i18n/messages';
import { permissionsChanged } from '../../permission/changes';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import { deleteMenu } from '../menu/repository';
import { pageWindow, type PagingQuery } from '../paging';
import { compileModel } from '../../visualdev/compile';
import { renameTables } from '../../visualdev/copy';
import { menuAudience } from '../../visualdev/menu-repository';
import { checkReferences } from '../../visualdev/references';
import { listPage } from '../../visualdev/records/service';
import { releaseModule, rollbackModule } from '../../visualdev/release';
import { runtimeModule } from '../../visualdev/runtime-model';
import {
  deleteModule, findModule, insertModule, listModules, listReleases, moduleCodeTaken, releasedSelector, updateModule,
  type SortField, type VisualDev, type VisualDevFields,
} from '../../visualdev/repository';
import { mayUse, requireDesign } from './access';
import { cleanModuleInput, type ModuleInput } from './module-input';
import { baseSchemas } from './schemas';

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  sidx?: SortField | '';
  category?: string;
  type?: number;
}

const EXPORT_FORMAT = 'atrium.visualdev';
const EXPORT_VERSION = 1;

/** The record as JNPF's client reads it: state 1 once released, the version in force beside the draft. */
function view(module: VisualDev) {
  return { ...module, state: module.releasedVersion === null ? 0 : 1 };
}

/** Every check a save makes: the whole model, and what it names in the database. Runs inside the save's transaction. */
function checkModel(app: FastifyInstance, fields: VisualDevFields): void {
  const model = compileModel({ formData: fields.formData, columnData: fields.columnData, tables: fields.tables });
  if (model) checkReferences(app.db, model);
}

/** /api/visualdev/Base: designed modules (JNPF VisualDev), their release, rollback, export and import. */
export async function visualdevBaseRoutes(app: FastifyInstance): Promise<void> {
  const requireModule = (id: string): VisualDev => {
    const module = findModule(app.db, id);
    if (!module) throw notFound('entityVisualDev');
    return module;
  };

  app.get<{ Querystring: ListQuery }>('/', { schema: baseSchemas.list }, async (request) => {
    requireDesign(app.db, request);
    const { currentPage, pageSize } = pageWindow(request.query);
    const { list, total } = listModules(app.db, {
      keyword: request.query.keyword?.trim() ?? '',
      category: request.query.category ?? '',
      type: request.query.type ?? null,
      releasedOnly: false,
      currentPage,
      pageSize,
      sidx: request.query.sidx ? request.query.sidx : null,
      sort: request.query.sort === 'asc' ? 'asc' : 'desc',
    });
    return ok(request, { list: list.map((row) => ({ ...row, hasDraftChanges: row.hasDraftChanges === 1 })), pagination: { currentPage, pageSize, total } });
  });

  // The module picker of relation forms: released modules by category, for any signed-in user.
  app.get<{ Querystring: { type?: number } }>('/Selector', { schema: baseSchemas.selector }, async (request) => {
    const groups = new Map<string, { id: string; fullName: string; enCode: string; category: string; type: number }[]>();
    for (const module of releasedSelector(app.db)) {
      if (request.query.type !== undefined && module.type !== request.query.type) continue;
      const list = groups.get(module.category) ?? [];
      list.push(module);
      groups.set(module.category, list);
    }
    const list = [...groups].map(([category, children]) => ({ id: category, fullName: category, hasChildren: children.length > 0, children }));
    return ok(request, { list });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: baseSchemas.info }, async (request) => {
    requireDesign(app.db, request);
    return ok(request, view(requireModule(request.params.id)));
  });

  app.post<{ Body: ModuleInput }>('/', { schema: baseSchemas.create }, async (request) => {
    const session = requireDesign(app.db, request, 'btn_add');
    const input = cleanModuleInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      if (moduleCodeTaken(app.db, input.enCode, null)) throw badRequest('codeExists', { code: input.enCode });
      checkModel(app, input);
      insertModule(app.db, { ...input, id, userId: session.userId, now });
    }).immediate();
    return ok(request, { id }, 'created');
  });

  // Saves the draft; the runtime keeps the released version until the next release.
  app.put<{ Params: IdParams; Body: ModuleInput }>('/:id', { schema: baseSchemas.update }, async (request) => {
    const session = requireDesign(app.db, request, 'btn_edit');
    const input = cleanModuleInput(request.body);
    app.db.transaction(() => {
      const module = requireModule(request.params.id);
      if (moduleCodeTaken(app.db, input.enCode, module.id)) throw badRequest('codeExists', { code: input.enCode });
      // The code names the menu and the runtime address: once released it stays.
      if (module.releasedVersion !== null && input.enCode !== module.enCode) throw badRequest('vdShapeInvalid', { part: 'enCode', detail: module.enCode });
      checkModel(app, input);
      updateModule(app.db, module.id, { ...input, userId: session.userId, now: app.clock() });
    }).immediate();
    return ok(request, null, 'updated');
  });

  // The module and its menu go; its tables and their records stay (a designer never drops data).
  app.delete<{ Params: IdParams }>('/:id', { schema: baseSchemas.remove }, async (request) => {
    requireDesign(app.db, request, 'btn_remove');
    const audience = app.db.transaction(() => {
      const module = requireModule(request.params.id);
      const users = module.menuId ? menuAudience(app.db, module.menuId) : new Set<string>();
      if (module.menuId) deleteMenu(app.db, module.menuId);
      deleteModule(app.db, module.id);
      return users;
    }).immediate();
    if (audience.size > 0) permissionsChanged(app, audience);
    return ok(request, null, 'deleted');
  });

  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: baseSchemas.copy }, async (request) => {
    const session = requireDesign(app.db, request, 'btn_add');
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const module = requireModule(request.params.id);
      const suffix = String(randomInt(100000, 1000000));
      const copyName = `${module.fullName}.${translate(request.lang, 'vdCopySuffix')}${suffix}`;
      insertModule(app.db, {
        ...module,
        ...renameTables({ formData: module.formData, tables: module.tables }, suffix),
        fullName: [...copyName].length > 50 ? `${[...module.fullName].slice(0, 40).join('')}.${suffix}` : copyName,
        enCode: `${module.enCode.slice(0, 43)}${suffix}`,
        id,
        userId: session.userId,
        now,
      });
    }).immediate();
    return ok(request, { id }, 'created');
  });

  app.post<{ Params: IdParams; Body: { pcModuleParentId?: string | null; menuParentId?: string | null } | null }>(
    '/:id/Actions/Release',
    { schema: baseSchemas.release },
    async (request) => {
      const session = requireDesign(app.db, request, 'btn_edit');
      const parentId = request.body?.pcModuleParentId || request.body?.menuParentId || null;
      const result = releaseModule(app.db, { id: request.params.id, userId: session.userId, now: app.clock(), parentId });
      permissionsChanged(app, result.audience);
      return ok(request, { version: result.version, menuId: result.menuId }, 'released');
    },
  );

  app.get<{ Params: IdParams }>('/:id/Actions/ReleaseHistory', { schema: baseSchemas.history }, async (request) => {
    requireDesign(app.db, request);
    const module = requireModule(request.params.id);
    const list = listReleases(app.db, module.id).map((row) => ({
      version: row.version, releasedUser: row.releasedUser, releasedTime: row.releasedTime, current: row.version === module.releasedVersion,
    }));
    return ok(request, { list });
  });

  app.post<{ Params: IdParams; Body: { version: number } }>('/:id/Actions/Rollback', { schema: baseSchemas.rollback }, async (request) => {
    const session = requireDesign(app.db, request, 'btn_edit');
    const result = rollbackModule(app.db, { id: request.params.id, userId: session.userId, now: app.clock(), parentId: null, version: request.body.version });
    permissionsChanged(app, result.audience);
    return ok(request, { version: result.version, menuId: result.menuId }, 'released');
  });

  // Fields of the released form (the draft before a first release), for relation-form settings.
  app.get<{ Params: IdParams }>('/:id/FormDataFields', { schema: baseSchemas.formDataFields }, async (request) => {
    requireDesign(app.db, request);
    const module = requireModule(request.params.id);
    const model = compileModel({
      formData: module.releasedFormData ?? module.formData,
      columnData: module.releasedColumnData ?? module.columnData,
      tables: module.releasedTables ?? module.tables,
    });
    const list = (model?.main.fields ?? []).map((field) => ({ vModel: field.vModel, label: field.label, jnpfKey: field.jnpfKey }));
    return ok(request, { list });
  });

  // Records of a released module for relation-form pickers: its list (display values) under its own rights.
  app.get<{ Params: IdParams; Querystring: PagingQuery & { sidx?: string; relationField?: string } }>(
    '/:id/FieldDataSelect',
    { schema: baseSchemas.fieldDataSelect },
    async (request) => {
      const session = sessionOf(request);
      const runtime = runtimeModule(app.db, request.params.id, (id) => findModule(app.db, id) !== undefined);
      if (!mayUse(app.db, session, runtime.released.menuCode)) throw new ApiError(403, 'noPermission');
      const window = pageWindow(request.query);
      const answer = listPage({ db: app.db, session, lang: request.lang }, runtime, {
        keyword: request.query.keyword ?? '', json: {}, sidx: request.query.sidx ?? '', sort: request.query.sort ?? '',
      }, window);
      return ok(request, answer);
    },
  );

  app.get<{ Params: IdParams }>('/:id/Actions/Export', { schema: baseSchemas.exportModule }, async (request) => {
    const session = requireDesign(app.db, request);
    const module = requireModule(request.params.id);
    const now = app.clock();
    const file = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: now,
      module: {
        fullName: module.fullName, enCode: module.enCode, category: module.category, type: module.type, webType: module.webType,
        description: module.description, sortCode: module.sortCode, formData: module.formData, columnData: module.columnData, tables: module.tables,
      },
    };
    const name = `${module.fullName}.json`;
    const url = createDownload(app.db, {
      userId: session.userId, fileName: name, contentType: 'application/json; charset=utf-8', content: Buffer.from(JSON.stringify(file, null, 2), 'utf8'), now,
    });
    return ok(request, { url, name });
  });

  // Imports as a new draft; a code already in use gets a numeric suffix (the import never overwrites a module).
  app.post('/Actions/Import', { schema: baseSchemas.importModule }, async (request) => {
    const session = requireDesign(app.db, request, 'btn_add');
    const fields = importedFields(request);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      let enCode = fields.enCode;
      while (moduleCodeTaken(app.db, enCode, null)) enCode = `${fields.enCode.slice(0, 43)}${randomInt(100000, 1000000)}`;
      checkModel(app, fields);
      insertModule(app.db, { ...fields, enCode, id, userId: session.userId, now });
    }).immediate();
    return ok(request, { id }, 'imported');
  });
}

function importedFields(request: FastifyRequest): VisualDevFields {
  const invalid = (detail: string) => badRequest('vdImportInvalid', { detail });
  let content: unknown = request.body;
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
    } catch {
      throw invalid('JSON');
    }
  };
  if (content instanceof MultipartBody) {
    const file = content.files[0];
    if (!file) throw badRequest('importNoFile');
    content = parse(file.data.toString('utf8'));
  } else if (typeof content === 'object' && content !== null && typeof (content as { content?: unknown }).content === 'string') {
    content = parse((content as { content: string }).content);
  }
  if (typeof content !== 'object' || content === null) throw invalid('format');
  const file = content as { format?: unknown; version?: unknown; module?: unknown };
  if (file.format !== EXPORT_FORMAT) throw invalid('format');
  if (file.version !== EXPORT_VERSION) throw invalid('version');
  if (typeof file.module !== 'object' || file.module === null) throw invalid('module');
  try {
    return cleanModuleInput(file.module as ModuleInput);
  } catch (error) {
    if (error instanceof ApiError) throw invalid(error.localise(request.lang));
    throw error;
  }
}

