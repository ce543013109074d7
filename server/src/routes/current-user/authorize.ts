import type { FastifyInstance } from 'fastify';
import { dataResourcesFor, menusFor, menuUserOf, type MenuNode, type PermissionEntry, type PermissionItem } from '../../domain/menus';
import { findUserById } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { envelope, objectOf } from '../common-schemas';

/** A read-only node of the authorisation trees: a menu, or a button, column or form item under its page. */
export interface AuthorizeNode {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  children: AuthorizeNode[];
}

type ItemKind = 'button' | 'column' | 'form' | 'resource';

function menuTree(nodes: readonly MenuNode[]): AuthorizeNode[] {
  return nodes.map((node) => ({ id: node.id, fullName: node.fullName, enCode: node.enCode, icon: node.icon, children: menuTree(node.children) }));
}

/** The menu tree with each page's granted items as its leaves; branches without any item are left out. */
function itemTree(nodes: readonly MenuNode[], entries: ReadonlyMap<string, Record<ItemKind, PermissionItem[]>>, kind: ItemKind): AuthorizeNode[] {
  return nodes.flatMap((node) => {
    const items: PermissionItem[] = entries.get(node.id)?.[kind] ?? [];
    const children = [
      ...items.map((item) => ({ id: `${node.id}:${item.id}`, fullName: item.fullName, enCode: item.enCode, icon: '', children: [] })),
      ...itemTree(node.children, entries, kind),
    ];
    return children.length > 0 ? [{ id: node.id, fullName: node.fullName, enCode: node.enCode, icon: node.icon, children }] : [];
  });
}

const nodeSchema = {
  $id: 'atrium-authorize-node',
  type: 'object',
  required: ['id', 'fullName', 'enCode', 'icon', 'children'],
  properties: {
    id: { type: 'string' },
    fullName: { type: 'string' },
    enCode: { type: 'string' },
    icon: { type: 'string' },
    children: { type: 'array', items: { $ref: 'atrium-authorize-node#' } },
  },
};

const tree = { type: 'array', items: { $ref: 'atrium-authorize-node#' } };

const authorizeSchema = {
  response: envelope(objectOf({ module: tree, button: tree, column: tree, form: tree, resource: tree })),
};

/**
 * GET /Current/Authorize: what the caller holds (server/src/permission: user, roles, positions,
 * organisations), as trees (menus, then the buttons, list columns, form fields and data schemes
 * under each page). Like the menu, it covers the current system.
 */
export async function authorizeRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(nodeSchema);
  app.get('/Authorize', { schema: authorizeSchema }, async (request) => {
    const user = findUserById(app.db, sessionOf(request).userId);
    if (!user) throw new ApiError(602, 'sessionInvalid');
    const menus = menusFor(app.db, menuUserOf(user), request.lang);
    const resources = dataResourcesFor(app.db, menuUserOf(user), menus.routerList.map((entry) => entry.id));
    const entries = new Map(menus.permissionList.map((entry: PermissionEntry) => [entry.modelId, { ...entry, resource: resources.get(entry.modelId) ?? [] }]));
    return ok(request, {
      module: menuTree(menus.menuList),
      button: itemTree(menus.menuList, entries, 'button'),
      column: itemTree(menus.menuList, entries, 'column'),
      form: itemTree(menus.menuList, entries, 'form'),
      resource: itemTree(menus.menuList, entries, 'resource'),
    });
  });
}
