// PUT /api/permission/Users/Current/major (spec section 7: majorId, majorType). JNPF clients switch
// the current system with majorType 'System'; the organisation and position kinds are not served
// by the reference server yet, so the schema refuses them with a 400 naming the field.
import type { FastifyInstance } from 'fastify';
import { menuUserOf, switchSystem } from '../../domain/menus';
import { findUserById } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { emptyEnvelope, idField, objectOf } from '../common-schemas';

export const MAJOR_TYPES = ['System'] as const;

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
    if (!switchSystem(app.db, menuUserOf(user), request.body.majorId)) throw badRequest('systemUnavailable');
    return ok(request, null, 'systemSwitched');
  });
}
