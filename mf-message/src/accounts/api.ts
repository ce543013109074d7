// /api/message/AccountConfig (JNPF 3.x): channel accounts, one function per endpoint.
import { http } from '@atrium/shared';
import type { Page, PageQuery } from '../center/api';

export type SettingValue = string | number;

/** An account as the server shows it: common fields plus its channel's settings, secrets masked. */
export interface Account {
  id: string;
  type: number;
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  [setting: string]: SettingValue | null;
}

export type AccountForm = Record<string, SettingValue> & {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
};

const BASE = '/api/message/AccountConfig';
const seg = encodeURIComponent;

export function getAccounts(type: number, query: PageQuery): Promise<Page<Account>> {
  return http.get<Page<Account>>(BASE, { ...query, type });
}

export function getAccount(id: string): Promise<Account> {
  return http.get<Account>(`${BASE}/${seg(id)}`);
}

export function createAccount(type: number, form: AccountForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, { ...form, type });
}

/** A blank secret keeps the stored one. */
export function updateAccount(id: string, form: AccountForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, form);
}

export function deleteAccount(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleAccount(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

export function copyAccount(id: string): Promise<{ id: string }> {
  return http.post<{ id: string }>(`${BASE}/${seg(id)}/Actions/Copy`);
}
