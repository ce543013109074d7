// Options from a data interface (issue 15 item 6: data interfaces as option sources): the rows of
// POST /api/system/DataInterface/{id}/Action/List, which any signed-in user may read while the
// interface is enabled. One request per interface and page load, shared by every field using it.
import { http, type HttpClient } from '@atrium/shared';
import type { Field, FieldOption } from '../../model/types';

/** The most options one field offers (the server's page size cap). */
export const MAX_INTERFACE_OPTIONS = 500;

type Row = Record<string, unknown>;

const loads = new Map<string, Promise<Row[]>>();

function rowsOf(client: HttpClient, interfaceId: string): Promise<Row[]> {
  let load = loads.get(interfaceId);
  if (!load) {
    load = client
      .post<{ list?: unknown }>(`/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Action/List`, {
        interfaceId,
        listQuery: { keyword: '', currentPage: 1, pageSize: MAX_INTERFACE_OPTIONS },
      })
      .then((data) => (Array.isArray(data?.list) ? data.list.filter((row): row is Row => typeof row === 'object' && row !== null) : []));
    // A failure is not kept: the next form that opens asks again.
    load.catch(() => loads.delete(interfaceId));
    loads.set(interfaceId, load);
  }
  return load;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The field's options from its rows: label and value by the field's props (JNPF's
 * `props: {label, value}`), else the usual names (fullName / name / label, id / value / enCode).
 */
export function optionsFromRows(field: Field, rows: readonly Row[]): FieldOption[] {
  const labelKey = field.props?.label;
  const valueKey = field.props?.value;
  return rows.flatMap((row) => {
    const id = text(valueKey ? row[valueKey] : (row.id ?? row.value ?? row.enCode));
    const fullName = text(labelKey ? row[labelKey] : (row.fullName ?? row.name ?? row.label ?? id));
    return id ? [{ id, fullName: fullName || id }] : [];
  });
}

/** The options of a field whose source is a data interface; [] when it names none or the call fails. */
export async function interfaceOptions(field: Field, client: HttpClient = http): Promise<FieldOption[]> {
  const interfaceId = field.__config__.propsUrl ?? (typeof field.interfaceId === 'string' ? field.interfaceId : '');
  if (!interfaceId) return [];
  return optionsFromRows(field, await rowsOf(client, interfaceId));
}

/** Tests: forget the shared requests. */
export function resetInterfaceOptions(): void {
  loads.clear();
}
