import type { FastifyInstance } from 'fastify';
import { ANALYSIS_SYSTEM_ID, SYSTEM_ID, moduleId } from '../../db/seed/menus';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { menuManagementRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [menuManagementRoutes];

jest.mock('../../permission/changes', () => ({ permissionsChanged: jest.fn(), usersOfObject: jest.fn(() => []) }));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;

interface MenuNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  type: number;
  enabledMark: number;
  propertyJson: string | null;
  children: MenuNode[];
}

const BASE = '/api/system/Menu';
let app: FastifyInstance;
let admin: string;
let viewer: string;
let adder: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const role = createRole(app, [{ page: 'system.menu', buttons: ['btn_add'] }]);
  const user = await createUser(app, { roles: [role] });
  adder = await signIn(app, user.account, user.password);
});

afterAll(async () => {
  await closeTestApp(app);
});

beforeEach(() => changed.mockClear());

let sequence = 0;
const valid = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return {
    parentId: '-1',
    systemId: SYSTEM_ID,
    type: 2,
    fullName: `测试菜单${sequence}`,
    enCode: `test.menu${sequence}`,
    icon: 'icon-ym icon-ym-menu',
    urlAddress: `test/menu${sequence}`,
    linkTarget: '_self',
    propertyJson: null,
    sortCode: 10,
    enabledMark: 1,
    isButtonAuthorize: 1,
    isColumnAuthorize: 0,
    isFormAuthorize: 0,
    isDataAuthorize: 0,
    description: '',
    ...overrides,
  };
};

async function create(overrides: Record<string, unknown> = {}): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: valid(overrides) });
  expect(result).toMatchObject({ code: 200 });
  return result.data.id;
}

const refused = async (body: Record<string, unknown>, msg: string, method: 'POST' | 'PUT' = 'POST', id = '') => {
  const result = await call(app, method, id ? `${BASE}/${id}` : BASE, { token: admin, body });
  expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
};

const find = (nodes: readonly MenuNode[], id: string): MenuNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

describe('listing', () => {
  it('gives the tree of one system, the first by default, and the systems to choose from', async () => {
    const systems = await call<{ list: { id: string }[] }>(app, 'GET', `${BASE}/SystemSelector`, { token: viewer });
    expect(systems.data.list.map((system) => system.id)).toEqual([SYSTEM_ID, ANALYSIS_SYSTEM_ID]);
    const main = await call<{ list: MenuNode[] }>(app, 'GET', BASE, { token: viewer });
    expect(find(main.data.list, moduleId('system'))?.children.some((child) => child.enCode === 'system.menu')).toBe(true);
    const analysis = await call<{ list: MenuNode[] }>(app, 'GET', `${BASE}?systemId=${ANALYSIS_SYSTEM_ID}`, { token: viewer });
    expect(analysis.data.list.map((node) => node.enCode)).toEqual(['analysis', 'analysisReport']);
    expect((await call<{ list: MenuNode[] }>(app, 'GET', `${BASE}?category=App`, { token: viewer })).data.list).toEqual([]);
  });

  it('filters by keyword on name or code and keeps the ancestors of every match', async () => {
    const result = await call<{ list: MenuNode[] }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('单据规则')}`, { token: viewer });
    expect(result.data.list.map((node) => node.enCode)).toEqual(['system']);
    expect(result.data.list[0]?.children.map((node) => node.enCode)).toEqual(['system.billRule']);
    const none = await call<{ list: MenuNode[] }>(app, 'GET', `${BASE}?keyword=%25_`, { token: viewer });
    expect(none.data.list).toEqual([]);
  });

  it('offers only directories and groups as parents, without the menu itself and its subtree', async () => {
    const result = await call<{ list: MenuNode[] }>(app, 'GET', `${BASE}/Selector/${moduleId('msgCenter')}`, { token: viewer });
    const root = result.data.list[0];
    expect(root?.id).toBe('-1');
    expect(root?.fullName).toBe('顶级节点');
    expect(find(result.data.list, moduleId('msgCenter'))).toBeUndefined();
    expect(find(result.data.list, moduleId('msgCenter.accountConfig'))).toBeUndefined();
    expect(find(result.data.list, moduleId('system'))).toBeDefined();
    expect(find(result.data.list, moduleId('system.menu'))).toBeUndefined();
  });
});

describe('writing', () => {
  it('creates, reads, updates, toggles and deletes a menu, telling the engine each time', async () => {
    const id = await create({ fullName: '新菜单', enCode: 'test.fresh', parentId: moduleId('system') });
    expect(changed).toHaveBeenCalledWith(expect.anything(), 'all');
    const info = await call<MenuNode>(app, 'GET', `${BASE}/${id}`, { token: viewer });
    expect(info.data).toMatchObject({ fullName: '新菜单', enCode: 'test.fresh', parentId: moduleId('system'), type: 2, enabledMark: 1 });

    const updated = await call(app, 'PUT', `${BASE}/${id}`, { token: admin, body: valid({ fullName: '改名', enCode: 'test.fresh', isColumnAuthorize: 1 }) });
    expect(updated.code).toBe(200);
    expect((await call<Record<string, unknown>>(app, 'GET', `${BASE}/${id}`, { token: admin })).data).toMatchObject({ fullName: '改名', parentId: '-1', isColumnAuthorize: 1 });

    const state = await call<{ enabledMark: number }>(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    expect(state.data.enabledMark).toBe(0);
    expect(changed).toHaveBeenCalledTimes(3);

    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/${id}`, { token: admin })).code).toBe(404);
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it('checks every button right: viewers read only, adders cannot edit or delete', async () => {
    expect((await call(app, 'POST', BASE, { token: viewer, body: valid() })).code).toBe(403);
    const id = (await call<{ id: string }>(app, 'POST', BASE, { token: adder, body: valid() })).data.id;
    expect((await call(app, 'PUT', `${BASE}/${id}`, { token: adder, body: valid() })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: adder })).code).toBe(403);
    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: adder })).code).toBe(403);
  });

  it('refuses bad names, codes, sorts and duplicates with the translated message', async () => {
    await refused(valid({ fullName: '' }), '请输入菜单名称');
    await refused(valid({ fullName: '名'.repeat(51) }), '名称最多为50个字符！');
    await refused(valid({ enCode: '' }), '请输入编码');
    await refused(valid({ enCode: '.bad' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾');
    await refused(valid({ enCode: 'c'.repeat(51) }), '编码最多为50个字符！');
    await refused(valid({ enCode: 'system.menu' }), '编码已存在：system.menu');
    await refused(valid({ sortCode: 1000000 }), '排序应为 0 到 999999 之间的整数');
    await refused(valid({ type: null }), '请选择菜单类型');
    await refused(valid({ systemId: null }), '请选择所属系统');
    await refused(valid({ systemId: 'nope' }), '所属系统不存在');
    await refused(valid({ icon: 'icon"><script>' }), '菜单图标不合法');
    const english = await call(app, 'POST', BASE, { token: admin, body: valid({ enCode: 'system.menu' }), lang: 'en' });
    expect(english.msg).toBe('The code already exists: system.menu');
  });

  it('needs an address for pages, http(s) for external links, and propertyJson with moduleId for dynamic types and screens', async () => {
    await refused(valid({ type: 2, urlAddress: '' }), '请输入链接地址');
    await refused(valid({ type: 2, urlAddress: 'https://example.com' }), '页面地址只能是站内路由，不能包含空格或协议头');
    await refused(valid({ type: 2, urlAddress: 'a b' }), '页面地址只能是站内路由，不能包含空格或协议头');
    await refused(valid({ type: 7, urlAddress: 'javascript:alert(1)' }), '外链地址必须以 http:// 或 https:// 开头');
    await refused(valid({ type: 7, urlAddress: 'ftp://example.com' }), '外链地址必须以 http:// 或 https:// 开头');
    await create({ type: 7, urlAddress: 'https://example.com/docs', linkTarget: '_blank' });
    for (const type of [3, 4, 5, 6, 8]) {
      await refused(valid({ type, propertyJson: null }), '该菜单类型需要填写功能设置（propertyJson，含 moduleId）');
      await refused(valid({ type, propertyJson: '{"isTree":0}' }), '该菜单类型需要填写功能设置（propertyJson，含 moduleId）');
    }
    await refused(valid({ type: 3, propertyJson: '{oops' }), '功能设置必须是 JSON 对象');
    await refused(valid({ type: 3, propertyJson: '[1]' }), '功能设置必须是 JSON 对象');
    const id = await create({ type: 3, propertyJson: ' {"moduleId":"m1","isTree":1} ' });
    expect((await call<MenuNode>(app, 'GET', `${BASE}/${id}`, { token: admin })).data.propertyJson).toBe('{"moduleId":"m1","isTree":1}');
    // Directories carry no address.
    const dir = await create({ type: 0, urlAddress: 'ignored' });
    expect((await call<Record<string, unknown>>(app, 'GET', `${BASE}/${dir}`, { token: admin })).data.urlAddress).toBe('');
  });

  it('keeps the tree sound: parent exists, is a directory of the same system, and never the menu itself or below it', async () => {
    const top = await create({ type: 0, urlAddress: '' });
    const middle = await create({ type: 0, parentId: top });
    const leaf = await create({ parentId: middle });
    await refused(valid({ parentId: 'missing' }), '上级不存在');
    await refused(valid({ parentId: leaf }), '上级菜单只能是目录或分组');
    await refused(valid({ parentId: moduleId('analysis'), systemId: SYSTEM_ID }), '上级菜单必须属于同一系统');
    const topBody = { ...valid({ type: 0 }), enCode: (await call<MenuNode>(app, 'GET', `${BASE}/${top}`, { token: admin })).data.enCode };
    await refused({ ...topBody, parentId: top }, '上级不能是自己或自己的下级', 'PUT', top);
    await refused({ ...topBody, parentId: middle }, '上级不能是自己或自己的下级', 'PUT', top);
    await refused({ ...topBody, type: 2, urlAddress: 'x/y' }, '该菜单下有子菜单，只能是目录或分组类型', 'PUT', top);

    // Moving to another system takes the subtree along.
    expect((await call(app, 'PUT', `${BASE}/${top}`, { token: admin, body: { ...topBody, systemId: ANALYSIS_SYSTEM_ID } })).code).toBe(200);
    const systems = app.db.prepare('SELECT DISTINCT system_id AS s FROM modules WHERE id IN (?, ?, ?)').all(top, middle, leaf) as { s: string }[];
    expect(systems).toEqual([{ s: ANALYSIS_SYSTEM_ID }]);
  });

  it('refuses to delete a menu with children, naming it, and deletes a leaf with its resources and grants in one go', async () => {
    const parent = await create({ type: 0, fullName: '父菜单' });
    const child = await create({ parentId: parent });
    const before = changed.mock.calls.length;
    const refusal = await call(app, 'DELETE', `${BASE}/${parent}`, { token: admin });
    expect({ code: refusal.code, msg: refusal.msg }).toEqual({ code: 400, msg: '菜单“父菜单”下有子菜单，请先删除子菜单' });
    expect(changed.mock.calls.length).toBe(before);

    const button = (await call<{ id: string }>(app, 'POST', '/api/system/ModuleButton', { token: admin, body: { moduleId: child, fullName: '新增', enCode: 'btn_add' } })).data.id;
    const rule = (await call<{ id: string }>(app, 'POST', '/api/system/ModuleDataAuthorize', {
      token: admin, body: { moduleId: child, fullName: '本人', enCode: 'creatorUserId', conditionSymbol: '==', conditionText: '@userId' },
    })).data.id;
    const scheme = (await call<{ id: string }>(app, 'POST', '/api/system/ModuleDataAuthorizeScheme', {
      token: admin, body: { moduleId: child, fullName: '本人数据', enCode: 'mine', conditionJson: JSON.stringify([{ logic: 'and', groups: [{ id: rule }] }]) },
    })).data.id;
    const grant = app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', 'r1', ?, ?)");
    grant.run('module', child);
    grant.run('button', button);
    grant.run('resource', scheme);
    expect((await call(app, 'DELETE', `${BASE}/${child}`, { token: admin })).code).toBe(200);
    const count = (sql: string, ...args: string[]) => (app.db.prepare(sql).get(...args) as { n: number }).n;
    expect(count('SELECT COUNT(*) AS n FROM authorize WHERE item_id IN (?, ?, ?)', child, button, scheme)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM module_buttons WHERE module_id = ?', child)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM module_data_rules WHERE module_id = ?', child)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM module_data_schemes WHERE module_id = ?', child)).toBe(0);
    expect((await call(app, 'DELETE', `${BASE}/${parent}`, { token: admin })).code).toBe(200);
  });

  it('shows a new enabled menu in the administrator menus the shell loads', async () => {
    const id = await create({ fullName: '侧栏新菜单', parentId: moduleId('system') });
    const info = await call<{ menuList: MenuNode[] }>(app, 'GET', '/api/oauth/CurrentUser', { token: admin });
    expect(find(info.data.menuList, id)?.fullName).toBe('侧栏新菜单');
    await call(app, 'PUT', `${BASE}/${id}/Actions/State`, { token: admin });
    const after = await call<{ menuList: MenuNode[] }>(app, 'GET', '/api/oauth/CurrentUser', { token: admin });
    expect(find(after.data.menuList, id)).toBeUndefined();
  });
});
