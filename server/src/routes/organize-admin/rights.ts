import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowed } from '../../auth/permissions';
import type { Session } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { sessionOf } from '../../plugins/auth';
import { ApiError } from '../../plugins/errors';

/** The four rights of 分级管理, each held for one organisation (本层级) or for everything below it (子层级). */
export type GradeAction = 'add' | 'edit' | 'delete' | 'select';

const THIS_LAYER: Record<GradeAction, string> = {
  add: 'this_layer_add',
  edit: 'this_layer_edit',
  delete: 'this_layer_delete',
  select: 'this_layer_select',
};
const SUB_LAYER: Record<GradeAction, string> = {
  add: 'sub_layer_add',
  edit: 'sub_layer_edit',
  delete: 'sub_layer_delete',
  select: 'sub_layer_select',
};

// Organisation trees are a few levels deep; the bound only stops a corrupted (cyclic) tree from looping.
const DEPTH_LIMIT = 64;

/**
 * Whether the user's organisation-administrator rights allow `action` on organisation `orgId`:
 * a this-layer right on orgId itself, or a sub-layer right on one of its ancestors.
 * For "add", orgId is where the new item goes (the parent organisation, or the position's organisation).
 */
export function gradeAllows(db: Db, userId: string, orgId: string, action: GradeAction): boolean {
  return db.prepare(`WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM organizations WHERE id = ?
      UNION ALL SELECT o.id, o.parent_id, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < ${DEPTH_LIMIT})
    SELECT 1 FROM organize_administrators a JOIN up ON a.organize_id = up.id
    WHERE a.user_id = ? AND ((up.depth = 0 AND a.${THIS_LAYER[action]} = 1) OR (up.depth > 0 AND a.${SUB_LAYER[action]} = 1))
    LIMIT 1`).get(orgId, userId) !== undefined;
}

/** Every organisation the user may see through organisation-administrator rights. */
export function gradeVisibleIds(db: Db, userId: string): Set<string> {
  const rows = db.prepare(`WITH RECURSIVE sub(id, root, depth) AS (
      SELECT o.id, o.id, 0 FROM organizations o JOIN organize_administrators a ON a.organize_id = o.id WHERE a.user_id = ?
      UNION ALL SELECT o.id, sub.root, sub.depth + 1 FROM organizations o JOIN sub ON o.parent_id = sub.id WHERE sub.depth < ${DEPTH_LIMIT})
    SELECT DISTINCT sub.id FROM sub JOIN organize_administrators a ON a.organize_id = sub.root AND a.user_id = ?
    WHERE (sub.depth = 0 AND a.this_layer_select = 1) OR (sub.depth > 0 AND a.sub_layer_select = 1)`).all(userId, userId) as { id: string }[];
  return new Set(rows.map((row) => row.id));
}

export interface PageAccess {
  page: string;
  button?: string;
}

/**
 * The one write check of the organisation, department, position and role routes: the page's
 * button right, or else organisation-administrator rights for `action` on every organisation the
 * write touches. Throws 403 otherwise.
 */
export function requireWrite(app: FastifyInstance, request: FastifyRequest, access: PageAccess, orgIds: readonly string[], action: GradeAction): void {
  const session = sessionOf(request);
  if (isAllowed(app.db, session, access.page, access.button)) return;
  if (orgIds.length > 0 && orgIds.every((id) => gradeAllows(app.db, session.userId, id, action))) return;
  throw new ApiError(403, 'noPermission');
}

/**
 * What a reader may see: 'all' with the page right, else the organisations their
 * organisation-administrator rights show; 403 when neither.
 */
export function readScope(db: Db, session: Session, page: string): 'all' | Set<string> {
  if (isAllowed(db, session, page)) return 'all';
  const visible = gradeVisibleIds(db, session.userId);
  if (visible.size === 0) throw new ApiError(403, 'noPermission');
  return visible;
}

/** Like readScope, for pickers that any signed-in user may open ("by authorisation"): never refuses. */
export function pickerScope(db: Db, session: Session, page: string): 'all' | Set<string> {
  if (isAllowed(db, session, page)) return 'all';
  return gradeVisibleIds(db, session.userId);
}

/** Whether the user holds a sub-layer right for `action` over everything below orgId (on orgId or an ancestor). */
export function gradeHoldsBelow(db: Db, userId: string, orgId: string, action: GradeAction): boolean {
  return db.prepare(`WITH RECURSIVE up(id, parent_id, depth) AS (
      SELECT id, parent_id, 0 FROM organizations WHERE id = ?
      UNION ALL SELECT o.id, o.parent_id, up.depth + 1 FROM organizations o JOIN up ON o.id = up.parent_id WHERE up.depth < ${DEPTH_LIMIT})
    SELECT 1 FROM organize_administrators a JOIN up ON a.organize_id = up.id
    WHERE a.user_id = ? AND a.${SUB_LAYER[action]} = 1 LIMIT 1`).get(orgId, userId) !== undefined;
}
