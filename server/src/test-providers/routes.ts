import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { portalOrigin } from '../auth/portal-origin';
import { findUserByAccount } from '../domain/users';
import { translate } from '../i18n/messages';
import { ok } from '../plugins/envelope';
import { badRequest, notFound } from '../plugins/errors';
import { permissionsChanged } from '../permission/changes';
import { nullableInt, nullableStr, envelope, objectOf } from '../routes/common-schemas';
import type { TestIdentityProvider } from './identity-provider';
import type { TestSmsGateway } from './sms-gateway';

const text = { type: 'string', maxLength: 2000 } as const;

const lastSmsSchema = {
  querystring: objectOf({ phone: { type: 'string', minLength: 1, maxLength: 20 } }),
  response: envelope({ type: ['object', 'null'], properties: { phone: nullableStr, text: nullableStr, sentAt: nullableInt } }),
};

const captchaSchema = {
  querystring: objectOf({ key: { type: 'string', minLength: 1, maxLength: 100 } }, ['key']),
  response: envelope({ type: ['object', 'null'], properties: { code: nullableStr } }),
};

const authorizeSchema = {
  querystring: objectOf({ redirect_uri: text, state: text, appid: text }, ['redirect_uri', 'state']),
};
const approveSchema = {
  querystring: objectOf({ redirect_uri: text, state: text, userid: { type: 'string', maxLength: 100 } }, ['redirect_uri', 'state']),
};

// Only `refresh`: the other pushes have real causes an e2e test can trigger (sign-out, forced offline…).
const PUSH_METHODS = ['refresh'] as const;
const pushSchema = {
  body: objectOf({ account: { type: 'string', minLength: 1, maxLength: 100 }, method: { type: 'string', enum: [...PUSH_METHODS] } }),
  response: envelope(objectOf({ sockets: { type: 'integer' } })),
};

interface Push {
  account: string;
  method: (typeof PUSH_METHODS)[number];
}

interface Back {
  redirect_uri: string;
  state: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The test provider sends the browser back only to this portal's own /auth-redirect: never an open redirect. */
function returnUrl(request: FastifyRequest, back: Back, extra: Record<string, string>): URL {
  let target: URL;
  try {
    target = new URL(back.redirect_uri);
  } catch {
    throw badRequest('ssoRedirectInvalid');
  }
  if (target.origin !== portalOrigin(request) || target.pathname !== '/auth-redirect') throw badRequest('ssoRedirectInvalid');
  target.search = new URLSearchParams({ ...extra, state: back.state }).toString();
  return target;
}

function authorizePage(request: FastifyRequest, back: Back): string {
  const say = (key: Parameters<typeof translate>[1]): string => escapeHtml(translate(request.lang, key));
  const hidden = `<input type="hidden" name="redirect_uri" value="${escapeHtml(back.redirect_uri)}">`
    + `<input type="hidden" name="state" value="${escapeHtml(back.state)}">`;
  const deny = `deny?${new URLSearchParams({ redirect_uri: back.redirect_uri, state: back.state }).toString()}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>${say('testIdpTitle')}</title></head>
<body style="font-family:sans-serif;max-width:420px;margin:48px auto">
<h1 style="font-size:20px">${say('testIdpTitle')}</h1>
<p style="color:#b00">${say('testIdpWarning')}</p>
<form method="get" action="approve">${hidden}
<label>${say('testIdpUser')} <input name="userid" required autocomplete="off"></label>
<button type="submit">${say('testIdpApprove')}</button>
</form>
<p><a href="${escapeHtml(deny)}">${say('testIdpDeny')}</a></p>
</body></html>`;
}

/**
 * Routes of the TEST PROVIDERS, registered only with ATRIUM_TEST_PROVIDERS=1 (see api.ts):
 * the last SMS sent to a phone, the code of a captcha picture (e2e reads it as a person reads the
 * picture; it is not spent), the test identity provider's authorize page, and a socket push.
 */
export async function testProviderRoutes(app: FastifyInstance, options: { sms: TestSmsGateway; idp: TestIdentityProvider }): Promise<void> {
  app.get<{ Querystring: { phone: string } }>('/sms/last', { schema: lastSmsSchema, config: { auth: 'public' } }, async (request) =>
    ok(request, options.sms.last(request.query.phone)));

  app.get<{ Querystring: { key: string } }>('/captcha/last', { schema: captchaSchema, config: { auth: 'public' } }, async (request) => {
    const code = app.captchas.peek(request.query.key);
    return ok(request, code === null ? null : { code });
  });

  app.get<{ Querystring: Back }>('/idp/authorize', { schema: authorizeSchema, config: { auth: 'public' } }, async (request, reply) => {
    returnUrl(request, request.query, {});
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(authorizePage(request, request.query));
  });

  app.get<{ Querystring: Back & { userid?: string } }>(
    '/idp/approve',
    { schema: approveSchema, config: { auth: 'public' } },
    async (request, reply: FastifyReply) => {
      const userId = (request.query.userid ?? '').trim();
      if (userId === '') throw badRequest('ssoUserRequired');
      return reply.redirect(returnUrl(request, request.query, { code: options.idp.issueCode(userId) }).toString());
    },
  );

  // What the server does after an administrator changed a user's permissions, for an e2e test that
  // changed them in the database itself (the authorisation pages belong to another module):
  // the user's permissions changed (cache dropped, `refresh` pushed). Answers how many of the user's
  // sockets were open, so a test knows the push had somewhere to go.
  app.post<{ Body: Push }>('/socket/push', { schema: pushSchema, config: { auth: 'public' } }, async (request) => {
    const user = findUserByAccount(app.db, request.body.account);
    if (!user) throw notFound('entityUser');
    const sockets = app.hub.connections().filter((connection) => connection.userId === user.id).length;
    permissionsChanged(app, [user.id]);
    return ok(request, { sockets });
  });

  // The user refused at the provider: back without a code, as real providers do.
  app.get<{ Querystring: Back }>('/idp/deny', { schema: authorizeSchema, config: { auth: 'public' } }, async (request, reply) =>
    reply.redirect(returnUrl(request, request.query, {}).toString()));
}
