// Calls of /api/system/Language (多语言, issue 16 item 6), one function per endpoint. A factory
// over the transport, so page tests pass a fake client.
import { http, type HttpClient, type Locale } from '@atrium/shared';

export type Texts = Record<Locale, string>;

export interface LanguageRow extends Texts {
  /** namespace:key, for the table. */
  id: string;
  namespace: string;
  key: string;
  /** The texts the build holds. */
  builtIn: Texts;
  /** The administrators' texts (null where the built-in one shows). */
  overrides: Record<Locale, string | null>;
  /** Languages without a text (zhtw, en). */
  missing: Locale[];
}

export interface LanguageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  namespace: string;
  /** 1: only keys lacking zhtw or en. */
  missing: 0 | 1;
}

export interface NamespaceCount {
  namespace: string;
  total: number;
  missing: number;
}

interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/Language';

export function createLanguageApi(client: HttpClient) {
  return {
    list: ({ namespace, missing, ...query }: LanguageQuery) =>
      client.get<Page<Omit<LanguageRow, 'id'>>>(BASE, { ...query, ...(namespace ? { namespace } : {}), ...(missing ? { missing } : {}) })
        .then((page) => ({ ...page, list: page.list.map((row) => ({ ...row, id: `${row.namespace}:${row.key}` })) })),
    namespaces: () => client.get<{ list: NamespaceCount[]; catalog: boolean }>(`${BASE}/Namespaces`),
    /** One language's text; '' goes back to the built-in one. */
    setText: (namespace: string, key: string, lang: Locale, value: string) => client.put<null>(`${BASE}/Override`, { namespace, key, lang, value }),
    /** Every language of the key back to the built-in texts. */
    reset: (namespace: string, key: string) => client.delete<null>(`${BASE}/Override?namespace=${encodeURIComponent(namespace)}&key=${encodeURIComponent(key)}`),
  };
}

export type LanguageApi = ReturnType<typeof createLanguageApi>;

export const languageApi: LanguageApi = createLanguageApi(http);
