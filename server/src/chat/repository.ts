import type { Db } from '../db/connection';
import { newId } from '../db/ids';
import { decodeContent, encodeContent, type ChatContent, type ChatType } from './content';
import type { ChatListItem, PeerCard } from './frames';
import { boundedCount, hitCountSql, isRare, keywordFilter, trigramQuery } from '../db/search-index';

/** Both directions of a conversation share one key: the two ids in sorted order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

export interface ChatRecord {
  seq: number;
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: ChatType;
  content: ChatContent;
  sendTime: number;
  clientMessageId: string | null;
}

interface RecordRow extends Omit<ChatRecord, 'content'> {
  content: string;
}

const recordColumns = `seq, id, send_user_id AS sendUserId, receive_user_id AS receiveUserId, content_type AS contentType,
  content, send_time AS sendTime, client_message_id AS clientMessageId`;

const toRecord = (row: RecordRow): ChatRecord => ({ ...row, content: decodeContent(row.contentType, row.content) });

export function toListItem(record: ChatRecord): ChatListItem {
  const { id, sendUserId, receiveUserId, contentType, content, sendTime } = record;
  return { id, sendUserId, receiveUserId, contentType, content, sendTime };
}

/** An enabled user others may chat with, as pushes describe them. */
export function findChatUser(db: Db, userId: string): PeerCard | undefined {
  return db.prepare(`SELECT head_icon AS headIcon, real_name AS realName, account FROM users WHERE id = ? AND enabled_mark = 1`)
    .get(userId) as PeerCard | undefined;
}

export function findByClientMessageId(db: Db, senderId: string, clientMessageId: string): ChatRecord | undefined {
  const row = db.prepare(`SELECT ${recordColumns} FROM chat_records WHERE send_user_id = ? AND client_message_id = ?`)
    .get(senderId, clientMessageId) as RecordRow | undefined;
  return row && toRecord(row);
}

export function imFileExists(db: Db, name: string): boolean {
  return db.prepare('SELECT 1 FROM chat_files WHERE name = ?').get(name) !== undefined;
}

/** Whether the user sent or received a chat message carrying this stored file: the file-read rule of chat. */
export function isChatFileParty(db: Db, fileId: string, userId: string): boolean {
  return db.prepare(`SELECT 1 FROM chat_records WHERE file_id = ? AND (send_user_id = ? OR receive_user_id = ?) LIMIT 1`)
    .get(fileId, userId, userId) !== undefined;
}

/** Whether a chat message carries this stored file: then it is private to the message's two parties. */
export function isChatFile(db: Db, fileId: string): boolean {
  return db.prepare('SELECT 1 FROM chat_records WHERE file_id = ? LIMIT 1').get(fileId) !== undefined;
}

export interface NewRecord {
  senderId: string;
  receiverId: string;
  type: ChatType;
  content: ChatContent;
  clientMessageId: string | null;
  /** The stored file an image or file message carries (it makes both parties readers of it). */
  fileId?: string | null;
}

/** Stores a message and brings the conversation back to the top of both users' recent lists. Call in a transaction. */
export function insertRecord(db: Db, input: NewRecord, now: number): ChatRecord {
  const id = newId(now);
  const { lastInsertRowid } = db.prepare(`INSERT INTO chat_records
      (id, pair_key, send_user_id, receive_user_id, content_type, content, send_time, client_message_id, file_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(id, pairKey(input.senderId, input.receiverId), input.senderId, input.receiverId, input.type, encodeContent(input.content), now,
      input.clientMessageId, input.fileId ?? null);
  const seq = Number(lastInsertRowid);
  const touch = db.prepare(`INSERT INTO chat_conversations (user_id, peer_id, hidden, cleared_seq, last_seq, last_time)
      VALUES (?, ?, 0, 0, ?, ?)
      ON CONFLICT (user_id, peer_id) DO UPDATE SET hidden = 0, last_seq = excluded.last_seq, last_time = excluded.last_time`);
  touch.run(input.senderId, input.receiverId, seq, now);
  touch.run(input.receiverId, input.senderId, seq, now);
  return {
    seq, id, sendUserId: input.senderId, receiveUserId: input.receiverId, contentType: input.type,
    content: input.content, sendTime: now, clientMessageId: input.clientMessageId,
  };
}

function clearedSeq(db: Db, userId: string, peerId: string): number {
  const row = db.prepare('SELECT cleared_seq AS clearedSeq FROM chat_conversations WHERE user_id = ? AND peer_id = ?')
    .get(userId, peerId) as { clearedSeq: number } | undefined;
  return row?.clearedSeq ?? 0;
}

export interface HistoryQuery {
  offset: number;
  limit: number;
  descending: boolean;
  keyword: string;
}

/** The user's own view of the history with a peer: what they cleared is gone, the peer's copy is not theirs to see. */
export function listHistory(db: Db, userId: string, peerId: string, query: HistoryQuery): { list: ChatRecord[]; total: number } {
  const keyword = keywordFilter(['content'], query.keyword);
  const trigrams = trigramQuery(query.keyword);
  // A conversation's records are walked along (pair_key, seq); a rare long keyword is narrowed to
  // its hits first (chat_records_fts, kept by triggers). The LIKE filter keeps the meaning exact.
  const match = trigrams !== null && isRare(db.prepare(hitCountSql('chat_records_fts')).get(trigrams)) ? trigrams : null;
  const indexed = match === null ? '' : 'AND seq IN (SELECT rowid FROM chat_records_fts WHERE chat_records_fts MATCH ?)';
  const filter = query.keyword === '' ? '' : `AND content_type = 'text' AND ${keyword.sql} ${indexed}`;
  const params: (string | number)[] = [pairKey(userId, peerId), clearedSeq(db, userId, peerId), ...keyword.params];
  if (match !== null) params.push(match);
  const where = `pair_key = ? AND seq > ? ${filter}`;
  const rows = db.prepare(`SELECT ${recordColumns} FROM chat_records WHERE ${where}
      ORDER BY seq ${query.descending ? 'DESC' : 'ASC'} LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as RecordRow[];
  const total = (db.prepare(boundedCount(`SELECT 1 FROM chat_records WHERE ${where}`)).get(...params) as { n: number }).n;
  return { list: rows.map(toRecord), total };
}

export function unreadChatCount(db: Db, userId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM chat_records WHERE receive_user_id = ? AND read_time IS NULL').get(userId) as { n: number }).n;
}

/** Marks everything the peer sent the user as read; returns how many were unread. */
export function markRead(db: Db, userId: string, peerId: string, now: number): number {
  return db.prepare('UPDATE chat_records SET read_time = ? WHERE receive_user_id = ? AND send_user_id = ? AND read_time IS NULL')
    .run(now, userId, peerId).changes;
}

/** Clears the history with the peer for this user only (the conversation stays, empty). Returns whether one existed. */
export function clearHistory(db: Db, userId: string, peerId: string): boolean {
  return db.prepare(`UPDATE chat_conversations SET cleared_seq = last_seq WHERE user_id = ? AND peer_id = ?`).run(userId, peerId).changes > 0;
}

/** Removes the conversation from the user's recent list until the next message. */
export function hideConversation(db: Db, userId: string, peerId: string): boolean {
  return db.prepare('UPDATE chat_conversations SET hidden = 1 WHERE user_id = ? AND peer_id = ?').run(userId, peerId).changes > 0;
}

export interface RecentRow extends PeerCard {
  id: string;
  latestDate: number;
  /** Null when the user cleared the history. */
  contentType: ChatType | null;
  content: string | null;
  unreadMessage: number;
}

export const RECENT_LIMIT = 30;

/** The user's recent conversations, newest first (spec section 9: "recent load 30"). */
export function listRecent(db: Db, userId: string, keyword: string): RecentRow[] {
  const filter = keywordFilter(['u.real_name', 'u.account'], keyword);
  return db.prepare(`SELECT c.peer_id AS id, u.real_name AS realName, u.account, u.head_icon AS headIcon, c.last_time AS latestDate,
        r.content_type AS contentType, r.content,
        (SELECT COUNT(*) FROM chat_records x WHERE x.receive_user_id = c.user_id AND x.send_user_id = c.peer_id AND x.read_time IS NULL) AS unreadMessage
      FROM chat_conversations c
      JOIN users u ON u.id = c.peer_id
      LEFT JOIN chat_records r ON r.seq = c.last_seq AND c.last_seq > c.cleared_seq
      WHERE c.user_id = ? AND c.hidden = 0
        AND ${filter.sql}
      ORDER BY c.last_time DESC, c.last_seq DESC LIMIT ${RECENT_LIMIT}`).all(userId, ...filter.params) as RecentRow[];
}

/** Users with a conversation with this user: they hear about its presence. */
export function conversationPeers(db: Db, userId: string): string[] {
  return (db.prepare('SELECT user_id AS id FROM chat_conversations WHERE peer_id = ?').all(userId) as { id: string }[]).map((row) => row.id);
}

export interface ContactRow extends PeerCard {
  id: string;
  department: string;
}

/** Contacts: every enabled user except the caller, by name then account. */
export function listContacts(db: Db, userId: string, query: { keyword: string; offset: number; limit: number }): { list: ContactRow[]; total: number } {
  const filter = keywordFilter(['u.real_name', 'u.account'], query.keyword);
  const where = `u.enabled_mark = 1 AND u.id <> ? AND ${filter.sql}`;
  const params = [userId, ...filter.params];
  const list = db.prepare(`SELECT u.id, u.real_name AS realName, u.account, u.head_icon AS headIcon, COALESCE(o.full_name, '') AS department
      FROM users u LEFT JOIN organizations o ON o.id = u.organize_id
      WHERE ${where} ORDER BY u.real_name, u.account LIMIT ? OFFSET ?`).all(...params, query.limit, query.offset) as ContactRow[];
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM users u WHERE ${where}`).get(...params) as { n: number }).n;
  return { list, total };
}

export interface StoredImFile {
  contentType: string;
  data: Buffer;
}

export function insertImFile(db: Db, file: { name: string; uploaderId: string; contentType: string; data: Buffer }, now: number): void {
  db.prepare('INSERT INTO chat_files (name, uploader_id, content_type, size, data, creator_time) VALUES (?, ?, ?, ?, ?, ?)')
    .run(file.name, file.uploaderId, file.contentType, file.data.length, file.data, now);
}

export function findImFile(db: Db, name: string): StoredImFile | undefined {
  return db.prepare('SELECT content_type AS contentType, data FROM chat_files WHERE name = ?').get(name) as StoredImFile | undefined;
}
