// A record's values as the form starts them and as a save sends them.
import { kindOf, SUB_TABLE, SYSTEM_KINDS, valueFields } from '../model/kinds';
import type { Field } from '../model/types';
import { initialValue } from '../model/values';

/** A new record: each field's default (a sub-table starts with no rows). */
export function initialRecord(fields: readonly Field[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of valueFields(fields)) values[field.__vModel__!] = kindOf(field) === SUB_TABLE ? [] : initialValue(field);
  return values;
}

/**
 * What a save sends: the values keyed by __vModel__ with sub-table rows under their table's key.
 * System fields and bill-rule numbers are left out: the server fills them and trusts no client value.
 */
export function toPayload(fields: readonly Field[], values: Record<string, unknown>): Record<string, unknown> {
  const serverFilled = (field: Field) => SYSTEM_KINDS.has(kindOf(field)) || kindOf(field) === 'billRule';
  const payload: Record<string, unknown> = {};
  for (const field of valueFields(fields)) {
    const name = field.__vModel__!;
    if (serverFilled(field)) continue;
    if (kindOf(field) !== SUB_TABLE) {
      if (name in values) payload[name] = values[name];
      continue;
    }
    const dropped = valueFields(field.__config__.children ?? []).filter(serverFilled).map((column) => column.__vModel__!);
    const rows = Array.isArray(values[name]) ? (values[name] as Record<string, unknown>[]) : [];
    payload[name] = rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !dropped.includes(key))));
  }
  if (typeof values.id === 'string') payload.id = values.id;
  return payload;
}
