// Calls of /api/system/DataSource (数据连接), one function per endpoint. A factory over the
// transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** JNPF's dbType values; this reference server connects to SQLite only. */
export const DB_TYPES = ['MySQL', 'SQLServer', 'Oracle', 'PostgreSQL', 'DM', 'KingbaseES', 'SQLite'] as const;
export type DbType = (typeof DB_TYPES)[number];

export const DEFAULT_PORTS: Record<Exclude<DbType, 'SQLite'>, number> = {
  MySQL: 3306, SQLServer: 1433, Oracle: 1521, PostgreSQL: 5432, DM: 5236, KingbaseES: 54321,
};
/** Types with a schema (模式) besides the database name; Oracle and DM also have a table space. */
export const HAS_SCHEMA: readonly DbType[] = ['SQLServer', 'Oracle', 'PostgreSQL', 'DM', 'KingbaseES'];
export const HAS_TABLE_SPACE: readonly DbType[] = ['Oracle', 'DM'];

export interface SourceRow {
  id: string;
  fullName: string;
  dbType: DbType;
  host: string;
  port: number | null;
  userName: string;
  /** '******' when a password is stored, '' when none: never the password itself. */
  password: string;
  serviceName: string;
  dbSchema: string;
  tableSpace: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface SourceForm {
  id?: string | null;
  fullName: string;
  dbType: DbType;
  host: string;
  port: number | null;
  userName: string;
  /** '' on an edit keeps the stored password. */
  password: string;
  serviceName: string;
  dbSchema: string;
  tableSpace: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export type SourceQuery = { keyword: string; currentPage: number; pageSize: number };

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/DataSource';
const seg = encodeURIComponent;

export function createDataSourceApi(client: HttpClient) {
  return {
    list: (query: SourceQuery) => client.get<Page<SourceRow>>(BASE, query),
    get: (id: string) => client.get<SourceRow>(`${BASE}/${seg(id)}`),
    create: (form: SourceForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: SourceForm) => client.put<null>(`${BASE}/${seg(id)}`, form),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    toggle: (id: string) => client.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`),
    test: (form: SourceForm) => client.post<null>(`${BASE}/Actions/Test`, form),
  };
}

export type DataSourceApi = ReturnType<typeof createDataSourceApi>;

export const dataSourceApi: DataSourceApi = createDataSourceApi(http);
