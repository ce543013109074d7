// Calls of spec section 7 "System config" used by the configuration page, one function per endpoint.
import { http } from '@atrium/shared';

/** 0/1 switches of the configuration. */
export const FLAG_KEYS = [
  'mandatoryModificationOfInitialPassword',
  'loginNeedCode',
  'passwordStrengthLimit',
  'passwordLengthMin',
  'containsNumbers',
  'includeLowercaseLetters',
  'includeUppercaseLetters',
  'containsCharacters',
  'emailSsl',
] as const;
export type FlagKey = (typeof FLAG_KEYS)[number];

export const TEXT_KEYS = ['sysName', 'sysVersion', 'copyright', 'logoIcon', 'loginIcon', 'navigationIcon', 'emailSmtpHost', 'emailSenderName', 'emailAccount'] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

export type SysConfigSettings = Record<TextKey, string> & Record<FlagKey, number> & {
  passwordLengthMinNumber: number;
  emailSmtpPort: number;
};

/** What PUT takes: any subset; an empty or absent emailPassword keeps the stored one (it is never read back). */
export type SysConfigUpdate = Partial<SysConfigSettings> & { emailPassword?: string };

export type EmailTest = {
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailSsl: number;
  emailAccount: string;
  emailPassword: string;
};

const BASE = '/api/system/SysConfig';

export function getSysConfig(): Promise<SysConfigSettings> {
  return http.get<SysConfigSettings>(BASE);
}

export function saveSysConfig(update: SysConfigUpdate): Promise<unknown> {
  return http.put(BASE, update);
}

/** Connects to the mail server with these settings; the server's message says how it went. */
export function testEmail(settings: EmailTest): Promise<unknown> {
  return http.post(`${BASE}/Email/Test`, settings);
}
