import type { Db } from '../db/connection';
import type { FormData } from './forms';
import type { NodeProperties } from './template';

const inList = (ids: readonly string[]): string => ids.map(() => '?').join(', ');

/** The enabled users among `ids`, in the order given, without repeats. */
export function enabledUsers(db: Db, ids: readonly string[]): string[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Set((db.prepare(`SELECT id FROM users WHERE enabled_mark = 1 AND id IN (${inList(unique)})`).all(...unique) as { id: string }[]).map((row) => row.id));
  return unique.filter((id) => found.has(id));
}

function membersOf(db: Db, table: 'user_roles' | 'user_positions', column: 'role_id' | 'position_id', ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  return (db.prepare(`SELECT user_id FROM ${table} WHERE ${column} IN (${inList(ids)}) ORDER BY user_id`).all(...ids) as { user_id: string }[]).map((row) => row.user_id);
}

/** Users, plus the members of roles and positions. */
export function usersOf(db: Db, users: readonly string[], roles: readonly string[], positions: readonly string[]): string[] {
  return enabledUsers(db, [...users, ...membersOf(db, 'user_roles', 'role_id', roles), ...membersOf(db, 'user_positions', 'position_id', positions)]);
}

function fieldUsers(value: unknown): string[] {
  if (typeof value === 'string' && value !== '') return value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string' && item !== '');
  return [];
}

/**
 * Who approves a node for this task (JNPF assigneeType): 1 the initiator's superior, 2 the
 * manager of the initiator's department, 3 the initiator, 4 the users a form field names,
 * 6 named users and the members of named roles and positions. Disabled users never approve.
 */
export function approversOf(db: Db, props: NodeProperties, initiatorId: string, formData: FormData): string[] {
  switch (props.assigneeType) {
    case 1: {
      const row = db.prepare('SELECT manager_id AS managerId FROM users WHERE id = ?').get(initiatorId) as { managerId: string | null } | undefined;
      return enabledUsers(db, row?.managerId ? [row.managerId] : []);
    }
    case 2: {
      const row = db.prepare('SELECT o.manager_id AS managerId FROM users u JOIN organizations o ON o.id = u.organize_id WHERE u.id = ?').get(initiatorId) as
        | { managerId: string | null }
        | undefined;
      return enabledUsers(db, row?.managerId ? [row.managerId] : []);
    }
    case 3:
      return enabledUsers(db, [initiatorId]);
    case 4:
      return enabledUsers(db, fieldUsers(formData[props.formField]));
    case 6:
      return usersOf(db, props.approvers, props.approverRole, props.approverPos);
  }
}

/** Who a node copies the task to (抄送). */
export function circulateUsersOf(db: Db, props: NodeProperties): string[] {
  return usersOf(db, props.circulateUser, props.circulateRole, props.circulatePosition);
}

/** Whether the user may launch a flow whose start node is `start` (no list: everyone). */
export function mayLaunch(db: Db, start: NodeProperties, userId: string): boolean {
  if (start.initiator.length + start.initiatePos.length + start.initiateRole.length === 0) return true;
  return usersOf(db, start.initiator, start.initiateRole, start.initiatePos).includes(userId);
}
