import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { buildTree, subtreeIds } from '../../domain/tree';
import { DICTIONARY_PAGE } from '../../db/seed/menus';
import { listRights, reparentShown, rowInScope, unscoped, visibleRecord, visibleTree, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  DATA_ROOT,
  DICTIONARY_DATA_ROWS,
  DICTIONARY_DATA_SCOPE_COLUMNS,
  countChildData,
  dataIdsIn,
  dataCodeTaken,
  deleteData,
  findData,
  findTypeByIdOrCode,
  insertData,
  listAllData,
  listData,
  listTypes,
  setDataEnabled,
  updateData,
  type DictionaryData,
  type DictionaryType,
} from './repository';
import {
  dataAllSchema,
  dataCreateSchema,
  dataDeleteSchema,
  dataInfoSchema,
  dataListSchema,
  dataOptionsSchema,
  dataSelectorSchema,
  dataStateSchema,
  dataUpdateSchema,
} from './schemas';
import { dictionarySpreadsheetRoutes } from './spreadsheet-routes';
import { exportRoute, importRoute } from './transfer';
import { cleanDataInput, type CleanData, type DataInput } from './validation';

interface IdParams {
  id: string;
}

function requireType(app: FastifyInstance, idOrCode: string | null | undefined): DictionaryType {
  const type = idOrCode ? findTypeByIdOrCode(app.db, idOrCode) : undefined;
  if (!type) throw notFound('entityDictType');
  return type;
}

/** Tree for tree dictionaries, flat list otherwise. */
function shape(type: DictionaryType, items: DictionaryData[], asTree: boolean) {
  if (asTree && type.isTree === 1) return buildTree(items, DATA_ROOT);
  return items.map((item) => ({ ...item, hasChildren: false, children: [] }));
}

/**
 * The client may send the category's own id as the parent (it is the root of
 * the parent selector); that means the top level, stored as '0'.
 */
function resolveParent(app: FastifyInstance, type: DictionaryType, input: CleanData, editedId: string | null): string {
  const parentId = input.parentId === type.id ? DATA_ROOT : input.parentId;
  if (parentId === DATA_ROOT) return parentId;
  if (type.isTree !== 1) throw badRequest('dictNotTree');
  const parent = findData(app.db, parentId);
  if (!parent || parent.dictionaryTypeId !== type.id) throw badRequest('parentNotFound');
  if (editedId !== null && subtreeIds(listData(app.db, type.id), editedId).has(parentId)) throw badRequest('parentCycle');
  return parentId;
}

function checkCode(app: FastifyInstance, typeId: string, enCode: string, editedId: string | null): void {
  if (dataCodeTaken(app.db, typeId, enCode, editedId)) throw badRequest('codeExists', { code: enCode });
}

/** /api/system/DictionaryData: items of each dictionary. */
export async function dictionaryDataRoutes(app: FastifyInstance): Promise<void> {
  /** Whether the caller's data rules of the dictionary page reach item `id` (a row outside them is missing for them). */
  const reachable = (request: FastifyRequest, id: string): boolean => rowInScope(app.db, sessionOf(request), DICTIONARY_PAGE, DICTIONARY_DATA_ROWS, id);

  // Every signed-in user needs these two: the client caches dictionaries and fills selects on any page.
  app.get('/All', { schema: dataAllSchema }, async (request) => {
    const items = listAllData(app.db, { enabledOnly: true });
    const list = listTypes(app.db).map((type) => ({
      id: type.id,
      parentId: type.parentId,
      enCode: type.enCode,
      fullName: type.fullName,
      isTree: type.isTree,
      dictionaryList: shape(type, items.filter((item) => item.dictionaryTypeId === type.id), true),
    }));
    return ok(request, { list });
  });

  app.get<{ Params: IdParams }>('/:id/Data/Selector', { schema: dataOptionsSchema }, async (request) => {
    const type = requireType(app, request.params.id);
    return ok(request, { list: shape(type, listData(app.db, type.id, { enabledOnly: true }), true) });
  });

  app.get<{ Params: IdParams; Querystring: { keyword?: string; isTree?: string } }>(
    '/:id',
    { schema: dataListSchema, config: { access: canRead } },
    async (request) => {
      const type = requireType(app, request.params.id);
      const keyword = request.query.keyword?.trim() ?? '';
      const asTree = keyword === '' && request.query.isTree !== '0';
      // The caller's data rules in SQL; an item outside them is left out and its visible items hang
      // under their nearest visible ancestor (or the top). Then the columns they may see.
      const rights = listRights(app.db, sessionOf(request), DICTIONARY_PAGE, DICTIONARY_DATA_SCOPE_COLUMNS);
      let items = listData(app.db, type.id, { keyword });
      if (!unscoped(rights.scope)) {
        const shown = dataIdsIn(app.db, type.id, rights.scope);
        const placed = new Map(reparentShown(listData(app.db, type.id), shown, DATA_ROOT).map((item) => [item.id, item]));
        items = items.flatMap((item) => placed.get(item.id) ?? []);
      }
      return ok(request, { list: visibleTree(shape(type, items, asTree), rights.visible) });
    },
  );

  // Parent choices for an item form: the category as root, then its items minus the edited item's subtree.
  app.get<{ Params: { id: string; itemId: string } }>(
    '/:id/Selector/:itemId',
    { schema: dataSelectorSchema, config: { access: canRead } },
    async (request) => {
      const type = requireType(app, request.params.id);
      const items = type.isTree === 1 ? listData(app.db, type.id) : [];
      const excluded = subtreeIds(items, request.params.itemId);
      const children = buildTree(items.filter((item) => !excluded.has(item.id)), DATA_ROOT);
      const root = { id: type.id, parentId: DATA_ROOT, fullName: type.fullName, enCode: type.enCode, hasChildren: children.length > 0, children };
      return ok(request, { list: [root] });
    },
  );

  app.get<{ Params: IdParams }>('/:id/Info', { schema: dataInfoSchema, config: { access: canRead } }, async (request) => {
    const item = findData(app.db, request.params.id);
    if (!item || !reachable(request, item.id)) throw notFound('entityDictData');
    return ok(request, visibleRecord(app.db, sessionOf(request), DICTIONARY_PAGE, item, {}, ['id', 'dictionaryTypeId', 'parentId']));
  });

  app.post<{ Body: DataInput }>('/', { schema: dataCreateSchema, config: { access: canAdd } }, async (request) => {
    if (!request.body.dictionaryTypeId) throw badRequest('fieldRequired', { field: 'dictionaryTypeId' });
    const input = cleanDataInput(writableBody(app.db, sessionOf(request), DICTIONARY_PAGE, request.body, undefined, ['id', 'dictionaryTypeId']));
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const type = requireType(app, request.body.dictionaryTypeId);
      const parentId = resolveParent(app, type, input, null);
      checkCode(app, type.id, input.enCode, null);
      insertData(app.db, { ...input, id, dictionaryTypeId: type.id, parentId, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: DataInput }>('/:id', { schema: dataUpdateSchema, config: { access: canEdit } }, async (request) => {
    const { id } = request.params;
    // Fields outside the caller's form rights keep their stored values.
    const stored = findData(app.db, id);
    if (!stored || !reachable(request, id)) throw notFound('entityDictData');
    const input = cleanDataInput(writableBody(app.db, sessionOf(request), DICTIONARY_PAGE, request.body, {
      parentId: stored.parentId,
      fullName: stored.fullName,
      enCode: stored.enCode,
      enabledMark: stored.enabledMark,
      sortCode: stored.sortCode,
      description: stored.description,
    }, ['id', 'dictionaryTypeId']));
    app.db.transaction(() => {
      const current = findData(app.db, id);
      if (!current) throw notFound('entityDictData');
      const type = requireType(app, current.dictionaryTypeId);
      const parentId = resolveParent(app, type, input, id);
      checkCode(app, type.id, input.enCode, id);
      updateData(app.db, id, { ...input, parentId }, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: dataDeleteSchema, config: { access: canRemove } }, async (request) => {
    const { id } = request.params;
    app.db.transaction(() => {
      if (!findData(app.db, id) || !reachable(request, id)) throw notFound('entityDictData');
      if (countChildData(app.db, id) > 0) throw badRequest('dictDataHasChildren');
      deleteData(app.db, id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: dataStateSchema, config: { access: canEdit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const item = findData(app.db, request.params.id);
      if (!item || !reachable(request, item.id)) throw notFound('entityDictData');
      const next = item.enabledMark === 1 ? 0 : 1;
      setDataEnabled(app.db, item.id, next, app.clock());
      return next;
    })();
    return ok(request, { enabledMark }, 'updated');
  });

  exportRoute(app, canRead);
  dictionarySpreadsheetRoutes(app);
  importRoute(app, canAdd);
}
