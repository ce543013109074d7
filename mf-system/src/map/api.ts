// Calls of /api/system/DataMap (数据地图, issue 16 item 13; JNPF 3.1's Base/DataMap under the
// spec's prefix), one function per endpoint. A factory over the transport, so page tests pass a fake.
import { http, type HttpClient } from '@atrium/shared';

export interface MapRow {
  id: string;
  fullName: string;
  enCode: string;
  dataSize: number;
  featureCount: number;
  sortCode: number;
  enabledMark: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface MapInfo extends MapRow {
  /** The GeoJSON document as text. */
  data: string;
}

export interface MapForm {
  fullName: string;
  enCode: string;
  /** The GeoJSON text; on update, '' keeps the stored document. */
  data: string;
  sortCode: number;
  enabledMark: number;
}

export interface MapQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/DataMap';
const seg = encodeURIComponent;

export function createMapApi(client: HttpClient) {
  return {
    list: (query: MapQuery) => client.get<Page<MapRow>>(BASE, { ...query }),
    get: (id: string) => client.get<MapInfo>(`${BASE}/${seg(id)}`),
    create: (form: MapForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: MapForm) => client.put<null>(`${BASE}/${seg(id)}`, form),
    toggle: (id: string) => client.put<null>(`${BASE}/${seg(id)}/Actions/State`),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
  };
}

export type MapApi = ReturnType<typeof createMapApi>;

export const mapApi: MapApi = createMapApi(http);
