// The record's rules (spec section 5 "Sub-table", section 4): a required value must not be null,
// undefined, blank or an empty list; a regList pattern is tested only when there is a value, and
// its own message is shown. The server checks them again.
import { t } from '@atrium/shared';
import { isComputedKind, kindOf, subTableColumns, SUB_TABLE, valueFields } from '../model/kinds';
import type { Field, RegRule } from '../model/types';
import { isEmptyValue } from '../model/values';
import { ONLINE_DEV_NS } from '../i18n';

/** Messages by path: a field's __vModel__, or `table.row.column` for a sub-table cell. */
export type RecordErrors = Record<string, string>;

export const cellPath = (table: string, row: number, column: string): string => `${table}.${row}.${column}`;

const warned = new Set<string>();

/** JNPF writes patterns as '/…/flags'; a bare pattern is used as it is. Null when it does not compile. */
export function compilePattern(pattern: string): RegExp | null {
  const literal = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
  try {
    // The 'g' and 'y' flags would make test() stateful between calls.
    return literal ? new RegExp(literal[1]!, literal[2]!.replace(/[gy]/g, '')) : new RegExp(pattern);
  } catch {
    if (!warned.has(pattern)) {
      warned.add(pattern);
      console.warn(`@atrium/mf-online-dev: the validation pattern ${pattern} does not compile; it is skipped.`);
    }
    return null;
  }
}

/** The first message for a value, or null when it passes. */
export function fieldError(field: Field, value: unknown): string | null {
  const { label, required, regList } = field.__config__;
  if (isEmptyValue(value)) return required ? t(`${ONLINE_DEV_NS}:form.required`, { label }) : null;
  if (typeof value === 'object') return null;
  for (const rule of (regList ?? []) as RegRule[]) {
    const regex = typeof rule?.pattern === 'string' ? compilePattern(rule.pattern) : null;
    if (regex && !regex.test(String(value))) return rule.message || t(`${ONLINE_DEV_NS}:form.invalid`, { label });
  }
  return null;
}

/** Whether the user fills the field in (computed and system fields are the server's). */
const userFilled = (field: Field): boolean => !isComputedKind(kindOf(field)) && field.disabled !== true && field.readonly !== true;

/**
 * Every message of a record. `shown` says which fields the user can see (hidden fields are not
 * checked); for a sub-table's columns it gets the sub-table too.
 */
export function validateRecord(fields: readonly Field[], values: Record<string, unknown>, shown: (field: Field, table?: Field) => boolean = () => true): RecordErrors {
  const errors: RecordErrors = {};
  for (const field of valueFields(fields)) {
    if (!shown(field)) continue;
    const name = field.__vModel__!;
    if (kindOf(field) === SUB_TABLE) {
      const rows = Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : [];
      const tableError = fieldError(field, rows);
      if (tableError) errors[name] = tableError;
      const columns = subTableColumns(field).filter((column) => userFilled(column) && shown(column, field));
      rows.forEach((row, index) => {
        for (const column of columns) {
          const message = fieldError(column, row[column.__vModel__!]);
          if (message) errors[cellPath(name, index, column.__vModel__!)] = message;
        }
      });
      continue;
    }
    if (!userFilled(field)) continue;
    const message = fieldError(field, values[name]);
    if (message) errors[name] = message;
  }
  return errors;
}
