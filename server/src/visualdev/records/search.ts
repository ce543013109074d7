import { keywordFilter, likeContains } from '../../db/search-index';
import { EVERYTHING, type SqlFragment } from '../../permission/data-rules';
import { badRequest } from '../../plugins/errors';
import { quote } from '../identifiers';
import type { CompiledField, CompiledModel } from '../model';
import { KEYWORD_KINDS } from './keyword-index';
import { isEmpty } from './values';

/**
 * The conditions and ORDER BY of the runtime list: the search form (searchList: 1 equal, 2
 * contains, 3 range), the left tree (its relation field, sent in the same `json` as JNPF's client
 * does), the keyword over the text fields (with its index: records/keyword-index.ts), and the sort. A caller who
 * may not see a column can neither search, sort nor keyword-match on it: otherwise a hidden value
 * could be found out one guess at a time.
 */


export interface ListRequest {
  keyword: string;
  /** Search values by field (JNPF sends them as a JSON string). */
  json: Record<string, unknown>;
  sidx: string;
  sort: string;
}

const column = (field: CompiledField): string => `t.${quote(field.vModel)}`;

const isScalar = (value: unknown): value is string | number => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/** A search value as its column compares: numbers for numeric columns. */
function bound(field: CompiledField, value: string | number): string | number {
  const numericColumn = field.dataType !== 'varchar' && field.dataType !== 'text';
  if (!numericColumn) return String(value);
  const number = Number(value);
  if (!Number.isFinite(number)) throw badRequest('vdSearchInvalid', { name: field.label });
  return number;
}

function condition(field: CompiledField, searchType: 1 | 2 | 3, value: unknown): SqlFragment {
  const name = field.label;
  if (searchType === 3) {
    if (!Array.isArray(value) || value.length > 2) throw badRequest('vdSearchInvalid', { name });
    const [from, to] = value as unknown[];
    const parts: string[] = [];
    const params: unknown[] = [];
    for (const [end, operator] of [[from, '>='], [to, '<=']] as const) {
      if (isEmpty(end)) continue;
      if (!isScalar(end)) throw badRequest('vdSearchInvalid', { name });
      parts.push(`${column(field)} ${operator} ?`);
      params.push(bound(field, end));
    }
    return parts.length === 0 ? { sql: '1 = 1', params: [] } : { sql: parts.join(' AND '), params };
  }
  const values = Array.isArray(value) ? value : [value];
  if (!values.every(isScalar) || values.length > 100) throw badRequest('vdSearchInvalid', { name });
  if (searchType === 2) {
    return { sql: `(${values.map(() => `${column(field)} LIKE ? ESCAPE '\\'`).join(' OR ')})`, params: values.map((item) => likeContains(String(item))) };
  }
  if (field.shape === 'json') {
    // A stored list (checkbox, several users, an organisation path) holds each choice as a JSON string.
    return { sql: `(${values.map(() => `${column(field)} LIKE ? ESCAPE '\\'`).join(' OR ')})`, params: values.map((item) => likeContains(JSON.stringify(String(item)))) };
  }
  return { sql: `${column(field)} IN (${values.map(() => '?').join(', ')})`, params: values.map((item) => bound(field, item)) };
}

/** The search form and the left tree as one fragment (scope and keyword are added by the caller). */
export function searchFilter(model: CompiledModel, request: ListRequest, visible: (prop: string) => boolean): SqlFragment {
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const [prop, value] of Object.entries(request.json)) {
    if (isEmpty(value)) continue;
    const search = model.list.search.find((item) => item.prop === prop);
    const field = model.main.fields.find((candidate) => candidate.vModel === prop);
    if (!field || !visible(prop)) continue;
    const fragment = search ? condition(field, search.searchType, value) : prop === model.list.treeRelation ? condition(field, 1, value) : null;
    if (!fragment) continue;
    parts.push(`(${fragment.sql})`);
    params.push(...fragment.params);
  }
  return parts.length === 0 ? EVERYTHING : { sql: parts.join(' AND '), params };
}

export interface KeywordPlan {
  keyword: string;
  /** The substring filter over the text fields the caller sees. */
  like: SqlFragment;
  /** Whether the caller sees every indexed field (else the index's hits need the LIKE filter in any case). */
  allVisible: boolean;
}

/** The keyword search, or null without a keyword (or without text fields to search). */
export function keywordPlan(model: CompiledModel, request: ListRequest, visible: (prop: string) => boolean): KeywordPlan | null {
  const keyword = request.keyword.trim();
  const fields = model.main.fields.filter((field) => KEYWORD_KINDS.has(field.jnpfKey));
  const searched = fields.filter((field) => visible(field.vModel));
  if (keyword === '' || searched.length === 0) return null;
  return { keyword, like: keywordFilter(searched.map(column), keyword), allVisible: searched.length === fields.length };
}

/** ORDER BY: a sortable column the caller sees, else the model's default, else newest first; the id breaks ties. */
export function listOrder(model: CompiledModel, request: ListRequest, visible: (prop: string) => boolean): string {
  const direction = (sort: string): string => (sort === 'asc' ? 'ASC' : 'DESC');
  if (request.sidx !== '') {
    const allowed = model.list.columns.some((item) => item.prop === request.sidx && item.sortable) || request.sidx === model.list.defaultSidx;
    const field = model.main.fields.find((candidate) => candidate.vModel === request.sidx);
    if (!allowed || !field || !visible(field.vModel)) throw badRequest('vdSortNotAllowed', { name: request.sidx.slice(0, 50) });
    return `${column(field)} ${direction(request.sort)}, t."id" ${direction(request.sort)}`;
  }
  const sidx = model.list.defaultSidx;
  const field = sidx ? model.main.fields.find((candidate) => candidate.vModel === sidx) : undefined;
  if (field && visible(field.vModel)) return `${column(field)} ${direction(model.list.sort)}, t."id" ${direction(model.list.sort)}`;
  return 't."creator_time" DESC, t."id" DESC';
}
