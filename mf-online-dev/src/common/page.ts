/** One page of a JNPF list answer. */
export interface Page<T> {
  list: T[];
  pagination: { currentPage?: number; pageSize?: number; total: number };
}

/** A list answer read defensively: a bare array is one page of everything. */
export function toPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { list: data as T[], pagination: { total: data.length } };
  const record = (typeof data === 'object' && data !== null ? data : {}) as { list?: unknown; pagination?: { total?: unknown } };
  const list = Array.isArray(record.list) ? (record.list as T[]) : [];
  const total = Number(record.pagination?.total);
  return { list, pagination: { ...record.pagination, total: Number.isFinite(total) ? total : list.length } };
}
