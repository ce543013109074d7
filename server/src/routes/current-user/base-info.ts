import type { Db } from '../../db/connection';
import { EMAIL_PATTERN, MOBILE_PATTERN, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { requiredText, trimText } from '../field-rules';

/** The personal fields a user edits on the profile page (PUT /Current/BaseInfo). */
export interface BaseInfoInput {
  realName: string;
  /** 0 not given, 1 male, 2 female. */
  gender?: number | null;
  mobilePhone?: string | null;
  telePhone?: string | null;
  email?: string | null;
  /** Milliseconds since the epoch, or null. */
  birthday?: number | null;
  postalAddress?: string | null;
  signature?: string | null;
}

export interface PersonalFields {
  gender: number;
  mobilePhone: string;
  telePhone: string;
  email: string;
  birthday: number | null;
  postalAddress: string;
  signature: string;
}

export const REAL_NAME_MAX = 50;
const PHONE_MAX = 20;
const EMAIL_MAX = 100;
const ADDRESS_MAX = 200;
const SIGNATURE_MAX = 200;

const text = { type: ['string', 'null'], maxLength: 1000 } as const;

/** Types only; the rules with spec messages are in validateBaseInfo. */
export const baseInfoBody = {
  type: 'object',
  required: ['realName'],
  additionalProperties: false,
  properties: {
    realName: { type: 'string', maxLength: 1000 },
    gender: { type: ['integer', 'null'], enum: [0, 1, 2, null] },
    mobilePhone: text,
    telePhone: text,
    email: text,
    birthday: { type: ['integer', 'null'], minimum: -62135596800000, maximum: 253402300799000 },
    postalAddress: text,
    signature: text,
  },
} as const;

function optionalText(value: string | null | undefined, field: string, max: number): string {
  const result = trimText(value ?? '');
  if (textLength(result) > max) throw badRequest('fieldTooLong', { field, max });
  return result;
}

/** The server-side check of spec section 5 (patterns) for the base info; returns the values to store. */
export function validateBaseInfo(input: BaseInfoInput, now: number): { realName: string } & PersonalFields {
  const realName = requiredText(input.realName, { field: 'realName', required: 'realNameRequired', tooLong: 'realNameTooLong', max: REAL_NAME_MAX });
  const mobilePhone = optionalText(input.mobilePhone, 'mobilePhone', PHONE_MAX);
  if (mobilePhone !== '' && !MOBILE_PATTERN.test(mobilePhone)) throw badRequest('mobileFormat', { field: 'mobilePhone' });
  const email = optionalText(input.email, 'email', EMAIL_MAX);
  if (email !== '' && !EMAIL_PATTERN.test(email)) throw badRequest('emailFormat', { field: 'email' });
  const birthday = input.birthday ?? null;
  if (birthday !== null && birthday > now) throw badRequest('birthdayInvalid', { field: 'birthday' });
  return {
    realName,
    gender: input.gender ?? 0,
    mobilePhone,
    telePhone: optionalText(input.telePhone, 'telePhone', PHONE_MAX),
    email,
    birthday,
    postalAddress: optionalText(input.postalAddress, 'postalAddress', ADDRESS_MAX),
    signature: optionalText(input.signature, 'signature', SIGNATURE_MAX),
  };
}

interface PersonalRow {
  gender: number;
  mobile_phone: string;
  tele_phone: string;
  email: string;
  birthday: number | null;
  postal_address: string;
  signature: string;
}

export function personalFieldsOf(db: Db, userId: string): PersonalFields {
  const row = db.prepare(`SELECT gender, mobile_phone, tele_phone, email, birthday, postal_address, signature
    FROM users WHERE id = ?`).get(userId) as PersonalRow | undefined;
  return {
    gender: row?.gender ?? 0,
    mobilePhone: row?.mobile_phone ?? '',
    telePhone: row?.tele_phone ?? '',
    email: row?.email ?? '',
    birthday: row?.birthday ?? null,
    postalAddress: row?.postal_address ?? '',
    signature: row?.signature ?? '',
  };
}

/**
 * One UPDATE in a transaction: either every field is saved or none. The mobile number is not
 * changed here: a new one takes effect only once a code sent to it is entered (mobile-phone.ts).
 * The form may send the stored number back as it is, or '' to remove it.
 */
export function saveBaseInfo(db: Db, userId: string, values: { realName: string } & PersonalFields): void {
  db.transaction(() => {
    const stored = db.prepare('SELECT mobile_phone FROM users WHERE id = ?').get(userId) as { mobile_phone: string } | undefined;
    if (values.mobilePhone !== '' && values.mobilePhone !== (stored?.mobile_phone ?? '')) throw badRequest('mobileNeedsCode', { field: 'mobilePhone' });
    db.prepare(`UPDATE users SET real_name = ?, gender = ?, mobile_phone = ?, tele_phone = ?, email = ?, birthday = ?,
        postal_address = ?, signature = ?, mobile_phone_verified = CASE WHEN ? = '' THEN 0 ELSE mobile_phone_verified END WHERE id = ?`).run(
      values.realName, values.gender, values.mobilePhone, values.telePhone, values.email, values.birthday,
      values.postalAddress, values.signature, values.mobilePhone, userId,
    );
  })();
}
