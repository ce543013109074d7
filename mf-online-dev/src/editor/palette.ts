// The field kinds the basic editor can add, and the JNPF field each one starts as. The
// drag-and-drop designer will offer more kinds through the same `newField`.
import type { Field } from '../model/types';

/** Kinds offered at the top level of the form. */
export const FORM_KINDS = [
  'comInput',
  'textarea',
  'numInput',
  'amount',
  'switch',
  'date',
  'dateRange',
  'select',
  'radio',
  'checkbox',
  'dicSelect',
  'userSelect',
  'depSelect',
  'billRule',
  'calculate',
  'table',
  'createUser',
  'createTime',
] as const;

/** Kinds offered as sub-table columns (no sub-table inside a sub-table). */
export const COLUMN_KINDS = ['comInput', 'textarea', 'numInput', 'amount', 'date', 'select', 'dicSelect', 'userSelect', 'calculate'] as const;

export type PaletteKind = (typeof FORM_KINDS)[number];

/** Kinds whose options the property form edits. */
export const OPTION_KINDS: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox']);

/** Kinds a sub-table's 合计 row can sum. */
export const NUMBER_KINDS: ReadonlySet<string> = new Set(['numInput', 'amount', 'calculate']);

/** The JNPF name of a field's value: the kind and its key (a sub-table: tableField + key). */
export function defaultFieldName(kind: string, key: number): string {
  return kind === 'table' ? `tableField${key}` : `${kind}${key}`;
}

/** A new field of `kind` with JNPF's defaults. `tableName` is the table that stores it, when known. */
export function newField(kind: string, key: number, label: string, tableName = ''): Field {
  const config = {
    jnpfKey: kind,
    label,
    showLabel: true,
    required: false,
    regList: [],
    span: 24,
    tableName,
    renderKey: key,
    formId: key,
    visibility: ['pc', 'app'],
    noShow: false,
  };
  const field: Field = { __vModel__: defaultFieldName(kind, key), __config__: config, placeholder: '' };
  switch (kind) {
    case 'numInput':
      // No precision: the number is kept as typed (a precision of 0 would store 120.5 as 121).
      return field;
    case 'amount':
      return { ...field, precision: 2 };
    case 'switch':
      return { ...field, activeValue: 1, inactiveValue: 0, __config__: { ...config, defaultValue: 0 } };
    case 'date':
      return { ...field, type: 'date', format: 'yyyy-MM-dd' };
    case 'dateRange':
      return { ...field, type: 'daterange', format: 'yyyy-MM-dd', __config__: { ...config, defaultValue: [] } };
    case 'select':
    case 'radio':
      return { ...field, options: [], props: { label: 'fullName', value: 'id' }, __config__: { ...config, dataType: 'static' } };
    case 'checkbox':
      return { ...field, options: [], props: { label: 'fullName', value: 'id' }, __config__: { ...config, dataType: 'static', defaultValue: [] } };
    case 'dicSelect':
      return { ...field, props: { label: 'fullName', value: 'id' }, __config__: { ...config, dataType: 'dictionary', dictionaryType: '' } };
    case 'userSelect':
    case 'depSelect':
      return { ...field, multiple: false };
    case 'billRule':
      return { ...field, readonly: true, __config__: { ...config, billRule: '' } };
    case 'calculate':
      return { ...field, readonly: true, precision: 2, __config__: { ...config, expression: '' } };
    case 'table':
      return { ...field, addType: 0, showSummary: false, summaryField: [], __config__: { ...config, children: [] } };
    case 'createUser':
    case 'createTime':
      return { ...field, readonly: true };
    default:
      return field;
  }
}
