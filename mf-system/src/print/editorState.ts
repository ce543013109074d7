// The template editor's values, their checks (the server's rules and messages, so a person sees the
// same words whichever side refuses first) and the conversion to and from the API's shape.
import { isCode, maxLengthRule, patternRule, requiredRule, sortCodeRule, t } from '@atrium/shared';
import { validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import type { Template, TemplateForm } from './api';
import { DEFAULT_PAGE_PARAM, FIELD_NAME, emptyDocument, type Block, type PageParam, type PrintDocument } from './document';

export const NAME_MAX = 50;
export const TABLE_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;
export const SAMPLE_FORM_ID = 'sampleSalesOrder';

const message = (key: string, options?: Record<string, unknown>) => () => t(`system:print.rules.${key}`, options);

export interface SubTable {
  /** Stable React key while the name is being typed. */
  key: string;
  name: string;
  sql: string;
}

export interface EditorValues {
  fullName: string;
  enCode: string;
  category: string;
  type: 1 | 2;
  sourceForm: string;
  sqlMain: string;
  tables: SubTable[];
  sortCode: string;
  enabledMark: number;
  description: string;
  pageParam: PageParam;
  document: PrintDocument;
}

export const emptyValues = (): EditorValues => ({
  fullName: '',
  enCode: '',
  category: '',
  type: 2,
  sourceForm: SAMPLE_FORM_ID,
  sqlMain: '',
  tables: [],
  sortCode: '0',
  enabledMark: 1,
  description: '',
  pageParam: { ...DEFAULT_PAGE_PARAM },
  document: emptyDocument(),
});

let tableKey = 0;
export const subTable = (name = '', sql = ''): SubTable => {
  tableKey += 1;
  return { key: `t${tableKey}`, name, sql };
};

export function fromTemplate(template: Template): EditorValues {
  return {
    fullName: template.fullName,
    enCode: template.enCode,
    category: template.category,
    type: template.type === 1 ? 1 : 2,
    sourceForm: template.sourceForm || SAMPLE_FORM_ID,
    sqlMain: template.sqlTemplate?.main ?? '',
    tables: (template.sqlTemplate?.tables ?? []).map((table) => subTable(table.name, table.sql)),
    sortCode: String(template.sortCode),
    enabledMark: template.enabledMark,
    description: template.description,
    pageParam: { ...DEFAULT_PAGE_PARAM, ...template.pageParam },
    document: template.printTemplate?.blocks ? template.printTemplate : emptyDocument(),
  };
}

export function toForm(values: EditorValues): TemplateForm {
  const sql = values.type === 1;
  return {
    fullName: values.fullName.trim(),
    enCode: values.enCode.trim(),
    category: values.category,
    type: values.type,
    sourceForm: sql ? '' : values.sourceForm,
    sqlTemplate: sql ? { main: values.sqlMain.trim(), tables: values.tables.map((table) => ({ name: table.name.trim(), sql: table.sql.trim() })) } : { main: '', tables: [] },
    printTemplate: values.document,
    pageParam: values.pageParam,
    sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode),
    enabledMark: values.enabledMark,
    description: values.description,
  };
}

type BasicFields = Pick<EditorValues, 'fullName' | 'enCode' | 'category' | 'sourceForm' | 'sqlMain' | 'sortCode'>;

const basicRules = (type: 1 | 2): FormRules<BasicFields> => ({
  fullName: [requiredRule(message('nameRequired')), maxLengthRule(NAME_MAX, message('nameMax', { max: NAME_MAX }))],
  enCode: [requiredRule(message('codeRequired')), maxLengthRule(NAME_MAX, message('codeMax', { max: NAME_MAX })), patternRule((value) => isCode(value.trim()), message('codeFormat'))],
  category: [requiredRule(message('categoryRequired'))],
  ...(type === 2 ? { sourceForm: [requiredRule(message('formRequired'))] } : { sqlMain: [requiredRule(message('sqlRequired'))] }),
  sortCode: [sortCodeRule()],
});

export interface EditorErrors {
  fields: FormErrors<BasicFields>;
  /** Per sub-table key. */
  tables: Record<string, string>;
  /** Per block id. */
  blocks: Record<string, string>;
}

/** The first problem of one block, or null. */
export function blockError(block: Block): string | null {
  const field = (name: string) => FIELD_NAME.test(name);
  switch (block.type) {
    case 'field':
      return field(block.field) ? null : t('system:print.rules.fieldRequired');
    case 'table':
      if (block.source === 'table' && !field(block.table)) return t('system:print.rules.tableRequired');
      if (block.columns.length === 0) return t('system:print.rules.columnsRequired');
      return block.columns.every((column) => field(column.field)) ? null : t('system:print.rules.columnFieldRequired');
    case 'barcode':
    case 'qrcode':
      if (block.source === 'field') return field(block.value) ? null : t('system:print.rules.fieldRequired');
      return block.value.trim() ? null : t('system:print.rules.valueRequired');
    case 'image':
      return block.src ? null : t('system:print.rules.imageRequired');
    default:
      return null;
  }
}

export function validateEditor(values: EditorValues): EditorErrors {
  const fields = validateForm<BasicFields>(values, basicRules(values.type));
  const tables: Record<string, string> = {};
  if (values.type === 1) {
    const seen = new Set<string>();
    for (const table of values.tables) {
      const name = table.name.trim();
      if (!TABLE_NAME.test(name)) tables[table.key] = t('system:print.rules.tableNameFormat');
      else if (seen.has(name)) tables[table.key] = t('system:print.rules.tableNameTaken', { name });
      else if (!table.sql.trim()) tables[table.key] = t('system:print.rules.tableSqlRequired');
      seen.add(name);
    }
  }
  const blocks: Record<string, string> = {};
  for (const block of values.document.blocks) {
    const problem = blockError(block);
    if (problem) blocks[block.id] = problem;
  }
  return { fields, tables, blocks };
}

export const hasErrors = (errors: EditorErrors): boolean =>
  Object.keys(errors.fields).length + Object.keys(errors.tables).length + Object.keys(errors.blocks).length > 0;
