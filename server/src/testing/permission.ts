import type { FastifyInstance } from 'fastify';
import type { Session } from '../auth/sessions';
import { newId } from '../db/ids';
import { conditionsJson, type ConditionGroup } from '../permission/data-conditions';
import type { HolderType, ItemType } from '../permission/grants';

// Small factories for the permission engine's tests: straight SQL, one row at a time.

let sequence = 0;
const code = (prefix: string): string => {
  sequence += 1;
  return `${prefix}${sequence}${newId().slice(-6)}`;
};

/** A session object as the auth hook makes it (engine functions take one). */
export function sessionFor(userId: string, isAdministrator = false): Session {
  return { id: `session-${userId}`, userId, account: userId, realName: userId, isAdministrator, expiresAt: Number.MAX_SAFE_INTEGER };
}

export function createOrganization(app: FastifyInstance, parentId = '-1', category: 'company' | 'department' = 'department', enabled = true): string {
  const id = newId();
  app.db.prepare(`INSERT INTO organizations (id, parent_id, category, full_name, en_code, enabled_mark, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(id, parentId, category, code('org'), code('org'), enabled ? 1 : 0, Date.now());
  return id;
}

export function createPosition(app: FastifyInstance, organizeId: string, enabled = true): string {
  const id = newId();
  app.db.prepare('INSERT INTO positions (id, organize_id, full_name, en_code, enabled_mark, creator_time) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, organizeId, code('pos'), code('pos'), enabled ? 1 : 0, Date.now());
  return id;
}

/** A role; with `organizations` it is an organisation role (global_mark 0) of those organisations. */
export function createBareRole(app: FastifyInstance, options: { organizations?: string[]; enabled?: boolean } = {}): string {
  const id = newId();
  const organizations = options.organizations ?? [];
  app.db.prepare('INSERT INTO roles (id, full_name, en_code, enabled_mark, global_mark, creator_time) VALUES (?, ?, ?, ?, ?, ?)')
    .run(id, code('role'), code('role'), options.enabled === false ? 0 : 1, organizations.length > 0 ? 0 : 1, Date.now());
  for (const organizeId of organizations) app.db.prepare('INSERT INTO role_organizations (role_id, organize_id) VALUES (?, ?)').run(id, organizeId);
  return id;
}

/** A user with no role, in these organisations (the first is the current one). */
export function createMember(
  app: FastifyInstance,
  options: { organizations?: string[]; roles?: string[]; positions?: string[]; managerId?: string; isAdministrator?: boolean } = {},
): string {
  const id = newId();
  const organizations = options.organizations ?? [];
  app.db.prepare(`INSERT INTO users (id, account, real_name, organize_id, position_id, manager_id, is_administrator, password_hash, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, 'x', ?)`).run(
    id, code('member'), 'Member', organizations[0] ?? null, options.positions?.[0] ?? null, options.managerId ?? null,
    options.isAdministrator ? 1 : 0, Date.now(),
  );
  for (const organizeId of organizations) app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(id, organizeId);
  for (const roleId of options.roles ?? []) app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(id, roleId);
  for (const positionId of options.positions ?? []) app.db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?)').run(id, positionId);
  return id;
}

export function grantItem(app: FastifyInstance, holderType: HolderType, holderId: string, itemType: ItemType, itemId: string): void {
  app.db.prepare('INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .run(holderType, holderId, itemType, itemId);
}

export function createDataRule(app: FastifyInstance, moduleId: string, field: string, symbol: string, text: string, fieldType = 'varchar'): string {
  const id = newId();
  app.db.prepare(`INSERT INTO module_data_rules (id, module_id, full_name, en_code, field_type, condition_symbol, condition_text, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`).run(id, moduleId, code('rule'), field, fieldType, symbol, text, Date.now());
  return id;
}

/** A data scheme of these rule groups, or everything with `allData`. */
export function createScheme(app: FastifyInstance, moduleId: string, groups: readonly ConditionGroup[], allData = false): string {
  const id = newId();
  app.db.prepare(`INSERT INTO module_data_schemes (id, module_id, full_name, en_code, condition_json, all_data, creator_time)
    VALUES (?, ?, ?, ?, ?, ?, ?)`).run(id, moduleId, code('scheme'), code('scheme'), conditionsJson(groups), allData ? 1 : 0, Date.now());
  return id;
}

/** Turns the data / column / form checks of a menu on or off. */
export function setModuleChecks(app: FastifyInstance, moduleId: string, checks: { data?: boolean; columns?: boolean; forms?: boolean; buttons?: boolean }): void {
  const set = (column: string, value: boolean | undefined) => {
    if (value !== undefined) app.db.prepare(`UPDATE modules SET ${column} = ? WHERE id = ?`).run(value ? 1 : 0, moduleId);
  };
  set('is_data_authorize', checks.data);
  set('is_column_authorize', checks.columns);
  set('is_form_authorize', checks.forms);
  set('is_button_authorize', checks.buttons);
}
