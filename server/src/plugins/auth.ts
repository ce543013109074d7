import type { FastifyRequest } from 'fastify';
import { isAllowed } from '../auth/permissions';
import { checkSession, type Session } from '../auth/sessions';
import { tokenFromHeader } from '../auth/tokens';
import { translate } from '../i18n/messages';
import { ApiError } from './errors';
import { sendEnvelopeError } from './envelope';
import { globalPlugin } from './global-plugin';

export type Access = { page: string; button?: string } | 'administrator';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'public' routes need no token; every other API route needs a live session. */
    auth?: 'public' | 'session';
    /** What the caller must be allowed: a page (menu enCode), optionally one of its buttons, or administrator. */
    access?: Access;
    /**
     * Report a dead session as code 400 rather than 600-602: the client logs out on
     * those codes except on LockScreen, where the user must stay on the lock page.
     */
    sessionErrorsAsBadRequest?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The session of an authenticated route; the hook guarantees it exists. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw new ApiError(602, 'sessionInvalid');
  return request.session;
}

/** Authenticates and authorises every route of the scope it is registered in (the /api scope). */
export const authPlugin = globalPlugin('atrium-auth', async (app) => {
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config;
    if (config.auth === 'public') return;
    const check = checkSession(app.db, tokenFromHeader(request.headers.authorization), app.clock());
    if (!check.ok) {
      if (config.sessionErrorsAsBadRequest) return sendEnvelopeError(reply, 400, translate(request.lang, 'lockScreenSession'));
      return sendEnvelopeError(reply, check.code, translate(request.lang, check.key));
    }
    request.session = check.session;
    const access = config.access;
    if (access === undefined) return;
    if (access === 'administrator') {
      if (!check.session.isAdministrator) return sendEnvelopeError(reply, 403, translate(request.lang, 'adminOnly'));
      return;
    }
    if (!isAllowed(app.db, check.session, access.page, access.button)) {
      return sendEnvelopeError(reply, 403, translate(request.lang, 'noPermission'));
    }
  });
});
