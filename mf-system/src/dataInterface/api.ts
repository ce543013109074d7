// Calls of spec section 7 "Area, data interface" used by the 数据接口 page, one function per
// endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** JNPF's data types: 1 SQL, 2 static data, 3 HTTP API. */
export type DataType = 1 | 2 | 3;
export type ParamType = 'varchar' | 'int' | 'decimal' | 'datetime';

export interface InterfaceRow {
  id: string;
  categoryId: string;
  categoryName: string;
  fullName: string;
  enCode: string;
  dataType: number;
  requestMethod: string;
  path: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface ParamDef {
  field: string;
  fieldName: string;
  dataType: ParamType;
  required: number;
  defaultValue: string;
}

export interface HeaderDef {
  field: string;
  value: string;
}

export interface InterfaceForm {
  categoryId: string;
  fullName: string;
  enCode: string;
  dataType: DataType;
  requestMethod: 'GET' | 'POST';
  path: string;
  query: string;
  requestHeaders: HeaderDef[];
  requestParameters: ParamDef[];
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface InterfaceInfo extends InterfaceRow {
  query: string;
  requestHeaders: HeaderDef[];
  requestParameters: ParamDef[];
}

export type InterfaceQuery = {
  keyword: string;
  categoryId: string;
  currentPage: number;
  pageSize: number;
};

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface ParamValue {
  field: string;
  value: string;
}

export interface PreviewAnswer {
  list: Array<Record<string, unknown>>;
  fields: string[];
  total: number;
  duration: number;
}

export interface CallLogRow {
  id: string;
  invokTime: number;
  userId: string;
  userName: string;
  invokIp: string;
  invokWasteTime: number;
  success: number;
  action: string;
  message: string;
}

export type LogQuery = { keyword: string; currentPage: number; pageSize: number };

export interface CategoryOption {
  id: string;
  fullName: string;
}

const BASE = '/api/system/DataInterface';
/** The categories' dictionary, by the fixed id JNPF's client uses. */
export const CATEGORY_DICTIONARY = '9c43287481364d348c0ea0d0f64b38be';
const seg = encodeURIComponent;
/** The id Preview and GetFields take for a form not saved yet (its definition travels as `config`). */
export const DRAFT_ID = '0';

export function createDataInterfaceApi(client: HttpClient) {
  return {
    list: (query: InterfaceQuery) => client.get<Page<InterfaceRow>>(BASE, query),
    get: (id: string) => client.get<InterfaceInfo>(`${BASE}/${seg(id)}`),
    create: (form: InterfaceForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: InterfaceForm) => client.put<null>(`${BASE}/${seg(id)}`, { ...form, id }),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    toggle: (id: string) => client.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`),
    copy: (id: string) => client.post<{ id: string }>(`${BASE}/${seg(id)}/Actions/Copy`),
    /** A one-off download link to the interface as JSON. */
    exportJson: (id: string) => client.get<{ url: string; name: string }>(`${BASE}/${seg(id)}/Action/Export`),
    /** Runs the stored interface, or `config` (the unsaved form) when given. */
    preview: (id: string | null, paramList: ParamValue[], config?: InterfaceForm) =>
      client.post<PreviewAnswer>(`${BASE}/${seg(id ?? DRAFT_ID)}/Actions/Preview`, config ? { paramList, config } : { paramList }),
    fields: (id: string | null, paramList: ParamValue[], config?: InterfaceForm) =>
      client.post<string[]>(`${BASE}/${seg(id ?? DRAFT_ID)}/Actions/GetFields`, config ? { paramList, config } : { paramList }),
    logs: (id: string) => (query: LogQuery) => client.get<Page<CallLogRow>>(`/api/system/DataInterfaceLog/${seg(id)}`, query),
    categories: () =>
      client.get<{ list: CategoryOption[] }>(`/api/system/DictionaryData/${CATEGORY_DICTIONARY}/Data/Selector`).then((data) => data.list),
  };
}

export type DataInterfaceApi = ReturnType<typeof createDataInterfaceApi>;

export const dataInterfaceApi: DataInterfaceApi = createDataInterfaceApi(http);
