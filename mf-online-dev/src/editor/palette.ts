// The designer's palette: every field kind of issue 15, grouped as JNPF's designer groups them
// (basic, advanced, system, layout), each starting as the JNPF field it stands for with sensible
// defaults. Containers take fields by the rules of `canContain` (the server's rules: a sub-table
// holds value columns only and never another sub-table).
import { DISPLAY_KINDS, isPaneKind, LAYOUT_CONTAINERS, SUB_TABLE, SYSTEM_KINDS } from '../model/kinds';
import type { Field, FieldConfig } from '../model/types';

export type PaletteGroup = 'basic' | 'advanced' | 'system' | 'layout';

export const PALETTE: Readonly<Record<PaletteGroup, readonly string[]>> = {
  basic: [
    'comInput', 'textarea', 'numInput', 'amount', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'treeSelect',
    'date', 'dateRange', 'time', 'timeRange', 'colorPicker', 'rate', 'slider', 'editor', 'uploadFz', 'uploadImg',
  ],
  advanced: [
    'userSelect', 'comSelect', 'depSelect', 'posSelect', 'roleSelect', 'groupSelect', 'address', 'dicSelect',
    'popupSelect', 'popupTableSelect', 'relationForm', 'relationFormAttr', 'billRule', 'calculate', 'barcode', 'qrcode', 'table',
  ],
  system: ['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition'],
  layout: ['row', 'card', 'tab', 'collapse', 'groupTitle', 'divider', 'JNPFText', 'link', 'alert', 'button'],
};

export const PALETTE_GROUPS = Object.keys(PALETTE) as PaletteGroup[];

/** Every kind the palette offers. */
export const PALETTE_KINDS: readonly string[] = PALETTE_GROUPS.flatMap((group) => PALETTE[group]);

/** Kinds offered as sub-table columns (a sub-table's own select; drag and drop follows `canContain`). */
export const COLUMN_KINDS: readonly string[] = PALETTE_KINDS.filter((kind) => canContain(SUB_TABLE, kind));

/** Kinds whose options the property form edits (static list, dictionary or data interface). */
export const OPTION_KINDS: ReadonlySet<string> = new Set(['select', 'radio', 'checkbox', 'cascader', 'treeSelect']);

/** Options that form a tree. */
export const TREE_OPTION_KINDS: ReadonlySet<string> = new Set(['cascader', 'treeSelect']);

/** Kinds a sub-table's 合计 row can sum. */
export const NUMBER_KINDS: ReadonlySet<string> = new Set(['numInput', 'amount', 'calculate', 'rate', 'slider']);

/** Kinds that are a pick from a data interface. */
export const POPUP_KINDS: ReadonlySet<string> = new Set(['popupSelect', 'popupTableSelect']);

/**
 * Whether a container of kind `container` (null: the form itself) takes a field of `kind`. Tabs
 * and collapses hold panes only; panes, rows and cards hold what the form holds; a sub-table holds
 * value columns (no layout, display or system kinds, no sub-table).
 */
export function canContain(container: string | null, kind: string): boolean {
  if (isPaneKind(kind)) return false;
  if (container === null || container === 'row' || container === 'card' || isPaneKind(container)) return true;
  if (container === SUB_TABLE) return kind !== SUB_TABLE && !LAYOUT_CONTAINERS.has(kind) && !DISPLAY_KINDS.has(kind) && !SYSTEM_KINDS.has(kind);
  return false;
}

/** Kinds that hold no value: no __vModel__. */
const NAMELESS = (kind: string) => LAYOUT_CONTAINERS.has(kind) || DISPLAY_KINDS.has(kind);

/** The JNPF name of a field's value: the kind and its key (a sub-table: tableField + key). */
export function defaultFieldName(kind: string, key: number): string {
  return kind === 'table' ? `tableField${key}` : `${kind}${key}`;
}

/** Texts a new field shows that depend on the language (the palette passes them in). */
export interface NewFieldTexts {
  /** A pane's title without its number ("标签页" → "标签页1"). */
  pane?: string;
  /** The first options of a choice ("选项" → "选项1", "选项2"). */
  option?: string;
}

/** A pane of a tab or collapse. */
function pane(kind: string, key: number, title: string, name: string): Field {
  return { title, name, __config__: { jnpfKey: kind, label: title, renderKey: key, children: [] } };
}

/**
 * A new field of `kind` with JNPF's defaults. `tableName` is the table that stores it, when known.
 * Tabs and collapses come with panes that take the keys after `key` (see `keysUsed`).
 */
export function newField(kind: string, key: number, label: string, tableName = '', texts: NewFieldTexts = {}): Field {
  const config: FieldConfig = {
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
  const field: Field = { ...(NAMELESS(kind) ? {} : { __vModel__: defaultFieldName(kind, key) }), __config__: config, placeholder: '' };
  const options = () => [1, 2].map((n) => ({ id: String(n), fullName: `${texts.option ?? 'Option'}${n}` }));
  const choice = { options: options(), props: { label: 'fullName', value: 'id', children: 'children' } };
  const computed = { ...field, readonly: true, disabled: true };
  switch (kind) {
    case 'comInput':
      return { ...field, clearable: true, maxlength: null };
    case 'textarea':
      return { ...field, autosize: { minRows: 4, maxRows: 4 }, maxlength: null };
    case 'numInput':
      // No precision: the number is kept as typed (a precision of 0 would store 120.5 as 121).
      return { ...field, controls: true };
    case 'amount':
      return { ...field, precision: 2 };
    case 'switch':
      return { ...field, activeValue: 1, inactiveValue: 0, activeTxt: '开', inactiveTxt: '关', __config__: { ...config, defaultValue: 0 } };
    case 'radio':
      return { ...field, ...choice, __config__: { ...config, dataType: 'static' } };
    case 'select':
      return { ...field, ...choice, multiple: false, filterable: false, clearable: true, __config__: { ...config, dataType: 'static' } };
    case 'checkbox':
      return { ...field, ...choice, __config__: { ...config, dataType: 'static', defaultValue: [] } };
    case 'cascader':
      return { ...field, ...choice, multiple: false, separator: '/', __config__: { ...config, dataType: 'static', defaultValue: [] } };
    case 'treeSelect':
      return { ...field, ...choice, multiple: false, __config__: { ...config, dataType: 'static' } };
    case 'date':
      return { ...field, type: 'date', format: 'yyyy-MM-dd' };
    case 'dateRange':
      return { ...field, type: 'daterange', format: 'yyyy-MM-dd', __config__: { ...config, defaultValue: [] } };
    case 'time':
      return { ...field, format: 'HH:mm:ss', valueFormat: 'HH:mm:ss' };
    case 'timeRange':
      return { ...field, format: 'HH:mm:ss', valueFormat: 'HH:mm:ss', __config__: { ...config, defaultValue: [] } };
    case 'colorPicker':
      return { ...field, showAlpha: false, colorFormat: 'hex' };
    case 'rate':
      return { ...field, max: 5, allowHalf: false, showScore: false, __config__: { ...config, defaultValue: 0 } };
    case 'slider':
      return { ...field, min: 0, max: 100, step: 1, __config__: { ...config, defaultValue: 0 } };
    case 'editor':
      return field;
    case 'uploadFz':
      // Spec: type annex, no limit, 100 MB files, the default path.
      return { ...field, accept: '', limit: 0, fileSize: 100, sizeUnit: 'MB', pathType: 'defaultPath', buttonText: '选择文件', __config__: { ...config, defaultValue: [] } };
    case 'uploadImg':
      return { ...field, accept: 'image/*', limit: 0, fileSize: 10, sizeUnit: 'MB', pathType: 'defaultPath', __config__: { ...config, defaultValue: [] } };
    case 'userSelect':
    case 'depSelect':
    case 'posSelect':
    case 'roleSelect':
    case 'groupSelect':
      return { ...field, multiple: false };
    case 'comSelect':
      return { ...field, multiple: false, __config__: { ...config, defaultValue: [] } };
    case 'address':
      // 0 province, 1 city, 2 district, 3 street.
      return { ...field, multiple: false, level: 2, __config__: { ...config, defaultValue: [] } };
    case 'dicSelect':
      return { ...field, multiple: false, props: { label: 'fullName', value: 'id' }, __config__: { ...config, dataType: 'dictionary', dictionaryType: '' } };
    case 'popupSelect':
    case 'popupTableSelect':
      return {
        ...field,
        interfaceId: '',
        columnOptions: [],
        propsValue: 'id',
        relationField: 'fullName',
        hasPage: true,
        pageSize: 20,
        multiple: false,
        popupType: 'dialog',
        popupWidth: '800px',
        templateJson: [],
      };
    case 'relationForm':
      return { ...field, modelId: '', relationField: '', columnOptions: [], hasPage: true, pageSize: 20 };
    case 'relationFormAttr':
      return { ...field, relationField: '', showField: '', isStorage: 0 };
    case 'billRule':
      return { ...computed, __config__: { ...config, billRule: '' } };
    case 'calculate':
      return { ...computed, precision: 2, isStorage: 1, __config__: { ...config, expression: '' } };
    case 'barcode':
      // Spec: code128, width 4, height 40.
      return { ...field, format: 'CODE128', lineColor: '#000000', background: '#ffffff', width: 4, height: 40, dataType: 'static', staticText: '', relationField: '' };
    case 'qrcode':
      return { ...field, colorDark: '#000000', colorLight: '#ffffff', size: 100, dataType: 'static', staticText: '', relationField: '' };
    case 'createUser':
    case 'modifyUser':
    case 'currOrganize':
    case 'currDept':
    case 'currPosition':
      return computed;
    case 'createTime':
    case 'modifyTime':
      return { ...computed, format: 'yyyy-MM-dd HH:mm:ss' };
    case 'table':
      return { ...field, addType: 0, showSummary: false, summaryField: [], __config__: { ...config, children: [] } };
    case 'row':
      return { ...field, type: 'default', justify: 'start', align: 'top', __config__: { ...config, layout: 'rowFormItem', children: [] } };
    case 'card':
      return { ...field, header: label, shadow: 'never', __config__: { ...config, children: [] } };
    case 'tab': {
      const panes = [1, 2].map((n) => pane('tabItem', key + n, `${texts.pane ?? 'Tab'}${n}`, String(n)));
      return { ...field, type: '', tabPosition: 'top', __config__: { ...config, active: '1', children: panes } };
    }
    case 'collapse': {
      const panes = [pane('collapseItem', key + 1, `${texts.pane ?? 'Panel'}1`, '1')];
      return { ...field, accordion: false, __config__: { ...config, active: ['1'], children: panes } };
    }
    case 'divider':
      return { ...field, content: '', contentPosition: 'center' };
    case 'groupTitle':
      return { ...field, content: label, contentPosition: 'left' };
    case 'JNPFText':
      return { ...field, content: label, textStyle: { color: '#000000', 'font-size': '12px', 'text-align': 'left' } };
    case 'link':
      return { ...field, content: label, href: '', target: '_blank' };
    case 'alert':
      return { ...field, title: label, type: 'info', description: '', closable: false, showIcon: true };
    case 'button':
      return { ...field, buttonText: label, type: 'primary', align: 'left' };
    default:
      return field;
  }
}

/** A new pane for a tab or collapse (its kind: tabItem / collapseItem). */
export function newPane(containerKind: string, key: number, title: string, name: string): Field {
  return pane(containerKind === 'tab' ? 'tabItem' : 'collapseItem', key, title, name);
}
