import type { Db } from '../db/connection';
import { statement } from '../db/statements';

/**
 * The short-keyword index of the system log (migrations 38 and 39): each entry's distinct
 * characters and pairs of characters of its user, address and path, one token each: the entry's
 * category, an `x`, and the hex of the gram's UTF-8 bytes (unambiguous, and a plain word to the
 * tokenizer), so a keyword of one or two characters in one category is one token to look up, and
 * its doclist holds exactly the entries of that category whose columns hold the keyword (what the
 * list's LIKE filter finds): counting a range of it needs no entry read.
 */
/** ASCII letters to lower case, as SQLite's LIKE compares; other characters as they are. */
const foldAscii = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Tokens of grams seen lately: the same few thousand grams recur in every entry, and encoding them is most of the work. */
const tokens = new Map<string, string>();
const TOKENS_KEPT = 50_000;

function tokenOf(gram: string): string {
  let token = tokens.get(gram);
  if (token === undefined) {
    token = Buffer.from(gram, 'utf8').toString('hex');
    if (tokens.size >= TOKENS_KEPT) tokens.clear();
    tokens.set(gram, token);
  }
  return token;
}

/** The grams text of an entry of `category`, of its searched columns (each column on its own: no pair spans two). */
export function gramsText(category: number, columns: readonly string[]): string {
  const grams = new Set<string>();
  for (const column of columns) {
    const characters = [...foldAscii(column)];
    for (let index = 0; index < characters.length; index += 1) {
      const character = characters[index] as string;
      grams.add(character);
      const next = characters[index + 1];
      if (next !== undefined) grams.add(character + next);
    }
  }
  const prefix = `${category}x`;
  return [...grams].map((gram) => prefix + tokenOf(gram)).join(' ');
}

/** The MATCH token of a keyword of one or two characters in `category`; null for any other keyword (or one holding a NUL). */
export function shortKeywordToken(keyword: string, category: number): string | null {
  const characters = [...keyword];
  if (characters.length === 0 || characters.length > 2 || keyword.includes('\u0000')) return null;
  return `"${category}x${tokenOf(foldAscii(keyword))}"`;
}

/** Entries from this id up have their grams; older ones wait for the background pass. */
export function gramsCoveredFrom(db: Db): number {
  return (statement(db, 'SELECT covered_from AS id FROM system_logs_grams_state WHERE id = 1').get() as { id: number } | undefined)?.id ?? Number.MAX_SAFE_INTEGER;
}

/** An entry's grams; an entry indexed already is indexed anew (the background pass may meet one the writer did). */
export function insertGrams(db: Db, id: number, category: number, columns: readonly string[]): void {
  statement(db, 'INSERT OR REPLACE INTO system_logs_grams (rowid, grams) VALUES (?, ?)').run(id, gramsText(category, columns));
}

/** After the entries were replaced (a restore) and the index emptied: every entry waits for the background pass again. */
export function restartGrams(db: Db): void {
  statement(db, 'UPDATE system_logs_grams_state SET covered_from = COALESCE((SELECT MAX(id) + 1 FROM system_logs), 0) WHERE id = 1').run();
}

/**
 * One step of the background pass: the grams of up to `rows` entries just below the covered range,
 * newest first, and the covered range moved down to them (0 once every entry has its grams).
 * Returns how many entries it indexed.
 */
export function backfillGrams(db: Db, rows: number): number {
  if (gramsCoveredFrom(db) <= 0) return 0;
  return db.transaction(() => {
    const from = gramsCoveredFrom(db);
    if (from <= 0) return 0;
    const batch = statement(db, 'SELECT id, category, user_name AS userName, ip, path FROM system_logs WHERE id < ? ORDER BY id DESC LIMIT ?')
      .all(from, rows) as { id: number; category: number; userName: string; ip: string; path: string }[];
    for (const row of batch) insertGrams(db, row.id, row.category, [row.userName, row.ip, row.path]);
    const last = batch.at(-1);
    const next = batch.length < rows || !last ? 0 : last.id;
    statement(db, 'UPDATE system_logs_grams_state SET covered_from = ? WHERE id = 1').run(next);
    return batch.length;
  })();
}
