// Calls of /api/system/DataBackup (数据备份), one function per endpoint. A factory over the
// transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

export type BackupKind = 'manual' | 'schedule' | 'safety';

export interface BackupRow {
  id: string;
  fileName: string;
  fileSize: number;
  kind: BackupKind;
  schemaVersion: number;
  description: string;
  creatorUser: string;
  /** The backup's cut-off: data written after it is not in it. */
  creatorTime: number;
}

export interface BackupProgress {
  operation: 'backup' | 'restore';
  totalPages: number;
  remainingPages: number;
}

export type BackupQuery = { keyword: string; currentPage: number; pageSize: number };

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/DataBackup';
/** A backup or restore of a large database takes a while; the page shows its progress meanwhile. */
const LONG_TIMEOUT_MS = 30 * 60 * 1000;
const seg = encodeURIComponent;

export function createBackupApi(client: HttpClient) {
  return {
    list: (query: BackupQuery) => client.get<Page<BackupRow>>(BASE, query),
    create: (description: string) => client.post<BackupRow>(BASE, { description }, { timeout: LONG_TIMEOUT_MS }),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    downloadUrl: (id: string) => client.get<{ url: string }>(`${BASE}/${seg(id)}/Actions/Download`),
    restore: (id: string) => client.post<{ safetyBackup: BackupRow }>(`${BASE}/${seg(id)}/Actions/Restore`, { confirm: true }, { timeout: LONG_TIMEOUT_MS }),
    progress: () => client.get<BackupProgress | null>(`${BASE}/Actions/Progress`, undefined, { silent: true }),
  };
}

export type BackupApi = ReturnType<typeof createBackupApi>;

export const backupApi: BackupApi = createBackupApi(http);
