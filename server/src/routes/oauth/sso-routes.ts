import type { FastifyInstance } from 'fastify';
import { isSsoType } from '../../auth/identity-provider';
import { openSignedInSession } from '../../auth/login';
import { ssoRedirectUri } from '../../auth/portal-origin';
import { createSsoState, takeSsoState } from '../../auth/sso-states';
import { findUserByAccount } from '../../domain/users';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { ssoCallbackSchema, ssoRenderSchema } from './sign-in-schemas';

/**
 * Enterprise-chat single sign-on (spec sections 2 and 7). GET /api/oauth/render/{type} gives the
 * provider's authorize URL with a fresh state; the provider sends the browser to /auth-redirect,
 * whose page posts code and state to /api/oauthhtird/{type}/callback. The provider's user id is
 * the Atrium account, as the enterprise-chat user synchronisation creates them.
 */
export async function ssoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { type: string } }>('/oauth/render/:type', { schema: ssoRenderSchema, config: { auth: 'public' } }, async (request) => {
    const { type } = request.params;
    const provider = isSsoType(type) ? app.identityProviders.get(type) : undefined;
    if (!isSsoType(type) || !provider) throw badRequest('ssoUnavailable');
    const state = createSsoState(app.db, type, app.clock());
    return ok(request, provider.authorizeUrl({ state, redirectUri: ssoRedirectUri(request) }));
  });

  app.post<{ Params: { type: string }; Querystring: { code?: string; state?: string } }>(
    '/oauthhtird/:type/callback',
    { schema: ssoCallbackSchema, config: { auth: 'public' } },
    async (request) => {
      const { type } = request.params;
      const provider = isSsoType(type) ? app.identityProviders.get(type) : undefined;
      if (!isSsoType(type) || !provider) throw badRequest('ssoUnavailable');
      const { code, state } = request.query;
      const now = app.clock();
      if (!state || !takeSsoState(app.db, type, state, now)) throw badRequest('ssoStateInvalid');
      if (!code) throw badRequest('ssoCodeInvalid');
      const externalId = await provider.exchange(code);
      if (externalId === null) throw badRequest('ssoCodeInvalid');
      const user = findUserByAccount(app.db, externalId);
      if (!user) throw badRequest('ssoNoAccount');
      const ctx = { db: app.db, now: app.clock(), kdf: app.kdf, ttlSeconds: app.config.tokenTtlSeconds };
      const result = openSignedInSession(ctx, user, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' });
      return ok(request, { token: `bearer ${result.token}`, theme: result.theme }, 'signedIn');
    },
  );
}
