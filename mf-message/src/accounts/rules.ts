// The account form's checks, with the server's rules: common name/code/sort fields, then the
// settings of the channel. A secret is required only while none is stored (blank keeps it).
import { isEmail, isUrl, t, validateValue } from '@atrium/shared';
import { enCodeRules, fullNameRules, sortRules } from '../center/commonRules';
import { MESSAGE_NS } from '../i18n';
import type { SettingField } from './kinds';

/** Form values as the inputs hold them. */
export interface AccountValues {
  fullName: string;
  enCode: string;
  sortCode: string;
  enabledMark: number;
  description: string;
  settings: Record<string, string>;
}

export type AccountErrors = Record<string, string>;

const message = (key: string, options?: Record<string, unknown>) => t(`center.rules.${key}`, { ns: MESSAGE_NS, ...options });

function settingError(field: SettingField, value: string, secretStored: boolean): string | null {
  const trimmed = value.trim();
  if (field.kind === 'flag') return null;
  if (trimmed === '') {
    const required = field.kind === 'secret' ? field.required && !secretStored : field.required;
    return required ? message('settingRequired', { field: t(`center.fields.${field.key}`, { ns: MESSAGE_NS }) }) : null;
  }
  if (field.max !== undefined && Array.from(trimmed).length > field.max) return message('settingMax', { max: field.max });
  if (field.kind === 'port' && !(/^\d+$/.test(trimmed) && Number(trimmed) >= 1 && Number(trimmed) <= 65535)) return message('port');
  if (field.kind === 'email' && !isEmail(trimmed)) return message('email');
  if (field.kind === 'url' && !isUrl(trimmed)) return message('url');
  return null;
}

export function validateAccount(values: AccountValues, fields: readonly SettingField[], storedSecrets: ReadonlySet<string>): AccountErrors {
  const errors: AccountErrors = {};
  const common: [keyof AccountValues, string | null][] = [
    ['fullName', validateValue(values.fullName, fullNameRules)],
    ['enCode', validateValue(values.enCode, enCodeRules)],
    ['sortCode', validateValue(values.sortCode, sortRules)],
  ];
  for (const [key, error] of common) if (error) errors[key] = error;
  for (const field of fields) {
    const error = settingError(field, values.settings[field.key] ?? '', storedSecrets.has(field.key));
    if (error) errors[field.key] = error;
  }
  return errors;
}
