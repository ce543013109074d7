import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { checkSession } from '../auth/sessions';
import { writeIntentOf } from '../db/connection';
import { statement } from '../db/statements';
import { globalPlugin } from '../plugins/global-plugin';
import { LogCategory, LogLevel, levelOf } from './categories';
import { isSecretKey, redactedPath, summaryOf } from './redact';
import { backfillGrams } from './grams';
import { createWorkerLogSink } from './log-worker';
import type { LogEntry } from './writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the system log entries recorded so far are written (before reading the log). */
    flushRequestLog(): Promise<void>;
  }
}

const ENVELOPE_CODE = /^\{"code":(\d{1,4})[,}]/;
/** The sign-in routes (password, SMS code): their tries are the sign-in log, whoever makes them. */
const SIGN_IN_ROUTES = new Set(['/api/oauth/Login', '/api/oauth/sms/login']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Answer {
  code?: number;
  msg?: string;
  token?: string;
  error?: string;
}

/** The parameter that names the written record: `id` when there is one, else the first that is not a secret. */
function recordIdOf(params: unknown): string {
  if (!params || typeof params !== 'object') return '';
  const entries = Object.entries(params as Record<string, unknown>).filter(([key, value]) => typeof value === 'string' && !isSecretKey(key));
  const id = entries.find(([key]) => key === 'id') ?? entries[0];
  return id ? String(id[1]) : '';
}

function parseAnswer(payload: string): Answer {
  try {
    const parsed = JSON.parse(payload) as { code?: unknown; msg?: unknown; data?: { token?: unknown } | null };
    return {
      ...(typeof parsed.code === 'number' ? { code: parsed.code } : {}),
      ...(typeof parsed.msg === 'string' ? { msg: parsed.msg } : {}),
      ...(parsed.data && typeof parsed.data.token === 'string' ? { token: parsed.data.token } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * The system log's recorder (issue 16 item 1), once for every /api route rather than route by route:
 * - request log (5): every authenticated request: method, path without query, JNPF code, duration, address;
 * - operation log (3): every authenticated write (not GET): who, which route, which record (its
 *   path id), the answer's code and a summary of what was sent (secrets redacted by key name);
 * - exception log (4): every answer with a 5xx code, with the error's message;
 * - sign-in log (1): every try of a sign-in route, successful or not, with the account tried.
 * Query strings and bodies' secrets never reach the log (keywords and filters are the user's data).
 */
/**
 * One background step of the keyword index: about 10 ms of the event loop (an entry with its
 * triples cost ~190 us to index into a million-entry index, server/bench/system-log.ts); 500
 * entries a second, a million in about half an hour, the list walking the ranges not reached yet.
 */
const GRAMS_BACKFILL_ROWS = 50;
const GRAMS_BACKFILL_EVERY_MS = 100;

export const systemLogPlugin = globalPlugin('atrium-system-log', async (app: FastifyInstance) => {
  const answers = new WeakMap<FastifyRequest, Answer>();
  // Written by a worker thread on its own connection (log-worker.ts): no log write on the event loop.
  const writer = createWorkerLogSink({
    file: app.config.dbFile,
    clock: app.clock,
    lastId: (app.db.prepare('SELECT MAX(id) AS id FROM system_logs').get() as { id: number | null }).id ?? 0,
    requestCategory: LogCategory.request,
    writeIntent: writeIntentOf(app.db),
    warn: (error, what) => app.log.warn({ err: error }, `atrium-server: ${what}`),
  });
  app.decorate('flushRequestLog', () => writer.flush());
  // Entries older than the keyword index (a database that had a log before migration 42, or
  // a restore) get their grams in small steps, newest first; with nothing left a step is one read.
  const backfill = setInterval(() => {
    try {
      backfillGrams(app.db, GRAMS_BACKFILL_ROWS);
    } catch (error) {
      app.log.warn({ err: error }, 'atrium-server: system log keyword index not filled');
      clearInterval(backfill);
    }
  }, GRAMS_BACKFILL_EVERY_MS);
  backfill.unref();
  app.addHook('onClose', async () => {
    clearInterval(backfill);
    await writer.close();
  });

  const userOfAccount = (account: string): { id: string; name: string } | null => {
    const row = statement(app.db, 'SELECT id, real_name, account FROM users WHERE account = ?').get(account) as
      | { id: string; real_name: string; account: string } | undefined;
    return row ? { id: row.id, name: `${row.real_name}/${row.account}` } : null;
  };

  app.addHook('onError', async (request, _reply, error: FastifyError) => {
    const answer = answers.get(request) ?? {};
    answers.set(request, { ...answer, error: `${error.name}: ${error.message}`.slice(0, 500) });
  });

  app.addHook('onSend', async (request, _reply, payload) => {
    if (typeof payload !== 'string') return payload;
    const signIn = SIGN_IN_ROUTES.has(request.routeOptions.url ?? '');
    const previous = answers.get(request) ?? {};
    if (signIn) {
      answers.set(request, { ...previous, ...parseAnswer(payload) });
    } else {
      const match = ENVELOPE_CODE.exec(payload);
      if (!match) return payload;
      const code = Number(match[1]);
      answers.set(request, { ...previous, code, ...(code >= 500 && code < 600 ? { msg: parseAnswer(payload).msg ?? '' } : {}) });
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const answer = answers.get(request) ?? {};
    const code = answer.code ?? reply.statusCode;
    const session = request.session;
    const base = {
      at: app.clock(),
      ip: request.ip,
      method: request.method,
      path: redactedPath(request.url, request.params).slice(0, 300),
      module: route,
      recordId: recordIdOf(request.params),
      code,
      level: levelOf(code),
      durationMs: Math.round(reply.elapsedTime),
      userAgent: request.headers['user-agent'] ?? '',
    };
    // Named as the session check read the user (no second read per request).
    const who = session ? { userId: session.userId, userName: `${session.realName}/${session.account}` } : { userId: null, userName: '' };
    const entries: LogEntry[] = [];

    if (SIGN_IN_ROUTES.has(route) && request.method === 'POST') {
      const body = (request.body ?? {}) as { account?: unknown; phone?: unknown };
      const tried = typeof body.account === 'string' ? body.account : typeof body.phone === 'string' ? body.phone : '';
      let user: { id: string; name: string } | null = null;
      if (code === 200 && answer.token) {
        const check = checkSession(app.db, answer.token.replace(/^bearer\s+/i, ''), app.clock());
        if (check.ok) user = { id: check.session.userId, name: `${check.session.realName}/${check.session.account}` };
      }
      user ??= tried ? userOfAccount(tried) : null;
      entries.push({
        ...base, category: LogCategory.signIn, userId: user?.id ?? null, userName: user?.name ?? tried.slice(0, 100),
        summary: summaryOf({ account: tried, msg: answer.msg ?? '' }),
      });
    } else if (session) {
      entries.push({ ...base, ...who, category: LogCategory.request, summary: '' });
      if (!READS.has(request.method)) {
        entries.push({
          ...base, ...who, category: LogCategory.operation,
          summary: summaryOf({ params: request.params, body: request.body ?? null }),
        });
      }
    }
    if (code >= 500 && code < 600) {
      entries.push({
        ...base, ...who, category: LogCategory.exception, level: LogLevel.error,
        summary: summaryOf({ error: answer.error ?? answer.msg ?? '', params: request.params }),
      });
    }
    for (const entry of entries) writer.record(entry);
  });
});
