import type { FastifyInstance } from 'fastify';
import { orgId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { organizeAdminRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [organizeAdminRoutes];

interface Node {
  id: string;
  thisLayerSelect: number;
  subLayerAdd: number;
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

const BASE = '/api/permission/organizeAdminIsTrator';
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const rows = (uid: string): number => (app.db.prepare('SELECT COUNT(*) AS n FROM organize_administrators WHERE user_id = ?').get(uid) as { n: number }).n;
const grant = (organizeId: string, flags: Record<string, number>) => ({ organizeId, ...flags });

describe('分级管理 (by administrator)', () => {
  it('saves a user\'s rights, lists the administrator, shows the rights on the tree, and deletes them', async () => {
    const saved = await call(app, 'POST', BASE, {
      token: admin,
      body: { userId: userId('lisi'), orgAdminModel: [grant(orgId('marketing'), { thisLayerSelect: 1, thisLayerEdit: 1, subLayerSelect: 1, subLayerAdd: 1 })] },
    });
    expect(saved.code).toBe(200);
    const list = await call<{ list: { userId: string; account: string; organizeName: string }[] }>(app, 'GET', BASE, { token: admin });
    expect(list.data.list).toEqual([expect.objectContaining({ userId: userId('lisi'), account: 'lisi', organizeName: 'Atrium 科技有限公司/市场部' })]);
    const selector = await call<{ orgAdminList: Node[] }>(app, 'GET', `${BASE}/Selector?userId=${userId('lisi')}`, { token: admin });
    const marketing = flatten(selector.data.orgAdminList).find((node) => node.id === orgId('marketing'));
    expect(marketing).toMatchObject({ thisLayerSelect: 1, subLayerAdd: 1 });
    expect((await call(app, 'DELETE', `${BASE}/${userId('lisi')}`, { token: admin })).code).toBe(200);
    expect(rows(userId('lisi'))).toBe(0);
    expect((await call(app, 'DELETE', `${BASE}/${userId('lisi')}`, { token: admin })).code).toBe(404);
  });

  it('refuses rights without view, oneself, unknown users and organisations, saving nothing', async () => {
    const cases: [object, string][] = [
      [{ userId: userId('wangwu'), orgAdminModel: [grant(orgId('finance'), { thisLayerEdit: 1 })] }, '“财务部”需先勾选查看，才能勾选添加、编辑或删除'],
      [{ userId: userId('admin'), orgAdminModel: [grant(orgId('finance'), { thisLayerSelect: 1 })] }, '不能设置自己的分级管理权限'],
      [{ userId: '', orgAdminModel: [] }, '请选择管理员'],
      [{ userId: 'ghost', orgAdminModel: [] }, '用户不存在：ghost'],
      [{ userId: userId('wangwu'), orgAdminModel: [grant(orgId('finance'), { thisLayerSelect: 1 }), grant('ghost', { thisLayerSelect: 1 })] }, '组织不存在'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'POST', BASE, { token: admin, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    expect(rows(userId('wangwu'))).toBe(0);
  });

  it('lets a grade manager hand out only the rights they hold themselves', async () => {
    const role = createRole(app, [{ page: 'permission.grade', buttons: ['btn_add'] }]);
    const manager = await createUser(app, { roles: [role] });
    app.db.prepare(`INSERT INTO organize_administrators (id, user_id, organize_id, this_layer_select, sub_layer_select, sub_layer_edit, creator_time)
      VALUES ('gm1', ?, ?, 1, 1, 1, 0)`).run(manager.id, orgId('atrium'));
    const token = await signIn(app, manager.account, manager.password);
    const within = await call(app, 'POST', BASE, { token, body: { userId: userId('wangwu'), orgAdminModel: [grant(orgId('finance'), { thisLayerSelect: 1, thisLayerEdit: 1 })] } });
    expect(within.code).toBe(200);
    const beyond = await call(app, 'POST', BASE, { token, body: { userId: userId('wangwu'), orgAdminModel: [grant(orgId('finance'), { thisLayerSelect: 1, thisLayerDelete: 1 })] } });
    expect(beyond).toMatchObject({ code: 400, msg: '不能授予超出自己权限的分级管理权限：财务部' });
    expect(rows(userId('wangwu'))).toBe(1);
  });

  it('refuses the viewer', async () => {
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', BASE, { token: viewer, body: { userId: userId('lisi'), orgAdminModel: [] } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${BASE}/${userId('wangwu')}`, { token: viewer })).code).toBe(403);
  });
});

describe('organisation administrators of one organisation', () => {
  it('reads and replaces them', async () => {
    const user = await createUser(app);
    const put = await call(app, 'PUT', `${BASE}/${orgId('hr')}`, { token: admin, body: { list: [{ userId: user.id, thisLayerSelect: 1, thisLayerAdd: 1 }] } });
    expect(put.code).toBe(200);
    const read = await call<{ organizeId: string; list: { userId: string; thisLayerAdd: number; subLayerAdd: number }[] }>(app, 'GET', `${BASE}/${orgId('hr')}`, { token: admin });
    expect(read.data.list).toEqual([expect.objectContaining({ userId: user.id, thisLayerAdd: 1, subLayerAdd: 0 })]);
    expect((await call(app, 'PUT', `${BASE}/${orgId('hr')}`, { token: admin, body: { list: [] } })).code).toBe(200);
    expect(rows(user.id)).toBe(0);
    expect((await call(app, 'PUT', `${BASE}/${orgId('hr')}`, { token: viewer, body: { list: [] } })).code).toBe(403);
  });
});
