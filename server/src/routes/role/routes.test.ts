import type { FastifyInstance } from 'fastify';
import { orgId, roleId, userId } from '../../db/seed/organization';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { roleRoutes } from './routes';
import { userRelationRoutes } from '../user-relation/routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [roleRoutes, userRelationRoutes];

jest.mock('../../permission/changes', () => ({
  ...jest.requireActual<typeof import('../../permission/changes')>('../../permission/changes'),
  permissionsChanged: jest.fn(),
}));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  type: string;
  globalMark: number;
  organizeInfo: string;
  organizeIdsTree: string[][];
}
interface Node {
  id: string;
  type: string;
  children: Node[];
}

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});

afterAll(async () => {
  await closeTestApp(app);
});

beforeEach(() => changed.mockClear());

const BASE = '/api/permission/Role';
const RELATION = '/api/permission/UserRelation';
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const roleLeaves = (nodes: Node[]): string[] => flatten(nodes).filter((node) => node.type === 'role').map((node) => node.id);
const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM roles').get() as { n: number }).n;
const valid = (overrides: Record<string, unknown> = {}) => ({
  fullName: '研发主管',
  enCode: 'rdLead',
  globalMark: 0,
  organizeIdsTree: [[orgId('atrium'), orgId('rd')]],
  sortCode: 1,
  enabledMark: 1,
  description: '',
  ...overrides,
});

async function create(body: object): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data.id;
}

describe('roles', () => {
  it('creates an organisation role and lists it under its organisation, global roles for everyone', async () => {
    const id = await create(valid());
    const info = await call<Row>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ globalMark: 0, type: '组织', organizeInfo: 'Atrium 科技有限公司/研发部', organizeIdsTree: [[orgId('atrium'), orgId('rd')]] });
    const ofRd = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?organizeId=${orgId('rd')}`, { token: admin });
    expect(ofRd.data.list.map((row) => row.id)).toEqual([id]);
    const all = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?keyword=admin`, { token: admin, lang: 'en' });
    expect(all.data.list).toEqual([expect.objectContaining({ enCode: 'admin', type: 'Global', globalMark: 1 })]);
    const byOrg = await call<{ list: Node[] }>(app, 'POST', `${BASE}/getListByOrgIds`, { token: viewer, body: { organizeIds: [orgId('rd')] } });
    expect(roleLeaves(byOrg.data.list)).toEqual([id]);
    const selector = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Selector`, { token: viewer });
    expect(roleLeaves(selector.data.list)).toEqual(expect.arrayContaining([id, roleId('admin'), roleId('staff')]));
    expect(selector.data.list[0]).toMatchObject({ id: 'global', type: 'global' });
  });

  it('validates: organisation roles need an organisation; names, codes and duplicates are refused', async () => {
    const before = count();
    const cases: [object, string][] = [
      [valid({ enCode: 'noOrg', organizeIdsTree: [] }), '组织角色请选择所属组织'],
      [valid({ enCode: 'badOrg', organizeIdsTree: [['ghost']] }), '组织不存在'],
      [valid({ enCode: 'staff', globalMark: 1 }), '编码已存在：staff'],
      [valid({ enCode: 'bad code' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [valid({ enCode: 'longName', fullName: '长'.repeat(51) }), '名称最多为50个字符！'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'POST', BASE, { token: admin, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    expect(count()).toBe(before);
  });

  it('refuses to delete a role users hold, and removes its authorisations with it', async () => {
    const held = await call(app, 'DELETE', `${BASE}/${roleId('staff')}`, { token: admin });
    expect(held.msg).toMatch(/^该角色还有 \d+ 个用户，请先移出用户$/);
    const id = await create(valid({ enCode: 'temp', globalMark: 1 }));
    app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', ?, 'module', 'm')").run(id);
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect(app.db.prepare("SELECT COUNT(*) AS n FROM authorize WHERE object_id = ?").get(id)).toEqual({ n: 0 });
  });

  it('disabling a role tells the engine about its holders; the viewer cannot write', async () => {
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${roleId('dataEditor')}/Actions/State`, { token: admin });
    expect(off.data.enabledMark).toBe(0);
    expect(changed.mock.calls.flatMap(([, users]) => [...users])).toEqual([userId('zhangsan')]);
    await call(app, 'PUT', `${BASE}/${roleId('dataEditor')}/Actions/State`, { token: admin });
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: valid({ enCode: 'v' }) }),
      await call(app, 'PUT', `${BASE}/${roleId('staff')}`, { token: viewer, body: valid({ enCode: 'staff', globalMark: 1 }) }),
      await call(app, 'DELETE', `${BASE}/${roleId('staff')}`, { token: viewer }),
      await call(app, 'PUT', `${BASE}/${roleId('staff')}/Actions/State`, { token: viewer }),
      await call(app, 'GET', BASE, { token: viewer }),
    ];
    expect(results.map((result) => result.code)).toEqual([403, 403, 403, 403, 403]);
  });

  it('members of an organisation role must belong to one of its organisations', async () => {
    const id = await create(valid({ enCode: 'rdMembers' }));
    const outside = await call(app, 'POST', `${RELATION}/${id}`, { token: admin, body: { objectType: 'Role', userIds: [userId('lisi')] } });
    expect(outside).toMatchObject({ code: 400, msg: '用户“李四”不属于该组织角色的组织' });
    const inside = await call(app, 'POST', `${RELATION}/${id}`, { token: admin, body: { objectType: 'Role', userIds: [userId('zhangsan')] } });
    expect(inside.code).toBe(200);
    expect(changed.mock.calls.map(([, users]) => [...users])).toEqual([[userId('zhangsan')]]);
    const read = await call<{ ids: string[] }>(app, 'GET', `${RELATION}/${id}`, { token: admin });
    expect(read.data.ids).toEqual([userId('zhangsan')]);
  });

  it('lets an organisation administrator manage the organisation roles of their organisation, not global roles', async () => {
    const user = await createUser(app, { roles: [] });
    app.db.prepare(`INSERT INTO organize_administrators (id, user_id, organize_id, this_layer_select, this_layer_add, this_layer_edit, creator_time)
      VALUES ('gr', ?, ?, 1, 1, 1, 0)`).run(user.id, orgId('hr'));
    const token = await signIn(app, user.account, user.password);
    const own = await call<{ id: string }>(app, 'POST', BASE, { token, body: valid({ enCode: 'hrLead', organizeIdsTree: [[orgId('atrium'), orgId('hr')]] }) });
    expect(own.code).toBe(200);
    expect((await call(app, 'POST', BASE, { token, body: valid({ enCode: 'hrGlobal', globalMark: 1 }) })).code).toBe(403);
    expect((await call(app, 'POST', BASE, { token, body: valid({ enCode: 'rdOther' }) })).code).toBe(403);
    const list = await call<{ list: Row[] }>(app, 'GET', BASE, { token });
    expect(list.data.list.map((row) => row.id)).toEqual([own.data.id]);
    expect((await call(app, 'GET', `${BASE}/${roleId('admin')}`, { token })).code).toBe(404);
    expect((await call(app, 'POST', `${RELATION}/${own.data.id}`, { token, body: { objectType: 'Role', userIds: [userId('viewer')] } })).code).toBe(200);
  });

  it('SelectorByPermission offers a non-administrator only the roles they hold or administer', async () => {
    const user = await createUser(app, { roles: ['staff'] });
    const token = await signIn(app, user.account, user.password);
    const result = await call<{ list: Node[] }>(app, 'GET', `${BASE}/SelectorByPermission`, { token });
    expect(roleLeaves(result.data.list)).toEqual([roleId('staff')]);
  });
});
