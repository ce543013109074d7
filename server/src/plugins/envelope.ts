import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Lang, type MessageKey } from '../i18n/messages';
import { languageFromHeader } from '../i18n/language';
import { ApiError } from './errors';
import { globalPlugin } from './global-plugin';
import { formatValidationError } from './validation-errors';

/** The JNPF response shape: clients read `code` from the body, never the HTTP status. */
export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's messages, from Accept-Language. */
    readonly lang: Lang;
  }
}

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

export function ok<T>(request: FastifyRequest, data: T, key: MessageKey = 'success'): Envelope<T> {
  return { code: 200, msg: translate(request.lang, key), data };
}

/**
 * Sends an envelope error. The body is serialised here, not by the route's
 * response schema, because that schema describes the success payload.
 */
export function sendEnvelopeError(reply: FastifyReply, code: number, msg: string, data: unknown = null): FastifyReply {
  const body: Envelope<unknown> = { code, msg, data };
  return reply.status(200).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * better-sqlite3's SqliteError, recognised by its code: errors thrown by the native
 * addon fail instanceof across VM realms (jest runs tests in one).
 */
function isSqliteBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  return error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED';
}

interface Described {
  code: number;
  msg: string;
  data?: unknown;
}

function describe(error: unknown, request: FastifyRequest): Described {
  const lang = request.lang;
  if (error instanceof ApiError) return { code: error.code, msg: error.localise(lang), data: error.data };
  // Another process held SQLite's write lock past busy_timeout: the transaction rolled back and
  // nothing was written, so this is a retryable condition, not a bug.
  if (isSqliteBusy(error)) {
    return { code: 503, msg: translate(lang, 'databaseBusy') };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return { code: 400, msg: formatValidationError(fastifyError.validation, fastifyError.validationContext ?? 'body', lang) };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { code: 400, msg: translate(lang, 'invalidJson') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 400, msg: translate(lang, 'emptyJson') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 400, msg: translate(lang, 'unsupportedMediaType', { type: request.headers['content-type'] ?? '' }) };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 400, msg: translate(lang, 'bodyTooLarge') };
    default:
      break;
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 404) return { code: 404, msg: unknownApiMessage(request) };
  // Everything else the framework rejects before our handler runs is bad input, not a bug.
  if (status >= 400 && status < 500) {
    return { code: 400, msg: translate(lang, 'malformedRequest', { detail: fastifyError.message ?? '' }) };
  }
  return { code: 500, msg: translate(lang, 'internalError') };
}

/** Envelope, error mapping and not-found handling for /api; other paths keep real HTTP statuses. */
export const envelopePlugin = globalPlugin('atrium-envelope', async (app) => {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest): Lang {
      return languageFromHeader(this.headers['accept-language']);
    },
  });

  app.setErrorHandler((error, request, reply) => {
    const { code, msg, data = null } = describe(error, request);
    if (code === 500) request.log.error({ err: error }, 'unhandled error');
    if (isApiPath(request.url)) return sendEnvelopeError(reply, code, msg, data);
    const status = code === 500 || code === 503 || code === 404 ? code : 400;
    return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify({ code, msg, data }));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    // Responses carry per-user data and session state: never store them in shared caches.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});

function unknownApiMessage(request: FastifyRequest): string {
  return translate(request.lang, 'unknownApi', { method: request.method, path: request.url.split('?')[0] ?? '' });
}

export function sendUnknownApi(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendEnvelopeError(reply, 404, unknownApiMessage(request));
}
