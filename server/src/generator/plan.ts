import type { CompiledField, CompiledModel, CompiledTable } from '../visualdev/model';
import { fieldName, pascal } from './names';

/**
 * What the generator makes of a compiled model: per field, its TypeScript type, the control the
 * generated form draws, its rules and options. Names are checked here once (fieldName throws on
 * anything outside the field-name rule); everything else stays text for `literal()`.
 */

/** The control a field gets in the generated form. `readonly` shows the value and leaves it to the server or the runtime page. */
export type Control =
  | 'input' | 'textarea' | 'number' | 'switch' | 'date' | 'time' | 'dateRange' | 'select' | 'multiSelect'
  | 'UserSelect' | 'OrganizeSelect' | 'PositionSelect' | 'RoleSelect' | 'GroupSelect' | 'readonly';

export type PickerControl = 'UserSelect' | 'OrganizeSelect' | 'PositionSelect' | 'RoleSelect' | 'GroupSelect';
export const PICKERS: readonly PickerControl[] = ['UserSelect', 'OrganizeSelect', 'PositionSelect', 'RoleSelect', 'GroupSelect'];
export const isPicker = (control: Control): control is PickerControl => (PICKERS as readonly string[]).includes(control);

export type OptionPlan =
  | { kind: 'static'; options: { value: string; label: string }[] }
  | { kind: 'dictionary'; typeId: string; valueKey: 'id' | 'enCode' };

export interface RulePlan {
  source: string;
  flags: string;
  message: string;
}

export interface FieldPlan {
  name: string;
  label: string;
  jnpfKey: string;
  /** The TypeScript type of its value. */
  tsType: string;
  /** The value of a new record. */
  empty: string;
  control: Control;
  /** Filled by the server (system fields, bill numbers, formulas): shown, never sent as the user's. */
  serverFilled: boolean;
  required: boolean;
  maxlength: number | null;
  min: number | null;
  max: number | null;
  rules: RulePlan[];
  options: OptionPlan | null;
  multiple: boolean;
  switchText: { on: string; off: string } | null;
  /** Shown as a date in the list. */
  isDate: boolean;
}

export interface TablePlan {
  /** The sub-table's key in a record (its __vModel__). */
  key: string;
  label: string;
  /** The row's TypeScript interface. */
  rowType: string;
  fields: FieldPlan[];
}

export interface ModulePlan {
  moduleId: string;
  fullName: string;
  enCode: string;
  /** PascalCase stem of the generated names (LeaveForm → LeaveFormRecord, LeaveFormListPage…). */
  name: string;
  main: FieldPlan[];
  tables: TablePlan[];
  /** Main fields shown as list columns, in order. */
  columns: { name: string; label: string }[];
  sidx: string;
  sort: 'asc' | 'desc';
}

const PICKER_OF: Readonly<Record<string, PickerControl>> = {
  userSelect: 'UserSelect',
  depSelect: 'OrganizeSelect',
  posSelect: 'PositionSelect',
  roleSelect: 'RoleSelect',
  groupSelect: 'GroupSelect',
};

const OPTION_KINDS = new Set(['radio', 'select', 'dicSelect', 'treeSelect', 'checkbox']);

function controlOf(field: CompiledField): Control {
  if (field.fill !== null) return 'readonly';
  const key = field.jnpfKey;
  if (key === 'comInput' || key === 'colorPicker') return 'input';
  if (key === 'textarea' || key === 'editor') return 'textarea';
  if (key === 'numInput' || key === 'amount' || key === 'rate' || key === 'slider') return 'number';
  if (key === 'switch') return 'switch';
  if (key === 'date') return 'date';
  if (key === 'time') return 'time';
  if (key === 'dateRange') return 'dateRange';
  if (OPTION_KINDS.has(key) && (field.options?.kind === 'static' || field.options?.kind === 'dictionary')) {
    return key === 'checkbox' || field.multiple ? 'multiSelect' : 'select';
  }
  return PICKER_OF[key] ?? 'readonly';
}

/** The value's TypeScript type and the value of a new record. */
function typeOf(field: CompiledField, control: Control): { tsType: string; empty: string } {
  switch (field.shape) {
    case 'text':
      return { tsType: 'string', empty: "''" };
    case 'number':
    case 'integer':
      return field.jnpfKey === 'switch' ? { tsType: 'number', empty: '0' } : { tsType: 'number | null', empty: 'null' };
    case 'datetime':
      return { tsType: 'number | null', empty: 'null' };
    case 'json':
      if (control === 'dateRange') return { tsType: 'number[]', empty: '[]' };
      if (control === 'multiSelect' || isPicker(control) || field.jnpfKey === 'usersSelect' || field.jnpfKey === 'timeRange') {
        return { tsType: 'string[]', empty: '[]' };
      }
      // Organisation paths, area paths, cascader paths, uploaded files: kept as the server answers them.
      return { tsType: 'unknown[]', empty: '[]' };
  }
}

function flagsOf(source: string): { pattern: string; flags: string } {
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(source);
  if (!literal) return { pattern: source, flags: '' };
  // Only flags that keep test() stateless and mean the same to RE2 and JavaScript.
  return { pattern: literal[1] as string, flags: [...new Set((literal[2] as string).replace(/[^ims]/g, ''))].join('') };
}

function fieldPlan(field: CompiledField): FieldPlan {
  const control = controlOf(field);
  const { tsType, empty } = typeOf(field, control);
  let options: OptionPlan | null = null;
  if (field.options?.kind === 'static') options = { kind: 'static', options: [...field.options.labels].map(([value, label]) => ({ value, label })) };
  if (field.options?.kind === 'dictionary') options = { kind: 'dictionary', typeId: field.options.typeId, valueKey: field.options.valueKey };
  return {
    name: fieldName(field.vModel),
    label: field.label,
    jnpfKey: field.jnpfKey,
    tsType,
    empty,
    control,
    serverFilled: field.fill !== null,
    required: field.required && field.fill === null,
    maxlength: field.shape === 'text' && field.maxlength !== null && field.maxlength > 0 ? Math.floor(field.maxlength) : null,
    min: field.shape === 'number' || field.shape === 'integer' ? field.min : null,
    max: field.shape === 'number' || field.shape === 'integer' ? field.max : null,
    rules: field.fill === null && field.shape === 'text'
      ? field.rules.map((rule) => ({ ...flagsOf(rule.source), message: rule.message })).map(({ pattern, flags, message }) => ({ source: pattern, flags, message }))
      : [],
    options,
    multiple: field.multiple,
    switchText: field.switchText,
    isDate: field.shape === 'datetime',
  };
}

/** Gives each name once, adding 2, 3… to repeats (two keys may make the same PascalCase name). */
function allocator(taken: Iterable<string>): (wanted: string) => string {
  const used = new Set(taken);
  return (wanted) => {
    let name = wanted;
    for (let n = 2; used.has(name); n += 1) name = `${wanted}${n}`;
    used.add(name);
    return name;
  };
}

export function planModule(input: { id: string; fullName: string; enCode: string; model: CompiledModel }): ModulePlan {
  const name = pascal(input.enCode, 'Module');
  const unique = allocator([`${name}Record`, `${name}Values`, `${name}Row`, `${name}ListPage`, `${name}FormDialog`]);
  const tablePlan = (table: CompiledTable): TablePlan => {
    const key = fieldName(table.key ?? '');
    return { key, label: table.label, rowType: unique(`${name}${pascal(key, 'Table')}Row`), fields: table.fields.map(fieldPlan) };
  };
  const main = input.model.main.fields.map(fieldPlan);
  const byName = new Map(main.map((field) => [field.name.toLowerCase(), field]));
  // The designer's list columns that are main fields (sub-table columns stay in the form); else the first main fields.
  const designed = input.model.list.columns
    .map((column) => byName.get(column.prop.toLowerCase()))
    .filter((field): field is FieldPlan => field !== undefined);
  const shown = designed.length > 0 ? designed : main.filter((field) => !field.tsType.endsWith('[]')).slice(0, 8);
  return {
    moduleId: input.id,
    fullName: input.fullName,
    enCode: input.enCode,
    name,
    main,
    tables: input.model.children.map(tablePlan),
    columns: shown.map((field) => ({ name: field.name, label: field.label })),
    sidx: input.model.list.defaultSidx ?? '',
    sort: input.model.list.sort,
  };
}
