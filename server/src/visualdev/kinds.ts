/**
 * The field kinds of the form designer (JNPF's jnpfKey, as in the issue 15 contract) and what the
 * server does with each: whether it stores a value, the value's shape, who fills it, where its
 * options or ids come from.
 */

/** How a value looks in JSON and in its column. `json` values (arrays, files) are stored as JSON text. */
export type ValueShape = 'text' | 'number' | 'integer' | 'datetime' | 'json';

/** Kinds the server fills itself; the client's value for them is ignored. */
export type ServerFill = 'createUser' | 'createTime' | 'modifyUser' | 'modifyTime' | 'currOrganize' | 'currDept' | 'currPosition' | 'billRule' | 'calculate' | 'relationAttr';

/** Tables a picker's ids must exist in. `usersMixed` holds `id--type` entries of several kinds. */
export type RefSource = 'users' | 'organizations' | 'positions' | 'roles' | 'groups' | 'areas' | 'usersMixed';

export interface KindInfo {
  /** The value's shape; `multiple` picks the second one for kinds that can hold several. */
  shape: ValueShape;
  multipleShape?: ValueShape;
  fill?: ServerFill;
  /** Values come from options (static, dictionary or a data interface). */
  options?: boolean;
  /** Option values form a tree (path arrays for cascaders). */
  tree?: boolean;
  ref?: RefSource;
  /** A long text: `text` rather than varchar(255) when the model does not say. */
  long?: boolean;
}

/**
 * Kinds that only lay out or decorate the form; their children (if any) are walked. The two related
 * attributes are stored when their isStorage is on (STORED_KINDS says how).
 */
export const LAYOUT_KINDS: ReadonlySet<string> = new Set([
  'row', 'card', 'tab', 'collapse', 'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'button',
  'barcode', 'qrcode', 'relationFormAttr', 'popupAttr',
]);

/** The sub-table kind: its children are the columns of a child table. */
export const SUB_TABLE_KIND = 'table';

export const STORED_KINDS: Readonly<Record<string, KindInfo>> = {
  comInput: { shape: 'text' },
  textarea: { shape: 'text', long: true },
  editor: { shape: 'text', long: true },
  colorPicker: { shape: 'text' },
  time: { shape: 'text' },
  numInput: { shape: 'number' },
  amount: { shape: 'number' },
  rate: { shape: 'number' },
  slider: { shape: 'number' },
  switch: { shape: 'integer' },
  date: { shape: 'datetime' },
  dateRange: { shape: 'json' },
  timeRange: { shape: 'json' },
  radio: { shape: 'text', options: true },
  checkbox: { shape: 'json', options: true },
  select: { shape: 'text', multipleShape: 'json', options: true },
  dicSelect: { shape: 'text', multipleShape: 'json', options: true },
  treeSelect: { shape: 'text', multipleShape: 'json', options: true, tree: true },
  cascader: { shape: 'json', options: true, tree: true },
  uploadFz: { shape: 'json' },
  uploadImg: { shape: 'json' },
  userSelect: { shape: 'text', multipleShape: 'json', ref: 'users' },
  usersSelect: { shape: 'json', ref: 'usersMixed' },
  // JNPF's organisation picker answers the path from the top (an array), one per choice when multiple.
  comSelect: { shape: 'json', ref: 'organizations' },
  depSelect: { shape: 'text', multipleShape: 'json', ref: 'organizations' },
  posSelect: { shape: 'text', multipleShape: 'json', ref: 'positions' },
  roleSelect: { shape: 'text', multipleShape: 'json', ref: 'roles' },
  groupSelect: { shape: 'text', multipleShape: 'json', ref: 'groups' },
  address: { shape: 'json', ref: 'areas' },
  popupSelect: { shape: 'text', multipleShape: 'json' },
  popupTableSelect: { shape: 'text', multipleShape: 'json' },
  relationForm: { shape: 'text' },
  // isStorage on: the linked record's field copied into the record. The server reads it from the
  // linked record itself; a popup row comes from a data interface, so its text is the client's.
  relationFormAttr: { shape: 'text', fill: 'relationAttr' },
  popupAttr: { shape: 'text' },
  billRule: { shape: 'text', fill: 'billRule' },
  calculate: { shape: 'number', fill: 'calculate' },
  createUser: { shape: 'text', fill: 'createUser', ref: 'users' },
  createTime: { shape: 'datetime', fill: 'createTime' },
  modifyUser: { shape: 'text', fill: 'modifyUser', ref: 'users' },
  modifyTime: { shape: 'datetime', fill: 'modifyTime' },
  currOrganize: { shape: 'text', fill: 'currOrganize', ref: 'organizations' },
  currDept: { shape: 'text', fill: 'currDept', ref: 'organizations' },
  currPosition: { shape: 'text', fill: 'currPosition', ref: 'positions' },
};

/** JNPF's isStorage: 1 (or true) stores the field. */
export const isStorageOn = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** The data type labels of spec section 3. */
export const DATA_TYPES = ['varchar', 'int', 'datetime', 'decimal', 'bigint', 'text'] as const;
export type DataType = (typeof DATA_TYPES)[number];

export const isDataType = (value: string): value is DataType => (DATA_TYPES as readonly string[]).includes(value);

/** Which declared types can hold each shape. Numbers may also live in text columns (as canonical decimal text). */
export const SHAPE_TYPES: Readonly<Record<ValueShape, readonly DataType[]>> = {
  text: ['varchar', 'text'],
  number: ['decimal', 'int', 'bigint', 'varchar', 'text'],
  integer: ['int', 'bigint', 'decimal', 'varchar', 'text'],
  // Milliseconds since 1970 need more than 32 bits: int cannot hold them.
  datetime: ['datetime', 'bigint', 'varchar', 'text'],
  json: ['varchar', 'text'],
};

/** The declared type of a field the model's tables do not list. */
export function defaultDataType(shape: ValueShape, long: boolean): { dataType: DataType; length: number | null } {
  switch (shape) {
    case 'text':
      return long ? { dataType: 'text', length: null } : { dataType: 'varchar', length: 255 };
    case 'number':
      return { dataType: 'decimal', length: null };
    case 'integer':
      return { dataType: 'int', length: null };
    case 'datetime':
      return { dataType: 'datetime', length: null };
    case 'json':
      return { dataType: 'text', length: null };
  }
}

/** varchar lengths the designer may declare. */
export const VARCHAR_MAX = 4000;
export const VARCHAR_DEFAULT = 255;
