/**
 * The condition_json of a data scheme (module_data_schemes):
 *
 *   [ { "logic": "and" | "or", "groups": [ { "id": "<module_data_rules.id>" }, ... ] }, ... ]
 *
 * as the menu routes store it (docs/server.md "Data rules"); `ruleId` is read as a synonym of `id`.
 *
 * Each element is a group whose rules are joined with its `logic`; the groups are joined with AND.
 * A scheme whose JSON does not have this shape, or that has no rule at all, matches nothing.
 */
export interface ConditionGroup {
  logic: 'and' | 'or';
  ruleIds: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The groups of a scheme, or null when the JSON is malformed (the scheme then matches nothing). */
export function parseConditions(text: string): ConditionGroup[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const groups: ConditionGroup[] = [];
  for (const raw of parsed) {
    if (!isRecord(raw)) return null;
    const { logic, groups: rules } = raw;
    if ((logic !== 'and' && logic !== 'or') || !Array.isArray(rules) || rules.length === 0) return null;
    const ruleIds: string[] = [];
    for (const rule of rules) {
      const id: unknown = isRecord(rule) ? (rule.id ?? rule.ruleId) : undefined;
      if (typeof id !== 'string' || id === '') return null;
      ruleIds.push(id);
    }
    groups.push({ logic, ruleIds });
  }
  return groups.length > 0 ? groups : null;
}

/** condition_json for these groups (the writer side, for seeds and tests). */
export function conditionsJson(groups: readonly ConditionGroup[]): string {
  return JSON.stringify(groups.map((group) => ({ logic: group.logic, groups: group.ruleIds.map((id) => ({ id })) })));
}
