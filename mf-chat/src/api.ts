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
/** Spec section 5: chat images under 5 MB. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

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

export async function uploadImage(file: File): Promise<{ name: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return http.post<{ name: string; url: string }>('/api/file/Uploader/IM', form, quiet);
}
