import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';

/** Request logs older than this are dropped (the profile page shows recent activity). */
const RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** Pruning runs once per this many recorded requests, not on every one. */
const PRUNE_EVERY = 500;
const PATH_MAX = 300;

const ENVELOPE_CODE = /^\{"code":(\d{1,4})[,}]/;
/**
 * Rows are written in batches, one transaction per FLUSH_MS or FLUSH_ROWS: a commit per request
 * costs more than many requests themselves (the keyword-list budget is 1,000 requests a second).
 * A crash loses at most the last FLUSH_MS of log, never data.
 */
const FLUSH_MS = 50;
const FLUSH_ROWS = 500;

type LogRow = [userId: string, at: number, method: string, path: string, code: number, durationMs: number, ip: string];

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes the request log rows still buffered (before reading the log). */
    flushRequestLog(): void;
  }
}

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
  let buffered: LogRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  const write = app.db.transaction((rows: readonly LogRow[]) => {
    for (const row of rows) insert.run(...row);
  });
  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (buffered.length === 0) return;
    const rows = buffered;
    buffered = [];
    try {
      write(rows);
    } catch {
      // One bad row (a user deleted meanwhile) must not drop the others.
      for (const row of rows) {
        try {
          insert.run(...row);
        } catch (error) {
          // The log must never fail the requests it describes (a busy database, a deleted user).
          app.log.warn({ err: error }, 'atrium-server: request log not written');
        }
      }
    }
    const before = recorded;
    recorded += rows.length;
    if (Math.floor(before / PRUNE_EVERY) === Math.floor(recorded / PRUNE_EVERY)) return;
    try {
      prune.run(app.clock() - RETENTION_MS);
    } catch (error) {
      app.log.warn({ err: error }, 'atrium-server: request log not pruned');
    }
  };
  app.decorate('flushRequestLog', flush);
  app.addHook('onClose', async () => flush());

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
    buffered.push([session.userId, now, request.method, path, codes.get(request) ?? reply.statusCode, Math.round(reply.elapsedTime), request.ip]);
    if (buffered.length >= FLUSH_ROWS) flush();
    else if (!timer) {
      timer = setTimeout(flush, FLUSH_MS);
      timer.unref();
    }
  });
});
