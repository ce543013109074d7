import { RE2JS } from 're2js';
import { badRequest } from '../plugins/errors';
import { FormulaError, formulaRefs, formulaText, parseFormula, type Formula } from './formula';
import { IDENTIFIER_MAX, fieldNameProblem, physicalTable, tableNameProblem } from './identifiers';
import {
  LAYOUT_KINDS, SHAPE_TYPES, STORED_KINDS, SUB_TABLE_KIND, VARCHAR_DEFAULT, VARCHAR_MAX, defaultDataType, isDataType, isStorageOn, type DataType,
} from './kinds';
import type {
  CalcStep, CompiledField, CompiledModel, CompiledTable, FieldRule, ListColumn, ListSettings, ModelJson, OptionSource, SearchField,
} from './model';
import { allFields } from './model';

/**
 * Turns a designed module's three JSON strings into the model the server works from, checking
 * everything that can be checked without the database: JSON shapes, table and field names,
 * duplicates, sub-tables, data types against field kinds, validation patterns, formulas (syntax,
 * references, loops) and the list settings. Throws a 400 ApiError naming the field at fault.
 * references.ts checks what needs the database (dictionaries, bill rules).
 */

/** A form larger than this is not a form a person fills in. */
export const FIELDS_MAX = 500;
const DEPTH_MAX = 20;
const PATTERN_MAX = 500;
const OPTIONS_MAX = 5000;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null);
const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

function parseJson(part: string, source: string | null): unknown {
  if (source === null || source.trim() === '') return null;
  try {
    return JSON.parse(source) as unknown;
  } catch {
    throw badRequest('vdJsonInvalid', { part });
  }
}

const shapeError = (part: string, detail: string) => badRequest('vdShapeInvalid', { part, detail });

interface DeclaredColumn {
  dataType: DataType;
  length: number | null;
  scale: number | null;
}

interface DeclaredTable {
  table: string;
  kind: 'main' | 'child';
  columns: Map<string, DeclaredColumn>;
}

/** `varchar` lengths as a number or "n"; decimals as "precision,scale". */
function declaredColumn(name: string, dataType: unknown, dataLength: unknown): DeclaredColumn {
  const type = (text(dataType) ?? '').toLowerCase();
  if (!isDataType(type)) throw badRequest('vdDataTypeUnknown', { name, type: text(dataType) ?? '' });
  const lengthText = text(dataLength)?.trim() ?? '';
  if (type === 'varchar') {
    if (lengthText === '') return { dataType: type, length: VARCHAR_DEFAULT, scale: null };
    const length = Number(lengthText);
    if (!Number.isInteger(length) || length < 1 || length > VARCHAR_MAX) throw badRequest('vdDataLengthInvalid', { name, length: lengthText });
    return { dataType: type, length, scale: null };
  }
  if (type === 'decimal' && lengthText !== '') {
    const match = /^(\d{1,2})(?:\s*,\s*(\d{1,2}))?$/.exec(lengthText);
    const precision = Number(match?.[1]);
    const scale = match?.[2] === undefined ? 0 : Number(match[2]);
    if (!match || precision < 1 || precision > 38 || scale > precision || scale > 15) throw badRequest('vdDataLengthInvalid', { name, length: lengthText });
    return { dataType: type, length: null, scale };
  }
  return { dataType: type, length: null, scale: null };
}

function parseTables(source: string | null): Map<string, DeclaredTable> {
  const raw = parseJson('tables', source) ?? [];
  if (!Array.isArray(raw)) throw shapeError('tables', 'array');
  const tables = new Map<string, DeclaredTable>();
  for (const [index, item] of raw.entries()) {
    if (!isRecord(item)) throw shapeError('tables', `[${index}]`);
    const table = text(item.table) ?? '';
    const problem = tableNameProblem(table);
    if (problem === 'format') throw badRequest('vdTableNameInvalid', { name: table, max: IDENTIFIER_MAX });
    if (problem === 'reserved') throw badRequest('vdTableNameReserved', { name: table });
    if (tables.has(table.toLowerCase())) throw badRequest('vdTableDuplicate', { name: table });
    const kind = String(item.typeId) === '1' ? 'main' : 'child';
    const columns = new Map<string, DeclaredColumn>();
    const fields = item.fields ?? [];
    if (!Array.isArray(fields)) throw shapeError('tables', `${table}.fields`);
    for (const field of fields) {
      if (!isRecord(field)) throw shapeError('tables', `${table}.fields`);
      const name = text(field.field) ?? '';
      // The key and system columns are the server's; a model may list them (JNPF's tables do).
      if (field.primaryKey === true || field.primaryKey === 1 || fieldNameProblem(name) !== null) continue;
      columns.set(name.toLowerCase(), declaredColumn(name, field.dataType, field.dataLength));
    }
    tables.set(table.toLowerCase(), { table, kind, columns });
  }
  const mains = [...tables.values()].filter((table) => table.kind === 'main');
  if (mains.length > 1) throw badRequest('vdMainTableMany');
  return tables;
}

/** JNPF writes patterns as "/^\d+$/i" or bare; RE2 runs them in linear time (no backtracking blow-up on hostile input). */
function compileRule(label: string, raw: unknown): FieldRule | null {
  if (!isRecord(raw)) return null;
  const written = text(raw.pattern) ?? '';
  if (written.trim() === '') return null;
  if (written.length > PATTERN_MAX) throw badRequest('vdPatternInvalid', { label, pattern: written.slice(0, 40) });
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(written);
  const source = literal ? (literal[1] as string) : written;
  const flags = literal ? (literal[2] as string) : '';
  let flagBits = 0;
  if (flags.includes('i')) flagBits |= RE2JS.CASE_INSENSITIVE;
  if (flags.includes('m')) flagBits |= RE2JS.MULTILINE;
  if (flags.includes('s')) flagBits |= RE2JS.DOTALL;
  try {
    return { pattern: RE2JS.compile(source, flagBits), source: written, message: text(raw.message) ?? '' };
  } catch {
    // Also lookarounds and backreferences: RE2 refuses them because they need backtracking.
    throw badRequest('vdPatternInvalid', { label, pattern: written });
  }
}

/** value → label of static options, tree options flattened (cascader, tree select). */
function staticLabels(label: string, options: unknown, valueKey: string, labelKey: string, childrenKey: string): Map<string, string> {
  const labels = new Map<string, string>();
  const walk = (list: unknown, depth: number): void => {
    if (!Array.isArray(list) || depth > DEPTH_MAX) return;
    for (const option of list) {
      if (!isRecord(option)) continue;
      const value = text(option[valueKey]);
      if (value !== null) labels.set(value, text(option[labelKey]) ?? value);
      if (labels.size > OPTIONS_MAX) throw shapeError('formData', `${label}.options`);
      walk(option[childrenKey], depth + 1);
    }
  };
  walk(options, 0);
  return labels;
}

function optionSource(label: string, field: Json, config: Json): OptionSource {
  const props = isRecord(field.props) ? field.props : isRecord(config.props) ? config.props : {};
  const valueKey = text(props.value) ?? 'id';
  const source = text(config.dataType) ?? 'static';
  if (source === 'dictionary') {
    const typeId = text(config.dictionaryType) ?? '';
    if (typeId === '') throw badRequest('vdDictionaryMissing', { label });
    return { kind: 'dictionary', typeId, valueKey: valueKey === 'enCode' ? 'enCode' : 'id' };
  }
  if (source === 'dynamic') {
    const interfaceId = text(config.propsUrl) ?? '';
    if (interfaceId === '') throw badRequest('vdInterfaceMissing', { label });
    return { kind: 'dynamic', interfaceId };
  }
  if (source !== 'static') throw badRequest('vdOptionSourceUnknown', { label, source });
  const options = Array.isArray(field.options) ? field.options : isRecord(field.__slot__) ? field.__slot__.options : config.options;
  return { kind: 'static', labels: staticLabels(label, options, valueKey, text(props.label) ?? 'fullName', text(props.children) ?? 'children') };
}

interface Scope {
  /** Names taken in this scope, lower case → label. */
  names: Map<string, string>;
  table: DeclaredTable | null;
  fields: CompiledField[];
  /** Calculated fields with isStorage off. */
  unstored: CompiledField[];
}

interface SubTable {
  key: string;
  label: string;
  table: DeclaredTable;
  fields: CompiledField[];
  unstored: CompiledField[];
}

/** Related attributes: display only, or stored when their isStorage is on. */
const RELATION_ATTR_KINDS: Readonly<Record<string, readonly string[]>> = {
  relationFormAttr: ['relationForm'],
  popupAttr: ['popupSelect', 'popupTableSelect'],
};

/** JNPF keeps isStorage on the field; some exports have it in __config__. */
const storageFlag = (field: Json, config: Json): unknown => field.isStorage ?? config.isStorage;

interface Walk {
  tables: Map<string, DeclaredTable>;
  main: DeclaredTable | null;
  mainScope: Scope;
  subTables: SubTable[];
  count: number;
  formulas: Map<CompiledField, string>;
}

function claimName(scope: Scope, name: string, label: string): void {
  const problem = fieldNameProblem(name);
  if (problem === 'format') throw badRequest('vdFieldNameInvalid', { name, max: IDENTIFIER_MAX });
  if (problem === 'reserved') throw badRequest('vdFieldNameReserved', { name });
  if (scope.names.has(name.toLowerCase())) throw badRequest('vdFieldNameDuplicate', { name, label });
  scope.names.set(name.toLowerCase(), label);
}

function compileField(walk: Walk, scope: Scope, field: Json, config: Json, jnpfKey: string, label: string): CompiledField {
  const info = STORED_KINDS[jnpfKey];
  if (!info) throw badRequest('vdKindUnknown', { label, key: jnpfKey });
  const vModel = text(field.__vModel__) ?? '';
  if (vModel === '') throw badRequest('vdFieldNameMissing', { label });
  claimName(scope, vModel, label);
  const tableName = text(config.tableName) ?? '';
  if (tableName !== '' && scope.table && tableName.toLowerCase() !== scope.table.table.toLowerCase()) {
    throw badRequest('vdFieldTableUnknown', { label, table: tableName });
  }
  const multiple = field.multiple === true && info.multipleShape !== undefined;
  const shape = multiple ? (info.multipleShape ?? info.shape) : info.shape;
  const declared = scope.table?.columns.get(vModel.toLowerCase());
  const column = declared ?? { ...defaultDataType(shape, info.long === true), scale: null };
  if (!SHAPE_TYPES[shape].includes(column.dataType)) throw badRequest('vdTypeIncompatible', { name: vModel, type: column.dataType, label });
  const precision = finite(field.precision);
  const compiled: CompiledField = {
    vModel,
    label,
    jnpfKey,
    shape,
    multiple,
    dataType: column.dataType,
    length: column.dataType === 'varchar' ? column.length ?? VARCHAR_DEFAULT : null,
    scale: column.scale ?? (precision !== null && precision >= 0 && precision <= 15 ? Math.floor(precision) : jnpfKey === 'calculate' ? 2 : null),
    required: config.required === true && info.fill === undefined,
    rules: (Array.isArray(config.regList) ? config.regList : []).map((rule) => compileRule(label, rule)).filter((rule): rule is FieldRule => rule !== null),
    min: finite(field.min),
    max: finite(field.max),
    maxlength: finite(field.maxlength),
    options: info.options ? optionSource(label, field, config) : null,
    ref: info.ref ?? null,
    fill: info.fill ?? null,
    billRule: null,
    formula: null,
    switchText: jnpfKey === 'switch' ? { on: text(field.activeTxt) ?? '开', off: text(field.inactiveTxt) ?? '关' } : null,
    relation: null,
    relationAttr: null,
    upload: jnpfKey === 'uploadFz' || jnpfKey === 'uploadImg' ? { limit: Math.max(0, Math.floor(finite(field.limit) ?? 0)), image: jnpfKey === 'uploadImg' } : null,
  };
  if (jnpfKey === 'relationForm') {
    const modelId = text(field.modelId) ?? '';
    if (modelId === '') throw badRequest('vdRelationModelMissing', { label });
    compiled.relation = { modelId, showField: text(field.relationField) ?? '' };
  }
  if (jnpfKey in RELATION_ATTR_KINDS) {
    const link = text(field.relationField) ?? '';
    const showField = text(field.showField) ?? '';
    if (link === '' || showField === '') throw badRequest('vdRelationAttrIncomplete', { label });
    compiled.relationAttr = { link, showField };
  }
  if (jnpfKey === 'billRule') {
    compiled.billRule = text(config.billRule) ?? '';
    if (compiled.billRule === '') throw badRequest('vdBillRuleMissing', { label });
  }
  if (jnpfKey === 'calculate') {
    const source = formulaText(config.expression ?? field.expression);
    if (source === null || source.trim() === '') throw badRequest('vdFormulaEmpty', { label });
    walk.formulas.set(compiled, source);
  }
  return compiled;
}

function walkFields(walk: Walk, list: unknown, scope: Scope, sub: SubTable | null, depth: number): void {
  if (list === undefined || list === null) return;
  if (!Array.isArray(list) || depth > DEPTH_MAX) throw shapeError('formData', 'fields');
  for (const item of list) {
    if (!isRecord(item)) throw shapeError('formData', 'fields');
    const config = isRecord(item.__config__) ? item.__config__ : null;
    if (!config) throw shapeError('formData', '__config__');
    walk.count += 1;
    if (walk.count > FIELDS_MAX) throw badRequest('vdTooManyFields', { max: FIELDS_MAX });
    const jnpfKey = text(config.jnpfKey);
    const label = text(config.label) ?? text(item.__vModel__) ?? jnpfKey ?? '';
    // Panes of tabs and collapses carry children without a kind of their own.
    if (jnpfKey !== null && jnpfKey in RELATION_ATTR_KINDS && isStorageOn(storageFlag(item, config))) {
      scope.fields.push(compileField(walk, scope, item, config, jnpfKey, label));
      continue;
    }
    if (jnpfKey === null || jnpfKey === '' || LAYOUT_KINDS.has(jnpfKey)) {
      walkFields(walk, config.children, scope, sub, depth + 1);
      continue;
    }
    if (jnpfKey === SUB_TABLE_KIND) {
      if (sub) throw badRequest('vdNestedSubTable', { label: sub.label });
      walk.subTables.push(subTableOf(walk, scope, item, config, label, depth));
      continue;
    }
    const compiled = compileField(walk, scope, item, config, jnpfKey, label);
    // A calculated field is stored unless its isStorage is set and off (JNPF's older forms lack it).
    const flag = storageFlag(item, config);
    if (jnpfKey === 'calculate' && flag !== undefined && flag !== null && !isStorageOn(flag)) scope.unstored.push(compiled);
    else scope.fields.push(compiled);
  }
}

/** A stored related attribute must name a related-form (or popup) field of its own table. */
function checkRelationAttrs(table: CompiledTable): void {
  for (const field of table.fields) {
    if (!field.relationAttr) continue;
    const link = table.fields.find((other) => other.vModel.toLowerCase() === field.relationAttr?.link.toLowerCase());
    if (!link || !(RELATION_ATTR_KINDS[field.jnpfKey] ?? []).includes(link.jnpfKey)) {
      throw badRequest('vdRelationAttrLinkUnknown', { label: field.label, name: field.relationAttr.link });
    }
  }
}

function subTableOf(walk: Walk, scope: Scope, item: Json, config: Json, label: string, depth: number): SubTable {
  const key = text(item.__vModel__) ?? '';
  if (key === '') throw badRequest('vdFieldNameMissing', { label });
  claimName(scope, key, label);
  const tableName = text(config.tableName) ?? '';
  if (tableName === '') throw badRequest('vdSubTableTableMissing', { label });
  const table = walk.tables.get(tableName.toLowerCase());
  if (!table) throw badRequest('vdFieldTableUnknown', { label, table: tableName });
  if (table.kind !== 'child') throw badRequest('vdSubTableNotChild', { label, table: table.table });
  if (walk.subTables.some((other) => other.table === table)) throw badRequest('vdSubTableShared', { table: table.table });
  const sub: SubTable = { key, label, table, fields: [], unstored: [] };
  const childScope: Scope = { names: new Map(), table, fields: sub.fields, unstored: sub.unstored };
  walkFields(walk, config.children, childScope, sub, depth + 1);
  if (sub.fields.length === 0 && sub.unstored.length === 0) throw badRequest('vdSubTableEmpty', { label });
  return sub;
}

const NUMERIC_SHAPES = new Set(['number', 'integer']);

/** Parses each formula and checks what it names; returns the calculated fields in evaluation order. */
function compileFormulas(walk: Walk, main: CompiledTable, children: readonly CompiledTable[]): CalcStep[] {
  const tableOf = new Map<CompiledField, CompiledTable>();
  for (const table of [main, ...children]) for (const field of allFields(table)) tableOf.set(field, table);
  const find = (table: CompiledTable, name: string) => allFields(table).find((field) => field.vModel.toLowerCase() === name.toLowerCase());
  const childByKey = (key: string) => children.find((child) => child.key?.toLowerCase() === key.toLowerCase());
  const edges = new Map<CompiledField, CompiledField[]>();

  for (const [field, source] of walk.formulas) {
    const table = tableOf.get(field) as CompiledTable;
    let formula: Formula;
    try {
      formula = parseFormula(source);
    } catch (error) {
      if (error instanceof FormulaError) throw badRequest('vdFormulaSyntax', { label: field.label, position: error.position });
      throw error;
    }
    const reads: CompiledField[] = [];
    for (const ref of formulaRefs(formula)) {
      const written = ref.column === null ? ref.name : `${ref.name}.${ref.column}`;
      let target: CompiledField | undefined;
      if (ref.column === null) target = (table.kind === 'child' ? find(table, ref.name) : undefined) ?? find(main, ref.name);
      else {
        const child = childByKey(ref.name);
        target = child ? find(child, ref.column) : undefined;
      }
      if (!target) throw badRequest('vdFormulaUnknownField', { label: field.label, name: written });
      if (!NUMERIC_SHAPES.has(target.shape)) throw badRequest('vdFormulaNotNumber', { label: field.label, name: written });
      reads.push(target);
    }
    field.formula = formula;
    edges.set(field, reads);
  }

  // Depth-first, marking fields in progress: meeting one again is a loop, reported along its path.
  const order: CalcStep[] = [];
  const state = new Map<CompiledField, 'active' | 'done'>();
  const nameOf = (field: CompiledField): string => {
    const table = tableOf.get(field) as CompiledTable;
    return table.key ? `${table.key}.${field.vModel}` : field.vModel;
  };
  const visit = (field: CompiledField, path: CompiledField[]): void => {
    const seen = state.get(field);
    if (seen === 'done') return;
    if (seen === 'active') {
      const loop = [...path.slice(path.indexOf(field)), field].map(nameOf).join(' → ');
      throw badRequest('vdFormulaLoop', { path: loop });
    }
    state.set(field, 'active');
    for (const read of edges.get(field) ?? []) if (read.fill === 'calculate') visit(read, [...path, field]);
    state.set(field, 'done');
    order.push({ table: tableOf.get(field) as CompiledTable, field });
  };
  for (const field of edges.keys()) visit(field, []);
  return order;
}

const BUTTON_CODES: Readonly<Record<string, string>> = {
  add: 'btn_add', edit: 'btn_edit', remove: 'btn_remove', batchRemove: 'btn_batchRemove', download: 'btn_download',
  upload: 'btn_upload', print: 'btn_print', detail: 'btn_detail',
};

function listSettings(source: string | null, main: CompiledTable, children: readonly CompiledTable[]): ListSettings {
  const raw = parseJson('columnData', source) ?? {};
  if (!isRecord(raw)) throw shapeError('columnData', 'object');
  const known = (prop: string): boolean => {
    if (unstored(prop)) throw badRequest('vdColumnNotStored', { name: prop });
    if (main.fields.some((field) => field.vModel.toLowerCase() === prop.toLowerCase())) return true;
    // A sub-table column shown in the list (JNPF: "tableField101-amount").
    const [key, column] = prop.split('-');
    const child = children.find((table) => table.key?.toLowerCase() === key?.toLowerCase());
    return column !== undefined && child !== undefined && child.fields.some((field) => field.vModel.toLowerCase() === column.toLowerCase());
  };
  const unstored = (prop: string) => allFields(main).some((field) => field.vModel.toLowerCase() === prop.toLowerCase()) && !main.fields.some((field) => field.vModel.toLowerCase() === prop.toLowerCase());
  const found = (prop: string) => main.fields.find((field) => field.vModel.toLowerCase() === prop.toLowerCase());
  // A field without a column cannot be listed, searched, sorted or grouped by.
  const mainField = (prop: string) => {
    if (unstored(prop)) throw badRequest('vdColumnNotStored', { name: prop });
    return found(prop);
  };
  const list = (name: string): Json[] => {
    const value = raw[name] ?? [];
    if (!Array.isArray(value)) throw shapeError('columnData', name);
    return value.map((item) => {
      if (!isRecord(item)) throw shapeError('columnData', name);
      return item;
    });
  };
  const columns: ListColumn[] = list('columnList').map((item) => {
    const prop = text(item.prop) ?? '';
    if (!known(prop)) throw badRequest('vdColumnUnknown', { name: prop });
    return { prop: mainField(prop)?.vModel ?? prop, label: text(item.label) ?? prop, sortable: item.sortable === true || item.sortable === 'custom' };
  });
  const search: SearchField[] = list('searchList').map((item) => {
    const prop = text(item.prop) ?? text(item.__vModel__) ?? '';
    const field = mainField(prop);
    if (!field) throw badRequest('vdColumnUnknown', { name: prop });
    const type = Number(item.searchType);
    return { prop: field.vModel, label: text(item.label) ?? field.label, searchType: type === 2 || type === 3 ? type : 1 };
  });
  const sidx = text(raw.defaultSidx) ?? '';
  if (sidx !== '' && !mainField(sidx)) throw badRequest('vdColumnUnknown', { name: sidx });
  const relation = Number(raw.type) === 2 ? text(raw.treeRelation) ?? '' : '';
  if (relation !== '' && !mainField(relation)) throw badRequest('vdColumnUnknown', { name: relation });
  const buttons = new Map<string, string>();
  for (const item of [...list('btnsList'), ...list('columnBtnsList')]) {
    const code = BUTTON_CODES[text(item.value) ?? ''];
    if (code && !buttons.has(code)) buttons.set(code, text(item.label) ?? code);
  }
  return {
    columns,
    search,
    defaultSidx: sidx === '' ? null : (mainField(sidx) as CompiledField).vModel,
    sort: raw.sort === 'asc' ? 'asc' : 'desc',
    treeRelation: relation === '' ? null : (mainField(relation) as CompiledField).vModel,
    buttons: [...buttons].map(([enCode, label]) => ({ enCode, label })),
  };
}

/** The whole model, or a 400 naming what is wrong. A model without a form yet is `null` (a fresh draft). */
export function compileModel(json: ModelJson): CompiledModel | null {
  const form = parseJson('formData', json.formData);
  const tables = parseTables(json.tables);
  if (form === null) {
    listSettings(json.columnData, { table: '', physical: '', kind: 'main', key: null, label: '', fields: [], unstored: [] }, []);
    return null;
  }
  if (!isRecord(form)) throw shapeError('formData', 'object');
  const main = [...tables.values()].find((table) => table.kind === 'main') ?? null;
  const walk: Walk = {
    tables,
    main,
    mainScope: { names: new Map(), table: main, fields: [], unstored: [] },
    subTables: [],
    count: 0,
    formulas: new Map(),
  };
  walkFields(walk, form.fields, walk.mainScope, null, 0);
  if (!main) {
    if (walk.mainScope.fields.length === 0 && walk.mainScope.unstored.length === 0 && walk.subTables.length === 0) return null;
    throw badRequest('vdMainTableMissing');
  }
  const mainTable: CompiledTable = {
    table: main.table, physical: physicalTable(main.table), kind: 'main', key: null, label: main.table, fields: walk.mainScope.fields, unstored: walk.mainScope.unstored,
  };
  const children: CompiledTable[] = walk.subTables.map((sub) => ({
    table: sub.table.table, physical: physicalTable(sub.table.table), kind: 'child', key: sub.key, label: sub.label, fields: sub.fields, unstored: sub.unstored,
  }));
  for (const table of [mainTable, ...children]) checkRelationAttrs(table);
  const calcOrder = compileFormulas(walk, mainTable, children);
  return { main: mainTable, children, list: listSettings(json.columnData, mainTable, children), calcOrder };
}
