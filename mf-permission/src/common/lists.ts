// Small helpers for JNPF list answers, shared by the pages' api.ts files.

/** A list answer: JNPF sends `{ list }` for most lists and a bare array for a few. */
export type ListAnswer<T> = T[] | { list?: T[] | null };

export function listOf<T>(data: ListAnswer<T> | null | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : (data.list ?? []);
}

/** JNPF stores several ids as one comma-joined string in some answers, as arrays in others. */
export function idsOf(value: string[] | string | null | undefined): string[] {
  if (!value) return [];
  return Array.isArray(value) ? value : value.split(',').map((id) => id.trim()).filter(Boolean);
}

export const seg = encodeURIComponent;

/** The paging query of spec section 3 (pagination defaults page 1, 20 rows). */
export interface PageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

export const FIRST_PAGE: PageQuery = { keyword: '', currentPage: 1, pageSize: 20 };

/** Sort as sent to the server (empty means the default 0). */
export function sortNumber(value: string): number {
  return value.trim() === '' ? 0 : Number(value);
}

export const inputValue = (event: Event): string => (event.target as HTMLInputElement).value;
