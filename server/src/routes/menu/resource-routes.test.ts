import type { FastifyInstance } from 'fastify';
import { SYSTEM_ID, moduleId } from '../../db/seed/menus';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { menuManagementRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [menuManagementRoutes];

jest.mock('../../permission/changes', () => ({ permissionsChanged: jest.fn(), usersOfObject: jest.fn(() => []) }));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;

interface Item {
  id: string;
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  bindTable: string;
  enabledMark: number;
  children?: Item[];
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
let menu: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const created = await call<{ id: string }>(app, 'POST', '/api/system/Menu', {
    token: admin,
    body: { parentId: '-1', systemId: SYSTEM_ID, type: 2, fullName: '资源测试', enCode: 'test.resources', urlAddress: 'test/resources' },
  });
  menu = created.data.id;
});

afterAll(async () => {
  await closeTestApp(app);
});

beforeEach(() => changed.mockClear());

const refusal = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
  const result = await call(app, method, url, { token: admin, body });
  return { code: result.code, msg: result.msg };
};

describe.each([
  ['button', '/api/system/ModuleButton'],
  ['column', '/api/system/ModuleColumn'],
  ['form', '/api/system/ModuleForm'],
] as const)('%s resources', (kind, base) => {
  const listUrl = (moduleId: string) => `${base}/${moduleId}/${kind === 'button' ? 'List' : 'Fields'}`;

  it('creates, lists, edits, toggles and deletes, telling the engine each time', async () => {
    const created = await call<{ id: string }>(app, 'POST', base, { token: admin, body: { moduleId: menu, fullName: '名称', enCode: `${kind}_name`, sortCode: 1 } });
    expect(created.code).toBe(200);
    const id = created.data.id;
    const list = await call<{ list: Item[] }>(app, 'GET', listUrl(menu), { token: viewer });
    expect(list.data.list.map((item) => item.enCode)).toContain(`${kind}_name`);
    expect((await call<{ list: Item[] }>(app, 'GET', `${listUrl(menu)}?keyword=nomatch`, { token: viewer })).data.list).toEqual([]);

    const updated = await call(app, 'PUT', `${base}/${id}`, { token: admin, body: { moduleId: 'ignored', fullName: '改名', enCode: `${kind}_name`, bindTable: 'base_user' } });
    expect(updated.code).toBe(200);
    const info = await call<Item>(app, 'GET', `${base}/${id}`, { token: viewer });
    expect(info.data).toMatchObject({ moduleId: menu, fullName: '改名', bindTable: kind === 'button' ? '' : 'base_user' });
    expect((await call<{ enabledMark: number }>(app, 'PUT', `${base}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(0);

    app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', 'r1', ?, ?)").run(kind, id);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: admin })).code).toBe(200);
    expect(app.db.prepare('SELECT 1 FROM authorize WHERE item_id = ?').get(id)).toBeUndefined();
    expect(changed).toHaveBeenCalledTimes(4);
    expect(changed).toHaveBeenLastCalledWith(expect.anything(), 'all');
  });

  it('refuses bad input with translated messages and leaves nothing behind', async () => {
    await call(app, 'POST', base, { token: admin, body: { moduleId: menu, fullName: '甲', enCode: `${kind}_dup` } });
    expect(await refusal('POST', base, { moduleId: menu, fullName: '乙', enCode: `${kind}_dup` })).toEqual({ code: 400, msg: `编码已存在：${kind}_dup` });
    expect(await refusal('POST', base, { moduleId: 'missing', fullName: '乙', enCode: 'x' })).toEqual({ code: 400, msg: '所属菜单不存在' });
    expect(await refusal('POST', base, { moduleId: menu, fullName: '', enCode: 'x' })).toEqual({ code: 400, msg: '请输入名称' });
    expect(await refusal('POST', base, { moduleId: menu, fullName: '乙', enCode: '1x' })).toEqual({
      code: 400, msg: '编码只能包含英文、数字、下划线、短横线和小数点，且以英文或下划线开头',
    });
    expect(await refusal('POST', base, { moduleId: menu, fullName: '乙', enCode: 'x', sortCode: -1 })).toEqual({ code: 400, msg: '排序应为 0 到 999999 之间的整数' });
    expect((await call(app, 'POST', base, { token: viewer, body: { moduleId: menu, fullName: '乙', enCode: 'y' } })).code).toBe(403);
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe('buttons', () => {
  it('nest under a button of the same menu, never under themselves, and a parent with children cannot go', async () => {
    const base = '/api/system/ModuleButton';
    const parent = (await call<{ id: string }>(app, 'POST', base, { token: admin, body: { moduleId: menu, fullName: '更多', enCode: 'btn_more' } })).data.id;
    const child = (await call<{ id: string }>(app, 'POST', base, { token: admin, body: { moduleId: menu, parentId: parent, fullName: '导出', enCode: 'btn_export' } })).data.id;
    const tree = await call<{ list: Item[] }>(app, 'GET', `${base}/${menu}/List`, { token: admin });
    expect(tree.data.list.find((item) => item.id === parent)?.children?.map((item) => item.id)).toEqual([child]);

    const other = (await call<{ id: string }>(app, 'POST', base, { token: admin, body: { moduleId: moduleId('system.area'), fullName: '外', enCode: 'btn_outside' } })).data.id;
    expect(await refusal('POST', base, { moduleId: menu, parentId: other, fullName: '乙', enCode: 'btn_x' })).toEqual({ code: 400, msg: '上级不存在' });
    expect(await refusal('PUT', `${base}/${parent}`, { parentId: child, fullName: '更多', enCode: 'btn_more' })).toEqual({ code: 400, msg: '上级不能是自己或自己的下级' });
    expect(await refusal('DELETE', `${base}/${parent}`)).toEqual({ code: 400, msg: '按钮“更多”下有子按钮，请先删除子按钮' });
  });
});

describe('batch of columns and form fields', () => {
  it.each(['/api/system/ModuleColumn', '/api/system/ModuleForm'])('%s saves all or nothing', async (base) => {
    const good = await call<{ count: number }>(app, 'POST', `${base}/Actions/Batch`, {
      token: admin,
      body: { moduleId: menu, bindTable: 'base_user', columnJson: [{ fullName: '账号', enCode: 'F_Account' }, { fullName: '姓名', enCode: 'F_RealName', bindTable: 'other' }] },
    });
    expect(good.data.count).toBe(2);
    const stored = app.db.prepare(`SELECT en_code AS enCode, bind_table AS bindTable FROM ${base.endsWith('Column') ? 'module_columns' : 'module_forms'}
      WHERE module_id = ? AND en_code IN ('F_Account', 'F_RealName') ORDER BY en_code`).all(menu);
    expect(stored).toEqual([{ enCode: 'F_Account', bindTable: 'base_user' }, { enCode: 'F_RealName', bindTable: 'other' }]);

    const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM module_columns').get() as { n: number }).n
      + (app.db.prepare('SELECT COUNT(*) AS n FROM module_forms').get() as { n: number }).n;
    const before = count();
    expect(await refusal('POST', `${base}/Actions/Batch`, { moduleId: menu, columnJson: [{ fullName: '新', enCode: 'F_New' }, { fullName: '旧', enCode: 'F_Account' }] }))
      .toEqual({ code: 400, msg: '编码已存在：F_Account' });
    expect(await refusal('POST', `${base}/Actions/Batch`, { moduleId: menu, columnJson: [{ fullName: '新', enCode: 'F_Twice' }, { fullName: '新', enCode: 'F_Twice' }] }))
      .toEqual({ code: 400, msg: '编码重复：F_Twice' });
    expect(await refusal('POST', `${base}/Actions/Batch`, { moduleId: menu, columnJson: [] })).toEqual({ code: 400, msg: '请至少添加一个字段' });
    expect(await refusal('POST', `${base}/Actions/Batch`, { moduleId: menu, bindTable: 'bad table', columnJson: [{ fullName: '新', enCode: 'F_T' }] }))
      .toEqual({ code: 400, msg: '绑定表只能包含英文、数字和下划线，最多为50个字符' });
    expect(count()).toBe(before);
  });
});
