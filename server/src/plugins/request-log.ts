import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';

/** Request logs older than this are dropped (the profile page shows recent activity). */
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs once per this many recorded requests, not on every one. */
const PRUNE_EVERY = 500;
const PATH_MAX = 300;

const ENVELOPE_CODE = /^\{"code":(\d{1,4})[,}]/;

/**
 * Records every authenticated API request of a user (method, path without its query, JNPF
 * code, duration, address) for their own system log (GET /Current/SystemLog, category 5).
 * The query string is left out because keywords and filters are the user's own data.
 */
export const requestLogPlugin = globalPlugin('atrium-request-log', async (app) => {
  const codes = new WeakMap<FastifyRequest, number>();
  const insert = app.db.prepare(`INSERT INTO request_logs (user_id, at, method, path, code, duration_ms, ip)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const prune = app.db.prepare('DELETE FROM request_logs WHERE at < ?');
  let recorded = 0;

  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.session && typeof payload === 'string') {
      const match = ENVELOPE_CODE.exec(payload);
      if (match) codes.set(request, Number(match[1]));
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    if (!session) return;
    const now = app.clock();
    const path = request.url.split('?')[0]!.slice(0, PATH_MAX);
    try {
      insert.run(session.userId, now, request.method, path, codes.get(request) ?? reply.statusCode, Math.round(reply.elapsedTime), request.ip);
      recorded += 1;
      if (recorded % PRUNE_EVERY === 0) prune.run(now - RETENTION_MS);
    } catch (error) {
      // The log must never fail the request it describes (a busy database, a deleted user).
      request.log.warn({ err: error }, 'atrium-server: request log not written');
    }
  });
});
