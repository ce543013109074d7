// A menu's names in the portal's other languages (issue 19 item 4). Simplified Chinese is the
// menu's own fullName; a language left empty falls back to it.
import { NAME_MAX, hasHiddenCharacters, textLength } from '@atrium/rules';
import type { Db } from '../../db/connection';
import { badRequest } from '../../plugins/errors';
import { trimText } from '../field-rules';

export const TRANSLATED_LANGS = ['zhtw', 'en'] as const;
export type TranslatedLang = (typeof TRANSLATED_LANGS)[number];
export type MenuTranslations = Record<TranslatedLang, string>;

export interface TranslationsInput {
  zhtw?: string | null;
  en?: string | null;
}

/** The names as the editor shows them: '' where none is set. */
export function readMenuTranslations(db: Db, moduleId: string): MenuTranslations {
  const rows = db.prepare('SELECT lang, full_name FROM module_translations WHERE module_id = ?').all(moduleId) as { lang: TranslatedLang; full_name: string }[];
  const names: MenuTranslations = { zhtw: '', en: '' };
  for (const row of rows) names[row.lang] = row.full_name;
  return names;
}

/** Checked like the name itself; undefined when the form sent none (an update keeps them). */
export function cleanTranslations(input: TranslationsInput | null | undefined): MenuTranslations | undefined {
  if (input === undefined || input === null) return undefined;
  const clean = (lang: TranslatedLang): string => {
    const value = trimText(input[lang] ?? '');
    if (hasHiddenCharacters(value)) throw badRequest('fieldHiddenCharacters', { field: `translations.${lang}` });
    if (textLength(value) > NAME_MAX) throw badRequest('nameTooLong', { field: `translations.${lang}`, max: NAME_MAX });
    return value;
  };
  return { zhtw: clean('zhtw'), en: clean('en') };
}

/** Stores the names in the caller's transaction; an empty one is removed (the menu falls back to fullName). */
export function saveMenuTranslations(db: Db, moduleId: string, names: MenuTranslations): void {
  const upsert = db.prepare(`INSERT INTO module_translations (module_id, lang, full_name) VALUES (?, ?, ?)
    ON CONFLICT (module_id, lang) DO UPDATE SET full_name = excluded.full_name`);
  const remove = db.prepare('DELETE FROM module_translations WHERE module_id = ? AND lang = ?');
  for (const lang of TRANSLATED_LANGS) {
    if (names[lang]) upsert.run(moduleId, lang, names[lang]);
    else remove.run(moduleId, lang);
  }
}
