import type { FastifyInstance } from 'fastify';
import { groupId } from '../../db/seed/groups';
import { userId } from '../../db/seed/organization';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { groupRoutes } from './routes';
import { userRelationRoutes } from '../user-relation/routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [groupRoutes, userRelationRoutes];

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

const BASE = '/api/permission/Group';
const RELATION = '/api/permission/UserRelation';
const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM user_groups').get() as { n: number }).n;
const valid = (overrides: Record<string, unknown> = {}) => ({ fullName: '值班组', enCode: 'duty', type: '运维', sortCode: 0, enabledMark: 1, description: '', ...overrides });

describe('seed', () => {
  it('gives every page of these routes the add, edit and remove buttons', () => {
    const pages = ['permission.organize', 'permission.department', 'permission.position', 'permission.role', 'permission.userGroup', 'permission.grade'];
    for (const page of pages) {
      const buttons = (app.db.prepare(`SELECT b.en_code AS code FROM module_buttons b JOIN modules m ON m.id = b.module_id
        WHERE m.en_code = ? ORDER BY b.sort_code`).all(page) as { code: string }[]).map((row) => row.code);
      expect({ page, buttons }).toEqual({ page, buttons: ['btn_add', 'btn_edit', 'btn_remove'] });
    }
  });
});

describe('groups', () => {
  it('lists the seeded groups with paging and keyword, and offers them to pickers', async () => {
    const list = await call<{ list: Row[]; pagination: { total: number } }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('评审')}`, { token: admin });
    expect(list.data.list.map((row) => row.enCode)).toEqual(['reviewBoard']);
    expect(list.data.pagination.total).toBe(1);
    const selector = await call<{ list: { id: string; type: string }[] }>(app, 'GET', `${BASE}/Selector`, { token: viewer });
    expect(selector.data.list.map((node) => node.type)).toEqual(['group', 'group', 'group']);
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
  });

  it('creates, updates and validates groups', async () => {
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid() });
    expect(created.code).toBe(200);
    const info = await call<Row>(app, 'GET', `${BASE}/${created.data.id}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '值班组', enCode: 'duty', type: '运维' });
    expect((await call(app, 'PUT', `${BASE}/${created.data.id}`, { token: admin, body: valid({ fullName: '夜班组' }) })).code).toBe(200);
    const before = count();
    const cases: [object, string][] = [
      [valid({ enCode: 'newcomers' }), '编码已存在：newcomers'],
      [valid({ enCode: '' }), '请输入编码'],
      [valid({ enCode: 'g2', fullName: '#组' }), '名称不能含有特殊符号'],
      [valid({ enCode: 'g3', sortCode: 1_000_000 }), '排序应为 0 到 999999 之间的整数'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'POST', BASE, { token: admin, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    expect(count()).toBe(before);
  });

  it('refuses to delete a group with members; empties and deletes it through UserRelation', async () => {
    const refused = await call(app, 'DELETE', `${BASE}/${groupId('projectAtrium')}`, { token: admin });
    expect(refused).toMatchObject({ code: 400, msg: '该分组还有 2 个成员，请先移出成员' });
    const members = await call<{ ids: string[]; objectType: string }>(app, 'GET', `${RELATION}/${groupId('projectAtrium')}`, { token: admin });
    expect(members.data).toEqual({ objectType: 'Group', ids: [userId('zhangsan'), userId('lisi')] });
    changed.mockClear();
    expect((await call(app, 'POST', `${RELATION}/${groupId('projectAtrium')}`, { token: admin, body: { objectType: 'Group', userIds: [] } })).code).toBe(200);
    expect(changed.mock.calls.flatMap(([, users]) => [...users]).sort()).toEqual([userId('lisi'), userId('zhangsan')].sort());
    expect((await call(app, 'DELETE', `${BASE}/${groupId('projectAtrium')}`, { token: admin })).code).toBe(200);
  });

  it('gives the viewer 403 on every write, including memberships', async () => {
    const before = count();
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: valid({ enCode: 'v' }) }),
      await call(app, 'PUT', `${BASE}/${groupId('newcomers')}`, { token: viewer, body: valid({ enCode: 'newcomers' }) }),
      await call(app, 'DELETE', `${BASE}/${groupId('newcomers')}`, { token: viewer }),
      await call(app, 'POST', `${RELATION}/${groupId('newcomers')}`, { token: viewer, body: { objectType: 'Group', userIds: [] } }),
    ];
    expect(results.map((result) => result.code)).toEqual([403, 403, 403, 403]);
    expect(count()).toBe(before);
    const role = createRole(app, [{ page: 'permission.userGroup', buttons: ['btn_edit'] }]);
    const user = await createUser(app, { roles: [role] });
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'POST', `${RELATION}/${groupId('newcomers')}`, { token, body: { objectType: 'Group', userIds: [user.id] } })).code).toBe(200);
  });
});
