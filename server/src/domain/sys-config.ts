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
  };
}
