import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAllowed } from '../../auth/permissions';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { permissionsChanged } from '../../permission/changes';
import { assertMayJoin } from '../../permission/guards';
import { holderRowInScope } from '../../permission/page-rights';
import type { Session } from '../../auth/sessions';
import { envelope, idField, objectOf, emptyEnvelope, str } from '../common-schemas';
import { idList } from '../organize/fields';
import { GROUP_PAGE } from '../group/routes';
import { readScope, requireWrite } from '../organize-admin/rights';
import { findPosition, POSITION_ROWS } from '../position/repository';
import { POSITION_PAGE } from '../position/routes';
import { findRole, organizationsOfRole, ROLE_ROWS } from '../role/repository';
import { ROLE_PAGE } from '../role/routes';
import { memberIds, relationTypeOf, replaceMembers, unknownUser, userOutside, type RelationType } from './repository';

interface Params {
  objectId: string;
}
interface RelationBody {
  objectType?: string | null;
  userIds?: (string | null)[] | null;
}

const objectType = { type: ['string', 'null'], enum: ['Position', 'Role', 'Group', '', null] } as const;
const params = objectOf({ objectId: idField });

const entityOf = { Position: 'entityPosition', Role: 'entityRole', Group: 'entityGroup' } as const;
const pageOf: Record<RelationType, string> = { Position: POSITION_PAGE, Role: ROLE_PAGE, Group: GROUP_PAGE };

/**
 * The holder's kind (as asked, or found) and the organisations whose administrators may manage its
 * members. A position or role outside the caller's data rules answers like a missing one, as its
 * own single-row calls do.
 */
function holder(app: FastifyInstance, session: Session, objectId: string, asked: string | null | undefined): { type: RelationType; organizeIds: string[] } {
  const type = asked === 'Position' || asked === 'Role' || asked === 'Group' ? asked : relationTypeOf(app.db, objectId);
  if (type === null) throw badRequest('relationObjectType');
  if (type === 'Position') {
    const position = findPosition(app.db, objectId);
    if (!position || !holderRowInScope(app.db, session, POSITION_PAGE, POSITION_ROWS, objectId)) throw notFound(entityOf.Position);
    return { type, organizeIds: [position.organizeId] };
  }
  if (type === 'Role') {
    const role = findRole(app.db, objectId);
    if (!role || !holderRowInScope(app.db, session, ROLE_PAGE, ROLE_ROWS, objectId)) throw notFound(entityOf.Role);
    return { type, organizeIds: role.globalMark === 0 ? organizationsOfRole(app.db, objectId) : [] };
  }
  if (relationTypeOf(app.db, objectId) !== 'Group') throw notFound(entityOf.Group);
  return { type, organizeIds: [] };
}

function requireMemberWrite(app: FastifyInstance, request: FastifyRequest, type: RelationType, organizeIds: string[]): void {
  if (type === 'Group') {
    if (!isAllowed(app.db, sessionOf(request), GROUP_PAGE, 'btn_edit')) throw new ApiError(403, 'noPermission');
    return;
  }
  requireWrite(app, request, { page: pageOf[type], button: 'btn_edit' }, organizeIds, 'edit');
}

/** /api/permission/UserRelation: the members of a position, role or group (JNPF UserRelationForm). */
export async function userRelationRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: Params; Querystring: { objectType?: string } }>('/:objectId', {
    schema: {
      params,
      querystring: { type: 'object', properties: { objectType } },
      response: envelope(objectOf({ objectType: str, ids: { type: 'array', items: str } })),
    },
  }, async (request) => {
    const session = sessionOf(request);
    const { type } = holder(app, session, request.params.objectId, request.query.objectType);
    if (type === 'Group') {
      if (!isAllowed(app.db, session, GROUP_PAGE)) throw new ApiError(403, 'noPermission');
    } else {
      readScope(app.db, session, pageOf[type]);
    }
    return ok(request, { objectType: type, ids: memberIds(app.db, type, request.params.objectId) });
  });

  app.post<{ Params: Params; Body: RelationBody }>('/:objectId', {
    schema: {
      params,
      body: {
        type: 'object',
        properties: { objectType, userIds: { type: ['array', 'null'], maxItems: 10_000, items: { type: ['string', 'null'], maxLength: 64 } } },
      },
      response: emptyEnvelope,
    },
  }, async (request) => {
    const { objectId } = request.params;
    const { type, organizeIds } = holder(app, sessionOf(request), objectId, request.body.objectType);
    requireMemberWrite(app, request, type, organizeIds);
    const userIds = idList(request.body.userIds);
    let affected: string[] = [];
    app.db.transaction(() => {
      const missing = unknownUser(app.db, userIds);
      if (missing !== null) throw badRequest('relationUnknownUser', { id: missing });
      if (type === 'Role') {
        const outside = userOutside(app.db, userIds, organizeIds);
        if (outside) throw badRequest('roleMemberOutsideOrganize', { name: outside.name });
      }
      const before = memberIds(app.db, type, objectId);
      // New members receive the holder's grants: a non-administrator may add them only when those are all their own.
      const known = new Set(before);
      if (type !== 'Group' && userIds.some((id) => !known.has(id))) assertMayJoin(app.db, sessionOf(request), [{ type, id: objectId }]);
      replaceMembers(app.db, type, objectId, userIds);
      affected = [...new Set([...before, ...userIds])];
    })();
    permissionsChanged(app, affected);
    return ok(request, null, 'success');
  });
}
