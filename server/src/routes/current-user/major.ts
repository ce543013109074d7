// PUT /api/permission/Users/Current/major (spec section 7: majorId, majorType). 'System' switches the
// current system; 'Organize' and 'Position' switch users.organize_id / position_id among the user's
// own (data rules follow the current organisation), after which their portals reload permissions.
import type { FastifyInstance } from 'fastify';
import { menuUserOf, switchSystem } from '../../domain/menus';
import { findUserById } from '../../domain/users';
import { permissionsChanged } from '../../permission/changes';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { emptyEnvelope, idField, objectOf } from '../common-schemas';
import { belongsTo, setMajorOf } from './organizations-repository';

export const MAJOR_TYPES = ['System', 'Organize', 'Position'] as const;

export const majorSchema = {
  body: objectOf({ majorId: idField, majorType: { type: 'string', enum: [...MAJOR_TYPES] } }),
  response: emptyEnvelope,
};

export interface MajorChange {
  majorId: string;
  majorType: (typeof MAJOR_TYPES)[number];
}

export async function majorRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Body: MajorChange }>('/major', { schema: majorSchema }, async (request) => {
    const user = findUserById(app.db, sessionOf(request).userId);
    if (!user) throw new ApiError(602, 'sessionInvalid');
    const { majorId, majorType } = request.body;
    if (majorType === 'System') {
      if (!switchSystem(app.db, menuUserOf(user), majorId)) throw badRequest('systemUnavailable');
      return ok(request, null, 'systemSwitched');
    }
    app.db.transaction(() => {
      if (!belongsTo(app.db, user.id, majorType, majorId)) throw badRequest('majorNotOwn', { field: 'majorId' });
      setMajorOf(app.db, user.id, majorType, majorId);
    })();
    permissionsChanged(app, [user.id]);
    return ok(request, null, 'systemSwitched');
  });
}
