// Calls of spec section 7 "Messages" for notice management, one function per endpoint.
import { http } from '@atrium/shared';
import type { Page } from '../messages/api';

export interface Notice {
  id: string;
  title: string;
  bodyText?: string;
  files?: string;
  toUserIds?: string[] | null;
  /** '1' 通知, '2' 公告, '3' 新闻, '4' 其他; null on notices older than categories. */
  category?: string | null;
  /** Epoch ms after which recipients no longer see it; null never. */
  expirationTime?: number | null;
  /** 1 released, 0 draft. */
  enabledMark: number;
  releaseUser?: string | null;
  releaseTime?: number | null;
  creatorUser?: string | null;
  creatorTime: number;
}

export interface NoticeForm {
  title: string;
  bodyText: string;
  /** null: every enabled user when released; else users and `id--type` organisations. */
  toUserIds: string[] | null;
  category: string;
  expirationTime: number | null;
  /** Stored files by id; the server keeps their names and sizes as the store has them. */
  files: NoticeFile[];
}

export interface NoticeFile {
  fileId: string;
  name: string;
  fileSize?: number;
  fileExtension?: string;
}

const BASE = '/api/message';
const seg = encodeURIComponent;

export function getNotices(query: { currentPage: number; pageSize: number; keyword: string }): Promise<Page<Notice>> {
  return http.get<Page<Notice>>(`${BASE}/Notice`, query);
}

export function getNotice(id: string): Promise<Notice> {
  return http.get<Notice>(`${BASE}/${seg(id)}`);
}

export function createNotice(form: NoticeForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateNotice(id: string, form: NoticeForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteNotice(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

/** Sends the notice to its recipients at once; afterwards it cannot change. */
export function releaseNotice(id: string): Promise<{ recipients: number }> {
  return http.put<{ recipients: number }>(`${BASE}/${seg(id)}/Actions/Release`);
}
