import type { Db } from '../../db/connection';
import { keywordFilter, type SqlFilter } from '../../db/search-index';

/** What the form edits; amounts in fen (see money.ts). */
export interface TableExampleFields {
  projectName: string;
  projectCode: string;
  projectType: string;
  projectPhase: string;
  customerName: string;
  principal: string;
  jackStands: string;
  interactionDate: number | null;
  costAmountCents: number;
  tunesAmountCents: number;
  projectedIncomeCents: number;
  description: string;
}

export interface TableExample extends TableExampleFields {
  id: string;
  projectTypeName: string;
  registrant: string;
  registerDate: number;
  sign: string;
  postilCount: number;
  lastModifyTime: number | null;
}

const COLUMNS = `t.id, t.project_name AS projectName, t.project_code AS projectCode, t.project_type AS projectType,
  COALESCE(d.full_name, '') AS projectTypeName, t.project_phase AS projectPhase, t.customer_name AS customerName,
  t.principal, t.jack_stands AS jackStands, t.interaction_date AS interactionDate,
  t.cost_amount_cents AS costAmountCents, t.tunes_amount_cents AS tunesAmountCents,
  t.projected_income_cents AS projectedIncomeCents, t.registrant, t.register_date AS registerDate,
  t.description, t.sign, (SELECT COUNT(*) FROM table_example_postils p WHERE p.example_id = t.id) AS postilCount,
  t.last_modify_time AS lastModifyTime`;

// The type's name is looked up, not copied: a renamed item shows its new name, a deleted one none.
const FROM = 'table_examples t LEFT JOIN dictionary_data d ON d.id = t.project_type';

/** The columns a list may be ordered by (sidx). */
export const SORTABLE = {
  projectName: 't.project_name',
  projectCode: 't.project_code',
  customerName: 't.customer_name',
  principal: 't.principal',
  interactionDate: 't.interaction_date',
  costAmount: 't.cost_amount_cents',
  tunesAmount: 't.tunes_amount_cents',
  projectedIncome: 't.projected_income_cents',
  registerDate: 't.register_date',
} as const;
export type SortField = keyof typeof SORTABLE;

/** The key under which codes are unique, so ProjectA and projecta cannot both exist. */
const codeKey = (code: string): string => code.toLowerCase();

export interface TableExampleFilter {
  keyword: string;
  /** The project types to show (an item and its descendants); null for every type. */
  projectTypes: readonly string[] | null;
}

function whereOf(filter: TableExampleFilter): SqlFilter {
  const keyword = keywordFilter(['t.project_name', 't.project_code', 't.customer_name'], filter.keyword);
  if (filter.projectTypes === null) return keyword;
  if (filter.projectTypes.length === 0) return { sql: '1 = 0', params: [] };
  return {
    sql: `${keyword.sql} AND t.project_type IN (${filter.projectTypes.map(() => '?').join(', ')})`,
    params: [...keyword.params, ...filter.projectTypes],
  };
}

export interface TableExamplePageQuery extends TableExampleFilter {
  sidx: SortField;
  sort: 'asc' | 'desc';
  offset: number;
  limit: number;
}

/** Sums over every row of the filter, in fen. */
export interface TableExampleTotals {
  total: number;
  costAmountCents: number;
  tunesAmountCents: number;
  projectedIncomeCents: number;
}

export function listTableExamples(db: Db, query: TableExamplePageQuery): { list: TableExample[]; totals: TableExampleTotals } {
  const where = whereOf(query);
  const totals = db.prepare(`SELECT COUNT(*) AS total, COALESCE(SUM(t.cost_amount_cents), 0) AS costAmountCents,
      COALESCE(SUM(t.tunes_amount_cents), 0) AS tunesAmountCents, COALESCE(SUM(t.projected_income_cents), 0) AS projectedIncomeCents
    FROM table_examples t WHERE ${where.sql}`).get(...where.params) as TableExampleTotals;
  const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
  // Column names come from SORTABLE, never from the request; the id keeps equal values in a stable order across pages.
  const list = db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.sql}
    ORDER BY ${SORTABLE[query.sidx]} ${direction}, t.id ${direction} LIMIT ? OFFSET ?`)
    .all(...where.params, query.limit, query.offset) as TableExample[];
  return { list, totals };
}

/** The newest rows of the filter, at most `limit`. */
export function allTableExamples(db: Db, filter: TableExampleFilter, limit: number): TableExample[] {
  const where = whereOf(filter);
  return db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE ${where.sql} ORDER BY t.register_date DESC, t.id DESC LIMIT ?`)
    .all(...where.params, limit) as TableExample[];
}

export function findTableExample(db: Db, id: string): TableExample | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE t.id = ?`).get(id) as TableExample | undefined;
}

/** Whether another row (not `exceptId`) holds this code, whatever its case. */
export function projectCodeTaken(db: Db, code: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM table_examples WHERE project_code_key = ? AND id <> ?').get(codeKey(code), exceptId ?? '') !== undefined;
}

export interface NewTableExample extends TableExampleFields {
  id: string;
  registrant: string;
  registerDate: number;
  sign: string;
  creatorUserId: string;
}

export function insertTableExample(db: Db, row: NewTableExample): void {
  db.prepare(`INSERT INTO table_examples (id, project_name, project_code, project_code_key, project_type, project_phase,
      customer_name, principal, jack_stands, interaction_date, cost_amount_cents, tunes_amount_cents, projected_income_cents,
      registrant, register_date, description, sign, creator_user_id)
    VALUES (@id, @projectName, @projectCode, @projectCodeKey, @projectType, @projectPhase, @customerName, @principal, @jackStands,
      @interactionDate, @costAmountCents, @tunesAmountCents, @projectedIncomeCents, @registrant, @registerDate, @description, @sign, @creatorUserId)`)
    .run({ ...row, projectCodeKey: codeKey(row.projectCode) });
}

export function updateTableExample(db: Db, id: string, fields: TableExampleFields, userId: string, now: number): void {
  db.prepare(`UPDATE table_examples SET project_name = @projectName, project_code = @projectCode, project_code_key = @projectCodeKey,
      project_type = @projectType, project_phase = @projectPhase, customer_name = @customerName, principal = @principal,
      jack_stands = @jackStands, interaction_date = @interactionDate, cost_amount_cents = @costAmountCents,
      tunes_amount_cents = @tunesAmountCents, projected_income_cents = @projectedIncomeCents, description = @description,
      last_modify_user_id = @userId, last_modify_time = @now
    WHERE id = @id`)
    .run({ ...fields, projectCodeKey: codeKey(fields.projectCode), id, userId, now });
}

export function updateTableExampleSign(db: Db, id: string, sign: string, userId: string, now: number): void {
  db.prepare('UPDATE table_examples SET sign = ?, last_modify_user_id = ?, last_modify_time = ? WHERE id = ?').run(sign, userId, now, id);
}

/** The row's postils go with it (ON DELETE CASCADE). */
export function deleteTableExample(db: Db, id: string): void {
  db.prepare('DELETE FROM table_examples WHERE id = ?').run(id);
}

export interface Postil {
  id: string;
  text: string;
  /** "RealName/account" of the author when they wrote it, as JNPF shows it. */
  creatorName: string;
  creatorUserId: string | null;
  creatorTime: number;
}

/** Newest first: JNPF's postil indexes count from the newest. */
export function listPostils(db: Db, exampleId: string): Postil[] {
  return db.prepare(`SELECT id, postil_text AS text, creator_name AS creatorName, creator_user_id AS creatorUserId, creator_time AS creatorTime
    FROM table_example_postils WHERE example_id = ? ORDER BY creator_time DESC, id DESC`).all(exampleId) as Postil[];
}

export function countPostils(db: Db, exampleId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM table_example_postils WHERE example_id = ?').get(exampleId) as { n: number }).n;
}

export function insertPostil(db: Db, exampleId: string, postil: Postil): void {
  db.prepare(`INSERT INTO table_example_postils (id, example_id, postil_text, creator_name, creator_user_id, creator_time)
    VALUES (?, ?, ?, ?, ?, ?)`).run(postil.id, exampleId, postil.text, postil.creatorName, postil.creatorUserId, postil.creatorTime);
}

export function deletePostil(db: Db, id: string): void {
  db.prepare('DELETE FROM table_example_postils WHERE id = ?').run(id);
}
