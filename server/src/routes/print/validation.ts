import { CODE_MAX, NAME_MAX, isEnCode, textLength } from '@atrium/rules';
import { badRequest } from '../../plugins/errors';
import { EMPTY_SQL_TEMPLATE, SQL_MAX, TABLES_MAX, type SqlTemplate } from '../../print/data-source';
import { cleanDocument, cleanPageParam } from '../../print/document';
import { findForm } from '../../print/sample-form';
import { descriptionText, enabledMark, requiredText, sortCode } from '../field-rules';
import { TEMPLATE_TYPES, type TemplateFields, type TemplateType } from './repository';

/** The form as it arrives (JNPF names: the layout travels as printTemplate). */
export interface TemplateInput {
  fullName?: string | null;
  enCode?: string | null;
  category?: string | null;
  type?: number | null;
  sourceForm?: string | null;
  sqlTemplate?: unknown;
  printTemplate?: unknown;
  pageParam?: unknown;
  sortCode?: number | null;
  enabledMark?: number | null;
  description?: string | null;
}

export const TABLE_NAME_MAX = 32;
const TABLE_NAME = new RegExp(`^[A-Za-z][A-Za-z0-9_]{0,${TABLE_NAME_MAX - 1}}$`);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function sqlText(value: unknown, required: boolean): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw badRequest('printSqlRequired');
    return '';
  }
  if (typeof value !== 'string') throw badRequest('printSqlInvalid', { detail: 'sql' });
  if (value.length > SQL_MAX) throw badRequest('printSqlTooLong', { max: SQL_MAX });
  return value.trim();
}

/** The data source's shape: a main SELECT and named sub-table SELECTs (checked against the database separately). */
export function cleanSqlTemplate(raw: unknown): SqlTemplate {
  if (!isRecord(raw)) throw badRequest('printSqlRequired');
  const main = sqlText(raw.main, true);
  const rawTables = raw.tables ?? [];
  if (!Array.isArray(rawTables)) throw badRequest('printSqlInvalid', { detail: 'tables' });
  if (rawTables.length > TABLES_MAX) throw badRequest('printTablesTooMany', { max: TABLES_MAX });
  const names = new Set<string>();
  const tables = rawTables.map((item: unknown) => {
    if (!isRecord(item) || typeof item.name !== 'string' || !TABLE_NAME.test(item.name)) throw badRequest('printTableNameInvalid', { max: TABLE_NAME_MAX });
    if (names.has(item.name)) throw badRequest('printTableNameTaken', { name: item.name });
    names.add(item.name);
    return { name: item.name, sql: sqlText(item.sql, true) };
  });
  return { main, tables };
}

function typeOf(value: number | null | undefined): TemplateType {
  if (value === undefined || value === null) return 1;
  if (!TEMPLATE_TYPES.includes(value as TemplateType)) throw badRequest('printTypeInvalid');
  return value as TemplateType;
}

/** Every field of a template with the same rules as the form; the SQL's reach is checked by the route (it needs the database). */
export function cleanTemplateInput(input: TemplateInput): TemplateFields {
  const fullName = requiredText(input.fullName, { field: 'fullName', required: 'printNameRequired', tooLong: 'printNameTooLong', max: NAME_MAX });
  const enCode = requiredText(input.enCode, { field: 'enCode', required: 'printCodeRequired', tooLong: 'printCodeTooLong', max: CODE_MAX });
  if (!isEnCode(enCode)) throw badRequest('codeFormat');
  if (input.category === undefined || input.category === null || input.category === '') throw badRequest('printCategoryRequired');
  const category = String(input.category);
  if (textLength(category) > 64) throw badRequest('printCategoryNotFound');
  const type = typeOf(input.type);
  let sourceForm = '';
  let sqlTemplate = EMPTY_SQL_TEMPLATE;
  if (type === 1) {
    sqlTemplate = cleanSqlTemplate(input.sqlTemplate);
  } else {
    if (typeof input.sourceForm !== 'string' || input.sourceForm === '') throw badRequest('printFormRequired');
    if (!findForm(input.sourceForm)) throw badRequest('printFormNotFound', { form: input.sourceForm.slice(0, 64) });
    sourceForm = input.sourceForm;
  }
  return {
    fullName,
    enCode,
    category,
    type,
    sourceForm,
    sqlTemplate,
    document: cleanDocument(input.printTemplate),
    pageParam: cleanPageParam(input.pageParam),
    sortCode: sortCode(input.sortCode),
    enabledMark: enabledMark(input.enabledMark),
    description: descriptionText(input.description),
  };
}
