import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { permissionsChanged } from '../../permission/changes';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  deleteRule,
  deleteScheme,
  findRule,
  findScheme,
  insertRule,
  insertScheme,
  listRules,
  listSchemes,
  schemeCodeTaken,
  updateRule,
  updateScheme,
  type DataRule,
  type DataScheme,
} from './data-repository';
import { cleanRuleInput, cleanSchemeInput, parseConditions, type CleanScheme, type DataRuleInput, type DataSchemeInput } from './data-validation';
import { moduleExists } from './resource-repository';
import {
  deleteSchema,
  ruleCreateSchema,
  ruleInfoSchema,
  ruleListSchema,
  ruleUpdateSchema,
  schemeCreateSchema,
  schemeInfoSchema,
  schemeListSchema,
  schemeUpdateSchema,
} from './schemas';

interface IdParams {
  id: string;
}

interface ModuleParams {
  moduleId: string;
}

/** /api/system/ModuleDataAuthorize: one field condition each (docs/server.md "Data rules"). */
export async function dataRuleRoutes(app: FastifyInstance): Promise<void> {
  const requireRule = (id: string): DataRule => {
    const rule = findRule(app.db, id);
    if (!rule) throw notFound('entityDataRule');
    return rule;
  };

  app.get<{ Params: ModuleParams }>('/:moduleId/List', { schema: ruleListSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: listRules(app.db, request.params.moduleId) }));

  app.get<{ Params: IdParams }>('/:id', { schema: ruleInfoSchema, config: { access: canRead } }, async (request) =>
    ok(request, requireRule(request.params.id)));

  app.post<{ Body: DataRuleInput }>('/', { schema: ruleCreateSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanRuleInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const moduleId = request.body.moduleId;
      if (!moduleId || !moduleExists(app.db, moduleId)) throw badRequest('resourceMenuNotFound');
      insertRule(app.db, id, { ...input, moduleId }, now);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: DataRuleInput }>('/:id', { schema: ruleUpdateSchema, config: { access: canEdit } }, async (request) => {
    const input = cleanRuleInput(request.body);
    app.db.transaction(() => {
      const current = requireRule(request.params.id);
      updateRule(app.db, current.id, { ...input, moduleId: current.moduleId });
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'updated');
  });

  // A rule a scheme still names cannot go: the scheme would silently change meaning for everyone granted it.
  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      const rule = requireRule(request.params.id);
      const user = listSchemes(app.db, rule.moduleId).find((scheme) =>
        parseConditions(scheme.conditionJson).some((group) => group.groups.some((item) => item.id === rule.id)));
      if (user) throw badRequest('dataRuleInUse', { name: user.fullName });
      deleteRule(app.db, rule.id);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'deleted');
  });
}

/** /api/system/ModuleDataAuthorizeScheme: named sets of rules (or 全部数据) that authorisation grants. */
export async function dataSchemeRoutes(app: FastifyInstance): Promise<void> {
  const requireScheme = (id: string): DataScheme => {
    const scheme = findScheme(app.db, id);
    if (!scheme) throw notFound('entityDataScheme');
    return scheme;
  };

  /** Every rule a condition names must be a rule of the same menu; the code is unique per menu. */
  const checkRefs = (input: CleanScheme, moduleId: string, editedId: string | null): void => {
    const known = new Set(listRules(app.db, moduleId).map((rule) => rule.id));
    for (const group of input.conditions) {
      for (const item of group.groups) if (!known.has(item.id)) throw badRequest('schemeRuleUnknown', { id: item.id });
    }
    if (schemeCodeTaken(app.db, moduleId, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
  };

  const fieldsOf = (input: CleanScheme, moduleId: string) => ({
    moduleId,
    fullName: input.fullName,
    enCode: input.enCode,
    conditionJson: JSON.stringify(input.conditions),
    allData: input.allData,
    sortCode: input.sortCode,
    enabledMark: input.enabledMark,
    description: input.description,
  });

  app.get<{ Params: ModuleParams }>('/:moduleId/List', { schema: schemeListSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: listSchemes(app.db, request.params.moduleId) }));

  app.get<{ Params: IdParams }>('/:id', { schema: schemeInfoSchema, config: { access: canRead } }, async (request) =>
    ok(request, requireScheme(request.params.id)));

  app.post<{ Body: DataSchemeInput }>('/', { schema: schemeCreateSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanSchemeInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const moduleId = request.body.moduleId;
      if (!moduleId || !moduleExists(app.db, moduleId)) throw badRequest('resourceMenuNotFound');
      checkRefs(input, moduleId, null);
      insertScheme(app.db, id, fieldsOf(input, moduleId), now);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: DataSchemeInput }>('/:id', { schema: schemeUpdateSchema, config: { access: canEdit } }, async (request) => {
    const input = cleanSchemeInput(request.body);
    app.db.transaction(() => {
      const current = requireScheme(request.params.id);
      checkRefs(input, current.moduleId, current.id);
      updateScheme(app.db, current.id, fieldsOf(input, current.moduleId));
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      deleteScheme(app.db, requireScheme(request.params.id).id);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'deleted');
  });
}
