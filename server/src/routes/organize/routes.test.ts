import type { FastifyInstance } from 'fastify';
import { orgId, userId } from '../../db/seed/organization';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { organizeRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [organizeRoutes];

jest.mock('../../permission/changes', () => ({
  ...jest.requireActual<typeof import('../../permission/changes')>('../../permission/changes'),
  permissionsChanged: jest.fn(),
}));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;
const changedUsers = (): string[] => changed.mock.calls.flatMap(([, users]) => (users === 'all' ? ['all'] : [...users]));

interface Node {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: string;
  lastFullName: string;
  hasChildren: boolean;
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

const BASE = '/api/permission/Organize';
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((node) => [node, ...flatten(node.children)]);
const orgCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM organizations').get() as { n: number }).n;

const company = (overrides: Record<string, unknown> = {}) => ({
  parentId: orgId('atrium'),
  fullName: '华东分公司',
  enCode: 'east',
  sortCode: 3,
  description: '',
  propertyJson: JSON.stringify({ shortName: '华东' }),
  ...overrides,
});
const department = (overrides: Record<string, unknown> = {}) => ({
  parentId: orgId('rd'),
  fullName: '前端组',
  enCode: 'rd.web',
  sortCode: 1,
  managerId: userId('zhangsan'),
  ...overrides,
});

async function create(path: string, body: object): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', path, { token: admin, body });
  if (result.code !== 200) throw new Error(`${path}: ${result.code} ${result.msg}`);
  return result.data.id;
}

describe('organisation tree', () => {
  it('lists companies and departments as one tree with paths, and filters by keyword keeping ancestors', async () => {
    const all = await call<{ list: Node[] }>(app, 'GET', BASE, { token: admin });
    expect(all.code).toBe(200);
    const top = all.data.list.find((node) => node.id === orgId('atrium'));
    expect(top).toMatchObject({ type: 'company', parentId: '-1', hasChildren: true });
    expect(flatten(all.data.list).find((node) => node.id === orgId('rd'))).toMatchObject({ type: 'department', lastFullName: 'Atrium 科技有限公司/研发部' });
    const found = await call<{ list: Node[] }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('财务')}`, { token: admin });
    expect(flatten(found.data.list).map((node) => node.id)).toEqual([orgId('atrium'), orgId('finance')]);
  });

  it('refuses the list to users without the organisation page', async () => {
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
  });

  it('gives any signed-in user the pickers', async () => {
    const tree = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Tree`, { token: viewer });
    expect(tree.code).toBe(200);
    expect(flatten(tree.data.list).length).toBeGreaterThanOrEqual(5);
    const selector = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Department/Selector/${orgId('rd')}`, { token: viewer });
    const ids = flatten(selector.data.list).map((node) => node.id);
    expect(ids).toContain(orgId('atrium'));
    expect(ids).not.toContain(orgId('rd'));
    const companies = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Selector/0`, { token: viewer });
    expect(flatten(companies.data.list).every((node) => node.type === 'company')).toBe(true);
  });
});

describe('creating and editing', () => {
  it('creates a company and a department, reads them back, and lists the departments of a company', async () => {
    const east = await create(BASE, company());
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/${east}`, { token: admin });
    expect(info.data).toMatchObject({ fullName: '华东分公司', enCode: 'east', category: 'company', parentId: orgId('atrium'), propertyJson: '{"shortName":"华东"}' });
    const web = await create(`${BASE}/Department`, department());
    const dep = await call<Record<string, unknown>>(app, 'GET', `${BASE}/Department/${web}`, { token: admin });
    expect(dep.data).toMatchObject({ category: 'department', managerId: userId('zhangsan'), managerName: '张三', organizeIdTree: [orgId('atrium'), orgId('rd')] });
    const deps = await call<{ list: Node[] }>(app, 'GET', `${BASE}/${orgId('atrium')}/Department`, { token: admin });
    const depIds = flatten(deps.data.list).map((node) => node.id);
    expect(depIds).toEqual(expect.arrayContaining([orgId('rd'), web]));
    expect(depIds).not.toContain(east);
  });

  it('validates names, codes, sort and parents with a translated message, saving nothing', async () => {
    const before = orgCount();
    const cases: [object, string][] = [
      [company({ fullName: '' }), '请输入名称'],
      [company({ fullName: 'x'.repeat(51) }), '名称最多为50个字符！'],
      [company({ fullName: 'a<b>' }), '名称不能含有特殊符号'],
      [company({ enCode: '' }), '请输入编码'],
      [company({ enCode: '.bad' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [company({ enCode: 'y'.repeat(51) }), '编码最多为50个字符！'],
      [company({ enCode: 'atrium' }), '编码已存在：atrium'],
      [company({ sortCode: 1_000_000 }), '排序应为 0 到 999999 之间的整数'],
      [company({ parentId: orgId('rd') }), '公司只能建在公司之下'],
      [company({ parentId: 'nowhere' }), '上级不存在'],
      [company({ parentId: '' }), '公司上级不能为空'],
      [company({ propertyJson: '[1' }), '公司扩展信息格式不正确'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'POST', BASE, { token: admin, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    const dep = await call(app, 'POST', `${BASE}/Department`, { token: admin, body: department({ parentId: '-1', enCode: 'top.dep' }) });
    expect(dep).toMatchObject({ code: 400, msg: '请选择所属组织' });
    const manager = await call(app, 'POST', `${BASE}/Department`, { token: admin, body: department({ managerId: 'ghost', enCode: 'ghost.dep' }) });
    expect(manager).toMatchObject({ code: 400, msg: '主管不存在' });
    const english = await call(app, 'POST', BASE, { token: admin, body: company({ enCode: 'atrium' }), lang: 'en' });
    expect(english.msg).toBe('The code already exists: atrium');
    expect(orgCount()).toBe(before);
  });

  it('refuses to move an organisation under itself or its own descendant', async () => {
    const parent = await create(`${BASE}/Department`, department({ fullName: '平台组', enCode: 'rd.platform' }));
    const child = await create(`${BASE}/Department`, department({ fullName: '平台子组', enCode: 'rd.platform.sub', parentId: parent }));
    const self = await call(app, 'PUT', `${BASE}/Department/${parent}`, { token: admin, body: department({ fullName: '平台组', enCode: 'rd.platform', parentId: parent }) });
    expect(self).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    const below = await call(app, 'PUT', `${BASE}/Department/${parent}`, { token: admin, body: department({ fullName: '平台组', enCode: 'rd.platform', parentId: child }) });
    expect(below).toMatchObject({ code: 400, msg: '上级不能是自己或自己的下级' });
    const atriumUnderRd = await call(app, 'PUT', `${BASE}/${orgId('atrium')}`, { token: admin, body: company({ fullName: 'Atrium 科技有限公司', enCode: 'atrium', parentId: orgId('rd') }) });
    expect(atriumUnderRd.code).toBe(400);
    expect((app.db.prepare('SELECT parent_id AS p FROM organizations WHERE id = ?').get(parent) as { p: string }).p).toBe(orgId('rd'));
    const moved = await call(app, 'PUT', `${BASE}/Department/${child}`, { token: admin, body: department({ fullName: '平台子组', enCode: 'rd.platform.sub', parentId: orgId('marketing') }) });
    expect(moved.code).toBe(200);
  });

  it('disabling an organisation tells the permission engine about the users in its subtree', async () => {
    changed.mockClear();
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${orgId('finance')}/Actions/State`, { token: admin, body: { enabledMark: 0 } });
    expect(off.data.enabledMark).toBe(0);
    expect(changedUsers()).toEqual([userId('wangwu')]);
    changed.mockClear();
    await call(app, 'PUT', `${BASE}/${orgId('atrium')}/Actions/State`, { token: admin, body: { enabledMark: 1 } });
    expect(changedUsers()).toEqual(expect.arrayContaining([userId('admin'), userId('zhangsan'), userId('wangwu'), userId('viewer')]));
    await call(app, 'PUT', `${BASE}/${orgId('finance')}/Actions/State`, { token: admin, body: { enabledMark: 1 } });
  });

  it('toggles the state and reports it', async () => {
    const id = await create(`${BASE}/Department`, department({ fullName: '测试组', enCode: 'rd.test' }));
    const off = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/Department/${id}/Actions/State`, { token: admin });
    expect(off.data.enabledMark).toBe(0);
    const tree = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Tree`, { token: admin });
    expect(flatten(tree.data.list).map((node) => node.id)).not.toContain(id);
    const on = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin, body: { enabledMark: 1 } });
    expect(on.data.enabledMark).toBe(1);
  });
});

describe('deleting', () => {
  it('refuses while departments, users, positions or organisation roles remain, naming why', async () => {
    const withChild = await call(app, 'DELETE', `${BASE}/${orgId('atrium')}`, { token: admin });
    expect(withChild.msg).toMatch(/^该组织下还有 \d+ 个下级组织或部门/);
    const withUsers = await call(app, 'DELETE', `${BASE}/Department/${orgId('finance')}`, { token: admin });
    expect(withUsers).toMatchObject({ code: 400, msg: '该组织下还有 1 个用户，请先移出用户' });
    const empty = await create(`${BASE}/Department`, department({ fullName: '空部门', enCode: 'empty.dep', managerId: null }));
    app.db.prepare(`INSERT INTO positions (id, organize_id, full_name, en_code, creator_time) VALUES ('p-del', ?, 'x', 'p.del', 0)`).run(empty);
    const withPosition = await call(app, 'DELETE', `${BASE}/${empty}`, { token: admin });
    expect(withPosition).toMatchObject({ code: 400, msg: '该组织下还有 1 个岗位，请先删除岗位' });
    app.db.prepare("DELETE FROM positions WHERE id = 'p-del'").run();
    expect((await call(app, 'DELETE', `${BASE}/${empty}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${empty}`, { token: admin })).code).toBe(404);
  });
});

describe('access', () => {
  it('gives the viewer 403 on every write', async () => {
    const before = orgCount();
    const results = [
      await call(app, 'POST', BASE, { token: viewer, body: company({ enCode: 'viewer.co' }) }),
      await call(app, 'POST', `${BASE}/Department`, { token: viewer, body: department({ enCode: 'viewer.dep' }) }),
      await call(app, 'PUT', `${BASE}/Department/${orgId('hr')}`, { token: viewer, body: department({ fullName: '人力', enCode: 'hr', parentId: orgId('atrium') }) }),
      await call(app, 'DELETE', `${BASE}/${orgId('hr')}`, { token: viewer }),
      await call(app, 'PUT', `${BASE}/${orgId('hr')}/Actions/State`, { token: viewer }),
    ];
    expect(results.map((result) => result.code)).toEqual([403, 403, 403, 403, 403]);
    expect(orgCount()).toBe(before);
  });

  it('lets the department page holder add departments but not companies', async () => {
    const role = createRole(app, [{ page: 'permission.department', buttons: ['btn_add'] }]);
    const user = await createUser(app, { roles: [role] });
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'POST', `${BASE}/Department`, { token, body: department({ fullName: '部门页', enCode: 'dep.page', managerId: null }) })).code).toBe(200);
    expect((await call(app, 'POST', BASE, { token, body: company({ enCode: 'dep.page.co' }) })).code).toBe(403);
  });

  it('lets an organisation administrator write within their subtree only', async () => {
    const user = await createUser(app, { roles: [] });
    app.db.prepare(`INSERT INTO organize_administrators (id, user_id, organize_id, this_layer_select, this_layer_edit,
      sub_layer_select, sub_layer_add, sub_layer_edit, creator_time) VALUES ('g1', ?, ?, 1, 1, 1, 1, 1, 0)`).run(user.id, orgId('marketing'));
    const token = await signIn(app, user.account, user.password);
    const inside = await call<{ id: string }>(app, 'POST', `${BASE}/Department`, { token, body: department({ parentId: orgId('marketing'), fullName: '市场一组', enCode: 'mk.one', managerId: null }) });
    // Adding directly under marketing needs its this-layer add right, which this administrator lacks.
    expect(inside.code).toBe(403);
    const outside = await call(app, 'POST', `${BASE}/Department`, { token, body: department({ parentId: orgId('rd'), enCode: 'rd.grade', managerId: null }) });
    expect(outside.code).toBe(403);
    const sub = await create(`${BASE}/Department`, department({ parentId: orgId('marketing'), fullName: '市场二组', enCode: 'mk.two', managerId: null }));
    const below = await call(app, 'POST', `${BASE}/Department`, { token, body: department({ parentId: sub, fullName: '市场二组甲', enCode: 'mk.two.a', managerId: null }) });
    expect(below.code).toBe(200);
    const list = await call<{ list: Node[] }>(app, 'GET', BASE, { token });
    const visible = flatten(list.data.list).map((node) => node.id);
    expect(visible).toEqual(expect.arrayContaining([orgId('marketing'), sub, (below.data as { id: string }).id]));
    expect(visible).not.toContain(orgId('rd'));
    expect(visible).not.toContain(orgId('atrium'));
    const byAuth = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Department/SelectorByAuth/0`, { token });
    expect(flatten(byAuth.data.list).map((node) => node.id)).not.toContain(orgId('rd'));
    expect(flatten(byAuth.data.list).map((node) => node.id)).toContain(sub);
    const plain = await call<{ list: Node[] }>(app, 'GET', `${BASE}/Department/SelectorByAuth/0`, { token: admin });
    expect(flatten(plain.data.list).map((node) => node.id)).toContain(orgId('rd'));
    expect((await call(app, 'PUT', `${BASE}/Department/${orgId('marketing')}/Actions/State`, { token, body: { enabledMark: 1 } })).code).toBe(200);
    expect((await call(app, 'PUT', `${BASE}/Department/${orgId('rd')}/Actions/State`, { token, body: { enabledMark: 1 } })).code).toBe(403);
  });
});

describe('pickers limited by condition', () => {
  it('OrganizeCondition returns the given subtrees filtered by keyword; the default department is the caller\'s own', async () => {
    const result = await call<{ list: Node[] }>(app, 'POST', `${BASE}/OrganizeCondition`, { token: viewer, body: { keyword: '', departIds: [orgId('hr'), orgId('finance')] } });
    expect(flatten(result.data.list).map((node) => node.id).sort()).toEqual([orgId('finance'), orgId('hr')].sort());
    const filtered = await call<{ list: Node[] }>(app, 'POST', `${BASE}/OrganizeCondition`, { token: viewer, body: { keyword: '人力', departIds: [orgId('atrium')] } });
    expect(flatten(filtered.data.list).map((node) => node.id)).toEqual([orgId('atrium'), orgId('hr')]);
    const mine = await call<{ departmentId: string }>(app, 'POST', `${BASE}/getDefaultCurrentValueDepartmentId`, { token: viewer, body: { departIds: [orgId('atrium')] } });
    expect(mine.data.departmentId).toBe(orgId('hr'));
    const elsewhere = await call<{ departmentId: string }>(app, 'POST', `${BASE}/getDefaultCurrentValueDepartmentId`, { token: viewer, body: { departIds: [orgId('rd')] } });
    expect(elsewhere.data.departmentId).toBe('');
  });
});
