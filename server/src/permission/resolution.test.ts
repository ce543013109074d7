import type { FastifyInstance } from 'fastify';
import { isAllowed } from '../auth/permissions';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, closeTestApp } from '../testing';
import { createBareRole, createMember, createOrganization, createPosition, grantItem, sessionFor } from '../testing/permission';
import { permissionsChanged, usersOfObject } from './changes';
import { cachedGrants, cachedUserCount } from './grant-cache';
import { resolveGrants } from './grants';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

let app: FastifyInstance;
const DICTIONARY = 'systemData.dictionary';
const AREA = 'system.area';
const NOTICE = 'system.notice';
const BILL_RULE = 'system.billRule';

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
});

afterAll(async () => {
  await closeTestApp(app);
});

const may = (userId: string, page: string, button?: string): boolean => isAllowed(app.db, sessionFor(userId), page, button);
const buttonId = (page: string, code: string): string =>
  (app.db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?').get(moduleId(page), code) as { id: string }).id;

describe('a user holds the union of what they, their roles, positions and organisations are granted', () => {
  it('adds up every kind of holder', () => {
    const org = createOrganization(app);
    const position = createPosition(app, org);
    const role = createBareRole(app);
    const user = createMember(app, { organizations: [org], roles: [role], positions: [position] });
    grantItem(app, 'User', user, 'module', moduleId(DICTIONARY));
    grantItem(app, 'Role', role, 'module', moduleId(AREA));
    grantItem(app, 'Position', position, 'module', moduleId(NOTICE));
    grantItem(app, 'Organize', org, 'module', moduleId(BILL_RULE));
    grantItem(app, 'Role', role, 'button', buttonId(AREA, 'btn_add'));

    for (const page of [DICTIONARY, AREA, NOTICE, BILL_RULE]) expect(may(user, page)).toBe(true);
    expect(may(user, AREA, 'btn_add')).toBe(true);
    expect(may(user, AREA, 'btn_edit')).toBe(false);
    expect(may(user, 'permission.user')).toBe(false);
    expect(may(user, 'no.such.page')).toBe(false);
  });

  it('ignores disabled roles, positions and organisations', () => {
    const org = createOrganization(app, '-1', 'department', false);
    const position = createPosition(app, createOrganization(app), false);
    const role = createBareRole(app, { enabled: false });
    const user = createMember(app, { organizations: [org], roles: [role], positions: [position] });
    grantItem(app, 'Role', role, 'module', moduleId(DICTIONARY));
    grantItem(app, 'Position', position, 'module', moduleId(AREA));
    grantItem(app, 'Organize', org, 'module', moduleId(NOTICE));
    expect(resolveGrants(app.db, user).module.size).toBe(0);
    expect(may(user, DICTIONARY)).toBe(false);
  });

  it('applies an organisation role only while it belongs to one of the user\'s organisations', () => {
    const mine = createOrganization(app);
    const other = createOrganization(app);
    const ownRole = createBareRole(app, { organizations: [mine] });
    const foreignRole = createBareRole(app, { organizations: [other] });
    const user = createMember(app, { organizations: [mine], roles: [ownRole, foreignRole] });
    grantItem(app, 'Role', ownRole, 'module', moduleId(DICTIONARY));
    grantItem(app, 'Role', foreignRole, 'module', moduleId(AREA));
    expect(may(user, DICTIONARY)).toBe(true);
    expect(may(user, AREA)).toBe(false);

    // Joining the other organisation brings its role into force.
    app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(user, other);
    expect(may(user, AREA)).toBe(true);
  });

  it('lets administrators do everything, and nobody use a disabled menu', () => {
    const user = createMember(app);
    expect(isAllowed(app.db, sessionFor(user, true), 'permission.user', 'btn_remove')).toBe(true);
    const role = createBareRole(app);
    const member = createMember(app, { roles: [role] });
    grantItem(app, 'Role', role, 'module', moduleId(DICTIONARY));
    app.db.prepare('UPDATE modules SET enabled_mark = 0 WHERE id = ?').run(moduleId(DICTIONARY));
    try {
      expect(may(member, DICTIONARY)).toBe(false);
    } finally {
      app.db.prepare('UPDATE modules SET enabled_mark = 1 WHERE id = ?').run(moduleId(DICTIONARY));
    }
    expect(may(member, DICTIONARY)).toBe(true);
  });

  it('allows every enabled button of a page that does not check buttons', () => {
    const role = createBareRole(app);
    const user = createMember(app, { roles: [role] });
    grantItem(app, 'Role', role, 'module', moduleId(AREA));
    expect(may(user, AREA, 'btn_remove')).toBe(false);
    app.db.prepare('UPDATE modules SET is_button_authorize = 0 WHERE id = ?').run(moduleId(AREA));
    try {
      expect(may(user, AREA, 'btn_remove')).toBe(true);
      expect(may(user, AREA, 'btn_nonexistent')).toBe(false);
    } finally {
      app.db.prepare('UPDATE modules SET is_button_authorize = 1 WHERE id = ?').run(moduleId(AREA));
    }
  });
});

describe('the per-user cache', () => {
  it('serves the same resolution until something changes, then resolves again', () => {
    const role = createBareRole(app);
    const user = createMember(app, { roles: [role] });
    grantItem(app, 'Role', role, 'module', moduleId(DICTIONARY));
    const first = cachedGrants(app.db, user);
    expect(cachedGrants(app.db, user)).toBe(first);
    expect(cachedUserCount(app.db)).toBeGreaterThan(0);

    // A revocation written by any path (here raw SQL) is seen at once: the generation moved.
    app.db.prepare("DELETE FROM authorize WHERE object_type = 'Role' AND object_id = ?").run(role);
    expect(cachedGrants(app.db, user)).not.toBe(first);
    expect(may(user, DICTIONARY)).toBe(false);

    grantItem(app, 'Role', role, 'module', moduleId(DICTIONARY));
    expect(may(user, DICTIONARY)).toBe(true);
    app.db.prepare('UPDATE roles SET enabled_mark = 0 WHERE id = ?').run(role);
    expect(may(user, DICTIONARY)).toBe(false);
    app.db.prepare('UPDATE roles SET enabled_mark = 1 WHERE id = ?').run(role);
    app.db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(user);
    expect(may(user, DICTIONARY)).toBe(false);
  });

  it('is emptied for the named users by permissionsChanged', () => {
    const user = createMember(app);
    const first = cachedGrants(app.db, user);
    permissionsChanged(app, [user]);
    expect(cachedGrants(app.db, user)).not.toBe(first);
    const again = cachedGrants(app.db, user);
    permissionsChanged(app, 'all');
    expect(cachedGrants(app.db, user)).not.toBe(again);
  });
});

describe('usersOfObject', () => {
  it('names the members of each kind of holder, and of groups', () => {
    const org = createOrganization(app);
    const child = createOrganization(app, org);
    const position = createPosition(app, org);
    const role = createBareRole(app);
    const a = createMember(app, { organizations: [org], roles: [role], positions: [position] });
    const b = createMember(app, { organizations: [child], roles: [role] });
    const group = `group-${a}`;
    app.db.prepare("INSERT INTO user_groups (id, full_name, en_code, creator_time) VALUES (?, 'g', ?, 0)").run(group, group);
    app.db.prepare('INSERT INTO group_users (group_id, user_id) VALUES (?, ?)').run(group, b);

    expect(usersOfObject(app.db, 'Role', role).sort()).toEqual([a, b].sort());
    expect(usersOfObject(app.db, 'Position', position)).toEqual([a]);
    // The organisation itself, not its subtree.
    expect(usersOfObject(app.db, 'Organize', org)).toEqual([a]);
    expect(usersOfObject(app.db, 'Group', group)).toEqual([b]);
    expect(usersOfObject(app.db, 'User', a)).toEqual([a]);
  });
});
