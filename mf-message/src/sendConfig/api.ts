// /api/message/SendMessageConfig (JNPF 3.x): which template goes out through which account, per channel.
import { http } from '@atrium/shared';
import type { Page, PageQuery } from '../center/api';

export interface SendItem {
  messageType: number;
  templateId: string;
  /** null for site messages, which need no account. */
  accountId: string | null;
}

export interface SendItemView extends SendItem {
  templateName: string;
  accountName: string;
}

export interface SendConfig {
  id: string;
  fullName: string;
  enCode: string;
  messageSource: number;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  items: SendItemView[];
}

export interface SendConfigForm {
  fullName: string;
  enCode: string;
  messageSource: number;
  sortCode: number;
  enabledMark: number;
  description: string;
  items: SendItem[];
}

export interface Option {
  id: string;
  fullName: string;
}

const BASE = '/api/message/SendMessageConfig';
const seg = encodeURIComponent;

export function getSendConfigs(query: PageQuery): Promise<Page<SendConfig>> {
  return http.get<Page<SendConfig>>(BASE, query);
}

export function getSendConfig(id: string): Promise<SendConfig> {
  return http.get<SendConfig>(`${BASE}/${seg(id)}`);
}

export function createSendConfig(form: SendConfigForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateSendConfig(id: string, form: SendConfigForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, form);
}

export function deleteSendConfig(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleSendConfig(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

export function copySendConfig(id: string): Promise<{ id: string }> {
  return http.post<{ id: string }>(`${BASE}/${seg(id)}/Actions/Copy`);
}

/** Enabled templates of one channel. */
export function templateOptions(messageType: number): Promise<Option[]> {
  return http.get<Page<Option>>('/api/message/MessageTemplateConfig/Selector', { messageType, currentPage: 1, pageSize: 500 }).then((page) => page.list);
}

/** Enabled accounts of one channel. */
export function accountOptions(type: number): Promise<Option[]> {
  return http.get<{ list: Option[] }>('/api/message/AccountConfig/Selector', { type }).then((result) => result.list);
}
