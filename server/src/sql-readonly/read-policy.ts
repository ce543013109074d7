// What read-only SQL may read, judged on its compiled program. Print data sources and data
// interfaces both let an author write SELECTs against the server's own database whose results
// other users see; password hashes, session and ticket hashes, SMS codes or private messages must
// never be among them. The check reads the statement's compiled program (EXPLAIN), not its text:
// whatever the SQL is spelled like (views, sub-queries, CTEs, quoting tricks), the tables it opens
// and the columns it reads are opcodes with root pages and column numbers, mapped here to names.
// Deny by default: a table that is not listed, a column of a listed table that is not, a virtual
// table or a risky function refuses the statement. Each feature gives its own allow-list.

/** One row of `EXPLAIN <sql>` as better-sqlite3 returns it. */
export interface ExplainRow {
  opcode: string;
  p1: number;
  p2: number;
  p3: number;
  p4: string | number | null;
}

/** A b-tree of the database: a table (columns by cid) or an index (its columns as table column names: 'rowid' for the rowid, null for an expression). */
export interface SchemaObject {
  type: 'table' | 'index';
  name: string;
  tableName: string;
  rootpage: number;
  columns: (string | null)[];
}

/** Per table, every column ('*') or the columns listed. */
export type SourceAllowList = Readonly<Record<string, '*' | readonly string[]>>;

export type Violation =
  | { key: 'table'; name: string }
  | { key: 'column'; table: string; column: string }
  | { key: 'function'; name: string }
  | { key: 'virtual' };

/**
 * Functions that build huge values in one call (a memory bomb the time limit cannot stop inside
 * SQLite) or reach outside the database. Everything else SQLite offers is plain computation.
 */
export const DENIED_FUNCTIONS: ReadonlySet<string> = new Set([
  'randomblob', 'zeroblob', 'printf', 'format', 'load_extension', 'fts3_tokenizer', 'readfile', 'writefile', 'edit',
]);

const OPEN_TABLE = new Set(['OpenRead', 'ReopenIdx']);
const FUNCTION_CALL = new Set(['Function', 'PureFunc', 'Function0', 'PureFunc0', 'AggStep', 'AggStep0', 'AggStep1', 'AggValue', 'AggInverse', 'AggFinal']);
const VIRTUAL = new Set(['VOpen', 'VFilter', 'VColumn', 'VNext', 'VUpdate', 'VBegin', 'VCreate', 'VDestroy']);
// Insert and Delete also fill the ephemeral tables of sub-queries and CTEs; only these touch real b-trees
// (the statement must be read-only and the connection is, so this is a second line, not the first).
const WRITE = new Set(['OpenWrite', 'Destroy', 'CreateBtree', 'ParseSchema', 'VacuumInto', 'Vacuum']);

interface Cursor {
  object: SchemaObject;
  allowed: '*' | ReadonlySet<string>;
}

function columnAllowed(allowed: Cursor['allowed'], column: string): boolean {
  return allowed === '*' || allowed.has(column);
}

/** The first thing the program does that the policy refuses, or null when it only reads what it may. */
export function checkReadPolicy(program: readonly ExplainRow[], schema: readonly SchemaObject[], allow: SourceAllowList): Violation | null {
  const byRoot = new Map(schema.map((object) => [object.rootpage, object]));
  const cursors = new Map<number, Cursor>();
  for (const row of program) {
    if (VIRTUAL.has(row.opcode)) return { key: 'virtual' };
    if (WRITE.has(row.opcode)) return { key: 'table', name: '?' };
    if (OPEN_TABLE.has(row.opcode)) {
      const object = row.p3 === 0 ? byRoot.get(row.p2) : undefined;
      // Root page 1 is sqlite_schema itself; other unknown pages belong to no listed table.
      if (!object) return { key: 'table', name: row.p2 === 1 ? 'sqlite_schema' : '?' };
      const entry = allow[object.tableName];
      if (entry === undefined) return { key: 'table', name: object.tableName };
      const allowed = entry === '*' ? '*' : new Set(entry);
      // Seeking in an index compares its keys without a Column opcode (count(*) WHERE secret > 'x' is
      // an oracle), so opening an index reads every column it holds.
      if (object.type === 'index') {
        const hidden = object.columns.find((column) => column !== 'rowid' && !columnAllowed(allowed, column ?? '?'));
        if (hidden !== undefined) return { key: 'column', table: object.tableName, column: hidden ?? '?' };
      }
      cursors.set(row.p1, { object, allowed });
      continue;
    }
    if (row.opcode === 'Column') {
      const cursor = cursors.get(row.p1);
      // Cursors not opened on a table (sorters, ephemeral tables of sub-queries) hold values already checked at their source.
      if (!cursor) continue;
      // An index names the rowid 'rowid' and an expression null; a column number past the end is unknown.
      const column = cursor.object.columns[row.p2];
      if (column === 'rowid') continue;
      const name = column ?? '?';
      if (!columnAllowed(cursor.allowed, name)) return { key: 'column', table: cursor.object.tableName, column: name };
      continue;
    }
    if (FUNCTION_CALL.has(row.opcode) && typeof row.p4 === 'string') {
      const name = row.p4.replace(/\(.*$/s, '').toLowerCase();
      if (DENIED_FUNCTIONS.has(name)) return { key: 'function', name };
    }
  }
  return null;
}

/** A single SELECT (or WITH … SELECT) once leading blanks and comments are skipped. */
export function startsAsSelect(sql: string): boolean {
  return /^\s*(?:(?:--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)\s*)*(?:select|with)\b/i.test(sql);
}
