import type { Db } from '../db/connection';
import { statement } from '../db/statements';

/**
 * The keyword index of the system log (migrations 38, 39 and 42): each entry's distinct
 * characters, pairs and triples of characters of its user, address and path, one token each: the
 * entry's category, an `x`, and the hex of the gram's UTF-8 bytes (unambiguous, and a plain word to
 * the tokenizer). A keyword of up to three characters in one category is one token to look up,
 * whose doclist holds exactly the entries of that category whose columns hold the keyword (what
 * the list's LIKE filter finds): counting a range of it needs no entry read. A longer keyword is
 * the AND of some of its triples: a superset the LIKE filter makes exact.
 *
 * One index for every keyword length: migration 25's trigram index (a second FTS5 table, written by
 * a trigger with each entry) doubled the log's write cost, and the log is written with every call
 * (docs/server.md, "the system log's write cost").
 */
/** ASCII letters to lower case, as SQLite's LIKE compares; other characters as they are. */
const foldAscii = (text: string): string => text.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());

/** Grams longest kept: a keyword longer than this is looked up by its grams of this length. */
export const GRAM_MAX = 3;

/** Tokens of grams seen lately: the same few thousand grams recur in every entry, and encoding them is most of the work. */
export const TOKENS_KEPT = 50_000;

/**
 * The grams text of an entry of `category`, of its searched columns (each column on its own: no
 * gram spans two), with `tokens` the caller's cache of recent grams' hex (at most `kept`).
 *
 * The log's worker thread runs this function's own source (log-worker.ts), so that the event loop
 * does not build an entry's grams: it holds no import, no closure and no nested function (a
 * compiler may wrap a named one in a helper the worker does not have). Its tests run it in both.
 */
export function gramsTextOf(category: number, columns: readonly string[], tokens: Map<string, string>, kept: number): string {
  const grams = new Set<string>();
  for (const column of columns) {
    // Characters, not UTF-16 units; ASCII folded to lower case, as LIKE compares.
    const characters = Array.from(column);
    for (let index = 0; index < characters.length; index += 1) {
      const code = (characters[index] as string).charCodeAt(0);
      if (code >= 65 && code <= 90) characters[index] = String.fromCharCode(code + 32);
    }
    for (let index = 0; index < characters.length; index += 1) {
      let gram = '';
      // Up to GRAM_MAX characters (a literal here: the worker's copy has no constants).
      for (let length = 0; length < 3 && index + length < characters.length; length += 1) {
        gram += characters[index + length] as string;
        grams.add(gram);
      }
    }
  }
  const prefix = `${category}x`;
  let text = '';
  for (const gram of grams) {
    let token = tokens.get(gram);
    if (token === undefined) {
      token = Buffer.from(gram, 'utf8').toString('hex');
      if (tokens.size >= kept) tokens.clear();
      tokens.set(gram, token);
    }
    text += text === '' ? prefix + token : ` ${prefix}${token}`;
  }
  return text;
}

/** This thread's cache of recent grams' tokens. */
const tokens = new Map<string, string>();

/** The grams text of an entry of `category` (gramsTextOf with this thread's token cache). */
export function gramsText(category: number, columns: readonly string[]): string {
  return gramsTextOf(category, columns, tokens, TOKENS_KEPT);
}

/** A gram's hex (already folded). A keyword's few grams are encoded per request, without the entries' cache. */
const hexOf = (gram: string): string => Buffer.from(gram, 'utf8').toString('hex');

/** Triples asked for at most, of a long keyword (each one's doclist is counted to rank them). */
const GRAMS_OF_KEYWORD = 40;

/**
 * The keyword's MATCH tokens in `category` (each a quoted string): one token, the keyword itself,
 * when it has up to GRAM_MAX characters (`exact`: its doclist is the keyword's hits); its distinct
 * triples otherwise (their AND holds every hit). Null for an empty keyword or one holding a NUL.
 */
export function keywordTokens(keyword: string, category: number): { tokens: string[]; exact: boolean } | null {
  const characters = [...foldAscii(keyword)];
  if (characters.length === 0 || keyword.includes('\u0000')) return null;
  const prefix = `"${category}x`;
  if (characters.length <= GRAM_MAX) return { tokens: [`${prefix}${hexOf(characters.join(''))}"`], exact: true };
  const grams = new Set<string>();
  for (let index = 0; index + GRAM_MAX <= characters.length && grams.size < GRAMS_OF_KEYWORD; index += 1) {
    grams.add(characters.slice(index, index + GRAM_MAX).join(''));
  }
  return { tokens: [...grams].map((gram) => `${prefix}${hexOf(gram)}"`), exact: false };
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
