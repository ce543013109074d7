/**
 * Keyword search, one module for every list (architecture note: SQL lives in each feature's
 * repository and here).
 *
 * Meaning, the same everywhere: a keyword matches a row when it is a substring of one of the
 * searched columns, ASCII letters compared without case (SQLite's LIKE), every other character
 * (Chinese, `%`, `_`, `\`) taken literally. Lists build their filter with `keywordFilter`.
 *
 * Large lists (messages, chat history) also keep an FTS5 table with the `trigram` tokenizer,
 * which finds substrings in any script. A trigram index cannot answer keywords shorter than three
 * characters (common in Chinese: 维护, 请假), so `trigramQuery` returns null for them and the list
 * falls back to the LIKE filter over rows it walks in order anyway. Where the index answers, the
 * LIKE filter is still applied to its hits: the index folds case beyond ASCII, so its hits are a
 * superset, and LIKE makes the result exactly the substring meaning above.
 *
 * Totals of large lists are bounded (`boundedCount`): counting stops past `TOTAL_CAP` and the
 * client shows "10000+". A PostgreSQL port would keep `keywordFilter` as is (ILIKE … ESCAPE, or
 * LIKE with lower()) and replace the FTS table with a pg_trgm GIN index on the same columns.
 */

/** Totals above this are reported as TOTAL_CAP + 1, shown as "10000+". */
export const TOTAL_CAP = 10_000;

/** The escape character of every LIKE pattern built here. */
const ESCAPE = '\\';

/** `%keyword%` with `\`, `%` and `_` escaped, for `LIKE ? ESCAPE '\'`. */
export function likeContains(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (character) => `${ESCAPE}${character}`)}%`;
}

/** A WHERE fragment and its parameters. */
export interface SqlFilter {
  sql: string;
  params: string[];
}

/**
 * `(a LIKE ? ESCAPE '\' OR b LIKE ? ESCAPE '\')` for a non-empty keyword, `1 = 1` for an empty
 * one. Column names come from code, never from the request.
 */
export function keywordFilter(columns: readonly string[], keyword: string): SqlFilter {
  if (keyword === '') return { sql: '1 = 1', params: [] };
  const pattern = likeContains(keyword);
  return {
    sql: `(${columns.map((column) => `${column} LIKE ? ESCAPE '${ESCAPE}'`).join(' OR ')})`,
    params: columns.map(() => pattern),
  };
}

/**
 * The same filter with one named parameter (`@keyword` by default) for statements that bind
 * named parameters; bind it to `likeContains(keyword)`.
 */
export function namedKeywordFilter(columns: readonly string[], parameter = 'keyword'): string {
  return `(${columns.map((column) => `${column} LIKE @${parameter} ESCAPE '${ESCAPE}'`).join(' OR ')})`;
}

/** Characters, not UTF-16 units: 𠀀 is one character and one trigram position. */
const characterCount = (text: string): number => [...text].length;

/**
 * An FTS5 MATCH expression for the trigram index, or null when the index cannot answer (fewer
 * than three characters). The keyword becomes one quoted phrase, so FTS5 operators (AND, *, ^,
 * column filters) in it are plain text.
 */
export function trigramQuery(keyword: string): string | null {
  // FTS5's query parser ends a string at NUL ("unterminated string"): such a keyword takes the
  // LIKE path, which compares it as it is.
  if (characterCount(keyword) < 3 || keyword.includes('\u0000')) return null;
  return `"${keyword.replace(/"/g, '""')}"`;
}

/**
 * Above this many index hits a keyword is common: a list walks its rows in order and stops after
 * a page of matches (a few rows per match) rather than start from the hits. Below it, starting
 * from the hits is cheaper (a rare keyword would make the walk read every row).
 */
export const COMMON_HITS = 2000;

/** `SELECT COUNT(*) AS n` of the hits of `ftsTable` for `MATCH ?`, up to COMMON_HITS. */
export function hitCountSql(ftsTable: string): string {
  return `SELECT COUNT(*) AS n FROM (SELECT rowid FROM ${ftsTable} WHERE ${ftsTable} MATCH ? LIMIT ${COMMON_HITS})`;
}

/** Whether a `hitCountSql` row says the keyword is rare enough to start from the hits. */
export function isRare(hitCount: unknown): boolean {
  return typeof hitCount === 'object' && hitCount !== null && (hitCount as { n: number }).n < COMMON_HITS;
}

/**
 * Remembers for a while which keywords are rare, so a repeated search skips the probe. Only the
 * plan depends on it (both plans give the same rows): a stale answer costs time, never results.
 * Per process on purpose; nothing to share between processes.
 */
export class RarityMemo {
  private readonly entries = new Map<string, { rare: boolean; at: number }>();

  constructor(private readonly limit = 500, private readonly ttlMs = 60_000) {}

  get(keyword: string, now = Date.now()): boolean | undefined {
    const entry = this.entries.get(keyword);
    return entry && now - entry.at < this.ttlMs ? entry.rare : undefined;
  }

  set(keyword: string, rare: boolean, now = Date.now()): void {
    this.entries.delete(keyword);
    this.entries.set(keyword, { rare, at: now });
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/** `SELECT COUNT(*) AS n` over at most TOTAL_CAP + 1 rows of `select` (any SELECT without LIMIT). */
export function boundedCount(select: string): string {
  return `SELECT COUNT(*) AS n FROM (${select} LIMIT ${TOTAL_CAP + 1})`;
}

/** The `trigram` FTS5 table for `columns` of `table`, kept in sync by triggers (for a migration). */
export function trigramIndexSql(table: string, columns: readonly string[]): string {
  const fts = `${table}_fts`;
  const list = columns.join(', ');
  const newValues = columns.map((column) => `new.${column}`).join(', ');
  const oldValues = columns.map((column) => `old.${column}`).join(', ');
  // External content: the FTS table stores only the index, the text stays in `table`. Its rowids
  // are `table`'s; VACUUM may renumber implicit rowids, so docs/server.md says to run
  // `INSERT INTO <table>_fts(<table>_fts) VALUES ('rebuild')` after one.
  return `
CREATE VIRTUAL TABLE ${fts} USING fts5(${list}, content='${table}', content_rowid='rowid', tokenize='trigram');
INSERT INTO ${fts}(${fts}) VALUES ('rebuild');
CREATE TRIGGER ${fts}_insert AFTER INSERT ON ${table} BEGIN
  INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${newValues});
END;
CREATE TRIGGER ${fts}_delete AFTER DELETE ON ${table} BEGIN
  INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${oldValues});
END;
CREATE TRIGGER ${fts}_update AFTER UPDATE OF ${list} ON ${table} BEGIN
  INSERT INTO ${fts}(${fts}, rowid, ${list}) VALUES ('delete', old.rowid, ${oldValues});
  INSERT INTO ${fts}(rowid, ${list}) VALUES (new.rowid, ${newValues});
END;
`;
}
