import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import type { UnreadCounts } from '../../socket/unread-counts';
import type { DbReader, ReadQuery } from '../../db/read-worker';
import { boundedCount, hitCountSql, isRare, keywordFilter, RarityMemo, trigramQuery } from '../../db/search-index';
import { candidatesFilter, selectionCandidates } from '../users/selector-repository';
import { MessageType } from './message-types';
import type { NoticeViewer } from './notice-access';
import { noticeVisibility } from './notice-access-repository';

export { MessageType } from './message-types';

export interface NoticeRow {
  id: string;
  title: string;
  bodyText: string;
  files: string;
  toUserIds: string | null;
  category: string | null;
  expirationTime: number | null;
  enabledMark: number;
  releaseUser: string | null;
  releaseTime: number | null;
  creatorUser: string | null;
  creatorTime: number;
  lastModifyTime: number | null;
}

/** Runs list queries on the main connection, in one read transaction like the reader does. */
function runQueries(db: Db, queries: readonly ReadQuery[]): unknown[] {
  return db.transaction(() =>
    queries.map((query) => (query.mode === 'get' ? db.prepare(query.sql).get(...query.params) : db.prepare(query.sql).all(...query.params))),
  )();
}

/**
 * What an inbox page shows changes only with the user's receipts, their messages (both bump
 * `inbox:<user>`) and user names (`users`): the reader reuses results while both stay.
 */
function inboxVersion(userId: string): NonNullable<ReadQuery['reuseWhile']> {
  return {
    sql: `SELECT (SELECT version FROM search_versions WHERE scope = ?) AS inbox, (SELECT version FROM search_versions WHERE scope = 'users') AS users`,
    params: [`inbox:${userId}`],
  };
}

const rarity = new RarityMemo();

/** Whether the keyword is rare in messages_fts (false when too short for the index), remembered a while. */
async function startsFromHits(keyword: string, read: (probe: ReadQuery) => unknown | Promise<unknown>): Promise<boolean> {
  const probe = hitsQuery(keyword);
  if (probe === null) return false;
  const known = rarity.get(keyword);
  if (known !== undefined) return known;
  const rare = isRare(await read(probe));
  rarity.set(keyword, rare);
  return rare;
}

/** startsFromHits on the main connection, without the memo. */
function rareNow(db: Db, keyword: string): boolean {
  const probe = hitsQuery(keyword);
  return probe !== null && isRare(runQueries(db, [probe])[0]);
}

/** How many index hits the keyword has, up to COMMON_HITS (null: too short for the index). */
function hitsQuery(keyword: string): ReadQuery | null {
  const match = trigramQuery(keyword);
  return match === null ? null : { sql: hitCountSql('messages_fts'), params: [match], mode: 'get' };
}


/** A message not past its expiry (notices may have one), as of the parameter's time. */
const UNEXPIRED = '(m.expiration_time IS NULL OR m.expiration_time > ?)';

/** The start of the minute of a time: lists filtered by expiry stay reusable for a minute. */
export const minuteOf = (time: number): number => time - (time % 60_000);

/** [rows, { n }] → { list, total } */
function pageOf<T>([rows, count]: unknown[]): { list: T[]; total: number } {
  return { list: rows as T[], total: (count as { n: number }).n };
}

const noticeColumns = `m.id, m.title, m.body_text AS bodyText, m.files, m.to_user_ids AS toUserIds,
  m.category, m.expiration_time AS expirationTime, m.enabled_mark AS enabledMark, ru.real_name AS releaseUser, m.release_time AS releaseTime,
  cu.real_name AS creatorUser, m.creator_time AS creatorTime, m.last_modify_time AS lastModifyTime`;

export function findNotice(db: Db, id: string): NoticeRow | undefined {
  return db.prepare(`SELECT ${noticeColumns} FROM messages m
      LEFT JOIN users ru ON ru.id = m.release_user_id LEFT JOIN users cu ON cu.id = m.creator_user_id
      WHERE m.id = ? AND m.type = ${MessageType.notice}`).get(id) as NoticeRow | undefined;
}

function noticeListQueries(
  query: { keyword: string; offset: number; limit: number },
  visibleTo: NoticeViewer,
  fromHits: boolean,
  now: number,
): [ReadQuery, ReadQuery] {
  const keyword = keywordFilter(['m.title'], query.keyword);
  const match = trigramQuery(query.keyword);
  // Which rows the caller may see is decided in notice-access-repository.ts.
  const visible = noticeVisibility(visibleTo, now);
  // The index narrows the rows; the LIKE filter keeps the exact substring meaning (search-index.ts).
  const indexed = match === null ? '' : 'AND m.rowid IN (SELECT rowid FROM messages_fts WHERE messages_fts MATCH ?)';
  const indexParams = match === null ? [] : [match];
  const where = `m.type = ${MessageType.notice} AND ${keyword.sql} AND ${visible.sql} ${fromHits ? indexed : ''}`;
  const params = [...keyword.params, ...visible.params, ...(fromHits ? indexParams : [])];
  return [
    {
      sql: `SELECT ${noticeColumns} FROM messages m
      LEFT JOIN users ru ON ru.id = m.release_user_id LEFT JOIN users cu ON cu.id = m.creator_user_id
      WHERE ${where} ORDER BY m.creator_time DESC, m.id DESC LIMIT ? OFFSET ?`,
      params: [...params, query.limit, query.offset],
      mode: 'all',
    },
    { sql: boundedCount(`SELECT 1 FROM messages m WHERE ${where}`), params, mode: 'get' },
  ];
}

export function listNotices(
  db: Db,
  query: { keyword: string; offset: number; limit: number },
  visibleTo: NoticeViewer,
  now: number = Date.now(),
): { list: NoticeRow[]; total: number } {
  const fromHits = rareNow(db, query.keyword);
  return pageOf<NoticeRow>(runQueries(db, noticeListQueries(query, visibleTo, fromHits, minuteOf(now))));
}

/** listNotices, run by the reader thread. */
export async function listNoticesOffThread(
  reader: DbReader,
  query: { keyword: string; offset: number; limit: number },
  visibleTo: NoticeViewer,
  now: number = Date.now(),
): Promise<{ list: NoticeRow[]; total: number }> {
  const fromHits = await startsFromHits(query.keyword, async (probe) => (await reader.read([probe]))[0]);
  return pageOf<NoticeRow>(await reader.read(noticeListQueries(query, visibleTo, fromHits, minuteOf(now))));
}

export interface NoticeInput {
  title: string;
  bodyText: string;
  files: string;
  toUserIds: string[] | null;
  /** Absent: no category (callers inside the server that write notices without one). */
  category?: string | null;
  expirationTime?: number | null;
}

export function insertNotice(db: Db, input: NoticeInput, userId: string, now: number): string {
  const id = newId(now);
  db.prepare(`INSERT INTO messages (id, type, title, body_text, files, to_user_ids, category, expiration_time, enabled_mark, creator_user_id, creator_time)
      VALUES (?, ${MessageType.notice}, ?, ?, ?, ?, ?, ?, 0, ?, ?)`)
    .run(id, input.title, input.bodyText, input.files, input.toUserIds ? JSON.stringify(input.toUserIds) : null, input.category ?? null, input.expirationTime ?? null, userId, now);
  return id;
}

export function updateNotice(db: Db, id: string, input: NoticeInput, now: number): void {
  db.prepare('UPDATE messages SET title = ?, body_text = ?, files = ?, to_user_ids = ?, category = ?, expiration_time = ?, last_modify_time = ? WHERE id = ?')
    .run(input.title, input.bodyText, input.files, input.toUserIds ? JSON.stringify(input.toUserIds) : null, input.category ?? null, input.expirationTime ?? null, now, id);
}

export function deleteMessage(db: Db, id: string): void {
  db.prepare('DELETE FROM messages WHERE id = ?').run(id);
}

/**
 * Releases a message to its recipients and returns them: every enabled user when it names none,
 * else the named users and the enabled users of the named organisations (with everything below
 * them), positions, roles and groups (`id--type`, as the user picker gives them).
 */
export function releaseMessage(db: Db, id: string, releaseUserId: string, now: number): string[] {
  const row = db.prepare('SELECT to_user_ids AS toUserIds FROM messages WHERE id = ?').get(id) as { toUserIds: string | null };
  const named = row.toUserIds ? (JSON.parse(row.toUserIds) as string[]) : null;
  const chosen = named ? candidatesFilter(selectionCandidates(named)) : null;
  const recipients = chosen
    ? (db.prepare(`SELECT u.id FROM users u WHERE u.enabled_mark = 1 AND (${chosen.sql})`).all(...chosen.params) as { id: string }[])
    : (db.prepare('SELECT id FROM users WHERE enabled_mark = 1').all() as { id: string }[]);
  db.prepare('UPDATE messages SET enabled_mark = 1, release_user_id = ?, release_time = ? WHERE id = ?').run(releaseUserId, now, id);
  // The receipt carries the release time: the inbox is read newest first along its index.
  const receipt = db.prepare('INSERT OR IGNORE INTO message_receipts (message_id, user_id, release_time) VALUES (?, ?, ?)');
  for (const recipient of recipients) receipt.run(id, recipient.id, now);
  return recipients.map((recipient) => recipient.id);
}

export function unreadCountsOf(db: Db, userId: string, now: number = Date.now()): UnreadCounts {
  const rows = db.prepare(`SELECT m.type, COUNT(*) AS n FROM message_receipts r JOIN messages m ON m.id = r.message_id
      WHERE r.user_id = ? AND r.deleted = 0 AND r.is_read = 0 AND ${UNEXPIRED} GROUP BY m.type`).all(userId, now) as { type: number; n: number }[];
  const of = (type: number): number => rows.find((row) => row.type === type)?.n ?? 0;
  return { notice: of(MessageType.notice), message: of(MessageType.flow), system: of(MessageType.system), chat: 0 };
}

export interface InboxRow {
  id: string;
  title: string;
  type: number;
  flowType: number | null;
  releaseUser: string | null;
  releaseTime: number;
  isRead: number;
}

export interface InboxQuery {
  keyword: string;
  type: number | null;
  isRead: number | null;
  offset: number;
  limit: number;
  /** Expired notices are left out as of this time (epoch ms; now by default). */
  now?: number;
}

function inboxListQueries(userId: string, query: InboxQuery, fromHits: boolean): [ReadQuery, ReadQuery] {
  const keyword = keywordFilter(['m.title'], query.keyword);
  const filters = `r.deleted = 0 AND ${keyword.sql} AND (? IS NULL OR m.type = ?) AND (? IS NULL OR r.is_read = ?) AND ${UNEXPIRED}`;
  // By the minute: the reader keeps answers per parameters, and expiry times are set to the minute.
  const filterParams = [...keyword.params, query.type, query.type, query.isRead, query.isRead, minuteOf(query.now ?? Date.now())];
  const columns = `m.id, m.title, m.type, m.flow_type AS flowType, u.real_name AS releaseUser, m.release_time AS releaseTime, r.is_read AS isRead`;
  const order = 'ORDER BY r.release_time DESC, r.message_id DESC';
  const match = trigramQuery(query.keyword);
  // Totals: from the index hits when the keyword is long enough (never more rows than hits),
  // else by walking the inbox; at most TOTAL_CAP + 1 either way. The worker reuses a total while
  // the user's inbox version (search_versions, bumped by triggers) is unchanged; pages too.
  const countSql = match === null
    ? boundedCount(`SELECT 1 FROM message_receipts r JOIN messages m ON m.id = r.message_id WHERE r.user_id = ? AND ${filters}`)
    : boundedCount(`SELECT 1 FROM messages_fts f CROSS JOIN messages m ON m.rowid = f.rowid
        CROSS JOIN message_receipts r ON r.message_id = m.id AND r.user_id = ?
        WHERE messages_fts MATCH ? AND ${filters}`);
  const countParams = match === null ? [userId, ...filterParams] : [userId, match, ...filterParams];
  const reuseWhile = inboxVersion(userId);
  const count: ReadQuery = { sql: countSql, params: countParams, mode: 'get', reuseWhile };
  // CROSS JOIN fixes SQLite's join order: from the hits for a rare keyword, else along the
  // (user_id, deleted, release_time) index, newest first, stopping after the page.
  const page: ReadQuery = fromHits && match !== null
    ? {
      // The page's keys first, then their columns: only the page's rows are read in full.
      sql: `SELECT ${columns} FROM (
          SELECT r.message_id, r.release_time FROM messages_fts f CROSS JOIN messages m ON m.rowid = f.rowid
          CROSS JOIN message_receipts r ON r.message_id = m.id AND r.user_id = ?
          WHERE messages_fts MATCH ? AND ${filters} ${order} LIMIT ? OFFSET ?
        ) k CROSS JOIN message_receipts r ON r.message_id = k.message_id AND r.user_id = ?
        CROSS JOIN messages m ON m.id = k.message_id LEFT JOIN users u ON u.id = m.release_user_id
        ORDER BY k.release_time DESC, k.message_id DESC`,
      params: [userId, match, ...filterParams, query.limit, query.offset, userId],
      mode: 'all',
      reuseWhile,
    }
    : {
      sql: `SELECT ${columns} FROM message_receipts r CROSS JOIN messages m ON m.id = r.message_id
        LEFT JOIN users u ON u.id = m.release_user_id
        WHERE r.user_id = ? AND ${filters} ${order} LIMIT ? OFFSET ?`,
      params: [userId, ...filterParams, query.limit, query.offset],
      mode: 'all',
      reuseWhile,
    };
  return [page, count];
}

export function listInbox(db: Db, userId: string, query: InboxQuery): { list: InboxRow[]; total: number } {
  const fromHits = rareNow(db, query.keyword);
  return pageOf<InboxRow>(runQueries(db, inboxListQueries(userId, query, fromHits)));
}

/** listInbox, run by the reader thread: the same SQL, off the event loop. */
export async function listInboxOffThread(reader: DbReader, userId: string, query: InboxQuery): Promise<{ list: InboxRow[]; total: number }> {
  const fromHits = await startsFromHits(query.keyword, async (probe) => (await reader.read([probe]))[0]);
  return pageOf<InboxRow>(await reader.read(inboxListQueries(userId, query, fromHits)));
}

export interface MessageDetail extends InboxRow {
  bodyText: string;
  files: string;
}

/** The user's copy of a message, marked read; undefined when it is not theirs. */
export function readMessage(db: Db, userId: string, id: string, now: number): MessageDetail | undefined {
  const detail = db.prepare(`SELECT m.id, m.title, m.type, m.flow_type AS flowType, u.real_name AS releaseUser,
        m.release_time AS releaseTime, 1 AS isRead, m.body_text AS bodyText, m.files
      FROM message_receipts r JOIN messages m ON m.id = r.message_id LEFT JOIN users u ON u.id = m.release_user_id
      WHERE r.user_id = ? AND r.message_id = ? AND r.deleted = 0 AND ${UNEXPIRED}`).get(userId, id, now) as MessageDetail | undefined;
  if (detail) db.prepare('UPDATE message_receipts SET is_read = 1, read_time = ? WHERE user_id = ? AND message_id = ? AND is_read = 0').run(now, userId, id);
  return detail;
}

export function readAll(db: Db, userId: string, type: number | null, now: number): number {
  return db.prepare(`UPDATE message_receipts SET is_read = 1, read_time = ?
      WHERE user_id = ? AND is_read = 0 AND deleted = 0
        AND (? IS NULL OR message_id IN (SELECT id FROM messages WHERE type = ?))`).run(now, userId, type, type).changes;
}

export function deleteReceipts(db: Db, userId: string, ids: readonly string[]): number {
  return db.prepare(`UPDATE message_receipts SET deleted = 1 WHERE user_id = ? AND message_id IN (SELECT value FROM json_each(?))`)
    .run(userId, JSON.stringify(ids)).changes;
}
