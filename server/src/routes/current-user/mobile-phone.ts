import type { FastifyInstance } from 'fastify';
import { checkSmsCode, discardSmsCode, issueSmsCode, SMS_CODE_PATTERN, SMS_CODE_TTL_MS, SMS_RESEND_INTERVAL_MS, spendSmsCode } from '../../auth/sms-codes';
import type { Db } from '../../db/connection';
import { translate } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { MOBILE_PATTERN } from '@atrium/rules';
import { emptyEnvelope, envelope, int, objectOf } from '../common-schemas';

const phoneField = { type: 'string', minLength: 1, maxLength: 20 } as const;

const codeSchema = {
  body: objectOf({ mobilePhone: phoneField }),
  response: envelope(objectOf({ interval: int, expiresIn: int })),
};
const confirmSchema = {
  body: objectOf({ mobilePhone: phoneField, code: { type: 'string', minLength: 1, maxLength: 20 } }),
  response: emptyEnvelope,
};

interface PhoneState {
  mobile_phone: string;
  mobile_phone_verified: number;
}

export function phoneStateOf(db: Db, userId: string): { mobilePhone: string; verified: boolean } {
  const row = db.prepare('SELECT mobile_phone, mobile_phone_verified FROM users WHERE id = ?').get(userId) as PhoneState | undefined;
  return { mobilePhone: row?.mobile_phone ?? '', verified: row?.mobile_phone_verified === 1 };
}

function setVerifiedPhone(db: Db, userId: string, phone: string): void {
  db.prepare('UPDATE users SET mobile_phone = ?, mobile_phone_verified = 1 WHERE id = ?').run(phone, userId);
}

function mobileOf(value: string): string {
  const phone = value.trim();
  if (!MOBILE_PATTERN.test(phone)) throw badRequest('mobileFormat', { field: 'mobilePhone' });
  return phone;
}

/**
 * Changing (or confirming) one's mobile number (issue 11 item 5): POST …/Current/MobilePhone/Code
 * texts a code to the new number; PUT …/Current/MobilePhone with that number and code saves it as
 * verified. The code is bound to the user and the number, so it confirms nothing else; until then
 * the stored number is unchanged. JNPF has no such paths. Without an SMS gateway both answer 400.
 */
export async function mobilePhoneRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: { mobilePhone: string } }>('/MobilePhone/Code', { schema: codeSchema }, async (request) => {
    const gateway = app.smsGateway;
    if (!gateway) throw badRequest('mobileSmsUnavailable');
    const userId = sessionOf(request).userId;
    const phone = mobileOf(request.body.mobilePhone);
    const current = phoneStateOf(app.db, userId);
    if (current.verified && current.mobilePhone === phone) throw badRequest('mobileAlreadyVerified', { field: 'mobilePhone' });
    const issued = issueSmsCode(app.db, { phone, ip: request.ip, now: app.clock(), scope: { purpose: 'bindPhone', userId } });
    try {
      await gateway.send(phone, translate(request.lang, 'mobileVerifyText', { code: issued.code, minutes: SMS_CODE_TTL_MS / 60_000 }));
    } catch (error) {
      request.log.error({ err: error }, 'SMS gateway failed');
      discardSmsCode(app.db, issued.id, app.clock());
      throw badRequest('smsSendFailed');
    }
    return ok(request, { interval: SMS_RESEND_INTERVAL_MS / 1000, expiresIn: SMS_CODE_TTL_MS / 1000 }, 'smsCodeSent');
  });

  app.put<{ Body: { mobilePhone: string; code: string } }>('/MobilePhone', { schema: confirmSchema }, async (request) => {
    if (!app.smsGateway) throw badRequest('mobileSmsUnavailable');
    const userId = sessionOf(request).userId;
    const phone = mobileOf(request.body.mobilePhone);
    const code = request.body.code.trim();
    if (!SMS_CODE_PATTERN.test(code)) throw badRequest('smsCodeWrong', { field: 'code' });
    const now = app.clock();
    const scope = { purpose: 'bindPhone', userId } as const;
    // A wrong code is counted (outside the transaction, so the count survives the refusal).
    const checked = checkSmsCode(app.db, { phone, code, now, scope });
    app.db.transaction(() => {
      spendSmsCode(app.db, { id: checked.id, phone, now, scope });
      setVerifiedPhone(app.db, userId, phone);
    })();
    return ok(request, null, 'mobileVerified');
  });
}
