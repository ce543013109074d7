// Calls of spec section 7 "Files, print, import" used by the print-template page, one function per
// endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';
import type { PrintTemplateGroup } from '@atrium/ui';
import type { PageParam, PrintDocument } from './document';
import type { OperatorRecord, PrintData } from './render';

export interface TemplateRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  /** 1 data source, 2 form. */
  type: number;
  sourceForm: string;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface SqlTemplate {
  main: string;
  tables: Array<{ name: string; sql: string }>;
}

export interface TemplateForm {
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  sourceForm: string;
  sqlTemplate: SqlTemplate;
  printTemplate: PrintDocument;
  pageParam: PageParam;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface Template extends TemplateForm {
  id: string;
  categoryName: string;
}

export type TemplateQuery = {
  keyword: string;
  category: string;
  currentPage: number;
  pageSize: number;
};

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface Field {
  field: string;
  fieldName: string;
}

export interface FieldsAnswer {
  main: Field[];
  tables: Array<{ name: string; fullName: string; fields: Field[] }>;
  operatorRecord: Field[];
  /** Record ids of the sample form (form templates), for trying a print. */
  records: string[];
}

interface PrintedTemplate {
  id: string;
  fullName: string;
  type: number;
  printTemplate: PrintDocument;
  pageParam: PageParam;
}

export interface DataAnswer extends PrintedTemplate {
  printData: PrintData;
  operatorRecordList: OperatorRecord[];
}

export interface BatchAnswer extends PrintedTemplate {
  list: Array<{ formId: string; printData: PrintData; operatorRecordList: OperatorRecord[] }>;
}

export interface CategoryOption {
  id: string;
  fullName: string;
  children?: CategoryOption[];
}

export interface PrintLogRow {
  id: string;
  printId: string;
  printName: string;
  printTitle: string;
  printNum: number;
  creatorUser: string;
  creatorTime: number;
}

export type LogQuery = {
  keyword: string;
  startTime?: number;
  endTime?: number;
  currentPage: number;
  pageSize: number;
};

const BASE = '/api/system/printDev';
const seg = encodeURIComponent;

export function createPrintApi(client: HttpClient) {
  return {
    list: (query: TemplateQuery) => client.get<Page<TemplateRow>>(BASE, query),
    get: (id: string) => client.get<Template>(`${BASE}/${seg(id)}`),
    create: (form: TemplateForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: TemplateForm) => client.put<null>(`${BASE}/${seg(id)}`, { ...form, id }),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    toggle: (id: string) => client.put<{ enabledMark: number }>(`${BASE}/${seg(id)}/Actions/State`),
    copy: (id: string) => client.post<{ id: string }>(`${BASE}/${seg(id)}/Actions/Copy`),
    /** A one-off download link to the template as JSON. */
    exportJson: (id: string) => client.get<{ url: string; name: string }>(`${BASE}/${seg(id)}/Actions/Export`),
    /** The text of an exported file. */
    importJson: (content: string) => client.post<{ id: string }>(`${BASE}/Actions/ImportData`, { content }),
    /** Enabled templates grouped by category: the choice dialog's list. */
    selector: (type?: number) => client.get<{ list: PrintTemplateGroup[] }>(`${BASE}/Selector`, type === undefined ? {} : { type }).then((data) => data.list),
    fields: (body: { type: number; sourceForm?: string; sqlTemplate?: SqlTemplate }) => client.post<FieldsAnswer>(`${BASE}/Fields`, body),
    data: (id: string, formId: string) => client.get<DataAnswer>(`${BASE}/Data`, { id, formId }),
    batchData: (id: string, ids: readonly string[]) => client.get<BatchAnswer>(`${BASE}/BatchData`, { id, ids: [...ids] }),
    saveLog: (log: { printTitle: string; printNum: number; printId: string }) => client.post<null>('/api/system/printLog/save', log),
    logs: (query: LogQuery) => client.get<Page<PrintLogRow>>('/api/system/printLog', query),
    /** Categories: the enabled items of the BusinessType dictionary (as for bill rules). */
    categories: () => client.get<{ list: CategoryOption[] }>('/api/system/DictionaryData/BusinessType/Data/Selector').then((data) => data.list),
  };
}

export type PrintApi = ReturnType<typeof createPrintApi>;

export const printApi: PrintApi = createPrintApi(http);
