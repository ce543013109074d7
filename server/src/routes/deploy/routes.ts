import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDeployRefused } from '../../deploy/checks';
import { moduleKind } from '../../deploy/kinds';
import { lastAttempt, lastDeploys, listRevisions } from '../../deploy/repository';
import { sessionOf } from '../../plugins/auth';
import { ok, sendEnvelopeError } from '../../plugins/envelope';
import { pageWindow, type PagingQuery } from '../paging';
import { badIfMatchMessage, deployedMessage, refusedMessage, rolledBackMessage } from './messages';
import { LocalModuleFacts } from './module-facts';
import { deploySchema, historySchema, modulesSchema, rollbackSchema, statusSchema } from './schemas';

const ADMIN = { access: 'administrator' as const };

/** If-Match: "3", W/"3" or 3 → 3; absent or * → null; anything else → undefined (refused). */
function ifMatchOf(request: FastifyRequest): number | null | undefined {
  const raw = request.headers['if-match'];
  if (raw === undefined || raw.trim() === '*') return null;
  const match = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(raw);
  return match ? Number(match[1]) : undefined;
}

/**
 * A refused deploy: HTTP 400 (409 for a conflict) with the JNPF envelope, code 400, the failed
 * check in data. The HTTP status is for scripts and proxies; the portal reads code and msg.
 */
function refused(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (!isDeployRefused(error)) throw error;
  const body = { code: 400, msg: refusedMessage(request.lang, error.check, error.message), data: { check: error.check } };
  return reply.status(error.check === 'conflict' ? 409 : 400).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * /api/system/Deploy: the import map's modules, history, last attempt, deploys and rollbacks
 * (issue 13). Administrators only; every deploy and rollback, applied or refused, is in the
 * attempt log with who, when, from what and to what.
 */
export async function deployRoutes(app: FastifyInstance): Promise<void> {
  const facts = new LocalModuleFacts(app.config.distDir);

  app.get('/Modules', { schema: modulesSchema, config: ADMIN }, async (request) => {
    const live = app.deploy.current();
    if (live === null) return ok(request, { version: 0, list: [] });
    const deploys = lastDeploys(app.db);
    const list = await Promise.all(Object.entries(live.map.imports).map(async ([module, url]) => {
      const last = deploys.get(module);
      // The deploy log measured what it validated; the build's first map is measured from disk.
      const measured = last && last.size !== null ? { size: last.size, integrity: last.integrity } : await facts.of(url);
      return { module, url, size: measured.size, integrity: measured.integrity, deployedAt: last?.deployedAt ?? 0, author: last?.author ?? '', kind: moduleKind(module) };
    }));
    return ok(request, { version: live.version, list });
  });

  app.get<{ Querystring: PagingQuery & { module?: string } }>('/History', { schema: historySchema, config: ADMIN }, async (request) => {
    const window = pageWindow(request.query);
    const module = request.query.module?.trim() || null;
    const { list, total } = listRevisions(app.db, { module, offset: window.offset, limit: window.limit });
    return ok(request, {
      list: list.map((revision) => ({
        version: revision.version, createdAt: revision.createdAt, author: revision.author, source: revision.source,
        changes: revision.changes, note: revision.note,
      })),
      pagination: { currentPage: window.currentPage, pageSize: window.pageSize, total },
    });
  });

  app.get('/Status', { schema: statusSchema, config: ADMIN }, async (request) => {
    const last = lastAttempt(app.db);
    return ok(request, {
      version: app.deploy.current()?.version ?? 0,
      last: last && { at: last.at, author: last.author, source: last.source, module: last.module, url: last.url, outcome: last.outcome, check: last.check, message: last.message },
    });
  });

  app.post<{ Body: { module: string; url: string; integrity?: string | null } }>('/', { schema: deploySchema, config: ADMIN }, async (request, reply) => {
    const ifMatch = ifMatchOf(request);
    if (ifMatch === undefined) return sendEnvelopeError(reply, 400, badIfMatchMessage(request.lang));
    try {
      const { version } = await app.deploy.deploy({
        module: request.body.module.trim(), url: request.body.url.trim(), integrity: request.body.integrity ?? null,
        ifMatch, author: sessionOf(request).account, source: 'api',
      });
      return { ...ok(request, { version }), msg: deployedMessage(request.lang, version) };
    } catch (error) {
      return refused(request, reply, error);
    }
  });

  app.post<{ Body: { version?: number | null } | null }>('/Rollback', { schema: rollbackSchema, config: ADMIN }, async (request, reply) => {
    const ifMatch = ifMatchOf(request);
    if (ifMatch === undefined) return sendEnvelopeError(reply, 400, badIfMatchMessage(request.lang));
    try {
      const { version } = await app.deploy.rollback({ version: request.body?.version ?? null, ifMatch, author: sessionOf(request).account });
      return { ...ok(request, { version }), msg: rolledBackMessage(request.lang, version) };
    } catch (error) {
      return refused(request, reply, error);
    }
  });
}
