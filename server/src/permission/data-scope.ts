import type { Session } from '../auth/sessions';
import type { Db } from '../db/connection';
import { statement } from '../db/statements';
import { parseConditions } from './data-conditions';
import { compileRule, EVERYTHING, NOTHING, type DataRule, type SqlFragment } from './data-rules';
import { scopeUserOf, type ScopeUser } from './data-variables';
import { cachedGrants } from './grant-cache';
import { pageModule } from './pages';

/** Maps a rule's field enCode (organizeId, userId, positionId, creatorUserId …) to a column expression of the caller's query. */
export interface DataScopeColumns {
  [field: string]: string;
}

interface SchemeRow {
  id: string;
  condition_json: string;
  all_data: number;
}

/** One scheme: its groups AND-ed, each group's rules joined by its logic. Anything it cannot compile denies. */
function compileScheme(scheme: SchemeRow, rules: ReadonlyMap<string, DataRule>, columns: DataScopeColumns, user: ScopeUser): SqlFragment {
  const groups = parseConditions(scheme.condition_json);
  if (!groups) return NOTHING;
  const parts: string[] = [];
  const params: unknown[] = [];
  for (const group of groups) {
    const pieces: string[] = [];
    for (const ruleId of group.ruleIds) {
      const rule = rules.get(ruleId);
      // A rule of another menu, a deleted or disabled one, or a field this query does not know:
      // deny the whole scheme rather than widen it.
      if (!rule || rule.enabled_mark !== 1 || !Object.hasOwn(columns, rule.en_code)) return NOTHING;
      const fragment = compileRule(rule, columns[rule.en_code] as string, user);
      pieces.push(`(${fragment.sql})`);
      params.push(...fragment.params);
    }
    parts.push(`(${pieces.join(group.logic === 'and' ? ' AND ' : ' OR ')})`);
  }
  return { sql: parts.join(' AND '), params };
}

/**
 * The caller's data rules on this page as a boolean SQL fragment (bound parameters) to AND into
 * the WHERE of a list query. Administrators and pages without data rules see everything; pages
 * with data rules and no granted scheme see nothing. Several granted schemes are OR-ed. Everything
 * is computed from this call's arguments and fresh reads: no state is kept between requests.
 */
export function dataScope(db: Db, session: Session, page: string, columns: DataScopeColumns): { sql: string; params: unknown[] } {
  if (session.isAdministrator) return EVERYTHING;
  const module = pageModule(db, page);
  if (!module) return NOTHING;
  if (!module.checksData) return EVERYTHING;
  const granted = cachedGrants(db, session.userId).resource;
  const schemes = (statement(db, `SELECT id, condition_json, all_data FROM module_data_schemes
      WHERE module_id = ? AND enabled_mark = 1 ORDER BY sort_code, en_code`).all(module.id) as SchemeRow[])
    .filter((scheme) => granted.has(scheme.id));
  if (schemes.length === 0) return NOTHING;
  if (schemes.some((scheme) => scheme.all_data === 1)) return EVERYTHING;
  const rules = new Map((statement(db, `SELECT id, en_code, field_type, condition_symbol, condition_text, enabled_mark
      FROM module_data_rules WHERE module_id = ?`).all(module.id) as DataRule[]).map((rule) => [rule.id, rule]));
  const user = scopeUserOf(db, session.userId);
  const compiled = schemes.map((scheme) => compileScheme(scheme, rules, columns, user));
  return {
    sql: compiled.length === 1 ? (compiled[0] as SqlFragment).sql : compiled.map((fragment) => `(${fragment.sql})`).join(' OR '),
    params: compiled.flatMap((fragment) => fragment.params),
  };
}
