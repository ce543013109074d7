// Calls of spec section 7 "Bill rule" used by the bill-rule page, one function per endpoint.
import { http } from '@atrium/shared';

export interface BillRule {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  example: string;
  outputNumber: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface BillRuleForm {
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: string;
  digit: number;
  startNumber: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

// A type alias, not an interface: it must fit the client's query record.
export type PageQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
};

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** A node of the BusinessType dictionary, the rule's category. */
export interface CategoryOption {
  id: string;
  fullName: string;
  children?: CategoryOption[];
}

const BASE = '/api/system/BillRule';
const seg = encodeURIComponent;

export function getBillRules(query: PageQuery): Promise<Page<BillRule>> {
  return http.get<Page<BillRule>>(BASE, query);
}

export function getBillRule(id: string): Promise<BillRule> {
  return http.get<BillRule>(`${BASE}/${seg(id)}`);
}

export function createBillRule(form: BillRuleForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(BASE, form);
}

export function updateBillRule(id: string, form: BillRuleForm): Promise<unknown> {
  return http.put(`${BASE}/${seg(id)}`, { ...form, id });
}

export function deleteBillRule(id: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(id)}`);
}

export function toggleBillRule(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`);
}

/** A one-off download link to the rule as JSON. */
export function exportBillRule(id: string): Promise<{ url: string; name: string }> {
  return http.get<{ url: string; name: string }>(`${BASE}/${seg(id)}/Action/Export`);
}

/** Categories: the enabled items of the BusinessType dictionary. */
export function getCategories(): Promise<CategoryOption[]> {
  return http.get<{ list: CategoryOption[] }>('/api/system/DictionaryData/BusinessType/Data/Selector').then((data) => data.list);
}
