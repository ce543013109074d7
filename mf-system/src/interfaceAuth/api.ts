// Calls of /api/system/InterfaceOauth (接口认证), one function per endpoint, plus the data-interface
// selector the form picks grants from. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

export interface AppRow {
  id: string;
  appId: string;
  appName: string;
  /** One address or subnet per line; '' for any. */
  whitelistIp: string;
  /** Expiry (ms); null: never. */
  usefulLife: number | null;
  enabledMark: number;
  usageCount: number;
  lastUsedTime: number | null;
  description: string;
  dataInterfaceIds: string[];
  dataInterfaceNames: string[];
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface AppForm {
  appName: string;
  whitelistIp: string;
  usefulLife: number | null;
  enabledMark: number;
  description: string;
  dataInterfaceIds: string[];
}

/** The credentials, shown once. */
export interface AppSecret {
  id: string;
  appId: string;
  appSecret: string;
}

export interface InterfaceGroup {
  id: string;
  fullName: string;
  children: Array<{ id: string; fullName: string; enCode: string }>;
}

export type AppQuery = { keyword: string; currentPage: number; pageSize: number };

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/InterfaceOauth';
const seg = encodeURIComponent;

export function createInterfaceAuthApi(client: HttpClient) {
  return {
    list: (query: AppQuery) => client.get<Page<AppRow>>(BASE, query),
    get: (id: string) => client.get<AppRow>(`${BASE}/${seg(id)}`),
    create: (form: AppForm) => client.post<AppSecret>(BASE, form),
    update: (id: string, form: AppForm) => client.put<null>(`${BASE}/${seg(id)}`, form),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    resetSecret: (id: string) => client.post<AppSecret>(`${BASE}/${seg(id)}/Actions/ResetSecret`),
    interfaces: () => client.get<{ list: InterfaceGroup[] }>('/api/system/DataInterface/Selector').then((data) => data.list),
  };
}

export type InterfaceAuthApi = ReturnType<typeof createInterfaceAuthApi>;

export const interfaceAuthApi: InterfaceAuthApi = createInterfaceAuthApi(http);
