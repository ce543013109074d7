// The table model a release makes real (contract: `tables`): the main table and one child table per
// sub-table. Names given before are kept, so a released module keeps its tables; new ones are derived
// from the module's code. Column types are the server's to choose by field kind (the basic editor
// offers none); types a module already declares (an imported JNPF module) are kept. The server
// validates and quotes every identifier again.
import { kindOf, LAYOUT_CONTAINERS, SUB_TABLE, valueFields } from './kinds';
import type { Field, FormData, ModelTable } from './types';

/** The server's own key columns: the record id, and a child row's link to its record. */
export const PRIMARY_KEY = 'id';
export const FOREIGN_KEY = 'foreign_id';
/** The server's identifier limit (PostgreSQL's 63 bytes, less its prefix and suffixes). */
const NAME_MAX = 50;
const MAIN_MAX = 30;

/** letters, digits and single underscores, starting with a letter, lower case. */
function identifier(name: string, max: number): string {
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/_+/g, '_')
    .toLowerCase();
  return snake.slice(0, max).replace(/^_+|_+$/g, '');
}

/** A prefix keeps designed names clear of SQL words (a module coded "order") and of the platform's tables. */
export const mainTableName = (enCode: string): string => identifier(`od_${enCode}`, MAIN_MAX);
export const childTableName = (main: string, tableField: string): string => identifier(`${main}_${tableField}`, NAME_MAX);

/** Reads a module's `tables` defensively: a list of tables, or none. */
export function parseTables(value: unknown): ModelTable[] {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return [];
    }
  }
  return Array.isArray(raw) ? raw.filter((item): item is ModelTable => typeof item === 'object' && item !== null && typeof (item as ModelTable).table === 'string') : [];
}

/** Sets __config__.tableName on every field: the main table, or its sub-table's child table. */
export function assignTableNames(formData: FormData, enCode: string): FormData {
  const existingMain = valueFields(formData.fields).find((field) => kindOf(field) !== SUB_TABLE && field.__config__.tableName)?.__config__.tableName;
  const main = existingMain || mainTableName(enCode);
  const assign = (fields: readonly Field[], table: string): Field[] =>
    fields.map((field) => {
      const kind = kindOf(field);
      if (kind === SUB_TABLE) {
        const child = field.__config__.tableName || childTableName(main, field.__vModel__ ?? `table${field.__config__.renderKey}`);
        return { ...field, __config__: { ...field.__config__, tableName: child, children: assign(field.__config__.children ?? [], child) } };
      }
      if (LAYOUT_CONTAINERS.has(kind)) return { ...field, __config__: { ...field.__config__, children: assign(field.__config__.children ?? [], table) } };
      return { ...field, __config__: { ...field.__config__, tableName: table } };
    });
  return { ...formData, fields: assign(formData.fields, main) };
}

const keyColumn = { field: PRIMARY_KEY, fieldName: 'id', dataType: 'varchar', dataLength: 50, allowNull: 0, primaryKey: 1 };

/** The declared columns of `table` in `existing` that still name a field of `names`. */
function keptColumns(existing: readonly ModelTable[], table: string, names: ReadonlySet<string>): ModelTable['fields'] {
  const declared = existing.find((item) => item.table.toLowerCase() === table.toLowerCase())?.fields ?? [];
  return declared.filter((column) => column.primaryKey !== 1 && names.has(String(column.field).toLowerCase()));
}

/** The tables of a form whose fields carry their table names (assignTableNames). */
export function deriveTables(formData: FormData, enCode: string, existing: readonly ModelTable[] = []): ModelTable[] {
  const fields = valueFields(formData.fields);
  const names = (list: readonly Field[]) => new Set(list.map((field) => field.__vModel__!.toLowerCase()));
  const mainFields = fields.filter((field) => kindOf(field) !== SUB_TABLE);
  const main = mainFields[0]?.__config__.tableName || mainTableName(enCode);
  const tables: ModelTable[] = [{ table: main, typeId: '1', relationField: '', tableField: '', fields: [keyColumn, ...keptColumns(existing, main, names(mainFields))] }];
  for (const table of fields.filter((field) => kindOf(field) === SUB_TABLE)) {
    const name = table.__config__.tableName || childTableName(main, table.__vModel__ ?? '');
    const columns = valueFields(table.__config__.children ?? []);
    tables.push({ table: name, typeId: '0', relationField: PRIMARY_KEY, tableField: FOREIGN_KEY, fields: [keyColumn, ...keptColumns(existing, name, names(columns))] });
  }
  return tables;
}
