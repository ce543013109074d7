// Calls of /api/extend/TableExample (表格示例, JNPF's extend/tableExample.js), one function per
// endpoint, as .tmp-exp/table-example-contract.md describes them. A factory over the transport, so
// page tests pass a fake client.
import { http, type HttpClient, type HttpOptions } from '@atrium/shared';

/** The editable fields: what create, update and the editable table's row save send. */
export interface ProjectForm {
  projectName: string;
  projectCode: string;
  /** An item of the IndustryType dictionary. */
  projectType: string;
  projectPhase: string;
  customerName: string;
  principal: string;
  jackStands: string;
  /** Local midnight of the delivery day, ms; null when not set. */
  interactionDate: number | null;
  /** Yuan, at most 2 decimals. */
  costAmount: number;
  tunesAmount: number;
  projectedIncome: number;
  description: string;
}

/** One project as every list and GET {id} answer it: the form's fields and what the server keeps. */
export interface ProjectRow extends ProjectForm {
  id: string;
  /** The type's name; '' when the item was deleted since. */
  projectTypeName: string;
  /** "RealName/account" of the creator. */
  registrant: string;
  registerDate: number;
  /** Seven colour flags, '0' or '1' each. */
  sign: string;
  postilCount: number;
  lastModifyTime: number | null;
}

/** The columns the server sorts by (any other sidx is refused). */
export const SORT_KEYS = [
  'projectName',
  'projectCode',
  'customerName',
  'principal',
  'interactionDate',
  'costAmount',
  'tunesAmount',
  'projectedIncome',
  'registerDate',
] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

// A type alias, not an interface: it must fit the client's query record.
export type ProjectQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
  sidx: SortKey;
  sort: SortOrder;
  /** An IndustryType item id (the item and its descendants), or '' for every type. */
  projectType: string;
};

/** Sums over every row the filter matches, not only the page shown. */
export interface ProjectSummary {
  costAmount: number;
  tunesAmount: number;
  projectedIncome: number;
}

export interface ProjectPage {
  list: ProjectRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
  /** The list's sums; the type list (ControlSample/{typeId}) is "the same as the list" and may carry them too. */
  summary?: ProjectSummary;
}

/** A node of the IndustryType tree (ControlSample/TreeList?isTree=1). */
export interface TypeNode {
  id: string;
  text: string;
  parentId: string;
  hasChildren: boolean;
  children?: TypeNode[];
}

/** One comment on a project; the list is newest first and deleted by its index in it. */
export interface Postil {
  text: string;
  /** "RealName/account" of the author (JNPF's shape). */
  userId: string;
  creatorTime: number;
  creatorUserId: string;
}

const BASE = '/api/extend/TableExample';
const seg = encodeURIComponent;
/**
 * Writes whose refusal the page shows itself, beside what the user typed (the dialog, the edited
 * row, the comment box): no toast on top of it. A session that ended is still handled by the client.
 */
const SHOWN_BY_PAGE: HttpOptions = { silent: true };

/** The list query as sent: no projectType when every type is wanted. */
function listParams({ projectType, ...query }: ProjectQuery): Record<string, unknown> {
  return projectType === '' ? query : { ...query, projectType };
}

/** postilJson is a JSON array in a string (JNPF's shape); anything else is no comments. */
export function parsePostils(postilJson: string | null | undefined): Postil[] {
  if (!postilJson) return [];
  try {
    const parsed: unknown = JSON.parse(postilJson);
    return Array.isArray(parsed) ? (parsed as Postil[]) : [];
  } catch {
    return [];
  }
}

export function createTableDemoApi(client: HttpClient) {
  return {
    list: (query: ProjectQuery) => client.get<ProjectPage>(BASE, listParams(query)),
    /** The projects of one type and its descendants (the tree table); sorted as the server's default. */
    listByType: (typeId: string, query: { keyword: string; currentPage: number; pageSize: number }) =>
      client.get<ProjectPage>(`${BASE}/ControlSample/${seg(typeId)}`, query),
    typeTree: () => client.get<{ list: TypeNode[] }>(`${BASE}/ControlSample/TreeList`, { isTree: 1 }).then((data) => data.list),
    get: (id: string) => client.get<ProjectRow>(`${BASE}/${seg(id)}`),
    create: (form: ProjectForm) => client.post<{ id: string }>(BASE, form, SHOWN_BY_PAGE),
    update: (id: string, form: ProjectForm) => client.put<null>(`${BASE}/${seg(id)}`, form, SHOWN_BY_PAGE),
    /** The editable table's row save. */
    saveRow: (id: string, form: ProjectForm) => client.put<null>(`${BASE}/${seg(id)}/Actions/RowsEdit`, form, SHOWN_BY_PAGE),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    updateSign: (id: string, sign: string) => client.put<null>(`${BASE}/UpdateSign/${seg(id)}`, { sign }),
    postils: (id: string) => client.get<{ postilJson: string }>(`${BASE}/${seg(id)}/Actions/Postil`).then((data) => parsePostils(data.postilJson)),
    sendPostil: (id: string, text: string) => client.post<null>(`${BASE}/${seg(id)}/Postil`, { text }, SHOWN_BY_PAGE),
    /**
     * `index` into the list as last read (0 = newest), and that comment's time: the server refuses
     * if someone commented in between and the index now points at another one (JNPF's servers
     * ignore the extra parameter).
     */
    removePostil: (id: string, index: number, creatorTime: number) =>
      client.delete<null>(`${BASE}/${seg(id)}/Postil/${index}?creatorTime=${creatorTime}`, undefined, SHOWN_BY_PAGE),
  };
}

export type TableDemoApi = ReturnType<typeof createTableDemoApi>;

export const tableDemoApi: TableDemoApi = createTableDemoApi(http);
