// The configuration form's checks; the server's messages where it has them (sysNameRequired).
import { maxLengthRule, patternRule, requiredRule, t } from '@atrium/shared';
import type { FormRules } from '@atrium/ui';

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:sysConfig.rules.${key}`, options);
const extra = (key: string) => () => t(`system:sysConfigExtra.${key}`);

/** The fields with rules, as the inputs hold them. */
export interface CheckedValues {
  sysName: string;
  passwordLengthMinNumber: string;
  emailSmtpPort: string;
  passwordErrorsNumber: string;
  lockTime: string;
}

/** Spec section 5: passwords are 6 to 16 characters, so a policy's minimum lies in that range. */
export const PASSWORD_MIN_LOW = 6;
export const PASSWORD_MIN_HIGH = 16;

const inRange = (low: number, high: number) => (value: string) => /^\d+$/.test(value) && Number(value) >= low && Number(value) <= high;

export const sysConfigRules: FormRules<CheckedValues> = {
  sysName: [requiredRule(message('sysNameRequired')), maxLengthRule(50, message('sysNameMax', { max: 50 }))],
  passwordLengthMinNumber: [
    patternRule(inRange(PASSWORD_MIN_LOW, PASSWORD_MIN_HIGH), message('lengthRange', { min: PASSWORD_MIN_LOW, max: PASSWORD_MIN_HIGH })),
  ],
  emailSmtpPort: [patternRule(inRange(1, 65535), message('portRange'))],
  // The server's limits (server/src/routes/sys-config/schemas.ts, LOCK_KEYS).
  passwordErrorsNumber: [patternRule(inRange(0, 100), extra('errorsRange'))],
  lockTime: [patternRule(inRange(1, 1440), extra('lockTimeRange'))],
};
