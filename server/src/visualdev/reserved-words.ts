/**
 * Words a designed table or field may not be called, lower case: SQLite's keywords
 * (sqlite.org/lang_keywords.html) and the reserved words of SQL:2016 and PostgreSQL that SQLite
 * lacks, so a model released here still works when the runtime tables move to PostgreSQL. Names
 * are always quoted as well; refusing these keeps generated code and hand-written SQL readable.
 */
const SQLITE = `abort action add after all alter always analyze and as asc attach autoincrement before begin between by
cascade case cast check collate column commit conflict constraint create cross current current_date current_time
current_timestamp database default deferrable deferred delete desc detach distinct do drop each else end escape except
exclude exclusive exists explain fail filter first following for foreign from full generated glob group groups having if
ignore immediate in index indexed initially inner insert instead intersect into is isnull join key last left like limit
match materialized natural no not nothing notnull null nulls of offset on or order others outer over partition plan
pragma preceding primary query raise range recursive references regexp reindex release rename replace restrict returning
right rollback row rows savepoint select set table temp temporary then ties to transaction trigger unbounded union unique
update using vacuum values view virtual when where window with without`;

const STANDARD = `analyse any array asymmetric authorization binary both collation concurrently current_catalog current_role
current_schema current_user date dec decimal div double dual false fetch float freeze grant ilike int integer interval
lateral leading localtime localtimestamp lock mod numeric only overlaps placing real schema session_user similar smallint
some symmetric tablesample time timestamp trailing true user varchar variadic verbose`;

export const RESERVED_WORDS: ReadonlySet<string> = new Set(`${SQLITE} ${STANDARD}`.split(/\s+/).filter((word) => word !== ''));
