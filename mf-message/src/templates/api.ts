// /api/message/MessageTemplateConfig (spec section 7 "Messages", templates), one function per endpoint.
import { http } from '@atrium/shared';
import type { Page, PageQuery } from '../center/api';

export interface MessageTemplate {
  id: string;
  fullName: string;
  enCode: string;
  messageType: number;
  messageSource: number;
  title: string;
  content: string;
  templateCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  paramList: { field: string }[];
}

export interface TemplateForm {
  fullName: string;
  enCode: string;
  messageType: number;
  messageSource: number;
  title: string;
  content: string;
  templateCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export type TemplateQuery = PageQuery & { messageType: number };

export interface TestSendForm {
  id: string;
  accountId: string;
  toUser: string;
  paramsValue: Record<string, string>;
}

const BASE = '/api/message/MessageTemplateConfig';
const seg = encodeURIComponent;

export function getTemplates(query: TemplateQuery): Promise<Page<MessageTemplate>> {
  const { messageType, ...rest } = query;
  return http.get<Page<MessageTemplate>>(BASE, messageType ? query : rest);
}

export function getTemplate(id: string): Promise<MessageTemplate> {
  return http.get<MessageTemplate>(`${BASE}/${seg(id)}`);
}

export function createTemplate(form: TemplateForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateTemplate(id: string, form: TemplateForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, form);
}

export function deleteTemplate(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleTemplate(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

export function copyTemplate(id: string): Promise<{ id: string }> {
  return http.post<{ id: string }>(`${BASE}/copy/${seg(id)}`);
}

/** Renders and sends a mail template; the caller shows the outcome itself (no toast). */
export function testSendMail(form: TestSendForm): Promise<{ title: string; content: string; toUser: string }> {
  return http.post(`${BASE}/testSendMail`, form, { silent: true });
}
