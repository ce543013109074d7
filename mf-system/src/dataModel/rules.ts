// 数据建模's rules, as the server checks them (server/src/data-source/identifiers.ts and model.ts).
import { t } from '@atrium/shared';
import type { DataType, FieldInput } from './api';

export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,29}$/;

const message = (key: string, options?: Record<string, unknown>) => t(`system:dataSource.model.rules.${key}`, options);

/** A field as the editor holds it: the key keeps React's rows apart while names change. */
export interface FieldDraft extends FieldInput {
  key: number;
}

export interface TableProblems {
  table?: string;
  fields?: string;
  /** Per row key. */
  rows: Record<number, string>;
}

export const needsLength = (type: DataType): boolean => type === 'varchar' || type === 'decimal';

function lengthProblem(field: FieldDraft): boolean {
  const text = field.dataLength.trim();
  if (!text) return false; // the server's default (50; 18,2)
  if (field.dataType === 'varchar') return !/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > 4000;
  if (field.dataType === 'decimal') {
    const match = /^(\d{1,2})\s*(?:,\s*(\d{1,2}))?$/.exec(text);
    return !match || Number(match[1]) < 1 || Number(match[1]) > 38 || Number(match[2] ?? 0) > Number(match[1]);
  }
  return false;
}

export function validateTable(table: string, fields: readonly FieldDraft[]): TableProblems {
  const problems: TableProblems = { rows: {} };
  if (!table.trim()) problems.table = message('table');
  else if (!IDENTIFIER.test(table.trim())) problems.table = message('identifier');
  if (fields.length === 0) problems.fields = t('system:dataSource.model.noFields');
  const seen = new Set<string>();
  for (const field of fields) {
    const name = field.field.trim();
    if (!IDENTIFIER.test(name)) problems.rows[field.key] = message('identifier');
    else if (seen.has(name.toLowerCase())) problems.rows[field.key] = message('duplicate', { name });
    else if (field.primaryKey === 1 && field.allowNull === 1) problems.rows[field.key] = message('primaryNullable');
    else if (needsLength(field.dataType) && lengthProblem(field)) problems.rows[field.key] = message('length');
    seen.add(name.toLowerCase());
  }
  return problems;
}

export const hasProblems = (problems: TableProblems): boolean =>
  Boolean(problems.table || problems.fields || Object.keys(problems.rows).length);
