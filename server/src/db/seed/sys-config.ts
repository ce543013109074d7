import type { Db } from '../connection';

/** System configuration of spec section 3, stored as strings like JNPF's base_sys_config. */
export const DEFAULT_SYS_CONFIG: Readonly<Record<string, string>> = {
  sysName: 'Atrium',
  sysVersion: 'V1.0.0',
  copyright: 'Copyright © Atrium',
  logoIcon: '',
  loginIcon: '',
  navigationIcon: '',
  mandatoryModificationOfInitialPassword: '0',
  loginNeedCode: '0',
  // 1 = one live session per account (a new sign-in ends the others with code 601).
  singleLogin: '0',
  // A new database starts with a policy on (at least 8 characters, digits and lower-case letters):
  // the server enforces it on every new password, so "1" is never accepted out of the box.
  // Administrators can loosen or tighten it on the system configuration page.
  passwordStrengthLimit: '1',
  passwordLengthMin: '1',
  passwordLengthMinNumber: '8',
  containsNumbers: '1',
  includeLowercaseLetters: '1',
  includeUppercaseLetters: '0',
  containsCharacters: '0',
  // Account lock after wrong passwords (JNPF passwordErrorsNumber / lockType / lockTime). Off out of
  // the box: an account-wide lock lets anyone lock anyone out by guessing, while the per-address lock
  // of auth/login-throttle.ts already stops guessing. lockType 1 = until unlocked, 2 = lockTime minutes.
  passwordErrorsNumber: '0',
  lockType: '2',
  lockTime: '10',
  // Outgoing mail account (tested by POST /api/system/SysConfig/Email/Test).
  emailSmtpHost: '',
  emailSmtpPort: '25',
  emailSsl: '0',
  emailSenderName: '',
  emailAccount: '',
  emailPassword: '',
};

export function insertSysConfig(db: Db): void {
  const insert = db.prepare('INSERT INTO sys_config (key, value) VALUES (?, ?)');
  for (const [key, value] of Object.entries(DEFAULT_SYS_CONFIG)) insert.run(key, value);
}
