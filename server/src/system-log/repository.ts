import { mapStats, registerCache } from '../cache/registry';
import type { Db } from '../db/connection';
import { boundedCount, keywordFilter, likeContains } from '../db/search-index';
import { statement } from '../db/statements';
import type { LogCategory, LogLevel } from './categories';
import { gramsCoveredFrom, keywordTokens } from './grams';
import { ID_PER_MS } from './writer';

/** What the system log lists can be narrowed by; every field is optional but the category. */
export interface LogListFilter {
  category: LogCategory;
  keyword?: string;
  startTime?: number;
  endTime?: number;
  userName?: string;
  ip?: string;
  level?: LogLevel;
}

export interface LogRow {
  id: number;
  category: number;
  at: number;
  user_id: string | null;
  user_name: string;
  ip: string;
  method: string;
  path: string;
  module: string;
  record_id: string;
  code: number;
  level: number;
  duration_ms: number;
  user_agent: string;
  summary: string;
}

const COLUMNS = 'id, category, at, user_id, user_name, ip, method, path, module, record_id, code, level, duration_ms, user_agent, summary';
const COLUMNS_OF_L = COLUMNS.split(', ').map((column) => `l.${column}`).join(', ');
/** The columns a keyword searches (and the keyword index holds). */
const SEARCHED = ['l.user_name', 'l.ip', 'l.path'] as const;

const ID_MAX = Number.MAX_SAFE_INTEGER;

/**
 * How many entries hold a token is counted up to this many: a keyword whose every triple is this
 * common is found fast by walking the list newest first, and asking the index for it would read
 * long doclists. Below it, reading a token's doclist (within the time range) costs far less than
 * looking up the entries it would otherwise leave in, so the index is asked for up to
 * TOKENS_ASKED of the keyword's tokens under it, rarest first.
 */
export const COMMON_TOKEN = 60_000;
const TOKENS_ASKED = 3;

/**
 * Per process, per database: token → entries holding it (up to COMMON_TOKEN), remembered for
 * ten minutes. Counts change slowly; a stale one only changes which tokens the index is asked
 * for (or whether it is), never the result.
 */
const tokenCounts = new WeakMap<Db, Map<string, { docs: number; at: number }>>();
const COUNT_TTL_MS = 10 * 60_000;
const COUNTS_KEPT = 20_000;
registerCache({
  name: 'systemLogKeywords',
  stats: (db) => {
    const counts = tokenCounts.get(db);
    const oldest = counts?.values().next().value;
    return mapStats(counts, oldest ? oldest.at : null);
  },
  clear: (db) => tokenCounts.delete(db),
});

/** Entries (up to COMMON_TOKEN) holding `token` (a quoted MATCH string) in the keyword index. */
function docsOf(db: Db, token: string, now: number): number {
  let counts = tokenCounts.get(db);
  if (!counts) {
    counts = new Map();
    tokenCounts.set(db, counts);
  }
  const known = counts.get(token);
  if (known && now - known.at < COUNT_TTL_MS) return known.docs;
  const docs = (statement(db, `SELECT COUNT(*) AS n FROM (SELECT rowid FROM system_logs_grams WHERE system_logs_grams MATCH ? LIMIT ${COMMON_TOKEN})`)
    .get(token) as { n: number }).n;
  counts.delete(token);
  counts.set(token, { docs, at: now });
  if (counts.size > COUNTS_KEPT) counts.delete(counts.keys().next().value as string);
  return docs;
}

/** A keyword's MATCH expression in the keyword index, and whether its hits are exactly the expression's (no LIKE needed to count them). */
export interface KeywordMatch {
  match: string;
  exact: boolean;
}

/**
 * The keyword index's MATCH expression for a keyword in `category`: the keyword's own token (up to
 * three characters), or the AND of its rarest triples under COMMON_TOKEN. Null when the index does
 * not cover the range yet (its background pass has not reached `low`) or should not be asked (every
 * token is common: walking the list finds a page at once).
 */
export function matchOf(db: Db, keyword: string, category: LogCategory, low: number, now = Date.now()): KeywordMatch | null {
  const keywordGrams = keywordTokens(keyword, category);
  if (keywordGrams === null || low < gramsCoveredFrom(db)) return null;
  const ranked = keywordGrams.tokens.map((token) => ({ token, docs: docsOf(db, token, now) })).sort((a, b) => a.docs - b.docs);
  const asked = ranked.filter(({ docs }) => docs < COMMON_TOKEN).slice(0, TOKENS_ASKED);
  if (asked.length === 0) return null;
  return { match: asked.map(({ token }) => token).join(' AND '), exact: keywordGrams.exact };
}

/** Entries read from the newest end of a range to judge which category fills it. */
const SAMPLED = 200;

/**
 * Whether `category` holds at least half of the newest SAMPLED entries of the id range (the
 * request log usually does: every call writes one), which makes walking the table in id order
 * cheaper than walking the category's index. Either walk gives the same rows.
 */
function fillsRange(db: Db, category: LogCategory, low: number, high: number): boolean {
  const sample = statement(db, `SELECT COUNT(*) AS n, SUM(CASE WHEN category = ? THEN 1 ELSE 0 END) AS mine
    FROM (SELECT category FROM system_logs WHERE id >= ? AND id <= ? ORDER BY id DESC LIMIT ${SAMPLED}) s`)
    .get(category, low, high) as { n: number; mine: number | null };
  return sample.n > 0 && (sample.mine ?? 0) * 2 >= sample.n;
}

interface Query {
  /** FROM … WHERE … of the list, rows aliased l. */
  from: string;
  params: (string | number)[];
  order: string;
  /**
   * When an index alone answers the whole filter (a short keyword, a category and a time range):
   * SELECT of the matching ids (as `id`, no ORDER BY or LIMIT), so the total and the page's offset
   * are counted in the index, and only the page's own entries are read.
   */
  ids?: { sql: string; params: (string | number)[] };
}

/**
 * The list's query. A keyword starts from the keyword index (migrations 38, 39 and 42) where it
 * covers the range, limited to the id range of the time range and read newest first, so a page
 * costs about its own entries and the total about the index hits; with no filter but the time
 * range, a keyword of up to three characters is one token whose hits the index alone counts. A
 * keyword the index does not cover yet, or whose every token is common, walks (category, at)
 * newest first, where a common keyword's page and bounded total come after few rows.
 * Column names come from code; values are parameters.
 */
export function queryOf(db: Db, filter: LogListFilter): Query {
  const clauses = ['l.category = ?'];
  const params: (string | number)[] = [filter.category];
  if (filter.startTime !== undefined) {
    clauses.push('l.at >= ?');
    params.push(filter.startTime);
  }
  if (filter.endTime !== undefined) {
    clauses.push('l.at <= ?');
    params.push(filter.endTime);
  }
  if (filter.level !== undefined) {
    clauses.push('l.level = ?');
    params.push(filter.level);
  }
  const userName = filter.userName?.trim() ?? '';
  if (userName !== '') {
    clauses.push("l.user_name LIKE ? ESCAPE '\\'");
    params.push(likeContains(userName));
  }
  const ip = filter.ip?.trim() ?? '';
  if (ip !== '') {
    clauses.push("l.ip LIKE ? ESCAPE '\\'");
    params.push(likeContains(ip));
  }
  const keyword = filter.keyword?.trim() ?? '';
  const like = keywordFilter(SEARCHED, keyword);
  clauses.push(like.sql);
  params.push(...like.params);
  const low = filter.startTime !== undefined ? filter.startTime * ID_PER_MS : 0;
  const high = filter.endTime !== undefined ? filter.endTime * ID_PER_MS + ID_PER_MS - 1 : ID_MAX;
  const match = matchOf(db, keyword, filter.category, low);
  if (match === null) {
    // Without a filter on the row's own columns, the (category, at) index answers alone.
    const readsRows = like.params.length > 0 || userName !== '' || ip !== '' || filter.level !== undefined;
    if (!readsRows || !fillsRange(db, filter.category, low, high)) {
      return { from: `system_logs l WHERE ${clauses.join(' AND ')}`, params, order: 'l.at DESC, l.id DESC' };
    }
    // The category is most of the range: walking the table's own id order (ids are times, so
    // newest first is id order) reads each row once, where the (category, at) index reads an
    // index entry and then looks the row up, about twice the work. `+` keeps the planner off
    // that index.
    clauses[0] = '+l.category = ?';
    return { from: `system_logs l WHERE l.id >= ? AND l.id <= ? AND ${clauses.join(' AND ')}`, params: [low, high, ...params], order: 'l.id DESC' };
  }
  // CROSS JOIN keeps the index as the outer loop: with statistics of a large log the planner may
  // otherwise walk the time range and probe the index once per row. `+` keeps each row's lookup on
  // its id: for a category the statistics call rare, the planner would otherwise search the
  // (category, at) index over the whole time range once per hit.
  clauses[0] = '+l.category = ?';
  const query: Query = {
    from: `system_logs_grams g CROSS JOIN system_logs l ON l.id = g.rowid
      WHERE system_logs_grams MATCH ? AND g.rowid >= ? AND g.rowid <= ? AND ${clauses.join(' AND ')}`,
    params: [match.match, low, high, ...params],
    order: 'g.rowid DESC',
  };
  // A short keyword's token's doclist is the category's entries holding it (migration 39), and ids
  // are times: with no other filter, its rowids within the range are exactly the list's hits.
  if (match.exact && userName === '' && ip === '' && filter.level === undefined) {
    query.ids = { sql: 'SELECT rowid AS id FROM system_logs_grams WHERE system_logs_grams MATCH ? AND rowid >= ? AND rowid <= ?', params: [match.match, low, high] };
  }
  return query;
}

/** One page, newest first, and the total (bounded: past TOTAL_CAP it reads TOTAL_CAP + 1). */
export function listLogs(db: Db, filter: LogListFilter, limit: number, offset: number): { rows: LogRow[]; total: number } {
  const query = queryOf(db, filter);
  return db.transaction(() => {
    // The SQL comes from code (a few shapes: which filters are set), so its statements are kept.
    const { ids } = query;
    if (ids) {
      // The page's ids from the index (its offset skipped there), then only their entries read.
      const rows = statement(db, `SELECT ${COLUMNS_OF_L} FROM (${ids.sql} ORDER BY rowid DESC LIMIT ? OFFSET ?) i
        CROSS JOIN system_logs l ON l.id = i.id ORDER BY i.id DESC`).all(...ids.params, limit, offset) as LogRow[];
      const total = (statement(db, boundedCount(ids.sql)).get(...ids.params) as { n: number }).n;
      return { rows, total };
    }
    const rows = statement(db, `SELECT ${COLUMNS_OF_L} FROM ${query.from} ORDER BY ${query.order} LIMIT ? OFFSET ?`)
      .all(...query.params, limit, offset) as LogRow[];
    const total = (statement(db, boundedCount(`SELECT 1 FROM ${query.from}`)).get(...query.params) as { n: number }).n;
    return { rows, total };
  })();
}

/** Every matching entry, newest first, up to `max` (exports). */
export function iterateLogs(db: Db, filter: LogListFilter, max: number): IterableIterator<LogRow> {
  const query = queryOf(db, filter);
  return db.prepare(`SELECT ${COLUMNS_OF_L} FROM ${query.from} ORDER BY ${query.order} LIMIT ?`)
    .iterate(...query.params, max) as IterableIterator<LogRow>;
}

export function findLog(db: Db, id: number): LogRow | undefined {
  return statement(db, `SELECT ${COLUMNS} FROM system_logs WHERE id = ?`).get(id) as LogRow | undefined;
}

/** Deletes entries by id; returns how many went. */
export function deleteLogsByIds(db: Db, ids: readonly number[]): number {
  const remove = statement(db, 'DELETE FROM system_logs WHERE id = ?');
  return db.transaction(() => ids.reduce((count, id) => count + remove.run(id).changes, 0))();
}

/** Deletes the entries of a time range (both ends included), of one category or all; returns how many went. */
export function deleteLogsByRange(db: Db, range: { startTime: number; endTime: number; category?: LogCategory }): number {
  return db.transaction(() => {
    if (range.category === undefined) {
      return db.prepare('DELETE FROM system_logs WHERE at >= ? AND at <= ?').run(range.startTime, range.endTime).changes;
    }
    return db.prepare('DELETE FROM system_logs WHERE category = ? AND at >= ? AND at <= ?').run(range.category, range.startTime, range.endTime).changes;
  }).immediate();
}
