import { ApiError } from '../plugins/errors';

/** Oracle's old limit, the smallest of the supported databases: a model made here fits all of them. */
export const IDENTIFIER_MAX = 30;
const IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * Words no table or field may be called: SQLite's keywords plus the reserved words shared by
 * MySQL, SQL Server, Oracle and PostgreSQL that a designer is likely to try (user, order, group…).
 */
const RESERVED = new Set(`
abort action add after all alter always analyze and as asc attach autoincrement before begin between by cascade case cast check
collate column commit conflict constraint create cross current current_date current_time current_timestamp database default
deferrable deferred delete desc detach distinct do drop each else end escape except exclude exclusive exists explain fail filter
first following for foreign from full generated glob group groups having if ignore immediate in index indexed initially inner insert
instead intersect into is isnull join key last left like limit match materialized natural no not nothing notnull null nulls of offset
on or order others outer over partition plan pragma preceding primary query raise range recursive references regexp reindex release
rename replace restrict returning right rollback row rows savepoint select set table temp temporary then ties to transaction trigger
unbounded union unique update using vacuum values view virtual when where window with without
user session level size comment number date time timestamp varchar int integer bigint decimal text char mode file identity
grant revoke schema procedure function return exec execute declare fetch cursor open close sequence synonym access audit rowid oid
`.trim().split(/\s+/));

export type IdentifierKind = 'dmWhatTable' | 'dmWhatField';

/** The identifier, checked: a 400 with the reason otherwise. Prefixes sqlite_ and atrium_ belong to the engine and the product. */
export function checkIdentifier(raw: unknown, kind: IdentifierKind): string {
  const name = typeof raw === 'string' ? raw.trim() : '';
  if (!name) throw new ApiError(400, 'dmIdentifierRequired', {}, { what: kind });
  const shown = name.slice(0, 40);
  if (!IDENTIFIER.test(name)) throw new ApiError(400, 'dmIdentifierInvalid', { name: shown }, { what: kind });
  if (name.length > IDENTIFIER_MAX) throw new ApiError(400, 'dmIdentifierTooLong', { name: shown, max: IDENTIFIER_MAX }, { what: kind });
  const lower = name.toLowerCase();
  if (RESERVED.has(lower) || lower.startsWith('sqlite_') || lower.startsWith('atrium_')) {
    throw new ApiError(400, 'dmIdentifierReserved', { name: shown }, { what: kind });
  }
  return name;
}

/** A name quoted for SQLite (any name read from a file: quotes doubled). */
export const quoteName = (name: string): string => `"${name.replace(/"/g, '""')}"`;
