import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { moduleId, SYSTEM_ID } from '../../db/seed/menus';
import { roleId } from '../../db/seed/organization';
import { isAllowed } from '../../auth/permissions';
import { buildTestApp, call, closeTestApp, connectSocket, createRole, createUser, signIn } from '../../testing';
import { createBareRole, createMember, grantItem, sessionFor } from '../../testing/permission';
import { authorityRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [authorityRoutes];

let app: FastifyInstance;
let admin: string;
let viewer: string;

const BASE = '/api/permission/Authority';
const DICTIONARY = moduleId('systemData.dictionary');
const AUTHORIZE = moduleId('permission.authorize');
const USERS = moduleId('permission.user');

interface TreeNode {
  id: string;
  type: string;
  children: TreeNode[];
}
interface Values {
  list: TreeNode[];
  ids: string[];
  all: string[];
}

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});

afterAll(async () => {
  await closeTestApp(app);
});

const buttonOf = (module: string, code: string): string =>
  (app.db.prepare('SELECT id FROM module_buttons WHERE module_id = ? AND en_code = ?').get(module, code) as { id: string }).id;
const rowsOf = (holder: string): string[] =>
  (app.db.prepare('SELECT item_type || \':\' || item_id AS row FROM authorize WHERE object_id = ? ORDER BY row').all(holder) as { row: string }[]).map((r) => r.row);
const flatten = (nodes: readonly TreeNode[]): TreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);

describe('POST /Data/{objectId}/Values', () => {
  it('returns the whole tree, every id and the ids the holder has now', async () => {
    const result = await call<Values>(app, 'POST', `${BASE}/Data/${roleId('staff')}/Values`, { token: admin, body: { objectType: 'Role' } });
    expect(result.code).toBe(200);
    const nodes = flatten(result.data.list);
    expect(result.data.list[0]).toMatchObject({ id: SYSTEM_ID, type: 'system' });
    expect(result.data.all).toEqual(nodes.map((node) => node.id));
    expect(result.data.ids).toContain(DICTIONARY);
    expect(result.data.ids).not.toContain(USERS); // staff may not open the permission section
    expect(nodes.find((node) => node.id === DICTIONARY)?.children.map((child) => child.type)).toContain('button');
  });

  it('narrows the tree to one kind', async () => {
    const buttons = await call<Values>(app, 'POST', `${BASE}/Data/${roleId('admin')}/Values`, { token: admin, body: { objectType: 'Role', type: 'button' } });
    const types = new Set(flatten(buttons.data.list).map((node) => node.type));
    expect([...types].sort()).toEqual(['button', 'module', 'system']);
    const systems = await call<Values>(app, 'POST', `${BASE}/Data/${roleId('admin')}/Values`, { token: admin, body: { objectType: 'Role', type: 'system' } });
    expect(flatten(systems.data.list).every((node) => node.type === 'system')).toBe(true);
    // JNPF's second step: the buttons of the menus ticked in the first, as comma-separated text.
    const ticked = await call<Values>(app, 'POST', `${BASE}/Data/${roleId('admin')}/Values`, {
      token: admin,
      body: { objectType: 'Role', type: 'button', moduleIds: `${DICTIONARY},${USERS}` },
    });
    const parents = new Set(flatten(ticked.data.list).filter((node) => node.type === 'button').map((node) => (node as TreeNode & { parentId: string }).parentId));
    expect([...parents].sort()).toEqual([DICTIONARY, USERS].sort());
  });

  it('refuses unknown holders and callers without the page', async () => {
    expect((await call(app, 'POST', `${BASE}/Data/nobody/Values`, { token: admin, body: { objectType: 'Role' } })).code).toBe(400);
    expect((await call(app, 'POST', `${BASE}/Data/${roleId('staff')}/Values`, { token: admin, body: { objectType: 'Team' } })).code).toBe(400);
    expect((await call(app, 'POST', `${BASE}/Data/${roleId('staff')}/Values`, { token: viewer, body: { objectType: 'Role' } })).code).toBe(403);
  });
});

describe('PUT /Data/{objectId}', () => {
  it('replaces the holder\'s grants, and the members\' open portals are told to refresh', async () => {
    const role = createBareRole(app);
    const member = await createUser(app, { roles: [] });
    app.db.prepare('INSERT INTO user_roles (user_id, role_id) VALUES (?, ?)').run(member.id, role);
    const socket = await connectSocket(app, await signIn(app, member.account, member.password));
    grantItem(app, 'Role', role, 'module', USERS);

    const saved = await call(app, 'PUT', `${BASE}/Data/${role}`, {
      token: admin,
      body: { objectType: 'Role', system: [SYSTEM_ID], module: [DICTIONARY], button: [buttonOf(DICTIONARY, 'btn_add')] },
    });
    expect(saved).toMatchObject({ code: 200, msg: '授权成功' });
    expect(rowsOf(role)).toEqual([`button:${buttonOf(DICTIONARY, 'btn_add')}`, `module:${DICTIONARY}`, `system:${SYSTEM_ID}`].sort());
    await expect(socket.next('refresh')).resolves.toEqual({ method: 'refresh' });
    expect(isAllowed(app.db, sessionFor(member.id), 'systemData.dictionary', 'btn_add')).toBe(true);
    expect(isAllowed(app.db, sessionFor(member.id), 'permission.user')).toBe(false);
    socket.socket.close();
  });

  it('refuses ids that do not exist, naming them, and saves nothing', async () => {
    const role = createBareRole(app);
    grantItem(app, 'Role', role, 'module', DICTIONARY);
    const result = await call(app, 'PUT', `${BASE}/Data/${role}`, {
      token: admin,
      body: { objectType: 'Role', module: [USERS, 'ghost-menu'], button: ['ghost-button'] },
    });
    expect(result.code).toBe(400);
    expect(result.msg).toContain('ghost-menu');
    expect(result.msg).toContain('ghost-button');
    expect(rowsOf(role)).toEqual([`module:${DICTIONARY}`]);
    expect((await call(app, 'PUT', `${BASE}/Data/no-such-role`, { token: admin, body: { objectType: 'Role', module: [] } })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/Data/${role}`, { token: viewer, body: { objectType: 'Role', module: [] } })).code).toBe(403);
  });

  it('saves 2,000 entries in one transaction: a failure on the last one leaves the old grants', async () => {
    const module = newId();
    app.db.prepare(`INSERT INTO modules (id, parent_id, system_id, type, en_code, full_name) VALUES (?, '-1', ?, 2, ?, 'big')`).run(module, SYSTEM_ID, `big${module}`);
    const insert = app.db.prepare('INSERT INTO module_buttons (id, module_id, en_code, full_name) VALUES (?, ?, ?, ?)');
    const buttons = app.db.transaction(() => Array.from({ length: 1999 }, (_, index) => {
      const id = `${module}-b${index}`;
      insert.run(id, module, `btn_${index}`, `button ${index}`);
      return id;
    }))();
    const role = createBareRole(app);
    grantItem(app, 'Role', role, 'module', DICTIONARY);

    const poison = `${module}-poison`;
    insert.run(poison, module, 'btn_poison', 'poison');
    app.db.exec(`CREATE TRIGGER poison_grant BEFORE INSERT ON authorize WHEN NEW.item_id = '${poison}' BEGIN SELECT RAISE(ABORT, 'poisoned'); END`);
    try {
      const failed = await call(app, 'PUT', `${BASE}/Data/${role}`, { token: admin, body: { objectType: 'Role', module: [module], button: [...buttons, poison] } });
      expect(failed.code).toBe(500);
      expect(rowsOf(role)).toEqual([`module:${DICTIONARY}`]);
    } finally {
      app.db.exec('DROP TRIGGER poison_grant');
    }
    const saved = await call(app, 'PUT', `${BASE}/Data/${role}`, { token: admin, body: { objectType: 'Role', module: [module], button: [...buttons, poison] } });
    expect(saved.code).toBe(200);
    expect(rowsOf(role)).toHaveLength(2001);
  });

  it('never lets a delegate grant more than they hold, to others or to themselves', async () => {
    const code = createRole(app, [
      { page: 'permission.authorize', buttons: ['btn_edit'] },
      { page: 'systemData.dictionary', buttons: ['btn_add'] },
    ]);
    const delegate = await createUser(app, { roles: [code] });
    const token = await signIn(app, delegate.account, delegate.password);
    const target = createBareRole(app);
    // Something the target has that the delegate does not hold: it must survive the delegate's save.
    grantItem(app, 'Role', target, 'module', USERS);

    const within = await call(app, 'PUT', `${BASE}/Data/${target}`, {
      token,
      body: { objectType: 'Role', module: [DICTIONARY], button: [buttonOf(DICTIONARY, 'btn_add')] },
    });
    expect(within.code).toBe(200);
    expect(rowsOf(target)).toEqual([`button:${buttonOf(DICTIONARY, 'btn_add')}`, `module:${DICTIONARY}`, `module:${USERS}`].sort());

    const beyond = await call(app, 'PUT', `${BASE}/Data/${target}`, { token, body: { objectType: 'Role', module: [DICTIONARY, AUTHORIZE, moduleId('system.area')] } });
    expect(beyond).toMatchObject({ code: 403, msg: '暂无权限：不能授予自己没有的权限' });
    const self = await call(app, 'PUT', `${BASE}/Data/${roleId(code)}`, {
      token,
      body: { objectType: 'Role', module: [DICTIONARY, AUTHORIZE, USERS], button: [buttonOf(AUTHORIZE, 'btn_edit'), buttonOf(DICTIONARY, 'btn_add')] },
    });
    expect(self.code).toBe(403);
    const asUser = await call(app, 'PUT', `${BASE}/Data/${delegate.id}`, { token, body: { objectType: 'User', module: [USERS] } });
    expect(asUser.code).toBe(403);
    expect(isAllowed(app.db, sessionFor(delegate.id), 'permission.user')).toBe(false);

    // The tree a delegate sees holds only what they may grant.
    const values = await call<Values>(app, 'POST', `${BASE}/Data/${target}/Values`, { token, body: { objectType: 'Role' } });
    const held = new Set(app.db.prepare("SELECT item_id FROM authorize WHERE object_type = 'Role' AND object_id = ?").all(roleId(code)).map((row) => (row as { item_id: string }).item_id));
    const systems = flatten(values.data.list).filter((node) => node.type === 'system').map((node) => node.id);
    // Besides what the delegate holds: the systems and directories around it (no right by themselves).
    const around = [...systems, moduleId('permission'), moduleId('systemData')];
    expect(values.data.all.filter((id) => !around.includes(id) && !held.has(id))).toEqual([]);
    const withParents = await call(app, 'PUT', `${BASE}/Data/${target}`, {
      token,
      body: { objectType: 'Role', systemIds: [SYSTEM_ID], module: [moduleId('systemData'), DICTIONARY] },
    });
    expect(withParents.code).toBe(200);
    expect(values.data.all).toEqual(expect.arrayContaining([DICTIONARY, AUTHORIZE, buttonOf(DICTIONARY, 'btn_add')]));
    expect(values.data.all).not.toContain(USERS);
  });
});

describe('POST /Data/Batch', () => {
  it('adds the items to every holder named and keeps what they had', async () => {
    const first = createBareRole(app);
    const second = createBareRole(app);
    grantItem(app, 'Role', first, 'module', USERS);
    const user = createMember(app);
    const result = await call(app, 'POST', `${BASE}/Data/Batch`, { token: admin, body: { roleIds: [first, second], userIds: [user], module: [DICTIONARY] } });
    expect(result.code).toBe(200);
    expect(rowsOf(first)).toEqual([`module:${DICTIONARY}`, `module:${USERS}`].sort());
    expect(rowsOf(second)).toEqual([`module:${DICTIONARY}`]);
    expect(rowsOf(user)).toEqual([`module:${DICTIONARY}`]);
    const refused = await call(app, 'POST', `${BASE}/Data/Batch`, { token: admin, body: { roleIds: [second, 'ghost-role'], module: [USERS] } });
    expect(refused.code).toBe(400);
    expect(refused.msg).toContain('ghost-role');
    expect(rowsOf(second)).toEqual([`module:${DICTIONARY}`]);
  });
});

describe('/Model/{itemId}', () => {
  it('lists and replaces the holders of one item', async () => {
    const a = createBareRole(app);
    const b = createBareRole(app);
    const item = buttonOf(DICTIONARY, 'btn_remove');
    grantItem(app, 'Role', a, 'button', item);
    const before = await call<{ itemType: string; ids: string[] }>(app, 'GET', `${BASE}/Model/${item}/Role`, { token: admin });
    expect(before.data.itemType).toBe('button');
    expect(before.data.ids).toContain(a);
    expect(before.data.ids).not.toContain(b);

    const ids = before.data.ids.filter((id) => id !== a).concat(b);
    expect((await call(app, 'PUT', `${BASE}/Model/${item}`, { token: admin, body: { objectType: 'Role', objectIds: ids } })).code).toBe(200);
    const after = await call<{ ids: string[] }>(app, 'GET', `${BASE}/Model/${item}/Role`, { token: admin });
    expect(after.data.ids).toContain(b);
    expect(after.data.ids).not.toContain(a);

    expect((await call(app, 'GET', `${BASE}/Model/ghost/Role`, { token: admin })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/Model/ghost`, { token: admin, body: { objectType: 'Role', objectIds: [] } })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/Model/${item}`, { token: admin, body: { objectType: 'Role', objectIds: ['ghost-role'] } })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/Model/${item}`, { token: viewer, body: { objectType: 'Role', objectIds: [] } })).code).toBe(403);
    expect((await call<{ ids: string[] }>(app, 'GET', `${BASE}/Model/${item}/Role`, { token: admin })).data.ids).toContain(b);
  });
});
