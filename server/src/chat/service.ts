import type { Db } from '../db/connection';
import type { MessageKey } from '../i18n/messages';
import { findFile } from '../files/repository';
import {
  CHAT_IMAGE_MAX_BYTES, checkClientMessageId, checkContent, imFileName, isChatType, isStoredFile, type ChatContent, type ChatType, type Checked,
  type FileReference, type StoredFileContent,
} from './content';
import type { PeerCard } from './frames';
import {
  clearHistory, findByClientMessageId, findChatUser, hideConversation, imFileExists, insertRecord, listHistory, markRead,
  unreadChatCount, type ChatRecord, type HistoryQuery,
} from './repository';

export interface SendRequest {
  toUserId?: unknown;
  messageType?: unknown;
  messageContent?: unknown;
  clientMessageId?: unknown;
}

export type SendResult =
  | { ok: true; record: ChatRecord; recipient: PeerCard; sender: PeerCard; duplicate: boolean; recipientUnread: number }
  | { ok: false; key: MessageKey; params?: Record<string, number>; clientMessageId: string | null };

/** Raster types the store records from a file's first bytes at merge (files/sniff.ts): what an image message may carry. */
const CHAT_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/**
 * The stored file an image or file message names: it must be one the sender uploaded; an image
 * must be a raster image by its bytes (the store sniffed them at merge and kept the type) and
 * below 5 MB. Name, size and extension are the store's, never the client's.
 */
function storedFileContent(db: Db, senderId: string, type: ChatType, reference: FileReference): Checked<StoredFileContent> {
  const file = findFile(db, reference.fileId);
  if (!file || file.ownerId !== senderId) return { ok: false, key: type === 'image' ? 'chatImageUnknown' : 'chatFileUnknown' };
  if (type === 'image') {
    if (!CHAT_IMAGE_TYPES.has(file.contentType.split(';')[0]?.trim() ?? '')) return { ok: false, key: 'chatImageType' };
    if (file.size >= CHAT_IMAGE_MAX_BYTES) return { ok: false, key: 'chatImageTooLarge' };
  }
  const { width, height } = reference;
  return {
    ok: true,
    value: {
      fileId: file.id, name: file.name, fileSize: file.size, fileExtension: file.extension,
      ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }),
    },
  };
}

/**
 * Validates and stores one message (spec section 9 limits; docs/chat-protocol.md). A resend with a
 * clientMessageId the sender already used returns the stored record and writes nothing.
 */
export function sendMessage(db: Db, senderId: string, request: SendRequest, now: number): SendResult {
  const clientId = checkClientMessageId(request.clientMessageId);
  if (!clientId.ok) return { ok: false, key: clientId.key, clientMessageId: null };
  const clientMessageId = clientId.value;
  const refuse = (checked: Checked<unknown> & { ok: false }): SendResult =>
    ({ ok: false, key: checked.key, ...(checked.params ? { params: checked.params } : {}), clientMessageId });

  if (typeof request.toUserId !== 'string' || request.toUserId === '') return refuse({ ok: false, key: 'chatRecipientNotFound' });
  const toUserId = request.toUserId;
  if (toUserId === senderId) return refuse({ ok: false, key: 'chatToSelf' });
  if (!isChatType(request.messageType)) return refuse({ ok: false, key: 'chatTypeUnknown' });
  const type = request.messageType;
  const content = checkContent(type, request.messageContent);
  if (!content.ok) return refuse(content);

  return db.transaction((): SendResult => {
    const recipient = findChatUser(db, toUserId);
    const sender = findChatUser(db, senderId);
    if (!recipient || !sender) return refuse({ ok: false, key: 'chatRecipientNotFound' });
    let value: ChatContent;
    let fileId: string | null = null;
    if (isStoredFile(content.value)) {
      const stored = storedFileContent(db, senderId, type, content.value);
      if (!stored.ok) return refuse(stored);
      value = stored.value;
      fileId = stored.value.fileId;
    } else {
      if (typeof content.value !== 'string') {
        const name = imFileName(content.value.path);
        if (name === null || !imFileExists(db, name)) return refuse({ ok: false, key: 'chatImageUnknown' });
      }
      value = content.value;
    }
    const earlier = clientMessageId === null ? undefined : findByClientMessageId(db, senderId, clientMessageId);
    const record = earlier ?? insertRecord(db, { senderId, receiverId: toUserId, type, content: value, clientMessageId, fileId }, now);
    // The answer describes the stored record's recipient, even if a resend named someone else.
    const storedRecipient = earlier ? (findChatUser(db, earlier.receiveUserId) ?? recipient) : recipient;
    return { ok: true, record, recipient: storedRecipient, sender, duplicate: earlier !== undefined, recipientUnread: unreadChatCount(db, record.receiveUserId) };
  }).immediate();
}

export interface HistoryRequest {
  toUserId?: unknown;
  currentPage?: unknown;
  pageSize?: unknown;
  sord?: unknown;
  keyword?: unknown;
}

/** Spec section 9: chat history pages of 50. */
export const HISTORY_PAGE_SIZE = 50;
const HISTORY_PAGE_MAX = 200;
const KEYWORD_MAX = 100;

const wholeNumber = (value: unknown, fallback: number, min: number, max: number): number =>
  typeof value === 'number' && Number.isInteger(value) ? Math.min(max, Math.max(min, value))
    : typeof value === 'string' && /^\d+$/.test(value) ? Math.min(max, Math.max(min, Number(value)))
      : fallback;

export interface HistoryPage {
  toUserId: string;
  list: ChatRecord[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** A page of the caller's own history with one peer; JNPF clients send numbers as strings at times. */
export function history(db: Db, userId: string, request: HistoryRequest): HistoryPage | null {
  if (typeof request.toUserId !== 'string' || request.toUserId === '') return null;
  const currentPage = wholeNumber(request.currentPage, 1, 1, 1_000_000);
  const pageSize = wholeNumber(request.pageSize, HISTORY_PAGE_SIZE, 1, HISTORY_PAGE_MAX);
  const keyword = typeof request.keyword === 'string' ? request.keyword.trim().slice(0, KEYWORD_MAX) : '';
  const query: HistoryQuery = { offset: (currentPage - 1) * pageSize, limit: pageSize, descending: request.sord !== 'asc', keyword };
  const { list, total } = listHistory(db, userId, request.toUserId, query);
  return { toUserId: request.toUserId, list, pagination: { currentPage, pageSize, total } };
}

/** Marks the peer's messages read; returns the reader's remaining unread count. */
export function readFrom(db: Db, userId: string, peerId: string, now: number): { changed: number; unread: number } {
  return db.transaction(() => {
    const changed = markRead(db, userId, peerId, now);
    return { changed, unread: unreadChatCount(db, userId) };
  })();
}

/**
 * Clears the caller's history with the peer. What was unread goes with it, so the badge
 * never counts messages the user can no longer see.
 */
export function clearWith(db: Db, userId: string, peerId: string, now: number): { changed: number; unread: number } {
  return db.transaction(() => {
    clearHistory(db, userId, peerId);
    const changed = markRead(db, userId, peerId, now);
    return { changed, unread: unreadChatCount(db, userId) };
  })();
}

export function hideWith(db: Db, userId: string, peerId: string): void {
  db.transaction(() => hideConversation(db, userId, peerId))();
}
