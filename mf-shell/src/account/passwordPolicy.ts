// The change-password rules of spec section 5. The server only ever sees MD5 hashes, so this
// is the one place the strength policy can be applied: keep it complete and tested.
import type { SysConfig } from '@atrium/shared';

export interface PasswordForm {
  oldPassword: string;
  password: string;
  password2: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const flag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The first broken rule of each field, with the spec's exact message. */
export function checkPassword(form: PasswordForm, policy: SysConfig | null, t: Translate): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.oldPassword) errors.oldPassword = t('password.oldRequired');

  const next = form.password;
  if (!next) errors.password = t('password.newRequired');
  else if (policy && flag(policy.passwordStrengthLimit)) {
    const min = Number(policy.passwordLengthMinNumber ?? 0);
    if (flag(policy.passwordLengthMin) && min > 0 && [...next].length < min) errors.password = t('password.tooShort', { min });
    else if (flag(policy.containsNumbers) && !/\d/.test(next)) errors.password = t('password.needsDigit');
    else if (flag(policy.includeLowercaseLetters) && !/[a-z]/.test(next)) errors.password = t('password.needsLower');
    else if (flag(policy.includeUppercaseLetters) && !/[A-Z]/.test(next)) errors.password = t('password.needsUpper');
    else if (flag(policy.containsCharacters) && !/[^A-Za-z0-9]/.test(next)) errors.password = t('password.needsSymbol');
  }

  if (!form.password2) errors.password2 = t('password.repeatRequired');
  else if (form.password2 !== form.password) errors.password2 = t('password.mismatch');
  return errors;
}

/** Spec section 2: the forced dialog when the initial password was never changed and the system requires it. */
export function mustChangePassword(user: { changePasswordDate?: unknown } | null, config: SysConfig | null): boolean {
  if (!user || !config) return false;
  return (user.changePasswordDate === null || user.changePasswordDate === undefined) && flag(config.mandatoryModificationOfInitialPassword);
}
