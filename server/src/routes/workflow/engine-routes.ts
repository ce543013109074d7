import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { createDownload } from '../../domain/downloads';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import { emptyEnvelope, envelope, idParams, int, listOf, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { descriptionText, requiredText, sortCode } from '../field-rules';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import { bindableForms, findForm, type FlowForm } from '../../workflow/forms';
import {
  deleteEngine, engineCodeTaken, flowCategoryKnown, engineHasTasks, engineVersions, findEngine, insertEngine, launchableEngines, listEngines, releaseEngine, releasedTemplate, stopEngine,
  updateEngine, type FlowEngine, type FlowEngineFields,
} from '../../workflow/engine-repository';
import { validateTemplate } from '../../workflow/template';
import { mayLaunch } from '../../workflow/candidates';
import { canAddEngine, canEditEngine, canReadEngine, canRemoveEngine } from './access';

const NAME_MAX = 50;
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const TEMPLATE_MAX = 2_000_000;
export const EXPORT_FORMAT = 'atrium-flow-engine';
export const EXPORT_VERSION = 1;

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  category?: string;
  enabledMark?: number;
}

export interface EngineBody {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  type?: number | null;
  formType?: number | null;
  formId?: string | null;
  flowTemplateJson?: unknown;
  icon?: string | null;
  iconBackground?: string | null;
  sortCode?: number | null;
  description?: string | null;
}

const engineBody = {
  type: 'object',
  properties: {
    fullName: { type: ['string', 'null'] },
    enCode: { type: ['string', 'null'] },
    category: { type: ['string', 'null'], maxLength: 50 },
    type: { type: ['integer', 'null'], enum: [0, 1, null] },
    formType: { type: ['integer', 'null'], enum: [1, 2, null] },
    formId: { type: ['string', 'null'], maxLength: 64 },
    flowTemplateJson: { anyOf: [{ type: 'string', maxLength: 2_000_000 }, { type: 'object' }] },
    icon: { type: ['string', 'null'], maxLength: 100 },
    iconBackground: { type: ['string', 'null'], maxLength: 30 },
    sortCode: { type: ['integer', 'null'] },
    description: { type: ['string', 'null'] },
  },
};

const engineFields = {
  id: str, fullName: str, enCode: str, category: str, type: int, formType: int, formId: str, formName: nullableStr, icon: str, iconBackground: str,
  sortCode: int, enabledMark: int, version: nullableInt, description: str, creatorTime: int, lastModifyTime: nullableInt,
};
const listRow = objectOf({ ...engineFields, creatorUser: nullableStr });
const infoRow = objectOf({ ...engineFields, flowTemplateJson: str });
const fieldRow = {
  type: 'object',
  required: ['vModel', 'label', 'jnpfKey', 'kind', 'required'],
  properties: {
    vModel: str, label: str, jnpfKey: str, kind: str, required: { type: 'boolean' },
    options: { type: 'array', items: objectOf({ id: str, fullName: str }) }, min: { type: 'number' }, max: { type: 'number' }, maxlength: int,
  },
};
const launchRow = objectOf({ id: str, fullName: str, enCode: str, category: str, type: int, formType: int, formId: str, icon: str, iconBackground: str, description: str });

function formNameOf(request: FastifyRequest, engine: FlowEngine): string | null {
  return findForm(request.server.db, engine.formType, engine.formId)?.fullName ?? null;
}

const view = (request: FastifyRequest, engine: FlowEngine) => ({
  id: engine.id, fullName: engine.fullName, enCode: engine.enCode, category: engine.category, type: engine.type, formType: engine.formType,
  formId: engine.formId, formName: formNameOf(request, engine), icon: engine.icon, iconBackground: engine.iconBackground, sortCode: engine.sortCode,
  enabledMark: engine.enabledMark, version: engine.version, description: engine.description, creatorTime: engine.creatorTime, lastModifyTime: engine.lastModifyTime,
});

const launchView = (engine: FlowEngine) => ({
  id: engine.id, fullName: engine.fullName, enCode: engine.enCode, category: engine.category, type: engine.type, formType: engine.formType,
  formId: engine.formId, icon: engine.icon, iconBackground: engine.iconBackground, description: engine.description,
});

/** The body checked: names, the bound form, and the design's meaning against that form. */
export function checkEngineBody(request: FastifyRequest, body: EngineBody): FlowEngineFields {
  const fullName = requiredText(body.fullName, { field: 'fullName', required: 'flowFullNameRequired', tooLong: 'flowFullNameTooLong', max: NAME_MAX });
  const enCode = (body.enCode ?? '').trim();
  if (enCode === '') throw badRequest('flowEnCodeRequired');
  if (!CODE_PATTERN.test(enCode)) throw badRequest('flowEnCodeFormat');
  const category = (body.category ?? '').trim();
  if (category === '') throw badRequest('flowCategoryRequired');
  const formType = body.formType ?? 1;
  const form: FlowForm | undefined = findForm(request.server.db, formType, body.formId ?? '');
  if (!form) throw badRequest('flowFormMissing');
  const raw = body.flowTemplateJson;
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw ?? null);
  if (text.length > TEMPLATE_MAX) throw badRequest('flowTemplateInvalid', { detail: 'size' });
  validateTemplate(request.server.db, text, form);
  return {
    fullName,
    enCode,
    category,
    type: body.type ?? 0,
    formType,
    formId: form.id,
    flowTemplateJson: text,
    icon: body.icon ?? '',
    iconBackground: body.iconBackground ?? '',
    sortCode: sortCode(body.sortCode),
    description: descriptionText(body.description),
  };
}

/**
 * The category is an item of the 流程分类 dictionary: an enabled one, or the one the flow already
 * has (`current`, on update), though it was disabled since. Inside the write's transaction.
 */
function assertCategory(request: FastifyRequest, category: string, current: string | null): void {
  if (!flowCategoryKnown(request.server.db, category, category === current)) throw badRequest('flowCategoryUnknown', { category });
}

function readImport(body: unknown): unknown {
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      throw badRequest('flowImportInvalid', { detail: 'JSON' });
    }
  };
  if (body instanceof MultipartBody) {
    const file = body.files[0];
    if (!file) throw badRequest('importNoFile');
    return parse(file.data.toString('utf8'));
  }
  if (typeof body === 'object' && body !== null && typeof (body as { content?: unknown }).content === 'string') return parse((body as { content: string }).content);
  return body;
}

/** /api/workflow/Engine/FlowEngine (流程设计) and /api/workflow/Engine/FlowEngineForm (the forms a flow may use). */
export async function flowEngineRoutes(app: FastifyInstance): Promise<void> {
  const requireEngine = (id: string): FlowEngine => {
    const engine = findEngine(app.db, id);
    if (!engine) throw notFound('entityFlowEngine');
    return engine;
  };

  app.get<{ Querystring: ListQuery }>('/FlowEngine', {
    schema: {
      querystring: pagedQuerystring({ properties: { category: { type: 'string', maxLength: 50 }, enabledMark: { type: 'integer', enum: [0, 1] } } }),
      response: envelope(objectOf({ list: { type: 'array', items: listRow }, pagination: paginationSchema })),
    },
    config: { access: canReadEngine },
  }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listEngines(app.db, {
      keyword: request.query.keyword?.trim() ?? '',
      category: request.query.category?.trim() || null,
      enabledMark: request.query.enabledMark ?? null,
      offset,
      limit,
    });
    return ok(request, { list: list.map((row) => ({ ...view(request, row), creatorUser: row.creatorUser })), pagination: { currentPage, pageSize, total } });
  });

  /** Released, enabled flows whose start node lets the caller launch them. */
  const launchableBy = (request: FastifyRequest): FlowEngine[] => {
    const userId = sessionOf(request).userId;
    return launchableEngines(app.db).filter((engine) => {
      const template = engine.version === null ? undefined : releasedTemplate(app.db, engine.id, engine.version);
      return template !== undefined && mayLaunch(app.db, template.root.properties, userId);
    });
  };

  // What the caller may launch (新建流程). Any signed-in user.
  app.get('/FlowEngine/ListAll', { schema: { response: envelope(listOf(launchRow)) } }, async (request) =>
    ok(request, { list: launchableBy(request).map(launchView) }));

  // The same grouped by category, as the launch page's picker shows them.
  app.get('/FlowEngine/Selector', {
    schema: { response: envelope(listOf(objectOf({ id: str, fullName: str, hasChildren: { type: 'boolean' }, children: { type: 'array', items: launchRow } }))) },
  }, async (request) => {
    const groups = new Map<string, FlowEngine[]>();
    for (const engine of launchableBy(request)) groups.set(engine.category, [...(groups.get(engine.category) ?? []), engine]);
    return ok(request, {
      list: [...groups].map(([category, engines]) => ({ id: category, fullName: category, hasChildren: true, children: engines.map(launchView) })),
    });
  });

  app.get<{ Params: IdParams }>('/FlowEngine/:id', { schema: { params: idParams, response: envelope(infoRow) }, config: { access: canReadEngine } }, async (request) => {
    const engine = requireEngine(request.params.id);
    return ok(request, { ...view(request, engine), flowTemplateJson: engine.flowTemplateJson });
  });

  app.get<{ Params: IdParams }>('/FlowEngine/:id/Versions', {
    schema: { params: idParams, response: envelope(listOf(objectOf({ version: int, fullName: str, formType: int, formId: str, creatorUser: nullableStr, creatorTime: int }))) },
    config: { access: canReadEngine },
  }, async (request) => ok(request, { list: engineVersions(app.db, requireEngine(request.params.id).id) }));

  // The bound form's fields (conditions, form-field approvers, the launch form). Any signed-in user: the launch page needs them.
  app.get<{ Params: IdParams }>('/FlowEngine/:id/FormDataFields', { schema: { params: idParams, response: envelope(listOf(fieldRow)) } }, async (request) => {
    const engine = requireEngine(request.params.id);
    return ok(request, { list: findForm(app.db, engine.formType, engine.formId)?.fields ?? [] });
  });

  app.post<{ Body: EngineBody }>('/FlowEngine', { schema: { body: engineBody, response: envelope(objectOf({ id: str })) }, config: { access: canAddEngine } }, async (request) => {
    const fields = checkEngineBody(request, request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      assertCategory(request, fields.category, null);
      if (engineCodeTaken(app.db, fields.enCode, null)) throw badRequest('flowEnCodeExists', { code: fields.enCode });
      insertEngine(app.db, { ...fields, id, userId: sessionOf(request).userId, now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: EngineBody }>('/FlowEngine/:id', { schema: { params: idParams, body: engineBody, response: emptyEnvelope }, config: { access: canEditEngine } }, async (request) => {
    const fields = checkEngineBody(request, request.body);
    app.db.transaction(() => {
      const engine = requireEngine(request.params.id);
      assertCategory(request, fields.category, engine.category);
      if (engineCodeTaken(app.db, fields.enCode, engine.id)) throw badRequest('flowEnCodeExists', { code: fields.enCode });
      updateEngine(app.db, engine.id, { ...fields, userId: sessionOf(request).userId, now: app.clock() });
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/FlowEngine/:id', { schema: { params: idParams, response: emptyEnvelope }, config: { access: canRemoveEngine } }, async (request) => {
    app.db.transaction(() => {
      const engine = requireEngine(request.params.id);
      if (engineHasTasks(app.db, engine.id)) throw badRequest('flowInUse', { name: engine.fullName });
      deleteEngine(app.db, engine.id);
    })();
    return ok(request, null, 'deleted');
  });

  app.post<{ Params: IdParams }>('/FlowEngine/:id/Actions/Copy', { schema: { params: idParams, response: envelope(objectOf({ id: str })) }, config: { access: canAddEngine } }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireEngine(request.params.id);
      let suffix = 1;
      let enCode = `${source.enCode.slice(0, 40)}_copy`;
      while (engineCodeTaken(app.db, enCode, null)) enCode = `${source.enCode.slice(0, 40)}_copy${++suffix}`;
      insertEngine(app.db, { ...source, fullName: `${source.fullName.slice(0, NAME_MAX - 4)}的副本`, enCode, id, userId: sessionOf(request).userId, now });
    })();
    return ok(request, { id }, 'flowCopied');
  });

  // 发布: validates the stored design again (its form may have changed) and puts a new version in force.
  app.post<{ Params: IdParams }>('/FlowEngine/Release/:id', { schema: { params: idParams, response: envelope(objectOf({ version: int })) }, config: { access: canEditEngine } }, async (request) => {
    const version = app.db.transaction(() => {
      const engine = requireEngine(request.params.id);
      const form = findForm(app.db, engine.formType, engine.formId);
      if (!form) throw badRequest('flowFormMissing');
      validateTemplate(app.db, engine.flowTemplateJson, form);
      return releaseEngine(app.db, engine, sessionOf(request).userId, app.clock());
    }).immediate();
    return ok(request, { version }, 'flowReleased');
  });

  // 停用: no new launches; running tasks go on with their version.
  app.post<{ Params: IdParams }>('/FlowEngine/Stop/:id', { schema: { params: idParams, response: emptyEnvelope }, config: { access: canEditEngine } }, async (request) => {
    app.db.transaction(() => stopEngine(app.db, requireEngine(request.params.id).id, sessionOf(request).userId, app.clock()))();
    return ok(request, null, 'flowStopped');
  });

  app.get<{ Params: IdParams }>('/FlowEngine/:id/Actions/ExportData', {
    schema: { params: idParams, response: envelope(objectOf({ url: str, name: str })) },
    config: { access: canReadEngine },
  }, async (request) => {
    const engine = requireEngine(request.params.id);
    const now = app.clock();
    const name = `${engine.fullName}.json`;
    const content = {
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportTime: now,
      flowEngine: {
        fullName: engine.fullName, enCode: engine.enCode, category: engine.category, type: engine.type, formType: engine.formType, formId: engine.formId,
        flowTemplateJson: engine.flowTemplateJson, icon: engine.icon, iconBackground: engine.iconBackground, sortCode: engine.sortCode, description: engine.description,
      },
    };
    const url = createDownload(app.db, { userId: sessionOf(request).userId, fileName: name, contentType: 'application/json; charset=utf-8', content: Buffer.from(JSON.stringify(content, null, 2), 'utf8'), now });
    return ok(request, { url, name });
  });

  // 导入: the exported file (multipart), {content: text}, or the JSON itself; imported stopped, code made unique.
  app.post('/FlowEngine/Actions/ImportData', { schema: { body: { type: 'object' }, response: envelope(objectOf({ id: str })) }, config: { access: canAddEngine } }, async (request) => {
    const content = readImport(request.body);
    const file = content as { format?: unknown; version?: unknown; flowEngine?: unknown } | null;
    if (typeof file !== 'object' || file === null || file.format !== EXPORT_FORMAT) throw badRequest('flowImportInvalid', { detail: 'format' });
    if (file.version !== EXPORT_VERSION) throw badRequest('flowImportInvalid', { detail: 'version' });
    if (typeof file.flowEngine !== 'object' || file.flowEngine === null) throw badRequest('flowImportInvalid', { detail: 'flowEngine' });
    const fields = checkEngineBody(request, file.flowEngine as EngineBody);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      assertCategory(request, fields.category, null);
      let enCode = fields.enCode;
      let suffix = 1;
      while (engineCodeTaken(app.db, enCode, null)) enCode = `${fields.enCode.slice(0, 40)}_${++suffix}`;
      insertEngine(app.db, { ...fields, enCode, id, userId: sessionOf(request).userId, now });
    })();
    return ok(request, { id }, 'imported');
  });

  // The forms a flow may be bound to: system forms, then released online-development forms.
  app.get('/FlowEngineForm/ListAll', {
    schema: { response: envelope(listOf(objectOf({ id: str, fullName: str, enCode: str, formType: int }))) },
    config: { access: canReadEngine },
  }, async (request) => ok(request, { list: bindableForms(app.db) }));

  app.get<{ Params: IdParams; Querystring: { formType?: number } }>('/FlowEngineForm/:id', {
    schema: {
      params: idParams,
      querystring: { type: 'object', properties: { formType: { type: 'integer', enum: [1, 2] } } },
      response: envelope(objectOf({ id: str, fullName: str, enCode: str, formType: int, fields: { type: 'array', items: fieldRow } })),
    },
    config: { access: canReadEngine },
  }, async (request) => {
    const form = request.query.formType !== undefined
      ? findForm(app.db, request.query.formType, request.params.id)
      : findForm(app.db, 1, request.params.id) ?? findForm(app.db, 2, request.params.id);
    if (!form) throw badRequest('flowFormMissing');
    return ok(request, form);
  });
}
