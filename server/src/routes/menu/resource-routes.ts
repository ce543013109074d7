import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { buildTree } from '../../domain/tree';
import type { MessageKey } from '../../i18n/messages';
import { permissionsChanged } from '../../permission/changes';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  BUTTON_ROOT,
  countChildButtons,
  deleteResource,
  findResource,
  insertResource,
  listResources,
  moduleExists,
  resourceCodeTaken,
  setResourceEnabled,
  subtreeButtonIds,
  updateResource,
  type Resource,
  type ResourceFields,
  type ResourceKind,
} from './resource-repository';
import { bindTableOf, cleanResourceInput, type ResourceInput } from './resource-validation';
import {
  buttonListSchema,
  deleteSchema,
  fieldListSchema,
  resourceBatchSchema,
  resourceCreateSchema,
  resourceInfoSchema,
  resourceUpdateSchema,
  stateSchema,
} from './schemas';

interface IdParams {
  id: string;
}

interface ModuleParams {
  moduleId: string;
}

interface BatchBody {
  moduleId?: string | null;
  bindTable?: string | null;
  columnJson?: ResourceInput[] | null;
}

const ENTITY: Record<ResourceKind, MessageKey> = { button: 'entityModuleButton', column: 'entityModuleColumn', form: 'entityModuleForm' };

const matches = (keyword: string) => (item: Resource): boolean => {
  const needle = keyword.trim().toLowerCase();
  return needle === '' || item.fullName.toLowerCase().includes(needle) || item.enCode.toLowerCase().includes(needle);
};

/**
 * /api/system/ModuleButton, /ModuleColumn and /ModuleForm: what authorisation grants item by item
 * on a menu. Buttons nest (parentId); columns and form fields are flat and can be added in batch.
 */
export function resourceRoutes(kind: ResourceKind) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const requireItem = (id: string): Resource => {
      const item = findResource(app.db, kind, id);
      if (!item) throw notFound(ENTITY[kind]);
      return item;
    };

    const requireModule = (moduleId: string | null | undefined): string => {
      if (!moduleId || !moduleExists(app.db, moduleId)) throw badRequest('resourceMenuNotFound');
      return moduleId;
    };

    /** A button's parent: the root or another button of the same menu outside the edited button's subtree. */
    const parentOf = (requested: string | null | undefined, moduleId: string, editedId: string | null): string => {
      if (kind !== 'button' || !requested || requested === BUTTON_ROOT || requested === '0') return BUTTON_ROOT;
      if (editedId && subtreeButtonIds(app.db, editedId).has(requested)) throw badRequest('parentCycle');
      const parent = findResource(app.db, 'button', requested);
      if (!parent || parent.moduleId !== moduleId) throw badRequest('parentNotFound');
      return requested;
    };

    const checkCode = (fields: ResourceFields, editedId: string | null): void => {
      if (resourceCodeTaken(app.db, kind, fields.moduleId, fields.enCode, editedId)) throw badRequest('codeExists', { code: fields.enCode });
    };

    if (kind === 'button') {
      app.get<{ Params: ModuleParams; Querystring: { keyword?: string } }>('/:moduleId/List', { schema: buttonListSchema, config: { access: canRead } }, async (request) => {
        const items = listResources(app.db, kind, request.params.moduleId).filter(matches(request.query.keyword ?? ''));
        return ok(request, { list: buildTree(items, BUTTON_ROOT) });
      });
    } else {
      app.get<{ Params: ModuleParams; Querystring: { keyword?: string } }>('/:moduleId/Fields', { schema: fieldListSchema, config: { access: canRead } }, async (request) =>
        ok(request, { list: listResources(app.db, kind, request.params.moduleId).filter(matches(request.query.keyword ?? '')) }));

      // Several fields of one table at once (JNPF's "批量新增"): all saved or none.
      app.post<{ Body: BatchBody }>('/Actions/Batch', { schema: resourceBatchSchema, config: { access: canAdd } }, async (request) => {
        const list = request.body.columnJson ?? [];
        if (list.length === 0) throw badRequest('batchEmpty');
        const table = bindTableOf(request.body.bindTable);
        const cleaned = list.map((item) => cleanResourceInput({ ...item, bindTable: item.bindTable ?? table }));
        const seen = new Set<string>();
        for (const item of cleaned) {
          if (seen.has(item.enCode)) throw badRequest('batchDuplicate', { code: item.enCode });
          seen.add(item.enCode);
        }
        const now = app.clock();
        app.db.transaction(() => {
          const moduleId = requireModule(request.body.moduleId);
          for (const item of cleaned) {
            const fields = { ...item, moduleId, parentId: BUTTON_ROOT };
            checkCode(fields, null);
            insertResource(app.db, kind, newId(now), fields);
          }
        }).immediate();
        permissionsChanged(app, 'all');
        return ok(request, { count: cleaned.length }, 'created');
      });
    }

    app.get<{ Params: IdParams }>('/:id', { schema: resourceInfoSchema, config: { access: canRead } }, async (request) =>
      ok(request, requireItem(request.params.id)));

    app.post<{ Body: ResourceInput }>('/', { schema: resourceCreateSchema, config: { access: canAdd } }, async (request) => {
      const input = cleanResourceInput(request.body);
      const id = newId(app.clock());
      app.db.transaction(() => {
        const moduleId = requireModule(request.body.moduleId);
        const fields = { ...input, moduleId, parentId: parentOf(request.body.parentId, moduleId, null) };
        checkCode(fields, null);
        insertResource(app.db, kind, id, fields);
      }).immediate();
      permissionsChanged(app, 'all');
      return ok(request, { id }, 'created');
    });

    // The menu of a resource is fixed: moving a granted button to another menu would move its grants with it.
    app.put<{ Params: IdParams; Body: ResourceInput }>('/:id', { schema: resourceUpdateSchema, config: { access: canEdit } }, async (request) => {
      const input = cleanResourceInput(request.body);
      app.db.transaction(() => {
        const current = requireItem(request.params.id);
        const fields = { ...input, moduleId: current.moduleId, parentId: parentOf(request.body.parentId, current.moduleId, current.id) };
        checkCode(fields, current.id);
        updateResource(app.db, kind, current.id, fields);
      }).immediate();
      permissionsChanged(app, 'all');
      return ok(request, null, 'updated');
    });

    app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
      app.db.transaction(() => {
        const item = requireItem(request.params.id);
        if (kind === 'button' && countChildButtons(app.db, item.id) > 0) throw badRequest('buttonHasChildren', { name: item.fullName });
        deleteResource(app.db, kind, item.id);
      }).immediate();
      permissionsChanged(app, 'all');
      return ok(request, null, 'deleted');
    });

    app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
      const enabledMark = app.db.transaction(() => {
        const item = requireItem(request.params.id);
        const next = item.enabledMark === 1 ? 0 : 1;
        setResourceEnabled(app.db, kind, item.id, next);
        return next;
      }).immediate();
      permissionsChanged(app, 'all');
      return ok(request, { enabledMark }, 'updated');
    });
  };
}
