// The table model a release makes real (contract: `tables`): the main table and one child table per
// sub-table, with the spec's data type labels. Names given before are kept, so a module that was
// released once keeps its tables; new ones are derived from the module's code. The server validates
// and quotes every identifier again.
import { kindOf, LAYOUT_CONTAINERS, subTableColumns, SUB_TABLE, valueFields } from './kinds';
import type { Field, FormData, ModelTable } from './types';

/** The child table's column holding the main record's id. */
export const FOREIGN_KEY = 'foreignId';
export const PRIMARY_KEY = 'id';

const snake = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .toLowerCase();

/** A prefix keeps designed tables apart from the platform's own (a module coded "users"). */
export const mainTableName = (enCode: string): string => `od_${snake(enCode)}`;
export const childTableName = (main: string, tableField: string): string => `${main}_${snake(tableField)}`;

/** Spec section 3 "Data type labels": varchar, int, datetime, decimal, bigint, text. */
export function dataTypeOf(field: Field): { dataType: string; dataLength: number } {
  const kind = kindOf(field);
  if (['numInput', 'amount', 'calculate', 'slider'].includes(kind)) return { dataType: 'decimal', dataLength: 38 };
  if (['switch', 'rate'].includes(kind)) return { dataType: 'int', dataLength: 11 };
  if (['date', 'createTime', 'modifyTime'].includes(kind)) return { dataType: 'datetime', dataLength: 0 };
  if (['textarea', 'editor', 'checkbox', 'cascader', 'address', 'dateRange', 'timeRange', 'uploadFz', 'uploadImg', 'usersSelect', 'comSelect'].includes(kind) || field.multiple === true) {
    return { dataType: 'text', dataLength: 0 };
  }
  return { dataType: 'varchar', dataLength: 255 };
}

const columnOf = (field: Field) => ({ field: field.__vModel__!, fieldName: field.__config__.label, ...dataTypeOf(field), allowNull: 1, primaryKey: 0 });
const keyColumn = (name: string, label: string, primary: boolean) => ({ field: name, fieldName: label, dataType: 'varchar', dataLength: 50, allowNull: primary ? 0 : 1, primaryKey: primary ? 1 : 0 });

/** Sets __config__.tableName on every field: the main table, or its sub-table's child table. */
export function assignTableNames(formData: FormData, enCode: string): FormData {
  const existingMain = valueFields(formData.fields).find((field) => kindOf(field) !== SUB_TABLE && field.__config__.tableName)?.__config__.tableName;
  const main = existingMain || mainTableName(enCode);
  const assign = (fields: readonly Field[], table: string): Field[] =>
    fields.map((field) => {
      const kind = kindOf(field);
      if (kind === SUB_TABLE) {
        const child = field.__config__.tableName || childTableName(main, field.__vModel__ ?? String(field.__config__.renderKey));
        return { ...field, __config__: { ...field.__config__, tableName: child, children: assign(field.__config__.children ?? [], child) } };
      }
      if (LAYOUT_CONTAINERS.has(kind)) return { ...field, __config__: { ...field.__config__, children: assign(field.__config__.children ?? [], table) } };
      return { ...field, __config__: { ...field.__config__, tableName: table } };
    });
  return { ...formData, fields: assign(formData.fields, main) };
}

/** The tables of a form whose fields carry their table names (assignTableNames). */
export function deriveTables(formData: FormData, enCode: string): ModelTable[] {
  const fields = valueFields(formData.fields);
  const mainFields = fields.filter((field) => kindOf(field) !== SUB_TABLE);
  const main = mainFields[0]?.__config__.tableName || mainTableName(enCode);
  const tables: ModelTable[] = [
    { table: main, typeId: '1', relationField: '', tableField: '', fields: [keyColumn(PRIMARY_KEY, 'id', true), ...mainFields.map(columnOf)] },
  ];
  for (const table of fields.filter((field) => kindOf(field) === SUB_TABLE)) {
    tables.push({
      table: table.__config__.tableName || childTableName(main, table.__vModel__ ?? ''),
      typeId: '0',
      relationField: PRIMARY_KEY,
      tableField: FOREIGN_KEY,
      fields: [keyColumn(PRIMARY_KEY, 'id', true), keyColumn(FOREIGN_KEY, 'foreign key', false), ...subTableColumns(table).map(columnOf)],
    });
  }
  return tables;
}
