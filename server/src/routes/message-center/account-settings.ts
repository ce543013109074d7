import { hasHiddenCharacters, textLength } from '@atrium/rules';
import { keptSecret, maskSecret } from '../../mail/secrets';
import { badRequest } from '../../plugins/errors';
import { ACCOUNT_SETTINGS, type SettingField } from './channels';
import { missing } from './validation';

export type SettingValue = string | number;
export type Settings = Record<string, SettingValue>;

// Deliberately plain: the mail server has the last word; this only catches typing slips.
const EMAIL = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const isEmailAddress = (value: string): boolean => EMAIL.test(value) && textLength(value) <= 100;

/** Every setting key of every channel: the body and response schemas list them all. */
export const SETTING_KEYS: readonly string[] = [...new Set(Object.values(ACCOUNT_SETTINGS).flat().map((field) => field.key))];

function cleanField(field: SettingField, raw: unknown, stored: SettingValue | undefined): SettingValue {
  const { key } = field;
  if (field.kind === 'secret') {
    const value = keptSecret(raw === undefined || raw === null ? undefined : String(raw), stored === undefined ? undefined : String(stored));
    if (field.required && value === '') throw badRequest('fieldRequired', { field: key });
    if (textLength(value) > (field.max ?? 500)) throw badRequest('fieldTooLong', { field: key, max: field.max ?? 500 });
    return value;
  }
  if (field.kind === 'flag') return raw === 1 || raw === '1' ? 1 : 0;
  if (missing(raw)) {
    if (field.required) throw badRequest('fieldRequired', { field: key });
    return field.kind === 'port' || field.kind === 'choice' ? 0 : '';
  }
  if (field.kind === 'port' || field.kind === 'choice') {
    const number = Number(raw);
    if (!Number.isInteger(number)) throw badRequest('fieldInvalid', { field: key });
    if (field.kind === 'port' && (number < 1 || number > 65535)) throw badRequest('fieldMaximum', { field: key, max: 65535 });
    if (field.kind === 'choice' && !(field.choices ?? []).includes(number)) {
      throw badRequest('fieldEnum', { field: key, values: (field.choices ?? []).join(', ') });
    }
    return number;
  }
  const value = String(raw).trim();
  if (value === '' && field.required) throw badRequest('fieldRequired', { field: key });
  if (hasHiddenCharacters(value)) throw badRequest('fieldHiddenCharacters', { field: key });
  const max = field.max ?? 100;
  if (textLength(value) > max) throw badRequest('fieldTooLong', { field: key, max });
  if (field.kind === 'email' && value !== '' && !isEmailAddress(value)) throw badRequest('fieldPattern', { field: key });
  if (field.kind === 'url' && value !== '' && !/^https?:\/\/[^\s]+$/i.test(value)) throw badRequest('fieldPattern', { field: key });
  return value;
}

/** The settings to store for a channel: each field checked, secrets kept when left blank. */
export function cleanSettings(type: number, input: Readonly<Record<string, unknown>>, stored: Readonly<Settings> = {}): Settings {
  const settings: Settings = {};
  for (const field of ACCOUNT_SETTINGS[type] ?? []) settings[field.key] = cleanField(field, input[field.key], stored[field.key]);
  return settings;
}

/** What a browser may see: secrets replaced by the mask (or '' when none is stored). */
export function visibleSettings(type: number, settings: Readonly<Settings>): Settings {
  const visible: Settings = {};
  for (const field of ACCOUNT_SETTINGS[type] ?? []) {
    const value = settings[field.key];
    visible[field.key] = field.kind === 'secret' ? maskSecret(value === undefined ? undefined : String(value)) : (value ?? '');
  }
  return visible;
}

export function parseSettings(json: string): Settings {
  const parsed: unknown = JSON.parse(json);
  return typeof parsed === 'object' && parsed !== null ? (parsed as Settings) : {};
}
