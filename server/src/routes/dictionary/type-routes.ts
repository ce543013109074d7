import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { buildTree, subtreeIds } from '../../domain/tree';
import { translate } from '../../i18n/messages';
import { DICTIONARY_PAGE } from '../../db/seed/menus';
import { dataScope } from '../../permission/data-scope';
import { reparentShown, rowInScope, unscoped, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  DICTIONARY_DATA_SCOPE_COLUMNS,
  DICTIONARY_TYPE_ROWS,
  TYPE_ROOT,
  countChildTypes,
  countData,
  countNestedData,
  deleteType,
  findType,
  insertType,
  listTypes,
  typeCodeTaken,
  typeIdsWithDataIn,
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
  /**
   * Whether the caller reaches category `id`: as in the tree, a caller the page's rules restrict
   * reaches the categories holding an item they may see; any other is missing for them.
   */
  const reachable = (request: FastifyRequest, id: string): boolean => rowInScope(app.db, sessionOf(request), DICTIONARY_PAGE, DICTIONARY_TYPE_ROWS, id);

  // The dictionary page's data rules name item fields: a caller they restrict sees the dictionaries
  // holding an item they may see (a hidden dictionary's visible ones hang under its nearest visible
  // ancestor or the top). The tree is the page's navigation, so its labels are not column rights.
  app.get('/', { schema: typeListSchema, config: { access: canRead } }, async (request) => {
    const scope = dataScope(app.db, sessionOf(request), DICTIONARY_PAGE, DICTIONARY_DATA_SCOPE_COLUMNS);
    const types = listTypes(app.db);
    const shown = unscoped(scope) ? types : reparentShown(types, typeIdsWithDataIn(app.db, scope), TYPE_ROOT);
    return ok(request, { list: buildTree(shown, TYPE_ROOT) });
  });

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
    if (!type || !reachable(request, type.id)) throw notFound('entityDictType');
    return ok(request, type);
  });

  app.post<{ Body: TypeInput }>('/', { schema: typeCreateSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanTypeInput(writableBody(app.db, sessionOf(request), DICTIONARY_PAGE, request.body));
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
    const { id } = request.params;
    // Fields outside the caller's form rights keep their stored values.
    const stored = findType(app.db, id);
    if (!stored || !reachable(request, id)) throw notFound('entityDictType');
    const input = cleanTypeInput(writableBody(app.db, sessionOf(request), DICTIONARY_PAGE, request.body, {
      parentId: stored.parentId,
      fullName: stored.fullName,
      enCode: stored.enCode,
      isTree: stored.isTree,
      sortCode: stored.sortCode,
      description: stored.description,
    }));
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
      if (!findType(app.db, id) || !reachable(request, id)) throw notFound('entityDictType');
      if (countChildTypes(app.db, id) > 0) throw badRequest('dictTypeHasChildren');
      if (countData(app.db, id) > 0) throw badRequest('dictTypeHasData');
      deleteType(app.db, id);
    })();
    return ok(request, null, 'deleted');
  });
}
