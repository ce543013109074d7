import type { FastifyInstance } from 'fastify';
import { moduleId } from '../db/seed/menus';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../testing';
import { createBareRole, createMember, createOrganization, createPosition, createScheme, grantItem, setModuleChecks } from '../testing/permission';
import { menusFor } from './menus';
import { currentUserRoutes } from '../routes/current-user/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes];

let app: FastifyInstance;
const DICTIONARY = moduleId('systemData.dictionary');
const SYSTEM_DATA = moduleId('systemData');

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

const itemId = (table: string, code: string): string =>
  (app.db.prepare(`SELECT id FROM ${table} WHERE module_id = ? AND en_code = ?`).get(DICTIONARY, code) as { id: string }).id;

describe('menusFor on the permission engine', () => {
  it('builds the menu from position and organisation grants too, and says which pages check columns and forms', () => {
    const org = createOrganization(app);
    const position = createPosition(app, org);
    const user = createMember(app, { organizations: [org], positions: [position] });
    grantItem(app, 'Organize', org, 'module', SYSTEM_DATA);
    grantItem(app, 'Position', position, 'module', DICTIONARY);
    grantItem(app, 'Position', position, 'column', itemId('module_columns', 'fullName'));
    grantItem(app, 'Position', position, 'button', itemId('module_buttons', 'btn_add'));

    const before = menusFor(app.db, { id: user, isAdministrator: false, systemId: null });
    const entry = before.permissionList.find((candidate) => candidate.modelId === DICTIONARY);
    expect(entry).toMatchObject({ columnAuthorize: false, formAuthorize: false });
    expect(entry?.button.map((item) => item.enCode)).toEqual(['btn_add']);

    setModuleChecks(app, DICTIONARY, { columns: true, forms: true });
    try {
      const after = menusFor(app.db, { id: user, isAdministrator: false, systemId: null }).permissionList.find((candidate) => candidate.modelId === DICTIONARY);
      expect(after).toMatchObject({ columnAuthorize: true, formAuthorize: true });
      expect(after?.column.map((item) => item.enCode)).toEqual(['fullName']);
      expect(after?.form).toEqual([]);
    } finally {
      setModuleChecks(app, DICTIONARY, { columns: false, forms: false });
    }
  });

  it('lists the data schemes the caller holds in GET /Current/Authorize', async () => {
    setModuleChecks(app, DICTIONARY, { data: true });
    const scheme = createScheme(app, DICTIONARY, [], true);
    createScheme(app, DICTIONARY, [], true); // not granted
    const role = createBareRole(app);
    grantItem(app, 'Role', role, 'module', SYSTEM_DATA);
    grantItem(app, 'Role', role, 'module', DICTIONARY);
    grantItem(app, 'Role', role, 'resource', scheme);
    const user = await createUser(app, { roles: [] });
    app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(user.id, role);
    const token = await signIn(app, user.account, user.password);
    const result = await call<{ resource: { id: string; children: { id: string; children: { id: string }[] }[] }[] }>(
      app, 'GET', '/api/permission/Users/Current/Authorize', { token },
    );
    expect(result.code).toBe(200);
    const leaves = result.data.resource.flatMap((top) => top.children.flatMap((page) => page.children.map((leaf) => leaf.id)));
    expect(leaves).toEqual([`${DICTIONARY}:${scheme}`]);
  });
});
