import type { FastifyInstance } from 'fastify';
import { countLiveSessions } from '../../auth/sessions';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { overviewSchema } from './schemas';

const RECENT_LOGINS = 10;

/** /api/visualdev/Dashboard: figures for the home page, counted live from the database. */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const count = (sql: string, ...params: unknown[]): number =>
    (app.db.prepare(sql).get(...params) as { n: number }).n;

  app.get('/Overview', { schema: overviewSchema }, async (request) => {
    const session = sessionOf(request);
    const lastLogins = app.db.prepare(`SELECT at AS time, ip FROM login_attempts
      WHERE user_id = ? AND success = 1 ORDER BY at DESC LIMIT ?`).all(session.userId, RECENT_LOGINS) as { time: number; ip: string }[];
    return ok(request, {
      userCount: count('SELECT COUNT(*) AS n FROM users'),
      organizeCount: count("SELECT COUNT(*) AS n FROM organizations WHERE category = 'company'"),
      departmentCount: count("SELECT COUNT(*) AS n FROM organizations WHERE category = 'department'"),
      roleCount: count('SELECT COUNT(*) AS n FROM roles'),
      positionCount: count('SELECT COUNT(*) AS n FROM positions'),
      onlineUserCount: countLiveSessions(app.db, app.clock()),
      dictionaryCount: count('SELECT COUNT(*) AS n FROM dictionary_types'),
      dictionaryDataCount: count('SELECT COUNT(*) AS n FROM dictionary_data'),
      menuCount: count('SELECT COUNT(*) AS n FROM modules'),
      lastLogins,
    });
  });
}
