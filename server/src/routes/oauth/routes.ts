import type { FastifyInstance, FastifyRequest } from 'fastify';
import { confirmPassword, signIn } from '../../auth/login';
import { cookieValue, DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_TTL_MS } from '../../auth/login-devices';
import { checkSession, revokeSession } from '../../auth/sessions';
import { tokenFromHeader } from '../../auth/tokens';
import { menusFor, menuUserOf } from '../../domain/menus';
import { readSysConfig } from '../../domain/sys-config';
import { userInfoOf } from '../../domain/user-info';
import { findUserById } from '../../domain/users';
import { changeOwnPassword, modifyPasswordSchema, type PasswordChange } from '../current-user/change-password';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import {
  currentUserSchema,
  lockScreenSchema,
  loginConfigSchema,
  loginSchema,
  logoutSchema,
  menuNodeSchema,
} from './schemas';

interface Credentials {
  account: string;
  password: string;
  code?: string;
  timestamp?: string;
}

function userAgent(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

export async function oauthRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(menuNodeSchema);

  app.post<{ Body: Credentials }>('/oauth/Login', { schema: loginSchema, config: { auth: 'public' } }, async (request, reply) => {
    // The captcha (system configuration, or after failures: auth/login-throttle.ts) is the code
    // of the image shown for `timestamp`; it is spent either way, so each try needs a new image.
    const { account, password, code, timestamp } = request.body;
    const device = cookieValue(request.headers.cookie, DEVICE_COOKIE);
    const result = await signIn(
      { db: app.db, now: app.clock(), kdf: app.kdf, ttlSeconds: app.config.tokenTtlSeconds, captchas: app.captchas },
      {
        account, password, ip: request.ip, userAgent: userAgent(request),
        ...(code ? { code } : {}), ...(timestamp ? { captchaKey: timestamp } : {}), ...(device ? { device } : {}),
      },
    );
    if (result.newDevice) {
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header('set-cookie', `${DEVICE_COOKIE}=${result.newDevice}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${DEVICE_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`);
    }
    return ok(request, { token: `bearer ${result.token}`, theme: result.theme }, 'signedIn');
  });

  // Public and idempotent: a client logging out with a dead token must not be told to log out again.
  app.get('/oauth/Logout', { schema: logoutSchema, config: { auth: 'public' } }, async (request) => {
    const now = app.clock();
    const check = checkSession(app.db, tokenFromHeader(request.headers.authorization), now);
    if (check.ok) revokeSession(app.db, check.session.id, 'logout', now);
    return ok(request, null, 'signedOut');
  });

  app.get('/oauth/CurrentUser', { schema: currentUserSchema }, async (request) => {
    const session = sessionOf(request);
    const user = findUserById(app.db, session.userId);
    if (!user) throw new ApiError(602, 'sessionInvalid');
    const menus = menusFor(app.db, menuUserOf(user), request.lang);
    return ok(request, {
      menuList: menus.menuList,
      userInfo: userInfoOf(app.db, user, request.lang),
      permissionList: menus.permissionList,
      routerList: menus.routerList,
      sysConfigInfo: readSysConfig(app.db),
    });
  });

  app.post<{ Body: Credentials }>(
    '/oauth/LockScreen',
    { schema: lockScreenSchema, config: { sessionErrorsAsBadRequest: true } },
    async (request) => {
      const session = sessionOf(request);
      if (request.body.account.toLowerCase() !== session.account.toLowerCase()) throw badRequest('lockScreenAccount');
      const user = findUserById(app.db, session.userId);
      if (!user) throw badRequest('lockScreenSession');
      const check = await confirmPassword({ db: app.db, now: app.clock() }, user, request.body.password, request.ip);
      if (check === 'locked') throw badRequest('accountLocked');
      if (check === 'wrong') throw badRequest('lockScreenPassword');
      return ok(request, null);
    },
  );

  app.get('/oauth/getConfig/:id', { schema: loginConfigSchema, config: { auth: 'public' } }, async (request) => {
    const config = readSysConfig(app.db);
    return ok(request, {
      sysName: config.sysName,
      sysVersion: config.sysVersion,
      copyright: config.copyright,
      logoIcon: config.logoIcon,
      loginIcon: config.loginIcon,
      loginNeedCode: config.loginNeedCode,
      // Which other ways in this server has set up (sign-in-providers.ts): the page hides the rest.
      smsSignIn: app.smsGateway ? 1 : 0,
      // App QR-scan sign-in needs no outside service: the signed-in app confirms through this server.
      qrSignIn: 1,
      ssoTypes: [...app.identityProviders.keys()],
    });
  });

  app.post<{ Body: PasswordChange }>('/oauth/updatePasswordMessage', { schema: modifyPasswordSchema }, (request) =>
    changeOwnPassword(app, request));
}
