import type { FastifyInstance } from 'fastify';
import type { Session } from '../../auth/sessions';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import {
  addHolderItems,
  holderItems,
  holdersOfItem,
  holderExists,
  itemTypeOf,
  replaceHolderItems,
  replaceHoldersOfItem,
  unknownHolders,
  unknownItems,
} from '../../permission/authorize-repository';
import { authorizeTree, flattenTree } from '../../permission/authorize-tree';
import { permissionsChanged, usersOfObject } from '../../permission/changes';
import { cachedGrants } from '../../permission/grant-cache';
import { grantableBy } from '../../permission/grantable';
import { ITEM_TYPES, type HolderType, type ItemType } from '../../permission/grants';
import { assertMayGrant } from '../../permission/guards';
import type { ItemLists } from '../../permission/grants';
import { authorizeNodeSchema, batchSchema, modelSchema, saveSchema, setModelSchema, valuesSchema } from './authorize-schemas';

export const AUTHORIZE_PAGE = 'permission.authorize';
const READ = { access: { page: AUTHORIZE_PAGE } };
const WRITE = { access: { page: AUTHORIZE_PAGE, button: 'btn_edit' } };

/** The item lists of a body, JNPF names (systemIds, module, button, column, form, resource), without duplicates. */
interface ItemBody {
  systemIds?: string[];
  /** Accepted as well as JNPF's systemIds. */
  system?: string[];
  module?: string[];
  button?: string[];
  column?: string[];
  form?: string[];
  resource?: string[];
}

function listsOf(body: ItemBody): Record<ItemType, string[]> {
  const unique = (ids: string[] | undefined): string[] => [...new Set(ids ?? [])];
  return {
    system: unique([...(body.systemIds ?? []), ...(body.system ?? [])]),
    module: unique(body.module),
    button: unique(body.button),
    column: unique(body.column),
    form: unique(body.form),
    resource: unique(body.resource),
  };
}

/** At most this many ids are named in a refusal; the message stays readable. */
const NAMED_IDS = 10;
const named = (ids: readonly string[]): string => ids.slice(0, NAMED_IDS).join(', ') + (ids.length > NAMED_IDS ? ` … (${ids.length})` : '');

function assertItemsExist(app: FastifyInstance, items: ItemLists): void {
  const unknown = unknownItems(app.db, items);
  if (unknown.length > 0) throw new ApiError(400, 'authorizeUnknownItems', { ids: named(unknown) });
}

function assertHoldersExist(app: FastifyInstance, type: HolderType, ids: readonly string[]): void {
  const unknown = unknownHolders(app.db, type, ids);
  if (unknown.length > 0) throw new ApiError(400, 'authorizeUnknownHolders', { ids: named(unknown) });
}

/**
 * Replaces a holder's grants. The caller may add only what they hold (assertMayGrant); what the
 * holder has that the caller does not hold stays untouched, since the caller never saw it.
 */
function saveHolder(app: FastifyInstance, session: Session, type: HolderType, id: string, wanted: Record<ItemType, string[]>): void {
  assertHoldersExist(app, type, [id]);
  assertItemsExist(app, wanted);
  const current = holderItems(app.db, type, id);
  const added = Object.fromEntries(ITEM_TYPES.map((kind) => [kind, wanted[kind].filter((itemId) => !current[kind].has(itemId))])) as ItemLists;
  assertMayGrant(app.db, session, added);
  const may = session.isAdministrator ? null : grantableBy(app.db, cachedGrants(app.db, session.userId));
  const kept = Object.fromEntries(
    ITEM_TYPES.map((kind) => [kind, [...wanted[kind], ...(may ? [...current[kind]].filter((itemId) => !may(kind, itemId)) : [])]]),
  ) as ItemLists;
  replaceHolderItems(app.db, type, id, kept);
}

/** /api/permission/Authority: authorisations of roles, positions, organisations and users (JNPF AuthorizeController). */
export async function authorizeDataRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(authorizeNodeSchema);

  // The tree the caller may grant from, and which of its nodes the holder has now (for a tri-state tree).
  app.post<{ Params: { objectId: string }; Body: { objectType: HolderType; type?: ItemType; moduleIds?: string | string[] } }>(
    '/Data/:objectId/Values',
    { schema: valuesSchema, config: READ },
    async (request) => {
      const session = sessionOf(request);
      const { objectType, type, moduleIds } = request.body;
      const within = moduleIds === undefined ? undefined : new Set((Array.isArray(moduleIds) ? moduleIds : moduleIds.split(',')).map((id) => id.trim()).filter((id) => id !== ''));
      if (!holderExists(app.db, objectType, request.params.objectId)) throw new ApiError(400, 'authorizeUnknownHolders', { ids: request.params.objectId });
      const list = authorizeTree(app.db, session.isAdministrator ? null : grantableBy(app.db, cachedGrants(app.db, session.userId)), type, within);
      const held = holderItems(app.db, objectType, request.params.objectId);
      const nodes = flattenTree(list);
      return ok(request, { list, ids: nodes.filter((node) => held[node.type].has(node.id)).map((node) => node.id), all: nodes.map((node) => node.id) });
    },
  );

  app.put<{ Params: { objectId: string }; Body: ItemBody & { objectType: HolderType } }>(
    '/Data/:objectId',
    { schema: saveSchema, config: WRITE },
    async (request) => {
      const { objectType } = request.body;
      const { objectId } = request.params;
      const affected = app.db.transaction(() => {
        saveHolder(app, sessionOf(request), objectType, objectId, listsOf(request.body));
        return usersOfObject(app.db, objectType, objectId);
      }).immediate();
      permissionsChanged(app, affected);
      return ok(request, null, 'authorizeSaved');
    },
  );

  // Adds the items to every holder named (JNPF's batch authorisation keeps what they had).
  app.post<{ Body: ItemBody & { roleIds?: string[]; positionIds?: string[]; organizeIds?: string[]; userIds?: string[] } }>(
    '/Data/Batch',
    { schema: batchSchema, config: WRITE },
    async (request) => {
      const session = sessionOf(request);
      const items = listsOf(request.body);
      const holders: ReadonlyArray<[HolderType, string[]]> = [
        ['Role', [...new Set(request.body.roleIds ?? [])]],
        ['Position', [...new Set(request.body.positionIds ?? [])]],
        ['Organize', [...new Set(request.body.organizeIds ?? [])]],
        ['User', [...new Set(request.body.userIds ?? [])]],
      ];
      const affected = app.db.transaction(() => {
        for (const [type, ids] of holders) assertHoldersExist(app, type, ids);
        assertItemsExist(app, items);
        assertMayGrant(app.db, session, items);
        const users = new Set<string>();
        for (const [type, ids] of holders) {
          for (const id of ids) {
            addHolderItems(app.db, type, id, items);
            for (const user of usersOfObject(app.db, type, id)) users.add(user);
          }
        }
        return users;
      }).immediate();
      permissionsChanged(app, affected);
      return ok(request, null, 'authorizeSaved');
    },
  );

  // Which holders of one type hold one item (a menu, button, column, form field, data scheme or system).
  app.get<{ Params: { itemId: string; objectType: HolderType } }>('/Model/:itemId/:objectType', { schema: modelSchema, config: READ }, async (request) => {
    const { itemId, objectType } = request.params;
    const itemType = itemTypeOf(app.db, itemId);
    if (!itemType) throw new ApiError(400, 'authorizeUnknownItems', { ids: itemId });
    return ok(request, { itemType, ids: holdersOfItem(app.db, itemType, itemId, objectType) });
  });

  app.put<{ Params: { itemId: string }; Body: { objectType: HolderType; objectIds: string[] } }>(
    '/Model/:itemId',
    { schema: setModelSchema, config: WRITE },
    async (request) => {
      const { itemId } = request.params;
      const { objectType } = request.body;
      const objectIds = [...new Set(request.body.objectIds)];
      const affected = app.db.transaction(() => {
        const itemType = itemTypeOf(app.db, itemId);
        if (!itemType) throw new ApiError(400, 'authorizeUnknownItems', { ids: itemId });
        assertHoldersExist(app, objectType, objectIds);
        assertMayGrant(app.db, sessionOf(request), { [itemType]: [itemId] });
        const before = holdersOfItem(app.db, itemType, itemId, objectType);
        replaceHoldersOfItem(app.db, itemType, itemId, objectType, objectIds);
        return new Set([...before, ...objectIds].flatMap((id) => usersOfObject(app.db, objectType, id)));
      }).immediate();
      permissionsChanged(app, affected);
      return ok(request, null, 'authorizeSaved');
    },
  );
}
