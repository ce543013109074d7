import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { buildTree, subtreeIds } from '../../domain/tree';
import { translate } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  TYPE_ROOT,
  countChildTypes,
  countData,
  countNestedData,
  deleteType,
  findType,
  insertType,
  listTypes,
  typeCodeTaken,
  updateType,
  type DictionaryType,
} from './repository';
import {
  typeCreateSchema,
  typeDeleteSchema,
  typeInfoSchema,
  typeListSchema,
  typeSelectorSchema,
  typeUpdateSchema,
} from './schemas';
import { cleanTypeInput, type CleanType, type TypeInput } from './validation';

interface IdParams {
  id: string;
}

/** Parent must be the root or an existing category outside the edited category's own subtree. */
function checkParent(types: readonly DictionaryType[], parentId: string, editedId: string | null): void {
  if (parentId === TYPE_ROOT) return;
  if (!types.some((type) => type.id === parentId)) throw badRequest('parentNotFound');
  if (editedId !== null && subtreeIds(types, editedId).has(parentId)) throw badRequest('parentCycle');
}

function checkCode(app: FastifyInstance, input: CleanType, editedId: string | null): void {
  if (typeCodeTaken(app.db, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
}

/** /api/system/DictionaryType: the category tree. */
export async function dictionaryTypeRoutes(app: FastifyInstance): Promise<void> {
  app.get('/', { schema: typeListSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: buildTree(listTypes(app.db), TYPE_ROOT) }));

  // Parent choices for a category form: the tree under a "top level" node, minus the category itself and its subtree.
  app.get<{ Params: IdParams }>('/Selector/:id', { schema: typeSelectorSchema, config: { access: canRead } }, async (request) => {
    const types = listTypes(app.db);
    const excluded = subtreeIds(types, request.params.id);
    const children = buildTree(types.filter((type) => !excluded.has(type.id)), TYPE_ROOT);
    const root = {
      id: TYPE_ROOT,
      parentId: '0',
      fullName: translate(request.lang, 'dictTypeRoot'),
      hasChildren: children.length > 0,
      children,
    };
    return ok(request, { list: [root] });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: typeInfoSchema, config: { access: canRead } }, async (request) => {
    const type = findType(app.db, request.params.id);
    if (!type) throw notFound('entityDictType');
    return ok(request, type);
  });

  app.post<{ Body: TypeInput }>('/', { schema: typeCreateSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanTypeInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkParent(listTypes(app.db), input.parentId, null);
      checkCode(app, input, null);
      insertType(app.db, { id, ...input, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: TypeInput }>('/:id', { schema: typeUpdateSchema, config: { access: canEdit } }, async (request) => {
    const input = cleanTypeInput(request.body);
    const { id } = request.params;
    app.db.transaction(() => {
      const current = findType(app.db, id);
      if (!current) throw notFound('entityDictType');
      checkParent(listTypes(app.db), input.parentId, id);
      checkCode(app, input, id);
      if (current.isTree === 1 && input.isTree === 0 && countNestedData(app.db, id) > 0) throw badRequest('dictCannotFlatten');
      updateType(app.db, id, input, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: typeDeleteSchema, config: { access: canRemove } }, async (request) => {
    const { id } = request.params;
    app.db.transaction(() => {
      if (!findType(app.db, id)) throw notFound('entityDictType');
      if (countChildTypes(app.db, id) > 0) throw badRequest('dictTypeHasChildren');
      if (countData(app.db, id) > 0) throw badRequest('dictTypeHasData');
      deleteType(app.db, id);
    })();
    return ok(request, null, 'deleted');
  });
}
