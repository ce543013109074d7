// A designed module as JNPF's client speaks it (the issue 15 contract): the record of
// /api/visualdev/Base, and the formData / columnData it carries as JSON strings.

/** One static option of a select, radio or checkbox. */
export interface FieldOption {
  id: string;
  fullName: string;
  children?: FieldOption[];
}

/** A validation rule of a field: a regular expression (JNPF writes it as '/…/flags') and its message. */
export interface RegRule {
  pattern: string;
  message: string;
}

export type OptionSource = 'static' | 'dictionary' | 'dynamic';

export interface FieldConfig {
  /** The field kind; kept a string: a module may hold kinds this client does not know yet. */
  jnpfKey: string;
  label: string;
  showLabel?: boolean;
  required?: boolean;
  regList?: RegRule[];
  defaultValue?: unknown;
  /** 1–24 columns of the form's grid. */
  span?: number;
  /** The table that stores the field (a sub-table's columns: the child table). */
  tableName?: string;
  /** Unique per module: the designer's handle of the field. */
  renderKey: number;
  formId?: number;
  visibility?: string[];
  noShow?: boolean;
  dataType?: OptionSource;
  /** Dictionary type id (or enCode) of a dictionary select. */
  dictionaryType?: string;
  /** Data interface id of a 'dynamic' option source. */
  propsUrl?: string;
  /** Bill rule enCode of a bill-rule number. */
  billRule?: string;
  /** Formula of a calculated field over other fields' __vModel__s (JNPF may store it as tokens). */
  expression?: string | unknown[];
  /** Layout containers and sub-tables. */
  children?: Field[];
  /** Columns of a JNPF row kind: kept verbatim. */
  [key: string]: unknown;
}

export interface Field {
  /** The JSON key of the value; absent for layout-only kinds. */
  __vModel__?: string;
  __config__: FieldConfig;
  placeholder?: string;
  disabled?: boolean;
  readonly?: boolean;
  options?: FieldOption[];
  props?: { label?: string; value?: string; children?: string };
  multiple?: boolean;
  precision?: number;
  min?: number;
  max?: number;
  /** Sub-table: 0 adds an empty row, 1 adds rows chosen in a dialog. */
  addType?: 0 | 1;
  showSummary?: boolean;
  /** Sub-table columns summed in its 合计 row. */
  summaryField?: string[];
  /** Any other JNPF property, kept verbatim so a save does not lose it. */
  [key: string]: unknown;
}

export interface FormData {
  formRef: string;
  labelWidth: number;
  labelPosition: string;
  gutter: number;
  formBtns: boolean;
  fields: Field[];
  [key: string]: unknown;
}

export interface ListColumn {
  prop: string;
  label: string;
  width?: number | null;
  align?: 'left' | 'center' | 'right';
  sortable?: boolean;
  jnpfKey?: string;
}

/** 1 equals, 2 contains, 3 a range. */
export type SearchType = 1 | 2 | 3;

export interface SearchItem {
  prop: string;
  label: string;
  jnpfKey?: string;
  searchType: SearchType;
}

export type ListButtonValue = 'add' | 'edit' | 'remove' | 'batchRemove' | 'download' | 'upload' | 'print';
export type RowButtonValue = 'edit' | 'remove' | 'detail';

export interface ListButton<V extends string = string> {
  value: V;
  label: string;
}

export type PopupType = 'general' | 'fullScreen' | 'drawer';

export interface ColumnData {
  columnList: ListColumn[];
  searchList: SearchItem[];
  defaultSidx: string;
  sort: 'asc' | 'desc';
  hasPage: boolean;
  pageSize: number;
  /** 1 a plain list, 2 a list with a tree on the left. */
  type: 1 | 2;
  treeDataSource?: 'dictionary' | 'organize';
  treeDictionary?: string;
  /** The column the chosen tree node filters. */
  treeRelation?: string;
  btnsList: ListButton[];
  columnBtnsList: ListButton[];
  popupType: PopupType;
  generalWidth: string;
  fullScreenWidth: string;
  drawerWidth: string;
  hasPrintBtn?: boolean;
  printId?: string;
  printButtonText?: string;
  showSummary?: boolean;
  summaryField?: string[];
  [key: string]: unknown;
}

/** A designed module as /api/visualdev/Base lists and answers it. */
export interface VisualDevRecord {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** The category's name, when the server resolves it. */
  categoryName?: string;
  type: number;
  /** 0 draft, 1 released. */
  state: number;
  description?: string;
  sortCode?: number;
  formData?: string | null;
  columnData?: string | null;
  tables?: string | null;
  dbLinkId?: string;
  creatorTime?: number | null;
  lastModifyTime?: number | null;
  enabledMark?: number;
}

/** What the editor saves (POST creates, PUT /{id} updates). */
export interface VisualDevForm {
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  description: string;
  sortCode: number;
  formData: string;
  columnData: string;
  tables: string;
  dbLinkId: string;
}

/** A table of the model: the main one ('1') or a sub-table's child ('0'). */
export interface ModelTable {
  table: string;
  typeId: '1' | '0';
  relationField: string;
  tableField: string;
  fields: { field: string; fieldName: string; dataType: string; dataLength: number; allowNull: number; primaryKey: number }[];
}
