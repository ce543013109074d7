// Calls of /api/system/CommonWords (常用语: JNPF's CommonWords under the spec's system prefix),
// one function per endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** 0: the system's (kept by administrators, offered to everyone); 1: the caller's own. */
export type CommonWordsType = 0 | 1;

export interface CommonWordsRow {
  id: string;
  commonWordsText: string;
  commonWordsType: CommonWordsType;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface CommonWordsForm {
  commonWordsText: string;
  commonWordsType: CommonWordsType;
  sortCode: number;
  enabledMark: number;
}

export type CommonWordsQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
  /** '' for both. */
  commonWordsType?: CommonWordsType | '';
};

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/CommonWords';
const seg = encodeURIComponent;

export function createCommonWordsApi(client: HttpClient) {
  return {
    list: ({ commonWordsType, ...query }: CommonWordsQuery) =>
      client.get<Page<CommonWordsRow>>(BASE, commonWordsType === undefined || commonWordsType === '' ? query : { ...query, commonWordsType }),
    get: (id: string) => client.get<CommonWordsRow>(`${BASE}/${seg(id)}`),
    create: (form: CommonWordsForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: Omit<CommonWordsForm, 'commonWordsType'>) => client.put<null>(`${BASE}/${seg(id)}`, form),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
  };
}

export type CommonWordsApi = ReturnType<typeof createCommonWordsApi>;

export const commonWordsApi: CommonWordsApi = createCommonWordsApi(http);
