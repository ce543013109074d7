import { CODE_MAX, NAME_MAX, isEnCode } from '@atrium/rules';
import { badRequest, type ApiError } from '../plugins/errors';
import { descriptionText, enabledMark, requiredText, sortCode } from '../routes/field-rules';
import { hostAllowed, type AllowedHost } from './settings';

/** JNPF's data types: 1 SQL, 2 static data, 3 HTTP API. */
export type DataType = 1 | 2 | 3;
export const DATA_TYPES: readonly DataType[] = [1, 2, 3];
export type RequestMethod = 'GET' | 'POST';
export type ParamType = 'varchar' | 'int' | 'decimal' | 'datetime';
export const PARAM_TYPES: readonly ParamType[] = ['varchar', 'int', 'decimal', 'datetime'];

export interface ParamDef {
  /** Letter first, then letters, digits, underscores; SQL refers to it as @field. */
  field: string;
  /** The label shown to whoever fills it in. */
  fieldName: string;
  dataType: ParamType;
  required: 0 | 1;
  defaultValue: string;
}

export interface HeaderDef {
  field: string;
  value: string;
}

/** Everything an administrator edits; what a call runs. */
export interface InterfaceFields {
  categoryId: string;
  fullName: string;
  enCode: string;
  dataType: DataType;
  requestMethod: RequestMethod;
  /** HTTP: the URL. */
  path: string;
  /** SQL: the statement; static: the JSON text. */
  query: string;
  requestHeaders: HeaderDef[];
  requestParameters: ParamDef[];
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface InterfaceInput {
  categoryId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  dataType?: number | null;
  requestMethod?: string | null;
  path?: string | null;
  query?: string | null;
  requestHeaders?: Array<{ field?: string | null; value?: string | null }> | null;
  requestParameters?: Array<{ field?: string | null; fieldName?: string | null; dataType?: string | null; required?: number | boolean | null; defaultValue?: string | number | null }> | null;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export const SQL_MAX = 10_000;
export const STATIC_MAX_KB = 512;
export const URL_MAX = 2000;
export const PARAMS_MAX = 30;
export const HEADERS_MAX = 30;
const PARAM_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,100}$/;
/** Headers the client sets itself or that would let a call pose as something else. */
const FORBIDDEN_HEADERS = new Set(['host', 'content-length', 'connection', 'transfer-encoding', 'upgrade', 'expect', 'keep-alive', 'te', 'trailer', 'proxy-authorization', 'proxy-connection']);

const missing = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The static data as JSON, or a 400 saying where it breaks. */
export function parseStatic(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw staticJsonError(text, error instanceof Error ? error.message : String(error));
  }
}

/** JSON.parse's English text as a sentence saying where the static data breaks (issue 17 item 8). */
function staticJsonError(text: string, detail: string): ApiError {
  if (/Unexpected end of JSON input/i.test(detail)) return badRequest('diStaticIncomplete');
  const position = /at position (\d+)/.exec(detail);
  // Node names the end of the text as the position when it stops short.
  if (position && Number(position[1]) >= text.trimEnd().length) return badRequest('diStaticIncomplete');
  if (position) {
    const before = text.slice(0, Number(position[1]));
    const lines = before.split('\n');
    return badRequest('diStaticInvalidAt', { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 });
  }
  const token = /^Unexpected token '?(.+?)'?,/.exec(detail);
  if (token) return badRequest('diStaticUnexpected', { token: (token[1] ?? '').slice(0, 20) });
  return badRequest('diStaticInvalid', { detail: detail.slice(0, 200) });
}

/** A full http(s) URL on an allowed host, with no credentials in it. */
export function checkUrl(text: string, hosts: readonly AllowedHost[]): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('diUrlInvalid');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) throw badRequest('diUrlInvalid');
  if (!hostAllowed(url, hosts)) throw badRequest('diHostNotAllowed', { host: url.host });
  return url;
}

function cleanParams(input: InterfaceInput['requestParameters']): ParamDef[] {
  const list = input ?? [];
  if (list.length > PARAMS_MAX) throw badRequest('diParamTooMany', { max: PARAMS_MAX });
  const seen = new Set<string>();
  return list.map((raw) => {
    const field = String(raw.field ?? '').trim();
    if (!PARAM_NAME.test(field)) throw badRequest('diParamNameInvalid', { name: field.slice(0, 60) });
    // SQL parameter names are case-insensitive in neither engine, but two names differing only in case confuse people.
    if (seen.has(field.toLowerCase())) throw badRequest('diParamDuplicate', { name: field });
    seen.add(field.toLowerCase());
    const dataType = (raw.dataType ?? 'varchar') as ParamType;
    if (!PARAM_TYPES.includes(dataType)) throw badRequest('diParamTypeInvalid', { name: field });
    const defaultValue = raw.defaultValue === null || raw.defaultValue === undefined ? '' : String(raw.defaultValue);
    if (defaultValue !== '') coerceParam({ field, fieldName: '', dataType, required: 0, defaultValue }, defaultValue);
    return {
      field,
      fieldName: String(raw.fieldName ?? '').trim().slice(0, NAME_MAX),
      dataType,
      required: raw.required === 1 || raw.required === true ? 1 : 0,
      defaultValue: defaultValue.slice(0, 500),
    };
  });
}

function cleanHeaders(input: InterfaceInput['requestHeaders']): HeaderDef[] {
  const list = input ?? [];
  if (list.length > HEADERS_MAX) throw badRequest('diHeaderInvalid', { name: `#${HEADERS_MAX + 1}` });
  return list
    .filter((raw) => !(missing(raw.field) && missing(raw.value)))
    .map((raw) => {
      const field = String(raw.field ?? '').trim();
      const value = String(raw.value ?? '');
      if (!HEADER_NAME.test(field) || FORBIDDEN_HEADERS.has(field.toLowerCase())) throw badRequest('diHeaderInvalid', { name: field.slice(0, 60) });
      // No line breaks (header injection) and a sane length.
      if (/[\r\n\0]/.test(value) || value.length > 2000) throw badRequest('diHeaderInvalid', { name: field });
      return { field, value };
    });
}

/**
 * The form as the server keeps it, or a 400 naming the first problem. What can only be checked
 * against the database or by compiling (category, unique code, the SQL itself) is checked by the caller.
 */
export function cleanInterfaceInput(input: InterfaceInput, hosts: readonly AllowedHost[]): InterfaceFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'diNameRequired', tooLong: 'diNameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'diCodeRequired', tooLong: 'diCodeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  if (missing(input.categoryId)) throw badRequest('diCategoryRequired');
  const categoryId = String(input.categoryId);
  if (categoryId.length > 64) throw badRequest('diCategoryNotFound');
  const dataType = input.dataType as DataType;
  if (!DATA_TYPES.includes(dataType)) throw badRequest('diTypeInvalid');
  const requestParameters = cleanParams(input.requestParameters);
  let requestMethod: RequestMethod = 'GET';
  let path = '';
  let query = '';
  let requestHeaders: HeaderDef[] = [];
  if (dataType === 1) {
    query = String(input.query ?? '').trim();
    if (!query) throw badRequest('diSqlRequired');
    if (query.length > SQL_MAX) throw badRequest('diSqlTooLong', { max: SQL_MAX });
  } else if (dataType === 2) {
    query = String(input.query ?? '').trim();
    if (!query) throw badRequest('diStaticRequired');
    if (Buffer.byteLength(query, 'utf8') > STATIC_MAX_KB * 1024) throw badRequest('diStaticTooLarge', { max: STATIC_MAX_KB });
    parseStatic(query);
  } else {
    const method = String(input.requestMethod ?? 'GET').toUpperCase();
    if (method !== 'GET' && method !== 'POST') throw badRequest('diMethodInvalid');
    requestMethod = method;
    path = String(input.path ?? '').trim();
    if (!path) throw badRequest('diUrlRequired');
    if (path.length > URL_MAX) throw badRequest('diUrlInvalid');
    checkUrl(path, hosts);
    requestHeaders = cleanHeaders(input.requestHeaders);
  }
  return {
    categoryId,
    fullName,
    enCode,
    dataType,
    requestMethod,
    path,
    query,
    requestHeaders,
    requestParameters,
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}

export type ParamValue = string | number | null;

/** One value as its declared type; a 400 when it is not one. Empty text is "no value". */
export function coerceParam(def: ParamDef, value: unknown): ParamValue {
  if (value === null || value === undefined || value === '') return null;
  const fail = () => badRequest('diParamValueInvalid', { name: def.field, type: def.dataType });
  switch (def.dataType) {
    case 'int': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isSafeInteger(number)) throw fail();
      return number;
    }
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(String(value).trim());
      if (!Number.isFinite(number) || (typeof value === 'string' && value.trim() === '')) throw fail();
      return number;
    }
    case 'datetime': {
      // Milliseconds since the epoch (the portal's timestamps) or an ISO date.
      if (typeof value === 'number') {
        if (!Number.isSafeInteger(value)) throw fail();
        return value;
      }
      const text = String(value).trim();
      const ms = /^-?\d+$/.test(text) ? Number(text) : Date.parse(text);
      if (!Number.isSafeInteger(ms)) throw fail();
      return ms;
    }
    default:
      if (typeof value === 'object') throw fail();
      return String(value).slice(0, 2000);
  }
}

export interface ParamInput {
  field?: unknown;
  value?: unknown;
  defaultValue?: unknown;
}

/**
 * The caller's values (JNPF's paramList: `{field, value}`, or `defaultValue` as the design-time
 * form sends) bound to the declared parameters: unknown names refused, defaults filled in,
 * required ones enforced, each coerced to its type.
 */
export function bindParams(defs: readonly ParamDef[], given: readonly ParamInput[] | null | undefined): Record<string, ParamValue> {
  const byName = new Map(defs.map((def) => [def.field, def]));
  const supplied = new Map<string, unknown>();
  for (const item of given ?? []) {
    const name = typeof item.field === 'string' ? item.field : String(item.field ?? '');
    const def = byName.get(name);
    if (!def) throw badRequest('diParamUnknown', { name: name.slice(0, 60) });
    supplied.set(name, item.value !== undefined ? item.value : item.defaultValue);
  }
  const values: Record<string, ParamValue> = {};
  for (const def of defs) {
    const raw = supplied.has(def.field) ? supplied.get(def.field) : undefined;
    let value = coerceParam(def, raw);
    if (value === null && def.defaultValue !== '') value = coerceParam(def, def.defaultValue);
    if (value === null && def.required === 1) throw badRequest('diParamRequired', { name: def.fieldName || def.field });
    values[def.field] = value;
  }
  return values;
}
