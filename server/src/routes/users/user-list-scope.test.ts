// The users list with the real engine (no stand-ins): a data rule "organisation is mine or below"
// granted to a department manager's role shows that subtree and nothing else; a role with the page
// but no scheme sees nothing (deny by default); the page alone grants no write.
import type { FastifyInstance } from 'fastify';
import { moduleId, USER_PAGE } from '../../db/seed/menus';
import { orgId, roleId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { createDataRule, createMember, createOrganization, createScheme, grantItem, setModuleChecks } from '../../testing/permission';
import { userRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes];

interface Page { list: { id: string }[]; pagination: { total: number } }

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});
afterAll(() => closeTestApp(app));

/** A signed-in user of a fresh role that may open the users page, current organisation `organizeId`. */
async function managerIn(organizeId: string): Promise<{ id: string; token: string; role: string }> {
  const role = createRole(app, [{ page: USER_PAGE }]);
  const user = await createUser(app, { roles: [role] });
  app.db.prepare('UPDATE users SET organize_id = ? WHERE id = ?').run(organizeId, user.id);
  app.db.prepare('DELETE FROM user_organizations WHERE user_id = ?').run(user.id);
  app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(user.id, organizeId);
  return { id: user.id, token: await signIn(app, user.account, user.password), role: roleId(role) };
}

it('a department manager sees only users of their department and below; no scheme means no rows', async () => {
  const page = moduleId(USER_PAGE);
  const team = createOrganization(app, orgId('rd'));
  const subTeam = createOrganization(app, team);
  const sibling = createOrganization(app, orgId('rd'));
  const inTeam = createMember(app, { organizations: [team] });
  const inSubTeam = createMember(app, { organizations: [subTeam] });
  const inSibling = createMember(app, { organizations: [sibling] });

  const manager = await managerIn(team);
  const rule = createDataRule(app, page, 'organizeId', '==', '@organizationAndSuborganization');
  grantItem(app, 'Role', manager.role, 'resource', createScheme(app, page, [{ logic: 'and', ruleIds: [rule] }]));
  const unscoped = await managerIn(team);
  setModuleChecks(app, page, { data: true });
  try {
    const seen = await call<Page>(app, 'GET', '/api/permission/Users?pageSize=500', { token: manager.token });
    expect(seen.code).toBe(200);
    const ids = seen.data.list.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, inTeam, inSubTeam, unscoped.id]));
    expect(ids).not.toContain(inSibling);
    expect(ids).not.toContain(userId('admin'));
    expect(seen.data.pagination.total).toBe(ids.length);

    const none = await call<Page>(app, 'GET', '/api/permission/Users?pageSize=500', { token: unscoped.token });
    expect(none.data.list).toEqual([]);

    // Opening another department's user by id is refused as if it did not exist.
    expect((await call(app, 'GET', `/api/permission/Users/${inSibling}`, { token: manager.token })).code).toBe(404);
    // The page without btn_add: a hand-made create is refused.
    const forged = await call(app, 'POST', '/api/permission/Users', { token: manager.token, body: { account: 'forged1', realName: 'x' } });
    expect(forged.code).toBe(403);
  } finally {
    setModuleChecks(app, page, { data: false });
  }
});
