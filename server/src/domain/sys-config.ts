import type { Db } from '../db/connection';

export interface SysConfigInfo {
  sysName: string;
  sysVersion: string;
  copyright: string;
  logoIcon: string;
  loginIcon: string;
  navigationIcon: string;
  mandatoryModificationOfInitialPassword: number;
  loginNeedCode: number;
  singleLogin: number;
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  /** Failed password sign-ins in a row after which the account locks; 0 = never (the pair lock still applies). */
  passwordErrorsNumber: number;
  /** 1: locked until an administrator unlocks it; 2: locked for lockTime minutes. */
  lockType: number;
  lockTime: number;
}

export function readSysConfig(db: Db): SysConfigInfo {
  const rows = db.prepare('SELECT key, value FROM sys_config').all() as { key: string; value: string }[];
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const text = (key: keyof SysConfigInfo): string => values.get(key) ?? '';
  const flag = (key: keyof SysConfigInfo): number => {
    const parsed = Number(values.get(key));
    return Number.isFinite(parsed) ? parsed : 0;
  };
  return {
    sysName: text('sysName'),
    sysVersion: text('sysVersion'),
    copyright: text('copyright'),
    logoIcon: text('logoIcon'),
    loginIcon: text('loginIcon'),
    navigationIcon: text('navigationIcon'),
    mandatoryModificationOfInitialPassword: flag('mandatoryModificationOfInitialPassword'),
    loginNeedCode: flag('loginNeedCode'),
    singleLogin: flag('singleLogin'),
    passwordStrengthLimit: flag('passwordStrengthLimit'),
    passwordLengthMin: flag('passwordLengthMin'),
    passwordLengthMinNumber: flag('passwordLengthMinNumber'),
    containsNumbers: flag('containsNumbers'),
    includeLowercaseLetters: flag('includeLowercaseLetters'),
    includeUppercaseLetters: flag('includeUppercaseLetters'),
    containsCharacters: flag('containsCharacters'),
    passwordErrorsNumber: flag('passwordErrorsNumber'),
    lockType: flag('lockType') === 1 ? 1 : 2,
    lockTime: flag('lockTime') > 0 ? flag('lockTime') : 10,
  };
}

/** The mail account, without its password: that is write-only over the API. */
export interface EmailConfig {
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailSsl: number;
  emailSenderName: string;
  emailAccount: string;
}

/** Enterprise chat (WeCom) and DingTalk, without their secrets (issue 16 item 14). */
export interface ThirdPartyConfig {
  qyhCorpId: string;
  qyhAgentId: string;
  qyhIsSynOrg: number;
  qyhIsSynUser: number;
  dingSynAppKey: string;
  dingAgentId: string;
  dingSynIsSynOrg: number;
  dingSynIsSynUser: number;
  secretsSet: Record<'emailPassword' | 'qyhAgentSecret' | 'qyhCorpSecret' | 'dingSynAppSecret', boolean>;
}

/** Everything the system-config page edits. */
export type SysConfigSettings = SysConfigInfo & EmailConfig & ThirdPartyConfig;

/** A stored value by key ('' when absent). */
export function readConfigValue(db: Db, key: string): string {
  return (db.prepare('SELECT value FROM sys_config WHERE key = ?').get(key) as { value: string } | undefined)?.value ?? '';
}

export function readSysConfigSettings(db: Db): SysConfigSettings {
  const value = (key: string): string | undefined =>
    (db.prepare('SELECT value FROM sys_config WHERE key = ?').get(key) as { value: string } | undefined)?.value;
  const port = Number(value('emailSmtpPort'));
  return {
    ...readSysConfig(db),
    emailSmtpHost: value('emailSmtpHost') ?? '',
    emailSmtpPort: Number.isInteger(port) && port > 0 ? port : 25,
    emailSsl: value('emailSsl') === '1' ? 1 : 0,
    emailSenderName: value('emailSenderName') ?? '',
    emailAccount: value('emailAccount') ?? '',
    qyhCorpId: value('qyhCorpId') ?? '',
    qyhAgentId: value('qyhAgentId') ?? '',
    qyhIsSynOrg: value('qyhIsSynOrg') === '1' ? 1 : 0,
    qyhIsSynUser: value('qyhIsSynUser') === '1' ? 1 : 0,
    dingSynAppKey: value('dingSynAppKey') ?? '',
    dingAgentId: value('dingAgentId') ?? '',
    dingSynIsSynOrg: value('dingSynIsSynOrg') === '1' ? 1 : 0,
    dingSynIsSynUser: value('dingSynIsSynUser') === '1' ? 1 : 0,
    secretsSet: {
      emailPassword: (value('emailPassword') ?? '') !== '',
      qyhAgentSecret: (value('qyhAgentSecret') ?? '') !== '',
      qyhCorpSecret: (value('qyhCorpSecret') ?? '') !== '',
      dingSynAppSecret: (value('dingSynAppSecret') ?? '') !== '',
    },
  };
}

export function readEmailPassword(db: Db): string {
  return (db.prepare("SELECT value FROM sys_config WHERE key = 'emailPassword'").get() as { value: string } | undefined)?.value ?? '';
}

/** Upserts the given keys; the caller runs it inside its transaction. */
export function writeSysConfig(db: Db, entries: Record<string, string>): void {
  const upsert = db.prepare('INSERT INTO sys_config (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value');
  for (const [key, value] of Object.entries(entries)) upsert.run(key, value);
}
