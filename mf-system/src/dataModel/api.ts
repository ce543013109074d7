// Calls of /api/system/DataModel (数据建模) and the data-source picker, one function per endpoint.
// A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

/** Spec §3's data type labels. */
export const DATA_TYPES = ['varchar', 'int', 'bigint', 'decimal', 'datetime', 'text'] as const;
export type DataType = (typeof DATA_TYPES)[number];
/** The built-in source: this server's own database. */
export const DEFAULT_LINK_ID = '0';

export interface SourceOption {
  id: string;
  fullName: string;
  dbType: string;
}

export interface TableRow {
  table: string;
  /** The table's comment. */
  tableName: string;
  sum: number;
}

export interface FieldRow {
  field: string;
  fieldName: string;
  dataType: DataType;
  dataLength: string;
  allowNull: number;
  primaryKey: number;
}

export interface FieldInput extends FieldRow {
  /** The name the field had before this edit; null for a new field. */
  oldField: string | null;
}

export interface TableForm {
  tableInfo: { table?: string; newTable: string; tableName: string };
  tableFieldList: FieldInput[];
}

export type TableQuery = { linkId: string; keyword: string; currentPage: number; pageSize: number };
export type PreviewQuery = { keyword: string; currentPage: number; pageSize: number };

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/DataModel';
const seg = encodeURIComponent;

export function createDataModelApi(client: HttpClient) {
  return {
    sources: () => client.get<{ list: SourceOption[] }>('/api/system/DataSource/Selector').then((data) => data.list),
    tables: ({ linkId, ...query }: TableQuery) => client.get<Page<TableRow>>(`${BASE}/${seg(linkId)}/Tables`, query),
    fields: (linkId: string, table: string) => client.get<{ list: FieldRow[] }>(`${BASE}/${seg(linkId)}/Tables/${seg(table)}/Fields`).then((data) => data.list),
    info: (linkId: string, table: string) =>
      client.get<{ tableInfo: { table: string; tableName: string }; tableFieldList: FieldRow[] }>(`${BASE}/${seg(linkId)}/Table/${seg(table)}`),
    create: (linkId: string, form: TableForm) => client.post<null>(`${BASE}/${seg(linkId)}/Table`, form),
    update: (linkId: string, form: TableForm) => client.put<null>(`${BASE}/${seg(linkId)}/Table`, form),
    remove: (linkId: string, table: string) => client.delete<null>(`${BASE}/${seg(linkId)}/Table/${seg(table)}`),
    preview: (linkId: string, table: string, query: PreviewQuery) =>
      client.get<Page<Record<string, unknown>>>(`${BASE}/${seg(linkId)}/Table/${seg(table)}/Preview`, { currentPage: query.currentPage, pageSize: query.pageSize }),
  };
}

export type DataModelApi = ReturnType<typeof createDataModelApi>;

export const dataModelApi: DataModelApi = createDataModelApi(http);
