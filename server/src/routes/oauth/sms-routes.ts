import type { FastifyInstance, FastifyRequest } from 'fastify';
import { openSignedInSession } from '../../auth/login';
import {
  checkSmsCode,
  discardSmsCode,
  issueSmsCode,
  parsePhoneLogin,
  SMS_CODE_TTL_MS,
  SMS_RESEND_INTERVAL_MS,
  spendSmsCode,
} from '../../auth/sms-codes';
import type { Db } from '../../db/connection';
import type { UserRow } from '../../domain/users';
import { translate } from '../../i18n/messages';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { smsCodeSchema, smsLoginSchema } from './sign-in-schemas';

/**
 * The account a phone signs in as: the only one that verified that phone, or the one named in
 * phone@account. A number someone merely typed into a profile (unverified) signs in as no one and
 * does not make a verified owner's plain phone ambiguous.
 */
function accountForPhone(db: Db, phone: string, account: string | null): UserRow {
  const users = (account === null
    ? db.prepare('SELECT * FROM users WHERE mobile_phone = ? AND mobile_phone_verified = 1 ORDER BY sort_code, account').all(phone)
    : db.prepare('SELECT * FROM users WHERE mobile_phone = ? AND mobile_phone_verified = 1 AND account = ?').all(phone, account)) as UserRow[];
  const [user] = users;
  if (!user) throw badRequest('phoneNoAccount');
  if (users.length > 1) throw badRequest('phoneSeveralAccounts');
  return user;
}

function userAgent(request: FastifyRequest): string {
  return request.headers['user-agent'] ?? '';
}

/**
 * Phone + SMS code sign-in (spec section 2 "Login": phone code; sub-account phone@account).
 * POST /api/oauth/sms/code sends a code; POST /api/oauth/sms/login signs in with it.
 */
export async function smsSignInRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { phone: string } }>('/oauth/sms/code', { schema: smsCodeSchema, config: { auth: 'public' } }, async (request) => {
    const gateway = app.smsGateway;
    if (!gateway) throw badRequest('smsUnavailable');
    const login = parsePhoneLogin(request.body.phone);
    if (!login) throw badRequest('phoneFormat');
    const now = app.clock();
    const issued = issueSmsCode(app.db, { phone: login.phone, ip: request.ip, now });
    const known = app.db.prepare('SELECT 1 FROM users WHERE mobile_phone = ? AND mobile_phone_verified = 1 LIMIT 1').get(login.phone) !== undefined;
    // The answer is the same whether or not the phone belongs to anyone: no way to probe for users.
    if (known) {
      try {
        await gateway.send(login.phone, translate(request.lang, 'smsCodeText', { code: issued.code, minutes: SMS_CODE_TTL_MS / 60_000 }));
      } catch (error) {
        request.log.error({ err: error }, 'SMS gateway failed');
        discardSmsCode(app.db, issued.id, app.clock());
        throw badRequest('smsSendFailed');
      }
    }
    return ok(request, { interval: SMS_RESEND_INTERVAL_MS / 1000, expiresIn: SMS_CODE_TTL_MS / 1000 }, 'smsCodeSent');
  });

  app.post<{ Body: { phone: string; code: string } }>('/oauth/sms/login', { schema: smsLoginSchema, config: { auth: 'public' } }, async (request) => {
    if (!app.smsGateway) throw badRequest('smsUnavailable');
    const login = parsePhoneLogin(request.body.phone);
    if (!login) throw badRequest('phoneFormat');
    const now = app.clock();
    const code = checkSmsCode(app.db, { phone: login.phone, code: request.body.code.trim(), now });
    const user = accountForPhone(app.db, login.phone, login.account);
    const ctx = { db: app.db, now, kdf: app.kdf, ttlSeconds: app.config.tokenTtlSeconds };
    const result = openSignedInSession(ctx, user, { account: request.body.phone, ip: request.ip, userAgent: userAgent(request) }, () =>
      spendSmsCode(app.db, { id: code.id, phone: login.phone, now }));
    return ok(request, { token: `bearer ${result.token}`, theme: result.theme }, 'signedIn');
  });
}
