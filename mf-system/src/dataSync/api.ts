// Calls of /api/system/DataSync (数据同步), with the data-source picker and the source's tables.
// A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** Spec §9: a data sync is given 100 s (the server gives up at 90 s so its report still arrives). */
export const SYNC_TIMEOUT_MS = 100_000;

export interface SourceOption {
  id: string;
  fullName: string;
  dbType: string;
}

export interface SyncForm {
  dbConnectionFrom: string;
  dbConnectionTo: string;
  dbTable: string;
  targetTable: string;
  /** What to do with a target that exists: asked for, never assumed. */
  existing?: 'replace' | 'append' | null;
}

export interface SyncCheck {
  targetTable: string;
  targetExists: boolean;
  total: number;
}

export interface SyncReport {
  success: boolean;
  table: string;
  targetTable: string;
  mode: 'create' | 'replace' | 'append';
  total: number;
  copied: number;
  durationMs: number;
  errors: string[];
  warnings: string[];
}

export interface SyncProgress {
  fromLinkId: string;
  toLinkId: string;
  table: string;
  targetTable: string;
  total: number;
  copied: number;
  startedAt: number;
}

const BASE = '/api/system/DataSync';
const seg = encodeURIComponent;
/** Enough for a picker: the page lists the source's tables in one request. */
const TABLES_MAX = 500;

export function createDataSyncApi(client: HttpClient) {
  return {
    sources: () => client.get<{ list: SourceOption[] }>('/api/system/DataSource/Selector').then((data) => data.list),
    tables: (linkId: string) =>
      client.get<{ list: Array<{ table: string; tableName: string; sum: number }> }>(`/api/system/DataModel/${seg(linkId)}/Tables`, { currentPage: 1, pageSize: TABLES_MAX })
        .then((data) => data.list),
    check: (form: SyncForm) => client.post<SyncCheck>(`${BASE}/Actions/Check`, form),
    execute: (form: SyncForm) => client.post<SyncReport>(`${BASE}/Actions/Execute`, form, { timeout: SYNC_TIMEOUT_MS }),
    progress: () => client.get<SyncProgress | null>(`${BASE}/Actions/Progress`, undefined, { silent: true }),
  };
}

export type DataSyncApi = ReturnType<typeof createDataSyncApi>;

export const dataSyncApi: DataSyncApi = createDataSyncApi(http);
