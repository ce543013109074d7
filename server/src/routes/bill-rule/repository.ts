import type { ScopedRows } from '../../permission/page-rights';
import type { Db } from '../../db/connection';
import { datePart, formatBillNumber, type DateFormat } from '../../domain/bill-number';
import { keywordFilter } from '../../db/search-index';

export interface BillRule {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  prefix: string;
  dateFormat: DateFormat;
  digit: number;
  startNumber: string;
  currentDatePart: string | null;
  currentSerial: number | null;
  sortCode: number;
  enabledMark: number;
  description: string;
  creatorTime: number;
  lastModifyTime: number | null;
}

export type BillRuleFields = Pick<BillRule,
  'fullName' | 'enCode' | 'category' | 'prefix' | 'dateFormat' | 'digit' | 'startNumber' | 'sortCode' | 'enabledMark' | 'description'>;

const COLUMNS = `id, full_name AS fullName, en_code AS enCode, category, prefix, date_format AS dateFormat,
  digit, start_number AS startNumber, current_date_part AS currentDatePart, current_serial AS currentSerial,
  sort_code AS sortCode, enabled_mark AS enabledMark, description, creator_time AS creatorTime,
  last_modify_time AS lastModifyTime`;

/** Columns a list may be sorted by (sidx); anything else falls back to the default order. */
export const SORTABLE = {
  fullName: 'full_name',
  enCode: 'en_code',
  prefix: 'prefix',
  dateFormat: 'date_format',
  digit: 'digit',
  startNumber: 'start_number',
  sortCode: 'sort_code',
  enabledMark: 'enabled_mark',
  creatorTime: 'creator_time',
  lastModifyTime: 'last_modify_time',
} as const;
export type SortField = keyof typeof SORTABLE;

/** What a data rule on the bill-rule page may name, as columns of `bill_rules`. */
export const BILL_RULE_SCOPE_COLUMNS = {
  id: 'id',
  fullName: 'full_name',
  enCode: 'en_code',
  category: 'category',
  prefix: 'prefix',
  dateFormat: 'date_format',
  digit: 'digit',
  startNumber: 'start_number',
  enabledMark: 'enabled_mark',
  sortCode: 'sort_code',
  description: 'description',
  creatorTime: 'creator_time',
  lastModifyTime: 'last_modify_time',
} as const;

/** The rows of the bill-rule page, for single-row scope checks. */
export const BILL_RULE_ROWS: ScopedRows = { from: 'bill_rules', id: 'id', columns: BILL_RULE_SCOPE_COLUMNS };

export interface ListQuery {
  /** The caller's data rules (over BILL_RULE_SCOPE_COLUMNS), AND-ed in. */
  scope?: { sql: string; params: readonly unknown[] };
  keyword: string;
  categoryId: string;
  enabledOnly: boolean;
  currentPage: number;
  pageSize: number;
  sidx: SortField | null;
  sort: 'asc' | 'desc';
}

export function listRules(db: Db, query: ListQuery): { list: BillRule[]; total: number } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  if (query.keyword) {
    const keyword = keywordFilter(['full_name', 'en_code', 'prefix'], query.keyword);
    clauses.push(keyword.sql);
    params.push(...keyword.params);
  }
  if (query.categoryId) {
    clauses.push('category = ?');
    params.push(query.categoryId);
  }
  if (query.enabledOnly) clauses.push('enabled_mark = 1');
  if (query.scope) {
    clauses.push(`(${query.scope.sql})`);
    params.push(...query.scope.params);
  }
  const where = clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : '';
  const total = (db.prepare(`SELECT COUNT(*) AS n FROM bill_rules ${where}`).get(...params) as { n: number }).n;
  const direction = query.sort === 'asc' ? 'ASC' : 'DESC';
  // Column names come from the SORTABLE whitelist, never from the request text itself.
  const order = query.sidx ? `${SORTABLE[query.sidx]} ${direction}, id` : 'sort_code ASC, creator_time DESC, id';
  const list = db.prepare(`SELECT ${COLUMNS} FROM bill_rules ${where} ORDER BY ${order} LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.currentPage - 1) * query.pageSize) as BillRule[];
  return { list, total };
}

export function countRules(db: Db): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM bill_rules').get() as { n: number }).n;
}

export function findRule(db: Db, id: string): BillRule | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM bill_rules WHERE id = ?`).get(id) as BillRule | undefined;
}

export function findRuleByCode(db: Db, enCode: string): BillRule | undefined {
  return db.prepare(`SELECT ${COLUMNS} FROM bill_rules WHERE en_code = ?`).get(enCode) as BillRule | undefined;
}

export function ruleCodeTaken(db: Db, enCode: string, exceptId: string | null): boolean {
  return db.prepare('SELECT 1 FROM bill_rules WHERE en_code = ? AND id IS NOT ?').get(enCode, exceptId) !== undefined;
}

export function categoryExists(db: Db, id: string): boolean {
  return db.prepare('SELECT 1 FROM dictionary_data WHERE id = ?').get(id) !== undefined;
}

export function categoryNames(db: Db, ids: readonly string[]): Map<string, string> {
  const find = db.prepare('SELECT full_name AS name FROM dictionary_data WHERE id = ?');
  const names = new Map<string, string>();
  for (const id of new Set(ids)) {
    const row = find.get(id) as { name: string } | undefined;
    if (row) names.set(id, row.name);
  }
  return names;
}

export function insertRule(db: Db, rule: BillRuleFields & { id: string; creatorTime: number }): void {
  db.prepare(`INSERT INTO bill_rules (id, full_name, en_code, category, prefix, date_format, digit, start_number,
    sort_code, enabled_mark, description, creator_time)
    VALUES (@id, @fullName, @enCode, @category, @prefix, @dateFormat, @digit, @startNumber,
    @sortCode, @enabledMark, @description, @creatorTime)`).run(rule);
}

/**
 * Changing how numbers look restarts the counter at the new start number; the
 * bill_numbers table still stops any number already issued from coming back.
 */
export function updateRule(db: Db, current: BillRule, input: BillRuleFields, now: number): void {
  const reshaped = current.prefix !== input.prefix || current.dateFormat !== input.dateFormat
    || current.digit !== input.digit || current.startNumber !== input.startNumber;
  db.prepare(`UPDATE bill_rules SET full_name = @fullName, en_code = @enCode, category = @category, prefix = @prefix,
    date_format = @dateFormat, digit = @digit, start_number = @startNumber, sort_code = @sortCode,
    enabled_mark = @enabledMark, description = @description, last_modify_time = @now
    ${reshaped ? ', current_date_part = NULL, current_serial = NULL' : ''} WHERE id = @id`)
    .run({ ...input, id: current.id, now });
}

export function setRuleEnabled(db: Db, id: string, enabled: number, now: number): void {
  db.prepare('UPDATE bill_rules SET enabled_mark = ?, last_modify_time = ? WHERE id = ?').run(enabled, now, id);
}

export function deleteRule(db: Db, id: string): void {
  db.prepare('DELETE FROM bill_rules WHERE id = ?').run(id);
}

/** The last number a rule issued, or '' before the first one. */
export function outputNumber(rule: BillRule): string {
  if (rule.currentSerial === null) return '';
  return formatBillNumber(rule.prefix, rule.currentDatePart ?? '', rule.currentSerial, rule.digit);
}

export type IssueResult = { ok: true; number: string } | { ok: false; reason: 'notFound' | 'disabled' };

/**
 * Issues the next number of a rule. Must run inside an IMMEDIATE transaction (see
 * issueBillNumber): the counter is read and advanced under SQLite's write lock,
 * so no other connection, in this process or another, can read the same value.
 * The counter continues within one date part and restarts at startNumber when the
 * date part changes. The primary key of bill_numbers is the last line of defence:
 * a number already issued is skipped, never repeated.
 */
function issueWithinTransaction(db: Db, code: string, now: number): IssueResult {
  const rule = findRuleByCode(db, code) ?? findRule(db, code);
  if (!rule) return { ok: false, reason: 'notFound' };
  if (rule.enabledMark !== 1) return { ok: false, reason: 'disabled' };
  const date = datePart(rule.dateFormat, new Date(now));
  let serial = rule.currentSerial !== null && rule.currentDatePart === date ? rule.currentSerial + 1 : Number(rule.startNumber);
  const claim = db.prepare('INSERT OR IGNORE INTO bill_numbers (rule_id, bill_number, issued_at) VALUES (?, ?, ?)');
  let number = formatBillNumber(rule.prefix, date, serial, rule.digit);
  while (claim.run(rule.id, number, now).changes === 0) {
    serial += 1;
    number = formatBillNumber(rule.prefix, date, serial, rule.digit);
  }
  db.prepare('UPDATE bill_rules SET current_date_part = ?, current_serial = ? WHERE id = ?').run(date, serial, rule.id);
  return { ok: true, number };
}

export function issueBillNumber(db: Db, code: string, now: number): IssueResult {
  // .immediate() = BEGIN IMMEDIATE: takes the write lock before the first read.
  return db.transaction(() => issueWithinTransaction(db, code, now)).immediate();
}
