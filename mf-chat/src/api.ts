/** HTTP calls of the chat (chat contract). Silent: the chat shows its own errors, also on legacy pages. */
import { http } from '@atrium/shared';
import type { MessageType } from './message/types';

export interface Conversation {
  /** The peer's user id. */
  id: string;
  realName: string;
  account: string;
  headIcon?: string;
  latestMessage: string;
  messageType?: MessageType;
  latestDate?: number;
  unreadMessage: number;
  online?: boolean;
}

export interface Contact {
  id: string;
  realName: string;
  account: string;
  headIcon?: string;
  department?: string;
  online?: boolean;
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** Spec section 9: recent conversations load 30, contacts 20 a page. */
export const RECENT_LIMIT = 30;
export const CONTACTS_PAGE_SIZE = 20;
/** Spec sections 5 and 9: chat images under 5 MB, one at a time. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Spec section 9: files below the uploader's default 100 MB. */
export const FILE_MAX_MB = 100;

const quiet = { silent: true } as const;

export async function getConversations(keyword: string): Promise<Conversation[]> {
  const data = await http.get<{ list?: Conversation[] }>('/api/message/imreply', { keyword }, quiet);
  return (data?.list ?? []).slice(0, RECENT_LIMIT);
}

export function clearChatRecords(peerId: string): Promise<unknown> {
  return http.delete(`/api/message/imreply/deleteChatRecord/${encodeURIComponent(peerId)}`, undefined, quiet);
}

export function removeConversation(peerId: string): Promise<unknown> {
  return http.delete(`/api/message/imreply/relocation/${encodeURIComponent(peerId)}`, undefined, quiet);
}

export async function getContacts(keyword: string, currentPage: number): Promise<Page<Contact>> {
  const data = await http.get<Page<Contact>>('/api/permission/Users/ImUser', { keyword, currentPage, pageSize: CONTACTS_PAGE_SIZE }, quiet);
  return { list: data?.list ?? [], pagination: data?.pagination ?? { currentPage, pageSize: CONTACTS_PAGE_SIZE, total: 0 } };
}

/**
 * A short-lived signed link to a stored file of a chat message (GET /api/file/Uploader/Preview):
 * only the message's two parties get one. Links are kept for a few minutes (they live five), so a
 * list of images asks once per image; `fresh` asks again (an <img> whose link expired).
 */
const LINK_KEEP_MS = 4 * 60 * 1000;
const links = new Map<string, { url: string; until: number }>();

export async function fileLink(fileId: string, options: { download?: boolean; fresh?: boolean } = {}): Promise<string> {
  const key = `${options.download ? 'a' : 'i'}:${fileId}`;
  const kept = links.get(key);
  if (kept && !options.fresh && kept.until > Date.now()) return kept.url;
  const data = await http.get<{ url?: string }>('/api/file/Uploader/Preview', { fileId, ...(options.download ? { download: 1 } : {}) }, quiet);
  if (!data?.url) throw new Error('mf-chat: no file link');
  links.set(key, { url: data.url, until: Date.now() + LINK_KEEP_MS });
  return data.url;
}

/** Tests start from an empty link cache. */
export function forgetFileLinks(): void {
  links.clear();
}
