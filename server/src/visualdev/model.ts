import type { RE2JS } from 're2js';
import type { Formula } from './formula';
import type { DataType, RefSource, ServerFill, ValueShape } from './kinds';

/** A validation rule of a field: the designer's pattern (run by RE2, linear time) and its message. */
export interface FieldRule {
  pattern: RE2JS;
  source: string;
  message: string;
}

/** Where a field's allowed values come from. */
export type OptionSource =
  | { kind: 'static'; labels: ReadonlyMap<string, string> }
  | { kind: 'dictionary'; typeId: string; valueKey: 'id' | 'enCode' }
  | { kind: 'dynamic'; interfaceId: string };

/** One stored field of a table, with everything the server checks and fills. */
export interface CompiledField {
  /** __vModel__: the JSON key and, quoted, the column name. */
  vModel: string;
  label: string;
  jnpfKey: string;
  shape: ValueShape;
  multiple: boolean;
  dataType: DataType;
  /** varchar length; null for other types. */
  length: number | null;
  /** Decimals kept for decimal columns (the field's precision); null keeps what arrives (up to 15 digits). */
  scale: number | null;
  required: boolean;
  rules: readonly FieldRule[];
  min: number | null;
  max: number | null;
  maxlength: number | null;
  options: OptionSource | null;
  ref: RefSource | null;
  fill: ServerFill | null;
  billRule: string | null;
  formula: Formula | null;
  /** Switch labels for display (activeTxt / inactiveTxt). */
  switchText: { on: string; off: string } | null;
  /** A related-form link: the released module whose record it points at, and the field it shows. */
  relation: { modelId: string; showField: string } | null;
  /**
   * A stored related attribute (JNPF's isStorage on 关联表单属性 / 弹窗选择属性): `link` names the
   * related-form or popup field of the same table, `showField` the linked record's field it copies.
   */
  relationAttr: { link: string; showField: string } | null;
  /** File and image uploads (JNPF's [{name, fileId, url}]): most files (0 = no limit), images only. */
  upload: { limit: number; image: boolean } | null;
}

export interface CompiledTable {
  /** The designer's table name. */
  table: string;
  /** ext_<table>: the table in the database. */
  physical: string;
  kind: 'main' | 'child';
  /** For a child table: the sub-table's __vModel__ (its rows' key in a record), else null. */
  key: string | null;
  label: string;
  fields: readonly CompiledField[];
  /**
   * Calculated fields with isStorage off: computed and shown like the others, but the table has no
   * column for them (a list cannot show, search or sort them).
   */
  unstored: readonly CompiledField[];
}

export interface ListColumn {
  prop: string;
  label: string;
  sortable: boolean;
}

/** 1 equal, 2 contains, 3 range (spec "Column settings" / JNPF searchType). */
export interface SearchField {
  prop: string;
  label: string;
  searchType: 1 | 2 | 3;
}

/** What the runtime list reads from columnData. */
export interface ListSettings {
  columns: readonly ListColumn[];
  search: readonly SearchField[];
  defaultSidx: string | null;
  sort: 'asc' | 'desc';
  /** The main field the left tree filters on (columnData.type 2), or null. */
  treeRelation: string | null;
  /** enCodes of the buttons the list and its rows offer (btn_add, btn_edit …). */
  buttons: readonly { enCode: string; label: string }[];
}

/** A calculated field, in an order where everything it reads is computed before it. */
export interface CalcStep {
  table: CompiledTable;
  field: CompiledField;
}

export interface CompiledModel {
  main: CompiledTable;
  children: readonly CompiledTable[];
  list: ListSettings;
  calcOrder: readonly CalcStep[];
}

/** The three JSON strings a designed module is made of. */
export interface ModelJson {
  formData: string | null;
  columnData: string | null;
  tables: string | null;
}

/** Stored and unstored fields of a table (formulas read both). */
export const allFields = (table: CompiledTable): readonly CompiledField[] => (table.unstored.length === 0 ? table.fields : [...table.fields, ...table.unstored]);

/** Field lookup by name, without case (SQLite column names ignore it). */
export function fieldOf(table: CompiledTable, name: string): CompiledField | undefined {
  const lower = name.toLowerCase();
  return table.fields.find((field) => field.vModel.toLowerCase() === lower);
}

export function childOf(model: CompiledModel, key: string): CompiledTable | undefined {
  const lower = key.toLowerCase();
  return model.children.find((child) => child.key?.toLowerCase() === lower);
}
