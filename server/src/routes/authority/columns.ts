import { badRequest } from '../../plugins/errors';
import { MAX_COLUMNS, MAX_PROP } from './schemas';

export interface ColumnSetting {
  prop: string;
  label?: string;
  visible: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses and checks the fieldList JSON text: a list of {prop, label?, visible} with unique props. */
export function parseFieldList(text: string): ColumnSetting[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('malformedRequest', { detail: 'fieldList: JSON' });
  }
  if (!Array.isArray(parsed) || parsed.length > MAX_COLUMNS) throw badRequest('malformedRequest', { detail: `fieldList: a list of at most ${MAX_COLUMNS} columns` });
  const seen = new Set<string>();
  return parsed.map((raw: unknown, index) => {
    const where = `fieldList[${index}]`;
    if (!isRecord(raw)) throw badRequest('malformedRequest', { detail: where });
    const { prop, label, visible } = raw;
    if (typeof prop !== 'string' || prop === '' || prop.length > MAX_PROP || seen.has(prop)) throw badRequest('malformedRequest', { detail: `${where}.prop` });
    if (typeof visible !== 'boolean') throw badRequest('malformedRequest', { detail: `${where}.visible` });
    if (label !== undefined && (typeof label !== 'string' || label.length > MAX_PROP)) throw badRequest('malformedRequest', { detail: `${where}.label` });
    seen.add(prop);
    return label === undefined ? { prop, visible } : { prop, label, visible };
  });
}
