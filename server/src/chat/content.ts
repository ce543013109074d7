import { textLength } from '@atrium/rules';
import type { MessageKey } from '../i18n/messages';

/** Message kinds of spec section 3 "Chat message": text, image, voice, video and file. */
export const CHAT_TYPES = ['text', 'image', 'voice', 'video', 'file'] as const;
export type ChatType = (typeof CHAT_TYPES)[number];

/** Spec section 9. */
export const TEXT_MAX = 5000;
const URL_MAX = 2000;
const CLIENT_ID_MAX = 64;

/** An uploaded file as image and voice messages carry it. */
export interface MediaContent {
  path: string;
  width?: number;
  height?: number;
  length?: number;
}

/**
 * A file of the file store (issue 14) as image and file messages carry it: the sender names the
 * fileId (and an image's size in pixels); name, size and extension are the store's, filled in
 * by the server. Its readers are the sender and the recipient (the file-read rule of chat).
 */
export interface StoredFileContent {
  fileId: string;
  name: string;
  fileSize: number;
  fileExtension: string;
  width?: number;
  height?: number;
}

/** What checkContent lets through for a stored file: the id; the rest comes from the store. */
export interface FileReference {
  fileId: string;
  width?: number;
  height?: number;
}

/** text and video: a string; image and voice: an object with the IM file's path; image and file: a stored file. */
export type ChatContent = string | MediaContent | StoredFileContent;

/** Spec section 9: a chat image is under 5 MB. */
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** The store's ids (snowflake digits); anything else is not one of its files. */
const FILE_ID = /^[0-9A-Za-z_-]{1,64}$/;

export const IM_IMAGE_PREFIX = '/api/file/Image/IM/';
/** Names the upload route gives: 32 random hex digits and the detected extension. */
export const IM_FILE_NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export type Checked<T> = { ok: true; value: T } | { ok: false; key: MessageKey; params?: Record<string, number> };

const fail = <T>(key: MessageKey, params?: Record<string, number>): Checked<T> => (params ? { ok: false, key, params } : { ok: false, key });
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const trimmed = (s: string): string => s.replace(/^[\s\u3000]+|[\s\u3000]+$/gu, '');

export function isChatType(value: unknown): value is ChatType {
  return typeof value === 'string' && (CHAT_TYPES as readonly string[]).includes(value);
}

/** Optional numbers of a media message: finite, not negative, sane. */
function mediaNumbers(raw: Record<string, unknown>): Omit<MediaContent, 'path'> | null {
  const out: Omit<MediaContent, 'path'> = {};
  for (const key of ['width', 'height', 'length'] as const) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 1_000_000) return null;
    out[key] = value;
  }
  return out;
}

/** The file name of an IM image path, or null when the path is not one our upload route gives out. */
export function imFileName(path: string): string | null {
  if (!path.startsWith(IM_IMAGE_PREFIX)) return null;
  const name = path.slice(IM_IMAGE_PREFIX.length);
  return IM_FILE_NAME.test(name) ? name : null;
}

/**
 * Checks a SendMessage content for its type. Text is kept exactly as typed (the client renders
 * it as text, never as HTML); the length rule applies to the trimmed text. Whether an image's
 * file exists is the caller's question (it needs the database).
 */
export function checkContent(type: ChatType, raw: unknown): Checked<ChatContent | FileReference> {
  switch (type) {
    case 'text': {
      if (typeof raw !== 'string') return fail('chatContentMalformed');
      const length = textLength(trimmed(raw));
      if (length === 0) return fail('chatTextRequired');
      if (length > TEXT_MAX) return fail('chatTextTooLong', { max: TEXT_MAX });
      return { ok: true, value: raw };
    }
    case 'file': {
      if (!isRecord(raw) || typeof raw.fileId !== 'string') return fail('chatContentMalformed');
      if (!FILE_ID.test(raw.fileId)) return fail('chatFileUnknown');
      return { ok: true, value: { fileId: raw.fileId } };
    }
    case 'image':
    case 'voice': {
      // An image of the file store: whether it is the sender's and an image is the caller's question (the database).
      if (type === 'image' && isRecord(raw) && typeof raw.fileId === 'string') {
        const numbers = mediaNumbers(raw);
        if (!numbers) return fail('chatContentMalformed');
        if (!FILE_ID.test(raw.fileId)) return fail('chatImageUnknown');
        const { width, height } = numbers;
        return { ok: true, value: { fileId: raw.fileId, ...(width === undefined ? {} : { width }), ...(height === undefined ? {} : { height }) } };
      }
      if (!isRecord(raw) || typeof raw.path !== 'string') return fail('chatContentMalformed');
      const numbers = mediaNumbers(raw);
      if (!numbers) return fail('chatContentMalformed');
      // Voice clips come from JNPF's app; like images they must be our own IM files, never a foreign URL.
      if (imFileName(raw.path) === null) return fail('chatImageUnknown');
      return { ok: true, value: { path: raw.path, ...numbers } };
    }
    case 'video': {
      if (typeof raw !== 'string' || raw.length > URL_MAX) return fail('chatVideoUrl');
      // Only http(s): a javascript: or data: URL must never reach a player's src.
      let url: URL;
      try {
        url = new URL(raw);
      } catch {
        return fail('chatVideoUrl');
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return fail('chatVideoUrl');
      return { ok: true, value: raw };
    }
  }
}

/** clientMessageId is optional; when present it is a short printable token (a UUID in our client). */
export function checkClientMessageId(raw: unknown): Checked<string | null> {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: null };
  if (typeof raw !== 'string' || raw.length > CLIENT_ID_MAX || !/^[\w.:-]+$/.test(raw)) return fail('chatClientIdInvalid');
  return { ok: true, value: raw };
}

/** Whether a content is a stored file (image or file message of the file store). */
export function isStoredFile(content: ChatContent | FileReference): content is StoredFileContent | FileReference {
  return typeof content === 'object' && 'fileId' in content;
}

/** Column value of a content: strings as they are, media as JSON. */
export function encodeContent(content: ChatContent): string {
  return typeof content === 'string' ? content : JSON.stringify(content);
}

export function decodeContent(type: string, stored: string): ChatContent {
  if (type !== 'image' && type !== 'voice' && type !== 'file') return stored;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (isRecord(parsed) && typeof parsed.fileId === 'string') return parsed as unknown as StoredFileContent;
    if (isRecord(parsed) && typeof parsed.path === 'string') return parsed as unknown as MediaContent;
  } catch {
    // Written by this server as JSON; fall through to an empty media object rather than throw on a read.
  }
  return { path: '' };
}

const previewKeys: Record<Exclude<ChatType, 'text'>, MessageKey> = {
  image: 'chatPreviewImage',
  voice: 'chatPreviewVoice',
  video: 'chatPreviewVideo',
  file: 'chatPreviewFile',
};

/** What the recent list shows for a message: its text, or a label such as [图片]. */
export function previewKey(type: string): MessageKey | null {
  if (!isChatType(type) || type === 'text') return null;
  return previewKeys[type];
}
