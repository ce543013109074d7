// Issue 12: roles, positions and organisations are grants. With the real engine (no stand-ins), an
// editor of the user page who is not an administrator can put a user (themself included) only into
// holders that grant nothing beyond the editor's own rights, and cannot change an administrator.
import type { FastifyInstance } from 'fastify';
import { moduleId, USER_PAGE } from '../../db/seed/menus';
import { orgId, roleId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn, type CreatedUser } from '../../testing';
import { createBareRole, createOrganization, createPosition, grantItem } from '../../testing/permission';
import { roleRoutes } from '../role/routes';
import { userRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [roleRoutes, userRoutes];

const BASE = '/api/permission/Users';
const ROLE_PAGE = 'permission.role';

let app: FastifyInstance;
let admin: string;
let editor: CreatedUser;
let editorRole: string;
let token: string;
/** Grants the user page only: within the editor's rights. */
let weakRole: string;
/** Grants the role page too, which the editor does not hold. */
let strongRole: string;
let strongRoleName: string;
let strongPosition: string;
let strongOrganization: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  editorRole = roleId(createRole(app, [{ page: USER_PAGE, buttons: ['btn_add', 'btn_edit'] }]));
  editor = await createUser(app, { roles: [] });
  app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(editor.id, editorRole);
  token = await signIn(app, editor.account, editor.password);
  weakRole = createBareRole(app);
  grantItem(app, 'Role', weakRole, 'module', moduleId(USER_PAGE));
  strongRole = createBareRole(app);
  grantItem(app, 'Role', strongRole, 'module', moduleId(USER_PAGE));
  grantItem(app, 'Role', strongRole, 'module', moduleId(ROLE_PAGE));
  strongRoleName = (app.db.prepare('SELECT full_name AS name FROM roles WHERE id = ?').get(strongRole) as { name: string }).name;
  strongPosition = createPosition(app, orgId('rd'));
  grantItem(app, 'Position', strongPosition, 'module', moduleId(ROLE_PAGE));
  strongOrganization = createOrganization(app, orgId('rd'));
  grantItem(app, 'Organize', strongOrganization, 'module', moduleId(ROLE_PAGE));
});
afterAll(async () => closeTestApp(app));

const ids = (sql: string, id: string): string[] => (app.db.prepare(sql).all(id) as { id: string }[]).map((row) => row.id).sort();
const rolesOf = (id: string) => ids('SELECT role_id AS id FROM user_roles WHERE user_id = ?', id);
const positionsOf = (id: string) => ids('SELECT position_id AS id FROM user_positions WHERE user_id = ?', id);
const organizationsOf = (id: string) => ids('SELECT organize_id AS id FROM user_organizations WHERE user_id = ?', id);
const accountExists = (account: string) => app.db.prepare('SELECT 1 FROM users WHERE account = ?').get(account) !== undefined;
const put = (id: string, body: object, as = token) => call(app, 'PUT', `${BASE}/${id}`, { token: as, body });

describe('the user form, for an editor who is not an administrator', () => {
  it('refuses to create a user in a stronger role, position or organisation, and creates nothing', async () => {
    const refused = await call(app, 'POST', BASE, { token, body: { account: 'strongnew1', realName: '强', organizeId: orgId('rd'), roleId: strongRole } });
    expect(refused).toMatchObject({ code: 403, msg: `暂无权限：“${strongRoleName}”拥有您没有的权限，不能将用户加入其中` });
    expect(accountExists('strongnew1')).toBe(false);
    const byPosition = await call(app, 'POST', BASE, { token, body: { account: 'strongnew2', realName: '强', organizeId: orgId('rd'), roleId: weakRole, positionId: strongPosition } });
    expect(byPosition.code).toBe(403);
    const byOrganization = await call(app, 'POST', BASE, { token, body: { account: 'strongnew3', realName: '强', organizeId: strongOrganization, roleId: weakRole } });
    expect(byOrganization.code).toBe(403);
    expect(accountExists('strongnew2') || accountExists('strongnew3')).toBe(false);

    const created = await call<{ id: string }>(app, 'POST', BASE, { token, body: { account: 'weaknew1', realName: '弱', organizeId: orgId('rd'), roleId: weakRole } });
    expect(created.code).toBe(200);
    expect(rolesOf(created.data.id)).toEqual([weakRole]);
  });

  it('refuses to give themself or another user a stronger role, position or organisation, and changes nothing', async () => {
    const self = await put(editor.id, { roleId: `${editorRole},${strongRole}`, realName: '改名' });
    expect(self.code).toBe(403);
    expect(rolesOf(editor.id)).toEqual([editorRole]);
    expect((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(editor.id) as { name: string }).name).not.toBe('改名');
    // The refusal held: the editor still may not open the role page.
    expect((await call(app, 'GET', '/api/permission/Role', { token })).code).toBe(403);

    const target = await createUser(app, { roles: [] });
    expect((await put(target.id, { roleId: strongRole })).code).toBe(403);
    expect((await put(target.id, { positionId: strongPosition })).code).toBe(403);
    expect((await put(target.id, { organizeId: `${orgId('rd')},${strongOrganization}` })).code).toBe(403);
    expect(rolesOf(target.id)).toEqual([]);
    expect(positionsOf(target.id)).toEqual([]);
    expect(organizationsOf(target.id)).toEqual([orgId('rd')]);

    expect((await put(target.id, { roleId: weakRole })).code).toBe(200);
    expect(rolesOf(target.id)).toEqual([weakRole]);
  });

  it('lets memberships the user already has stay, and be removed', async () => {
    const target = await createUser(app, { roles: [] });
    expect((await put(target.id, { roleId: strongRole, positionId: strongPosition }, admin)).code).toBe(200);
    // A save that keeps the stronger role adds nothing.
    expect((await put(target.id, { realName: '保留', roleId: strongRole, positionId: strongPosition })).code).toBe(200);
    expect(rolesOf(target.id)).toEqual([strongRole]);
    // Taking it away is always allowed.
    expect((await put(target.id, { roleId: weakRole, positionId: '' })).code).toBe(200);
    expect(rolesOf(target.id)).toEqual([weakRole]);
    expect(positionsOf(target.id)).toEqual([]);
  });

  it('may not change an administrator account, nor re-enable one', async () => {
    const before = app.db.prepare('SELECT real_name, mobile_phone FROM users WHERE id = ?').get(userId('admin'));
    expect(await put(userId('admin'), { realName: '接管', mobilePhone: '13900001111' })).toMatchObject({ code: 403, msg: '只有超级管理员可以修改超级管理员的账号' });
    expect(app.db.prepare('SELECT real_name, mobile_phone FROM users WHERE id = ?').get(userId('admin'))).toEqual(before);

    const disabledAdmin = await createUser(app, { isAdministrator: true, enabled: false });
    expect((await call(app, 'PUT', `${BASE}/${disabledAdmin.id}/Actions/State`, { token, body: { enabledMark: 1 } })).code).toBe(403);
    expect((app.db.prepare('SELECT enabled_mark FROM users WHERE id = ?').get(disabledAdmin.id) as { enabled_mark: number }).enabled_mark).toBe(0);
  });

  it('imports a row into a stronger role only as a failed row, the others as usual', async () => {
    const weakRoleName = (app.db.prepare('SELECT full_name AS name FROM roles WHERE id = ?').get(weakRole) as { name: string }).name;
    const importer = roleId(createRole(app, [{ page: USER_PAGE, buttons: ['btn_import'] }]));
    app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(editor.id, importer);
    try {
      const answer = await call<{ snum: number; fnum: number; failResult: { account: string; errorsInfo: string }[] }>(app, 'POST', `${BASE}/ImportData`, {
        token,
        body: { list: [
          { account: 'impstrong1', realName: '强', organize: '研发部', role: strongRoleName },
          { account: 'impweak1', realName: '弱', organize: '研发部', role: weakRoleName },
        ] },
      });
      expect(answer.data).toMatchObject({ snum: 1, fnum: 1 });
      expect(answer.data.failResult.map((row) => [row.account, row.errorsInfo])).toEqual([
        ['impstrong1', `暂无权限：“${strongRoleName}”拥有您没有的权限，不能将用户加入其中`],
      ]);
      expect(accountExists('impstrong1')).toBe(false);
      expect(accountExists('impweak1')).toBe(true);
    } finally {
      app.db.prepare('DELETE FROM user_roles WHERE user_id = ? AND role_id = ?').run(editor.id, importer);
    }
  });

  it('leaves administrators free to give any role', async () => {
    const target = await createUser(app, { roles: [] });
    expect((await put(target.id, { roleId: `${strongRole},${roleId('admin')}`, positionId: strongPosition, organizeId: strongOrganization }, admin)).code).toBe(200);
    expect(rolesOf(target.id)).toEqual([strongRole, roleId('admin')].sort());
    expect(organizationsOf(target.id)).toEqual([strongOrganization]);
  });
});
