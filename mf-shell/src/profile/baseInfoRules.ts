import { maxLengthRule, mobileRule, patternRule, requiredRule, isEmail, type FieldRule } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';

/** The editable base info as the form holds it (text inputs; birthday as yyyy-MM-dd or ''). */
export interface BaseInfoForm {
  realName: string;
  gender: string;
  mobilePhone: string;
  telePhone: string;
  email: string;
  birthday: string;
  postalAddress: string;
  signature: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The same limits the server applies (server/src/routes/current-user/base-info.ts). */
export const LIMITS = { realName: 50, phone: 20, email: 100, postalAddress: 200, signature: 200 } as const;

const notFuture = (t: Translate): FieldRule => (value) =>
  typeof value === 'string' && value !== '' && Date.parse(`${value}T00:00:00`) > Date.now() ? t('base.birthdayFuture') : null;

export function baseInfoRules(t: Translate): FormRules<BaseInfoForm> {
  return {
    realName: [requiredRule(() => t('base.realNameRequired')), maxLengthRule(LIMITS.realName, () => t('base.realNameTooLong', { max: LIMITS.realName }))],
    mobilePhone: [mobileRule()],
    telePhone: [maxLengthRule(LIMITS.phone, () => t('base.tooLong', { max: LIMITS.phone }))],
    email: [patternRule(isEmail, () => t('base.emailFormat')), maxLengthRule(LIMITS.email, () => t('base.tooLong', { max: LIMITS.email }))],
    birthday: [notFuture(t)],
    postalAddress: [maxLengthRule(LIMITS.postalAddress, () => t('base.tooLong', { max: LIMITS.postalAddress }))],
    signature: [maxLengthRule(LIMITS.signature, () => t('base.tooLong', { max: LIMITS.signature }))],
  };
}
