import type { Db } from '../../db/connection';
import { statement } from '../../db/statements';
import type { SqlFragment } from '../../permission/data-rules';
import { quote } from '../identifiers';
import type { CompiledField, CompiledModel, CompiledTable } from '../model';

/**
 * The keyword index of a runtime table (issue 15 budget: a keyword search over 100,000 records in
 * ≤ 20 ms). A LIKE '%…%' scan reads every row; a trigram index (as the message lists use) cannot
 * answer keywords of one or two characters, the usual length of a Chinese search (请假, 出差).
 * So each record's text fields are indexed as their single characters and pairs of characters,
 * ASCII letters lower-cased as SQLite's LIKE compares them, each written as an ASCII token (code
 * points in hex: `g51fax5dee` for 出差) so no tokenizer splits or folds them. A keyword of one or
 * two characters asks for its one token, and its hits are exactly the rows whose text contains it;
 * a longer keyword asks for all of its pairs, a superset that the list's LIKE filter narrows. Either
 * way the answer is the substring search of db/search-index.ts.
 *
 * The FTS5 table is contentless (it stores only the index) and its rowid is the record's id (an
 * INTEGER PRIMARY KEY, stable across VACUUM). The server is the only writer and keeps it current on
 * every save and delete; a release rebuilds it when the indexed fields change. PostgreSQL would use
 * pg_trgm plus a bigram expression index instead.
 */

/** Kinds whose text a keyword searches: what people type, not ids. */
export const KEYWORD_KINDS: ReadonlySet<string> = new Set(['comInput', 'textarea', 'billRule']);
/** Characters of one value that are indexed; a match further into a long text is not found by keyword. */
const INDEXED_MAX = 4000;
const ID_PATTERN = /^[1-9][0-9]{0,18}$/;

export const keywordFields = (table: CompiledTable): CompiledField[] => table.fields.filter((field) => KEYWORD_KINDS.has(field.jnpfKey));
export const indexTable = (table: CompiledTable): string => `${table.physical}__kw`;

const token = (characters: readonly string[]): string => `g${characters.map((character) => (character.codePointAt(0) as number).toString(16)).join('x')}`;

/** LIKE's case folding: ASCII letters only (É and é stay different, as in the LIKE filter). */
const fold = (text: string): string => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());

/** The tokens of a text: each character and each pair of neighbours. */
function tokensOf(text: string, into: Set<string>): void {
  const characters = [...fold(text.slice(0, INDEXED_MAX))];
  characters.forEach((character, index) => {
    into.add(token([character]));
    const next = characters[index + 1];
    if (next !== undefined) into.add(token([character, next]));
  });
}

/**
 * An FTS5 query for the rows that may contain `keyword` (null when it has no characters), and
 * whether its hits are exactly the rows that do (one or two characters).
 */
export function keywordMatch(keyword: string): { match: string; exact: boolean } | null {
  const characters = [...fold(keyword)];
  if (characters.length === 0) return null;
  return { match: pairsOf(characters), exact: characters.length <= 2 };
}

function pairsOf(characters: readonly string[]): string {
  if (characters.length === 1) return token(characters);
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < characters.length; index += 1) pairs.add(token([characters[index] as string, characters[index + 1] as string]));
  return [...pairs].join(' AND ');
}

/** Whether the table has its keyword index (released with text fields). */
export function hasKeywordIndex(db: Db, table: CompiledTable): boolean {
  return statement(db, "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(indexTable(table)) !== undefined;
}

/** Above this many hits a keyword is common: the list walks its own order and keeps the hits (as db/search-index.ts). */
export const COMMON_HITS = 2000;

/** How many rows the index finds, counting at most `limit`. */
export function keywordHits(db: Db, table: CompiledTable, match: string, limit = Number.MAX_SAFE_INTEGER): number {
  const index = quote(indexTable(table));
  return (db.prepare(`SELECT COUNT(*) AS n FROM (SELECT rowid FROM ${index} WHERE ${index} MATCH ? LIMIT ?)`).get(match, limit) as { n: number }).n;
}

/**
 * `t."id" IN (the index's hits)`. For rare keywords the rows are read from the hits; for common
 * ones (`walk`) the unary plus keeps SQLite from doing so, so it walks the list's order and stops
 * after a page of hits instead of reading and sorting thousands of rows.
 */
export function keywordCandidates(table: CompiledTable, match: string, walk: boolean): SqlFragment {
  const index = quote(indexTable(table));
  return { sql: `${walk ? '+' : ''}t."id" IN (SELECT rowid FROM ${index} WHERE ${index} MATCH ?)`, params: [match] };
}

/** Indexes (or re-indexes) one record from its stored text values. */
export function indexRecord(db: Db, table: CompiledTable, id: string, values: Readonly<Record<string, unknown>>): void {
  if (!ID_PATTERN.test(id)) return;
  const index = quote(indexTable(table));
  statement(db, `DELETE FROM ${index} WHERE rowid = ?`).run(BigInt(id));
  const tokens = new Set<string>();
  for (const field of keywordFields(table)) {
    const value = values[field.vModel];
    if (typeof value === 'string' || typeof value === 'number') tokensOf(String(value), tokens);
  }
  if (tokens.size > 0) statement(db, `INSERT INTO ${index} (rowid, tokens) VALUES (?, ?)`).run(BigInt(id), [...tokens].join(' '));
}

export function unindexRecord(db: Db, table: CompiledTable, id: string): void {
  if (ID_PATTERN.test(id)) statement(db, `DELETE FROM ${quote(indexTable(table))} WHERE rowid = ?`).run(BigInt(id));
}

/**
 * Creates the index of the model's main table anew from its rows, when the indexed fields differ
 * from the previous release's (or it does not exist); drops it when no field is searched. Runs
 * inside the release's transaction.
 */
export function syncKeywordIndex(db: Db, model: CompiledModel, previous: CompiledModel | null): void {
  const table = model.main;
  const fields = keywordFields(table).map((field) => field.vModel.toLowerCase()).sort().join(',');
  const before = previous && previous.main.physical === table.physical ? keywordFields(previous.main).map((field) => field.vModel.toLowerCase()).sort().join(',') : null;
  const exists = hasKeywordIndex(db, table);
  if (exists && fields === before) return;
  const index = quote(indexTable(table));
  if (exists) db.exec(`DROP TABLE ${index}`);
  if (fields === '') return;
  db.exec(`CREATE VIRTUAL TABLE ${index} USING fts5(tokens, content='', contentless_delete=1, tokenize='ascii')`);
  rebuildKeywordIndex(db, table);
}

/** Indexes every row of the table again (after a release changed the fields, or rows written around the server). */
export function rebuildKeywordIndex(db: Db, table: CompiledTable): void {
  const index = quote(indexTable(table));
  db.exec(`DELETE FROM ${index}`);
  const columns = keywordFields(table).map((field) => quote(field.vModel));
  // All at once: better-sqlite3 cannot write while a read statement is still iterating.
  const rows = db.prepare(`SELECT CAST("id" AS TEXT) AS "id", ${columns.join(', ')} FROM ${quote(table.physical)}`).all() as Record<string, unknown>[];
  for (const row of rows) indexRecord(db, table, String(row.id), row);
}
