// Calls of spec section 7 "Messages" for the signed-in user's own messages (inbox), one function per endpoint.
import { http } from '@atrium/shared';

/** Message types as the server sends them: 1 announcement, 2 flow, 3 system. */
export const MessageKind = { notice: 1, flow: 2, system: 3 } as const;

export interface MessageItem {
  id: string;
  title: string;
  type: number;
  flowType?: number | null;
  releaseUser?: string | null;
  releaseTime: number;
  isRead: number;
}

export interface MessageDetail extends MessageItem {
  bodyText: string;
  /** JSON list of attachments as the uploader describes them. */
  files: string;
}

export interface MessageQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
  /** null: every type. */
  type: number | null;
  /** null: read and unread. */
  isRead: number | null;
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/message';

export function getMessages(query: MessageQuery): Promise<Page<MessageItem>> {
  // Absent filters are left out: the server reads a missing one as "any".
  const params: Record<string, unknown> = { currentPage: query.currentPage, pageSize: query.pageSize, keyword: query.keyword, sort: 'desc' };
  if (query.type !== null) params.type = query.type;
  if (query.isRead !== null) params.isRead = query.isRead;
  return http.get<Page<MessageItem>>(BASE, params);
}

/** The message with its body; the server marks it read for the caller. */
export function readMessage(id: string): Promise<MessageDetail> {
  return http.get<MessageDetail>(`${BASE}/ReadInfo/${encodeURIComponent(id)}`);
}

export function readAllMessages(): Promise<{ count: number }> {
  return http.post<{ count: number }>(`${BASE}/Actions/ReadAll`, {});
}

/** Removes the messages from the caller's own list (the message itself stays for others). */
export function deleteMessageRecords(ids: readonly string[]): Promise<{ count: number }> {
  return http.delete<{ count: number }>(`${BASE}/Record`, { ids });
}
