// Calls of /api/visualdev/Portal (门户设计 contract), one function per endpoint. The client is a
// parameter so tests pass a fake transport.
import { http, type HttpClient } from '@atrium/shared';
import { toPage, type Page } from '../common/page';
import { interfacesOf, type DataInterfaceOption } from '../editor/api';

export type { DataInterfaceOption };

// A type alias, not an interface: it must fit the client's query record.
export type PortalQuery = {
  keyword: string;
  /** '' for every category. */
  category: string;
  currentPage: number;
  pageSize: number;
};

export interface PortalRow {
  id: string;
  fullName: string;
  enCode: string;
  /** A dictionary item id (dictionary portalDesigner). */
  category: string;
  categoryName: string;
  enabledMark: 0 | 1;
  sortCode: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface PortalInfo {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  enabledMark: 0 | 1;
  sortCode: number;
  description: string;
  /** 0: a designed layout (the only kind supported; JNPF's custom URL portals are refused). */
  type: 0;
  /** JSON of PortalFormData. */
  formData: string;
}

/** The body of a create or an update. */
export type PortalForm = Omit<PortalInfo, 'id'>;

export interface PortalApi {
  list(query: PortalQuery): Promise<Page<PortalRow>>;
  get(id: string): Promise<PortalInfo>;
  /** Resolves with the new portal's id when the server names it. */
  create(form: PortalForm): Promise<string | null>;
  /** `silent`: the caller shows a refusal itself (the designer keeps it on screen). */
  update(id: string, form: PortalForm, options?: { silent?: boolean }): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  copy(id: string): Promise<unknown>;
  /**
   * GET /api/system/DataInterface/Selector: the interfaces a dynamic chart may draw, for those who
   * may list them (administrators); others get a refusal and type the id. Silent: the chooser says so.
   */
  dataInterfaces(): Promise<DataInterfaceOption[]>;
}

const BASE = '/api/visualdev/Portal';
const seg = encodeURIComponent;

function idOf(data: unknown): string | null {
  if (typeof data === 'string' && data !== '') return data;
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function createPortalApi(client: HttpClient): PortalApi {
  return {
    list: (query) => client.get<unknown>(BASE, query.category ? query : { ...query, category: undefined }).then((data) => toPage<PortalRow>(data)),
    get: (id) => client.get<PortalInfo>(`${BASE}/${seg(id)}`),
    create: (form) => client.post<unknown>(BASE, form).then(idOf),
    update: (id, form, options) => client.put(`${BASE}/${seg(id)}`, { ...form, id }, options?.silent ? { silent: true } : undefined),
    remove: (id) => client.delete(`${BASE}/${seg(id)}`),
    copy: (id) => client.post(`${BASE}/${seg(id)}/Actions/Copy`),
    dataInterfaces: () => client.get<unknown>('/api/system/DataInterface/Selector', undefined, { silent: true }).then((data) => interfacesOf(data)),
  };
}

export const portalApi: PortalApi = createPortalApi(http);
