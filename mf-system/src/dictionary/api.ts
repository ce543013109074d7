// Calls of spec section 7 "Dictionary" used by the dictionary page, one function per endpoint.
import { http } from '@atrium/shared';

export interface DictionaryType {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  description?: string;
  children?: DictionaryType[];
}

export interface DictionaryData {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description?: string;
  children?: DictionaryData[];
}

/** A node of a parent picker (the server builds these trees with a root node). */
export interface ParentOption {
  id: string;
  fullName: string;
  children?: ParentOption[];
}

export interface TypeForm {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  description: string;
}

export interface DataForm {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
}

const TYPE = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const seg = encodeURIComponent;

type List<T> = { list: T[] };
const list = <T>(data: List<T>): T[] => data.list;

export function getDictionaryTypes(): Promise<DictionaryType[]> {
  return http.get<List<DictionaryType>>(TYPE).then(list);
}

/** Parent choices for a category: a top-level root, minus the edited category's subtree ('0' for a new one). */
export function getTypeParents(id: string | null): Promise<ParentOption[]> {
  return http.get<List<ParentOption>>(`${TYPE}/Selector/${seg(id ?? '0')}`).then(list);
}

export function getDictionaryType(id: string): Promise<DictionaryType> {
  return http.get<DictionaryType>(`${TYPE}/${seg(id)}`);
}

export function createDictionaryType(form: TypeForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(TYPE, form);
}

export function updateDictionaryType(id: string, form: TypeForm): Promise<unknown> {
  return http.put(`${TYPE}/${seg(id)}`, { ...form, id });
}

export function deleteDictionaryType(id: string): Promise<unknown> {
  return http.delete(`${TYPE}/${seg(id)}`);
}

export function getDictionaryData(typeId: string, query: { keyword?: string; isTree?: number }): Promise<DictionaryData[]> {
  return http.get<List<DictionaryData>>(`${DATA}/${seg(typeId)}`, query).then(list);
}

/** Parent choices for an item: the category itself as root, minus the edited item's subtree. */
export function getDataParents(typeId: string, id: string | null): Promise<ParentOption[]> {
  return http.get<List<ParentOption>>(`${DATA}/${seg(typeId)}/Selector/${seg(id ?? '0')}`).then(list);
}

export function getDictionaryDataInfo(id: string): Promise<DictionaryData> {
  return http.get<DictionaryData>(`${DATA}/${seg(id)}/Info`);
}

export function createDictionaryData(form: DataForm): Promise<{ id: string }> {
  return http.post<{ id: string }>(DATA, form);
}

export function updateDictionaryData(id: string, form: DataForm): Promise<unknown> {
  return http.put(`${DATA}/${seg(id)}`, { ...form, id });
}

export function deleteDictionaryData(id: string): Promise<unknown> {
  return http.delete(`${DATA}/${seg(id)}`);
}

export function toggleDictionaryData(id: string): Promise<{ enabledMark: number }> {
  return http.put<{ enabledMark: number }>(`${DATA}/${seg(id)}/Actions/State`);
}

/** A one-off download link to the category's items as xlsx (the import template's columns). */
export function exportDictionaryData(typeId: string): Promise<{ url: string; name: string }> {
  return http.get<{ url: string; name: string }>(`${DATA}/${seg(typeId)}/ExportExcel`);
}

/** The import wizard's module base for a category's items: /api/system/DictionaryData/{typeId}/TemplateDownload … */
export const dictionaryImportModule = (typeId: string): string => `system/DictionaryData/${typeId}`;
