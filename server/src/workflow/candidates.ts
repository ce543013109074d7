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
 * manager of the initiator's department (both `managerLevel` levels up), 3 the initiator, 4 the users a form field names,
 * 6 named users and the members of named roles and positions. Disabled users never approve.
 */
export function approversOf(db: Db, props: NodeProperties, initiatorId: string, formData: FormData): string[] {
  switch (props.assigneeType) {
    case 1: {
      const manager = superiorAt(db, initiatorId, props.managerLevel);
      return enabledUsers(db, manager ? [manager] : []);
    }
    case 2: {
      const manager = departmentManagerAt(db, initiatorId, props.managerLevel);
      return enabledUsers(db, manager ? [manager] : []);
    }
    case 3:
      return enabledUsers(db, [initiatorId]);
    case 4:
      return enabledUsers(db, fieldUsers(formData[props.formField]));
    case 6:
      return usersOf(db, props.approvers, props.approverRole, props.approverPos);
  }
}

/**
 * The initiator's superior `level` levels up (users.manager_id, followed `level` times; JNPF
 * 发起人的第N级主管). Null when the chain ends sooner or loops back on itself.
 */
export function superiorAt(db: Db, userId: string, level: number): string | null {
  const managerOf = db.prepare('SELECT manager_id AS managerId FROM users WHERE id = ?');
  const seen = new Set([userId]);
  let current = userId;
  for (let step = 0; step < level; step += 1) {
    const row = managerOf.get(current) as { managerId: string | null } | undefined;
    if (!row?.managerId || seen.has(row.managerId)) return null;
    seen.add(row.managerId);
    current = row.managerId;
  }
  return current;
}

/**
 * The manager of the initiator's department `level` levels up: 1 their own department's,
 * 2 the parent department's, … (organizations.parent_id). Null when there is no such department
 * or it has no manager.
 */
export function departmentManagerAt(db: Db, userId: string, level: number): string | null {
  const user = db.prepare('SELECT organize_id AS organizeId FROM users WHERE id = ?').get(userId) as { organizeId: string | null } | undefined;
  const orgOf = db.prepare('SELECT id, parent_id AS parentId, manager_id AS managerId FROM organizations WHERE id = ?');
  let org = user?.organizeId ? (orgOf.get(user.organizeId) as { id: string; parentId: string | null; managerId: string | null } | undefined) : undefined;
  const seen = new Set<string>();
  for (let step = 1; org && step < level; step += 1) {
    seen.add(org.id);
    if (!org.parentId || seen.has(org.parentId)) return null;
    org = orgOf.get(org.parentId) as typeof org;
  }
  return org?.managerId ?? null;
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
