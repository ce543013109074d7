import type { FastifyInstance } from 'fastify';
import { moduleId } from '../../db/seed/menus';
import { orgId, roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn, type CreatedUser } from '../../testing';
import { createBareRole, createPosition, grantItem } from '../../testing/permission';
import { GROUP_PAGE } from '../group/routes';
import { POSITION_PAGE } from '../position/routes';
import { ROLE_PAGE } from '../role/routes';
import { userRelationRoutes } from './routes';
import { userRoutes } from '../users/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [userRelationRoutes, userRoutes];

// Issue 12: membership is a grant. An editor of the role or position page who is not an
// administrator may add members only where the holder grants nothing beyond their own rights.

const RELATION = '/api/permission/UserRelation';

let app: FastifyInstance;
let admin: string;
let editor: CreatedUser;
let editorToken: string;
let other: CreatedUser;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  const editorRole = createRole(app, [
    { page: ROLE_PAGE, buttons: ['btn_edit'] },
    { page: POSITION_PAGE, buttons: ['btn_edit'] },
    { page: GROUP_PAGE, buttons: ['btn_edit'] },
  ]);
  editor = await createUser(app, { roles: [editorRole] });
  editorToken = await signIn(app, editor.account, editor.password);
  other = await createUser(app, { roles: [] });
});
afterAll(async () => closeTestApp(app));

const members = (table: 'user_roles' | 'user_positions', column: 'role_id' | 'position_id', id: string): string[] =>
  (app.db.prepare(`SELECT user_id FROM ${table} WHERE ${column} = ? ORDER BY user_id`).all(id) as { user_id: string }[]).map((row) => row.user_id);
const save = (token: string, objectId: string, objectType: string, userIds: string[]) =>
  call(app, 'POST', `${RELATION}/${objectId}`, { token, body: { objectType, userIds } });

/** A global role granting the role page (which the editor holds) and, when strong, the user page (which they do not). */
function role(strong: boolean): { id: string; name: string } {
  const id = createBareRole(app);
  grantItem(app, 'Role', id, 'module', moduleId(ROLE_PAGE));
  if (strong) grantItem(app, 'Role', id, 'module', moduleId('permission.user'));
  return { id, name: (app.db.prepare('SELECT full_name AS name FROM roles WHERE id = ?').get(id) as { name: string }).name };
}

describe('POST /api/permission/UserRelation/{id} by a non-administrator', () => {
  it('refuses to add anyone (the editor included) to a role granting more than the editor holds, and saves nothing', async () => {
    const strong = role(true);
    const self = await save(editorToken, strong.id, 'Role', [editor.id]);
    expect(self).toMatchObject({ code: 403, msg: `暂无权限：“${strong.name}”拥有您没有的权限，不能将用户加入其中` });
    const en = await call(app, 'POST', `${RELATION}/${strong.id}`, { token: editorToken, lang: 'en', body: { objectType: 'Role', userIds: [other.id] } });
    expect(en).toMatchObject({ code: 403, msg: `No permission: "${strong.name}" holds rights you do not hold yourself, so you cannot add users to it` });
    expect(members('user_roles', 'role_id', strong.id)).toEqual([]);
    // The editor's own rights did not grow: the user page stays closed to them.
    expect((await call(app, 'GET', '/api/permission/Users', { token: editorToken })).code).toBe(403);
  });

  it('lets the editor join, and add others to, a role within their own rights', async () => {
    const weak = role(false);
    expect((await save(editorToken, weak.id, 'Role', [editor.id, other.id])).code).toBe(200);
    expect(members('user_roles', 'role_id', weak.id)).toEqual([editor.id, other.id].sort());
  });

  it('lets the editor remove members of a stronger role, but not add one while keeping the rest', async () => {
    const strong = role(true);
    expect((await save(admin, strong.id, 'Role', [other.id, editor.id])).code).toBe(200);
    expect((await save(editorToken, strong.id, 'Role', [other.id])).code).toBe(200);
    expect(members('user_roles', 'role_id', strong.id)).toEqual([other.id]);
    // Re-saving the same members adds no one: nothing to check.
    expect((await save(editorToken, strong.id, 'Role', [other.id])).code).toBe(200);
    expect((await save(editorToken, strong.id, 'Role', [other.id, editor.id])).code).toBe(403);
    expect(members('user_roles', 'role_id', strong.id)).toEqual([other.id]);
  });

  it('applies the same rule to positions; groups carry no grants and stay open to their editors', async () => {
    const strong = createPosition(app, orgId('rd'));
    grantItem(app, 'Position', strong, 'module', moduleId('permission.user'));
    const weak = createPosition(app, orgId('rd'));
    grantItem(app, 'Position', weak, 'module', moduleId(POSITION_PAGE));
    expect((await save(editorToken, strong, 'Position', [editor.id])).code).toBe(403);
    expect(members('user_positions', 'position_id', strong)).toEqual([]);
    expect((app.db.prepare('SELECT position_id FROM users WHERE id = ?').get(editor.id) as { position_id: string | null }).position_id).toBeNull();
    expect((await save(editorToken, weak, 'Position', [editor.id])).code).toBe(200);
    expect(members('user_positions', 'position_id', weak)).toEqual([editor.id]);

    const group = (app.db.prepare('SELECT id FROM user_groups LIMIT 1').get() as { id: string } | undefined)?.id;
    if (group === undefined) throw new Error('the seed has no group');
    expect((await save(editorToken, group, 'Group', [editor.id])).code).toBe(200);
  });

  it('leaves administrators free to add anyone to any role', async () => {
    expect((await save(admin, roleId('admin'), 'Role', [other.id])).code).toBe(200);
    expect(members('user_roles', 'role_id', roleId('admin'))).toContain(other.id);
  });
});
