import type { FastifyInstance } from 'fastify';
import { orgId, positionId, userId } from '../../db/seed/organization';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { positionRoutes } from './routes';
import { userRelationRoutes } from '../user-relation/routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [positionRoutes, userRelationRoutes];

jest.mock('../../permission/changes', () => ({
  ...jest.requireActual<typeof import('../../permission/changes')>('../../permission/changes'),
  permissionsChanged: jest.fn(),
}));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  organizeId: string;
  department: string;
  enabledMark: number;
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

const BASE = '/api/permission/Position';
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM positions').get() as { n: number }).n;
const valid = (overrides: Record<string, unknown> = {}) => ({
  organizeId: orgId('rd'),
  fullName: '测试工程师',
  enCode: 'qa',
  type: '',
  sortCode: 2,
  enabledMark: 1,
  description: '',
  ...overrides,
});
const changedUsers = (): string[] => changed.mock.calls.flatMap(([, users]) => (users === 'all' ? ['all'] : [...users]));

async function create(body: object): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body });
  if (result.code !== 200) throw new Error(`${result.code} ${result.msg}`);
  return result.data.id;
}

describe('position list and pickers', () => {
  it('pages positions with keyword and organisation subtree filters', async () => {
    const all = await call<{ list: Row[]; pagination: { total: number; pageSize: number } }>(app, 'GET', `${BASE}?pageSize=2`, { token: admin });
    expect(all.code).toBe(200);
    expect(all.data.list).toHaveLength(2);
    expect(all.data.pagination).toMatchObject({ total: 5, pageSize: 2 });
    const company = await call<{ list: Row[] }>(app, 'GET', `${BASE}?organizeId=${orgId('atrium')}`, { token: admin });
    expect(company.data.list).toHaveLength(5);
    const rd = await call<{ list: Row[] }>(app, 'GET', `${BASE}?organizeId=${orgId('rd')}`, { token: admin });
    expect(rd.data.list.map((row) => row.enCode)).toEqual(['engineer']);
    expect(rd.data.list[0]?.department).toBe('Atrium 科技有限公司/研发部');
    const keyword = await call<{ list: Row[] }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('会计')}`, { token: admin });
    expect(keyword.data.list.map((row) => row.enCode)).toEqual(['accountant']);
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
  });

  it('gives pickers to any signed-in user: Selector, All, getListByOrgIds and PositionCondition', async () => {
    const selector = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Selector`, { token: viewer });
    expect(flatten(selector.data.list).filter((node) => node.type === 'position')).toHaveLength(5);
    const everything = await call<{ list: Row[] }>(app, 'GET', `${BASE}/All`, { token: viewer });
    expect(everything.data.list).toHaveLength(5);
    const byOrg = await call<{ list: Node[] }>(app, 'POST', `${BASE}/getListByOrgIds`, { token: viewer, body: { organizeIds: [orgId('finance')] } });
    expect(flatten(byOrg.data.list).filter((node) => node.type === 'position').map((node) => node.id)).toEqual([positionId('accountant')]);
    const condition = await call<{ list: Node[] }>(app, 'POST', `${BASE}/PositionCondition`, {
      token: viewer,
      body: { keyword: '', departIds: [orgId('hr')], positionIds: [positionId('gm')] },
    });
    expect(flatten(condition.data.list).filter((node) => node.type === 'position').map((node) => node.id).sort())
      .toEqual([positionId('gm'), positionId('recruiter')].sort());
  });
});

describe('position writes', () => {
  it('creates, reads, updates and validates', async () => {
    const id = await create(valid());
    const info = await call<Row>(app, 'GET', `${BASE}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '测试工程师', enCode: 'qa', organizeId: orgId('rd') });
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ fullName: '高级测试' }) })).code).toBe(200);
    const before = count();
    const cases: [object, string][] = [
      [valid({ enCode: 'engineer' }), '编码已存在：engineer'],
      [valid({ enCode: 'qa2', organizeId: '' }), '请选择所属组织'],
      [valid({ enCode: 'qa2', organizeId: 'ghost' }), '组织不存在'],
      [valid({ enCode: 'qa2', fullName: '' }), '请输入名称'],
      [valid({ enCode: 'qa-x' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [valid({ enCode: 'qa2', sortCode: -1 }), '排序应为 0 到 999999 之间的整数'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'POST', BASE, { token: admin, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    expect(count()).toBe(before);
  });

  it('refuses to delete a position users hold, and deletes a free one', async () => {
    const held = await call(app, 'DELETE', `${BASE}/${positionId('engineer')}`, { token: admin });
    expect(held).toMatchObject({ code: 400, msg: '该岗位还有 1 个用户，请先移出用户' });
    const free = await create(valid({ enCode: 'free', fullName: '空岗位' }));
    expect((await call(app, 'DELETE', `${BASE}/${free}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${free}`, { token: admin })).code).toBe(404);
  });

  it('toggles the state and tells the permission engine which users it affects', async () => {
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${positionId('marketer')}/Actions/State`, { token: admin });
    expect(off.data.enabledMark).toBe(0);
    expect(changedUsers()).toEqual([userId('lisi')]);
    await call(app, 'PUT', `${BASE}/${positionId('marketer')}/Actions/State`, { token: admin, body: { enabledMark: 1 } });
  });

  it('gives the viewer 403 on every write; the position page buttons allow them', async () => {
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: valid({ enCode: 'v1' }) }),
      await call(app, 'PUT', `${BASE}/${positionId('gm')}`, { token: viewer, body: valid({ enCode: 'gm' }) }),
      await call(app, 'DELETE', `${BASE}/${positionId('gm')}`, { token: viewer }),
      await call(app, 'PUT', `${BASE}/${positionId('gm')}/Actions/State`, { token: viewer }),
    ];
    expect(results.map((result) => result.code)).toEqual([403, 403, 403, 403]);
    const role = createRole(app, [{ page: 'permission.position', buttons: ['btn_add'] }]);
    const user = await createUser(app, { roles: [role] });
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'POST', BASE, { token, body: valid({ enCode: 'byPage' }) })).code).toBe(200);
    expect((await call(app, 'DELETE', `${BASE}/${positionId('gm')}`, { token })).code).toBe(403);
  });

  it('lets an organisation administrator add positions inside their organisation only', async () => {
    const user = await createUser(app, { roles: [] });
    app.db.prepare(`INSERT INTO organize_administrators (id, user_id, organize_id, this_layer_select, this_layer_add, creator_time)
      VALUES ('gp', ?, ?, 1, 1, 0)`).run(user.id, orgId('hr'));
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'POST', BASE, { token, body: valid({ enCode: 'hr.new', organizeId: orgId('hr') }) })).code).toBe(200);
    expect((await call(app, 'POST', BASE, { token, body: valid({ enCode: 'rd.new', organizeId: orgId('rd') }) })).code).toBe(403);
    const list = await call<{ list: Row[] }>(app, 'GET', BASE, { token });
    expect(list.data.list.every((row) => row.organizeId === orgId('hr'))).toBe(true);
  });
});

describe('members through UserRelation', () => {
  const RELATION = '/api/permission/UserRelation';

  it('reads and replaces the users of a position, keeping each user\'s current position valid', async () => {
    const id = await create(valid({ enCode: 'members', fullName: '成员岗' }));
    const user = await createUser(app);
    const saved = await call(app, 'POST', `${RELATION}/${id}`, { token: admin, body: { objectType: 'Position', userIds: [user.id, userId('zhangsan')] } });
    expect(saved.code).toBe(200);
    expect(changedUsers().sort()).toEqual([user.id, userId('zhangsan')].sort());
    const read = await call<{ ids: string[]; objectType: string }>(app, 'GET', `${RELATION}/${id}`, { token: admin });
    expect(read.data.objectType).toBe('Position');
    expect(read.data.ids.sort()).toEqual([user.id, userId('zhangsan')].sort());
    const current = (uid: string): string | null => (app.db.prepare('SELECT position_id AS p FROM users WHERE id = ?').get(uid) as { p: string | null }).p;
    expect(current(user.id)).toBe(id);
    expect(current(userId('zhangsan'))).toBe(positionId('engineer'));
    changed.mockClear();
    await call(app, 'POST', `${RELATION}/${id}`, { token: admin, body: { objectType: 'Position', userIds: [] } });
    expect(current(user.id)).toBeNull();
    expect(changedUsers().sort()).toEqual([user.id, userId('zhangsan')].sort());
  });

  it('refuses unknown users and unknown holders, saving nothing', async () => {
    const before = app.db.prepare('SELECT COUNT(*) AS n FROM user_positions').get();
    const ghost = await call(app, 'POST', `${RELATION}/${positionId('gm')}`, { token: admin, body: { objectType: 'Position', userIds: [userId('admin'), 'ghost'] } });
    expect(ghost).toMatchObject({ code: 400, msg: '用户不存在：ghost' });
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM user_positions').get()).toEqual(before);
    expect((await call(app, 'POST', `${RELATION}/nothing`, { token: admin, body: { userIds: [] } })).code).toBe(400);
    expect((await call(app, 'POST', `${RELATION}/${positionId('gm')}`, { token: viewer, body: { objectType: 'Position', userIds: [] } })).code).toBe(403);
  });
});
