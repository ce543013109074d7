// Calls of the runtime of released modules, /api/visualdev/OnlineDev (issue 15 contract), one
// function per endpoint; the client is a parameter so tests pass a fake transport.
import { http, type HttpClient } from '@atrium/shared';
import { toPage, type Page } from '../common/page';
import type { ListBody } from './listQuery';

const BASE = '/api/visualdev/OnlineDev';
const seg = encodeURIComponent;

/** The released configuration: formData and columnData as JSON strings. */
export interface RuntimeConfig {
  id: string;
  fullName: string;
  enCode?: string;
  formData: string | null;
  columnData: string | null;
  type?: number;
  webType?: number;
}

export type RecordValues = Record<string, unknown> & { id?: string };

export interface OnlineDevApi {
  /**
   * The released configuration. Spec section 8: this call skips the code check, so a module that
   * is not released (or not configured) resolves with the server's message instead of a toast.
   */
  config(modelId: string): Promise<{ config: RuntimeConfig } | { refused: string }>;
  list(modelId: string, body: ListBody): Promise<Page<RecordValues>>;
  get(modelId: string, id: string): Promise<RecordValues>;
  /** The record with display values (names instead of ids), for the detail view. */
  detail(modelId: string, id: string): Promise<RecordValues>;
  create(modelId: string, values: RecordValues): Promise<unknown>;
  update(modelId: string, id: string, values: RecordValues): Promise<unknown>;
  remove(modelId: string, id: string): Promise<unknown>;
  batchRemove(modelId: string, ids: string[]): Promise<unknown>;
  /** A one-off xlsx download link. */
  exportData(modelId: string, body: Record<string, unknown>): Promise<unknown>;
}

/** JNPF answers a record as {id, data: JSON string}; a plain object is taken as it is. */
export function readRecord(data: unknown): RecordValues {
  if (typeof data !== 'object' || data === null) return {};
  const record = data as Record<string, unknown>;
  if (typeof record.data === 'string') {
    try {
      const parsed: unknown = JSON.parse(record.data);
      if (typeof parsed === 'object' && parsed !== null) return { ...(parsed as RecordValues), ...(typeof record.id === 'string' ? { id: record.id } : {}) };
    } catch {
      console.warn('@atrium/mf-online-dev: a record arrived with unreadable data.');
    }
  }
  if (typeof record.data === 'object' && record.data !== null && !Array.isArray(record.data)) {
    return { ...(record.data as RecordValues), ...(typeof record.id === 'string' ? { id: record.id } : {}) };
  }
  return record as RecordValues;
}

export function createOnlineDevApi(client: HttpClient): OnlineDevApi {
  return {
    config: (modelId) =>
      client.get<{ code?: number; msg?: string; data?: unknown }>(`${BASE}/${seg(modelId)}/Config`, undefined, { skipCodeCheck: true }).then((envelope) => {
        const data = envelope?.data as RuntimeConfig | undefined;
        if (envelope?.code !== 200 || !data || typeof data !== 'object') return { refused: typeof envelope?.msg === 'string' ? envelope.msg : '' };
        return { config: data };
      }),
    list: (modelId, body) => client.post<unknown>(`${BASE}/${seg(modelId)}/List`, body).then((data) => toPage<RecordValues>(data)),
    get: (modelId, id) => client.get<unknown>(`${BASE}/${seg(modelId)}/${seg(id)}`).then(readRecord),
    detail: (modelId, id) => client.get<unknown>(`${BASE}/${seg(modelId)}/${seg(id)}/DataChange`).then(readRecord),
    create: (modelId, values) => client.post(`${BASE}/${seg(modelId)}`, values),
    update: (modelId, id, values) => client.put(`${BASE}/${seg(modelId)}/${seg(id)}`, { ...values, id }),
    remove: (modelId, id) => client.delete(`${BASE}/${seg(modelId)}/${seg(id)}`),
    batchRemove: (modelId, ids) => client.post(`${BASE}/batchDelete/${seg(modelId)}`, { ids }),
    exportData: (modelId, body) => client.post<unknown>(`${BASE}/${seg(modelId)}/Actions/Export`, body),
  };
}

export const onlineDevApi: OnlineDevApi = createOnlineDevApi(http);
