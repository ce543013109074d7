// /api/message/MessageMonitor (JNPF 3.x): the log of every message sent, tests included.
import { http } from '@atrium/shared';
import type { Page, PageQuery } from '../center/api';

export interface MonitorEntry {
  id: string;
  messageType: number;
  messageSource: number;
  /** 1 when it was a test send from the template page. */
  isTest: number;
  accountName: string;
  templateName: string;
  receiveUser: string;
  title: string;
  /** HTML for mail: render only through sanitizeHtml. */
  content: string;
  /** 1 sent, 0 failed. */
  status: number;
  errorMsg: string;
  sendUserName: string;
  sendTime: number;
}

export type MonitorQuery = PageQuery & { messageType: number; startTime?: number; endTime?: number };

const BASE = '/api/message/MessageMonitor';

export function getMonitor(query: MonitorQuery): Promise<Page<MonitorEntry>> {
  const params: Record<string, unknown> = { keyword: query.keyword, currentPage: query.currentPage, pageSize: query.pageSize };
  if (query.messageType) params.messageType = query.messageType;
  if (query.startTime !== undefined) params.startTime = query.startTime;
  if (query.endTime !== undefined) params.endTime = query.endTime;
  return http.get<Page<MonitorEntry>>(BASE, params);
}

export function getMonitorEntry(id: string): Promise<MonitorEntry> {
  return http.get<MonitorEntry>(`${BASE}/${encodeURIComponent(id)}`);
}

export function removeMonitorEntries(ids: readonly string[]): Promise<{ deleted: number }> {
  return http.delete<{ deleted: number }>(`${BASE}/batchRemove`, { ids });
}

export function emptyMonitor(): Promise<{ deleted: number }> {
  return http.delete<{ deleted: number }>(`${BASE}/empty`);
}
