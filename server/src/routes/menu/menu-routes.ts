import type { FastifyInstance } from 'fastify';
import { cleanTranslations, readMenuTranslations, saveMenuTranslations } from './translations';
import { newId } from '../../db/ids';
import { buildTree, type TreeNode } from '../../domain/tree';
import { translate } from '../../i18n/messages';
import { permissionsChanged } from '../../permission/changes';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { canAdd, canEdit, canRead, canRemove } from './access';
import {
  DIRECTORY_TYPES,
  MENU_ROOT,
  countChildMenus,
  deleteMenu,
  findMenu,
  insertMenu,
  listMenus,
  listSystems,
  menuCodeTaken,
  moveSubtreeToSystem,
  setMenuEnabled,
  subtreeMenuIds,
  systemExists,
  updateMenu,
  type Menu,
  type MenuFields,
} from './repository';
import {
  deleteSchema,
  menuCreateSchema,
  menuInfoSchema,
  menuListSchema,
  menuSelectorSchema,
  menuUpdateSchema,
  stateSchema,
  systemSelectorSchema,
} from './schemas';
import { cleanMenuInput, type MenuInput } from './validation';

interface IdParams {
  id: string;
}

interface ListQuery {
  systemId?: string;
  keyword?: string;
  category?: 'Web' | 'App' | '';
}

/** The rows matching the keyword (name or code), with their ancestors so the tree still reads from the top. */
function matching(menus: readonly Menu[], keyword: string): Menu[] {
  const needle = keyword.toLowerCase();
  if (needle === '') return [...menus];
  const byId = new Map(menus.map((menu) => [menu.id, menu]));
  const keep = new Set<string>();
  for (const menu of menus) {
    if (!menu.fullName.toLowerCase().includes(needle) && !menu.enCode.toLowerCase().includes(needle)) continue;
    for (let at: Menu | undefined = menu; at && !keep.has(at.id); at = byId.get(at.parentId)) keep.add(at.id);
  }
  return menus.filter((menu) => keep.has(menu.id));
}

/** /api/system/Menu: the menus of each system (spec section 2 "Menu entry types"). */
export async function menuRoutes(app: FastifyInstance): Promise<void> {
  const systemOf = (requested: string | undefined): string => requested || (listSystems(app.db)[0]?.id ?? '');

  const requireMenu = (id: string): Menu => {
    const menu = findMenu(app.db, id);
    if (!menu) throw notFound('entityMenu');
    return menu;
  };

  /** References of a menu form, read inside the write's transaction. */
  const checkRefs = (input: MenuFields, edited: Menu | null): void => {
    if (!systemExists(app.db, input.systemId)) throw badRequest('menuSystemNotFound');
    if (menuCodeTaken(app.db, input.enCode, edited?.id ?? null)) throw badRequest('codeExists', { code: input.enCode });
    if (input.parentId !== MENU_ROOT) {
      if (edited && subtreeMenuIds(app.db, edited.id).has(input.parentId)) throw badRequest('parentCycle');
      const parent = findMenu(app.db, input.parentId);
      if (!parent) throw badRequest('parentNotFound');
      if (parent.systemId !== input.systemId) throw badRequest('menuParentOtherSystem');
      if (!DIRECTORY_TYPES.has(parent.type)) throw badRequest('menuParentNotDirectory');
    }
    if (edited && !DIRECTORY_TYPES.has(input.type) && countChildMenus(app.db, edited.id) > 0) throw badRequest('menuChildrenNeedDirectory');
  };

  app.get('/SystemSelector', { schema: systemSelectorSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: listSystems(app.db) }));

  app.get<{ Querystring: ListQuery }>('/', { schema: menuListSchema, config: { access: canRead } }, async (request) => {
    if (request.query.category === 'App') return ok(request, { list: [] });
    const menus = matching(listMenus(app.db, systemOf(request.query.systemId)), request.query.keyword?.trim() ?? '');
    return ok(request, { list: buildTree(menus, MENU_ROOT) });
  });

  // Parent choices of the menu form: the directories and groups of a system under a top-level node,
  // minus the edited menu and everything below it ('0' for a new menu).
  app.get<{ Params: IdParams; Querystring: { systemId?: string } }>('/Selector/:id', { schema: menuSelectorSchema, config: { access: canRead } }, async (request) => {
    const excluded = request.params.id === '0' ? new Set<string>() : subtreeMenuIds(app.db, request.params.id);
    const menus = listMenus(app.db, systemOf(request.query.systemId)).filter((menu) => DIRECTORY_TYPES.has(menu.type) && !excluded.has(menu.id));
    const children: TreeNode<Menu>[] = buildTree(menus, MENU_ROOT);
    const root = { id: MENU_ROOT, parentId: '0', fullName: translate(request.lang, 'menuRoot'), type: 0, icon: '', enabledMark: 1, hasChildren: children.length > 0, children };
    return ok(request, { list: [root] });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: menuInfoSchema, config: { access: canRead } }, async (request) => {
    const menu = requireMenu(request.params.id);
    return ok(request, { ...menu, translations: readMenuTranslations(app.db, menu.id) });
  });

  app.post<{ Body: MenuInput }>('/', { schema: menuCreateSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanMenuInput(request.body);
    const translations = cleanTranslations(request.body.translations);
    const id = newId(app.clock());
    app.db.transaction(() => {
      checkRefs(input, null);
      insertMenu(app.db, id, input);
      if (translations) saveMenuTranslations(app.db, id, translations);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: MenuInput }>('/:id', { schema: menuUpdateSchema, config: { access: canEdit } }, async (request) => {
    const input = cleanMenuInput(request.body);
    const translations = cleanTranslations(request.body.translations);
    app.db.transaction(() => {
      const current = requireMenu(request.params.id);
      checkRefs(input, current);
      if (current.systemId !== input.systemId) moveSubtreeToSystem(app.db, subtreeMenuIds(app.db, current.id), input.systemId);
      updateMenu(app.db, current.id, input);
      if (translations) saveMenuTranslations(app.db, current.id, translations);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      const menu = requireMenu(request.params.id);
      if (countChildMenus(app.db, menu.id) > 0) throw badRequest('menuHasChildren', { name: menu.fullName });
      deleteMenu(app.db, menu.id);
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const menu = requireMenu(request.params.id);
      const next = menu.enabledMark === 1 ? 0 : 1;
      setMenuEnabled(app.db, menu.id, next);
      return next;
    }).immediate();
    permissionsChanged(app, 'all');
    return ok(request, { enabledMark }, 'updated');
  });
}
