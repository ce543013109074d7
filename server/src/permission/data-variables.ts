import type { Db } from '../db/connection';
import { statement } from '../db/statements';

/** Who the data rules are evaluated for: read fresh for every request, never shared between them. */
export interface ScopeUser {
  userId: string;
  /** users.organize_id: the current (major) organisation. */
  organizeId: string | null;
  /** The current organisation when it is a department. */
  departmentId: string | null;
  /** users.position_id: the current (major) position. */
  positionId: string | null;
}

export function scopeUserOf(db: Db, userId: string): ScopeUser {
  const row = statement(db, `SELECT u.organize_id, u.position_id, o.category FROM users u
    LEFT JOIN organizations o ON o.id = u.organize_id WHERE u.id = ?`).get(userId) as
    | { organize_id: string | null; position_id: string | null; category: string | null }
    | undefined;
  return {
    userId,
    organizeId: row?.organize_id ?? null,
    departmentId: row?.category === 'department' ? row.organize_id : null,
    positionId: row?.position_id ?? null,
  };
}

/** A variable's value: one bound value, or a subquery yielding a set of ids (with its parameters). */
export type VariableValue = { kind: 'value'; value: string | null } | { kind: 'set'; sql: string; params: unknown[] };

/** The organisation and every organisation below it (portable recursive CTE, no path matching). */
const SUBTREE_SQL = `WITH RECURSIVE subtree(id) AS (SELECT ? UNION SELECT o.id FROM organizations o JOIN subtree s ON o.parent_id = s.id)
SELECT id FROM subtree`;

/** The user and everyone below them through users.manager_id, at any depth (UNION stops cycles). */
const SUBORDINATES_SQL = `WITH RECURSIVE team(id) AS (SELECT ? UNION SELECT u.id FROM users u JOIN team t ON u.manager_id = t.id)
SELECT id FROM team`;

export const VARIABLES = [
  '@userId',
  '@organizeId',
  '@organizationAndSuborganization',
  '@departmentId',
  '@positionId',
  '@userAraSubordinates',
] as const;

/** The value of a variable for this user; undefined when the text is not a variable. */
export function variableValue(text: string, user: ScopeUser): VariableValue | undefined {
  switch (text) {
    case '@userId':
      return { kind: 'value', value: user.userId };
    case '@organizeId':
      return { kind: 'value', value: user.organizeId };
    case '@departmentId':
      return { kind: 'value', value: user.departmentId };
    case '@positionId':
      return { kind: 'value', value: user.positionId };
    case '@organizationAndSuborganization':
      return { kind: 'set', sql: SUBTREE_SQL, params: [user.organizeId] };
    case '@userAraSubordinates':
      return { kind: 'set', sql: SUBORDINATES_SQL, params: [user.userId] };
    default:
      return undefined;
  }
}
