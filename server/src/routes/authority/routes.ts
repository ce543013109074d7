import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { cachedGrants } from '../../permission/grant-cache';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError } from '../../plugins/errors';
import { authorizeDataRoutes } from './authorize-routes';
import { parseFieldList, type ColumnSetting } from './columns';
import { getColumnsSchema, setColumnsSchema } from './schemas';

/** A user may keep column settings only for an enabled module (menu) they can open. */
function checkModule(db: Db, user: { userId: string; isAdministrator: boolean }, moduleId: string): void {
  const module = db.prepare('SELECT id FROM modules WHERE id = ? AND enabled_mark = 1').get(moduleId);
  const allowed = module !== undefined && (user.isAdministrator || cachedGrants(db, user.userId).module.has(moduleId));
  // The same answer for "no such module" and "not yours", so ids cannot be probed.
  if (!allowed) throw new ApiError(403, 'noPermission');
}

/** /api/permission/Authority: authorisations (authorize-routes.ts), and the list column settings of the column settings drawer, per user and module. */
export async function authorityRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authorizeDataRoutes);
  app.get<{ Params: { id: string } }>('/GetColumnsByModuleId/:id', { schema: getColumnsSchema }, async (request) => {
    const { userId } = sessionOf(request);
    checkModule(app.db, sessionOf(request), request.params.id);
    const row = app.db.prepare('SELECT field_list AS fieldList FROM user_module_columns WHERE user_id = ? AND module_id = ?')
      .get(userId, request.params.id) as { fieldList: string } | undefined;
    const list = row ? (JSON.parse(row.fieldList) as ColumnSetting[]) : [];
    return ok(request, { moduleId: request.params.id, list });
  });

  app.put<{ Body: { moduleId: string; fieldList: string } }>('/SetColumnsByModuleId', { schema: setColumnsSchema }, async (request) => {
    const { userId } = sessionOf(request);
    const { moduleId } = request.body;
    const list = parseFieldList(request.body.fieldList);
    app.db.transaction(() => {
      checkModule(app.db, sessionOf(request), moduleId);
      app.db.prepare(`INSERT INTO user_module_columns (user_id, module_id, field_list, last_modify_time) VALUES (?, ?, ?, ?)
        ON CONFLICT (user_id, module_id) DO UPDATE SET field_list = excluded.field_list, last_modify_time = excluded.last_modify_time`)
        .run(userId, moduleId, JSON.stringify(list), app.clock());
    })();
    return ok(request, null, 'updated');
  });
}
