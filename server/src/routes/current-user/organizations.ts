// GET /Current/getUserOrganizes, getUserPositions, getUserRoles and /Current/Subordinate/{id}: the
// signed-in user's memberships (for the user menu's switch) and their subordinates.
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { bool, envelope, idParams, objectOf, str } from '../common-schemas';
import { directSubordinates, isBelow, organizationsOf, positionsOf, rolesOf } from './organizations-repository';

const membershipList = envelope({ type: 'array', items: objectOf({ id: str, fullName: str, isDefault: bool }) });
const subordinateList = envelope({
  type: 'array',
  items: objectOf({ id: str, headIcon: str, userName: str, department: str, position: str, isLeaf: bool }),
});

export async function membershipRoutes(app: FastifyInstance): Promise<void> {
  app.get('/getUserOrganizes', { schema: { response: membershipList } }, async (request) =>
    ok(request, organizationsOf(app.db, sessionOf(request).userId)));
  app.get('/getUserPositions', { schema: { response: membershipList } }, async (request) =>
    ok(request, positionsOf(app.db, sessionOf(request).userId)));
  app.get('/getUserRoles', { schema: { response: membershipList } }, async (request) =>
    ok(request, rolesOf(app.db, sessionOf(request).userId)));

  // '0' is the caller; any other id must be below the caller in the manager chain.
  app.get<{ Params: { id: string } }>('/Subordinate/:id', { schema: { params: idParams, response: subordinateList } }, async (request) => {
    const userId = sessionOf(request).userId;
    const of = request.params.id === '0' ? userId : request.params.id;
    if (of !== userId && !isBelow(app.db, userId, of)) throw badRequest('notYourSubordinate');
    return ok(request, directSubordinates(app.db, of));
  });
}
