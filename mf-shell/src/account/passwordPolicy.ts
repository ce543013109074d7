// The change-password rules of spec section 5. The strength policy is the one the server applies
// again to the decrypted password (passwordBreach, shared with it); this gives the same answer
// before anything is sent, with the spec's messages.
import { passwordBreach, type SysConfig } from '@atrium/shared';

export interface PasswordForm {
  oldPassword: string;
  password: string;
  password2: string;
  /** The captcha under the fields (验证码). */
  code: string;
}

export type PasswordErrors = Partial<Record<keyof PasswordForm, string>>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

const flag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The first broken rule of each field, with the spec's exact message. */
export function checkPassword(form: PasswordForm, policy: SysConfig | null, t: Translate): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!form.oldPassword) errors.oldPassword = t('password.oldRequired');

  const breach = passwordBreach(form.password, policy);
  if (breach?.rule === 'required') errors.password = t('password.newRequired');
  else if (breach?.rule === 'tooLong') errors.password = t('password.tooLong', { max: breach.max });
  else if (breach?.rule === 'tooShort') errors.password = t('password.tooShort', { min: breach.min });
  else if (breach) errors.password = t(`password.${breach.rule}`);

  if (!form.password2) errors.password2 = t('password.repeatRequired');
  else if (form.password2 !== form.password) errors.password2 = t('password.mismatch');
  if (!form.code.trim()) errors.code = t('password.codeRequired');
  return errors;
}

/** Spec section 2: the forced dialog when the initial password was never changed and the system requires it. */
export function mustChangePassword(user: { changePasswordDate?: unknown } | null, config: SysConfig | null): boolean {
  if (!user || !config) return false;
  return (user.changePasswordDate === null || user.changePasswordDate === undefined) && flag(config.mandatoryModificationOfInitialPassword);
}
