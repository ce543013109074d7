import { menuTranslationSql } from '../seed/menu-translations';

/**
 * Issue 19 item 4: menus and systems in the portal's other languages. Simplified Chinese stays the
 * row's full_name; these hold zhtw and en. The menus an earlier seed made get their translations
 * here (a new database gets them from the seed, which runs after the migrations).
 */
export const sql = `
CREATE TABLE module_translations (
  module_id TEXT NOT NULL REFERENCES modules (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zhtw', 'en')),
  full_name TEXT NOT NULL,
  PRIMARY KEY (module_id, lang)
);
CREATE TABLE system_translations (
  system_id TEXT NOT NULL REFERENCES systems (id) ON DELETE CASCADE,
  lang TEXT NOT NULL CHECK (lang IN ('zhtw', 'en')),
  full_name TEXT NOT NULL,
  PRIMARY KEY (system_id, lang)
);
${menuTranslationSql()}
`;
