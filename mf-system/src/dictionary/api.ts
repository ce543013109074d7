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

export function getDictionaryTypes(): Promise<DictionaryType[]> {
  return http.get<{ list: DictionaryType[] }>('/api/system/DictionaryType').then((data) => data.list);
}

export function getDictionaryData(typeId: string, query: { keyword?: string; isTree?: number }): Promise<DictionaryData[]> {
  return http
    .get<{ list: DictionaryData[] }>(`/api/system/DictionaryData/${encodeURIComponent(typeId)}`, query)
    .then((data) => data.list);
}
