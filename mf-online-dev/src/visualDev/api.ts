// Calls of /api/visualdev/Base (issue 15 contract), one function per endpoint. The client is a
// parameter so tests pass a fake transport.
import { http, type HttpClient } from '@atrium/shared';
import { toPage, type Page } from '../common/page';
import type { VisualDevForm, VisualDevRecord } from '../model/types';

// A type alias, not an interface: it must fit the client's query record.
export type DesignQuery = {
  keyword: string;
  /** '' for every category. */
  category: string;
  currentPage: number;
  pageSize: number;
};

export interface VisualDevApi {
  list(query: DesignQuery): Promise<Page<VisualDevRecord>>;
  get(id: string): Promise<VisualDevRecord>;
  /** Resolves with the new module's id when the server names it. */
  create(form: VisualDevForm): Promise<string | null>;
  update(id: string, form: VisualDevForm): Promise<unknown>;
  remove(id: string): Promise<unknown>;
  copy(id: string): Promise<unknown>;
  /** Silent: a refusal is shown by the page, verbatim, not as a passing toast. */
  release(id: string): Promise<unknown>;
  /** A one-off link to the module as JSON. */
  exportModule(id: string): Promise<unknown>;
  importModule(content: unknown): Promise<unknown>;
}

const BASE = '/api/visualdev/Base';
const seg = encodeURIComponent;

function idOf(data: unknown): string | null {
  if (typeof data === 'string' && data !== '') return data;
  const id = (data as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

export function createVisualDevApi(client: HttpClient): VisualDevApi {
  return {
    list: (query) => client.get<unknown>(BASE, query.category ? query : { ...query, category: undefined }).then((data) => toPage<VisualDevRecord>(data)),
    get: (id) => client.get<VisualDevRecord>(`${BASE}/${seg(id)}`),
    create: (form) => client.post<unknown>(BASE, form).then(idOf),
    update: (id, form) => client.put(`${BASE}/${seg(id)}`, { ...form, id }),
    remove: (id) => client.delete(`${BASE}/${seg(id)}`),
    copy: (id) => client.post(`${BASE}/${seg(id)}/Actions/Copy`),
    release: (id) => client.post(`${BASE}/${seg(id)}/Actions/Release`, undefined, { silent: true }),
    exportModule: (id) => client.get<unknown>(`${BASE}/${seg(id)}/Actions/Export`),
    importModule: (content) => client.post(`${BASE}/Actions/Import`, content),
  };
}

export const visualDevApi: VisualDevApi = createVisualDevApi(http);
