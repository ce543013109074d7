import type { FastifyInstance } from 'fastify';
import { SYSTEM_ID, moduleId } from '../../db/seed/menus';
import { permissionsChanged } from '../../permission/changes';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { menuManagementRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [menuManagementRoutes];

jest.mock('../../permission/changes', () => ({ permissionsChanged: jest.fn(), usersOfObject: jest.fn(() => []) }));
const changed = permissionsChanged as jest.MockedFunction<typeof permissionsChanged>;

const RULES = '/api/system/ModuleDataAuthorize';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

let app: FastifyInstance;
let admin: string;
let viewer: string;
let menu: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  menu = (await call<{ id: string }>(app, 'POST', '/api/system/Menu', {
    token: admin,
    body: { parentId: '-1', systemId: SYSTEM_ID, type: 2, fullName: '数据测试', enCode: 'test.data', urlAddress: 'test/data', isDataAuthorize: 1 },
  })).data.id;
});

afterAll(async () => {
  await closeTestApp(app);
});

beforeEach(() => changed.mockClear());

const rule = (overrides: Record<string, unknown> = {}) => ({
  moduleId: menu, fullName: '所属组织', enCode: 'organizeId', fieldType: 'varchar', conditionSymbol: '==', conditionText: '@organizeId', ...overrides,
});

const createRule = async (overrides: Record<string, unknown> = {}): Promise<string> => {
  const result = await call<{ id: string }>(app, 'POST', RULES, { token: admin, body: rule(overrides) });
  expect(result.code).toBe(200);
  return result.data.id;
};

const refused = async (url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') => {
  const result = await call(app, method, url, { token: admin, body });
  return { code: result.code, msg: result.msg };
};

const condition = (...groups: [logic: string, ids: string[]][]) =>
  JSON.stringify(groups.map(([logic, ids]) => ({ logic, groups: ids.map((id) => ({ id })) })));

describe('data rules', () => {
  it('stores every variable and operator as given, and lists them per menu', async () => {
    for (const variable of ['@userId', '@organizeId', '@organizationAndSuborganization', '@departmentId', '@positionId', '@userAraSubordinates']) {
      await createRule({ conditionText: variable, conditionSymbol: 'in' });
    }
    for (const symbol of ['==', '<>', '>', '>=', '<', '<=']) await createRule({ fieldType: 'int', enCode: 'level', conditionSymbol: symbol, conditionText: '3' });
    await createRule({ conditionSymbol: 'like', conditionText: '研发' });
    await createRule({ conditionSymbol: 'notLike', conditionText: '研发' });
    await createRule({ conditionSymbol: 'notIn', conditionText: 'a, b ,c' });
    const nullRule = await createRule({ conditionSymbol: 'null', conditionText: 'ignored' });
    await createRule({ conditionSymbol: 'notNull', conditionText: '' });
    await createRule({ fieldType: 'datetime', enCode: 'creatorTime', conditionSymbol: '>=', conditionText: '2025-01-31' });
    await createRule({ fieldType: 'decimal', enCode: 'amount', conditionSymbol: '<', conditionText: '12.5' });
    const list = await call<{ list: { id: string; conditionText: string; conditionSymbol: string }[] }>(app, 'GET', `${RULES}/${menu}/List`, { token: viewer });
    expect(list.data.list).toHaveLength(19);
    expect(list.data.list.find((item) => item.conditionSymbol === 'notIn')?.conditionText).toBe('a,b,c');
    expect(list.data.list.find((item) => item.id === nullRule)?.conditionText).toBe('');
    expect(changed).toHaveBeenCalledTimes(19);
  });

  it('refuses values that do not fit the operator or the field type', async () => {
    expect(await refused(RULES, rule({ conditionText: '' }))).toEqual({ code: 400, msg: '请输入条件内容' });
    expect(await refused(RULES, rule({ conditionText: '@nobody' }))).toEqual({ code: 400, msg: '未知的系统变量：@nobody' });
    expect(await refused(RULES, rule({ conditionSymbol: '>', conditionText: '@userId' }))).toEqual({ code: 400, msg: '系统变量只能用于 等于、不等于、包含、不包含 条件' });
    expect(await refused(RULES, rule({ fieldType: 'int', conditionText: 'abc' }))).toEqual({ code: 400, msg: '字段类型为数字时条件内容必须是数字' });
    expect(await refused(RULES, rule({ fieldType: 'int', conditionSymbol: 'in', conditionText: '1,x' }))).toEqual({ code: 400, msg: '字段类型为数字时条件内容必须是数字' });
    expect(await refused(RULES, rule({ fieldType: 'datetime', conditionText: 'yesterday' }))).toEqual({ code: 400, msg: '字段类型为时间时条件内容必须是日期' });
    expect(await refused(RULES, rule({ fieldType: 'int', conditionSymbol: 'like', conditionText: '1' }))).toEqual({ code: 400, msg: '包含/不包含（like）只能用于字符串字段' });
    expect(await refused(RULES, rule({ conditionSymbol: 'in', conditionText: 'a,,b' }))).toEqual({ code: 400, msg: '请输入条件内容' });
    expect(await refused(RULES, rule({ conditionSymbol: null }))).toEqual({ code: 400, msg: '请选择条件符号' });
    expect(await refused(RULES, rule({ enCode: 'a b' }))).toEqual({ code: 400, msg: '编码只能包含英文、数字、下划线、短横线和小数点，且以英文或下划线开头' });
    expect(await refused(RULES, rule({ moduleId: 'missing' }))).toEqual({ code: 400, msg: '所属菜单不存在' });
    expect((await call(app, 'POST', RULES, { token: admin, body: rule({ conditionSymbol: 'between' }) })).code).toBe(400);
    expect((await call(app, 'POST', RULES, { token: viewer, body: rule() })).code).toBe(403);
    expect(changed).not.toHaveBeenCalled();
  });

  it('edits a rule in place and keeps its menu', async () => {
    const id = await createRule();
    expect((await call(app, 'PUT', `${RULES}/${id}`, { token: admin, body: rule({ moduleId: moduleId('system.area'), conditionText: '@departmentId' }) })).code).toBe(200);
    const info = await call<{ moduleId: string; conditionText: string }>(app, 'GET', `${RULES}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ moduleId: menu, conditionText: '@departmentId' });
  });
});

describe('data schemes', () => {
  it('stores the normalised condition groups, or 全部数据 with none', async () => {
    const a = await createRule();
    const b = await createRule({ enCode: 'creatorUserId', conditionText: '@userId' });
    const sent = JSON.stringify([{ logic: 'or', groups: [{ id: a, extra: 1 }, { id: b }], note: 'x' }, { logic: 'and', groups: [{ id: a }] }]);
    const created = await call<{ id: string }>(app, 'POST', SCHEMES, { token: admin, body: { moduleId: menu, fullName: '本部门或本人', enCode: 'deptOrMine', conditionJson: sent } });
    expect(created.code).toBe(200);
    const info = await call<{ conditionJson: string; allData: number }>(app, 'GET', `${SCHEMES}/${created.data.id}`, { token: viewer });
    expect(JSON.parse(info.data.conditionJson)).toEqual([{ logic: 'or', groups: [{ id: a }, { id: b }] }, { logic: 'and', groups: [{ id: a }] }]);

    const all = await call<{ id: string }>(app, 'POST', SCHEMES, { token: admin, body: { moduleId: menu, fullName: '全部数据', enCode: 'all', allData: 1, conditionJson: condition(['and', ['ignored']]) } });
    const allInfo = await call<{ conditionJson: string; allData: number }>(app, 'GET', `${SCHEMES}/${all.data.id}`, { token: admin });
    expect(allInfo.data).toMatchObject({ conditionJson: '[]', allData: 1 });
    const list = await call<{ list: unknown[] }>(app, 'GET', `${SCHEMES}/${menu}/List`, { token: viewer });
    expect(list.data.list).toHaveLength(2);
    expect(changed).toHaveBeenCalledWith(expect.anything(), 'all');
  });

  it('refuses unknown rules, rules of another menu, malformed conditions, empty ones and duplicate codes', async () => {
    const mine = await createRule();
    const otherMenu = (await call<{ id: string }>(app, 'POST', RULES, { token: admin, body: rule({ moduleId: moduleId('system.area') }) })).data.id;
    const body = (conditionJson: string, enCode = 'scheme1') => ({ moduleId: menu, fullName: '方案', enCode, conditionJson });
    expect(await refused(SCHEMES, body(condition(['and', ['nope']])))).toEqual({ code: 400, msg: '条件中的规则不存在：nope' });
    expect(await refused(SCHEMES, body(condition(['and', [otherMenu]])))).toEqual({ code: 400, msg: `条件中的规则不存在：${otherMenu}` });
    for (const bad of ['{', '{}', '[{"logic":"xor","groups":[{"id":"a"}]}]', '[{"logic":"and","groups":[]}]', '[{"logic":"and","groups":[{"id":1}]}]']) {
      expect(await refused(SCHEMES, body(bad))).toEqual({ code: 400, msg: '条件格式不正确' });
    }
    expect(await refused(SCHEMES, body('[]'))).toEqual({ code: 400, msg: '请添加条件，或选择全部数据' });
    expect((await call(app, 'POST', SCHEMES, { token: admin, body: body(condition(['and', [mine]]), 'taken') })).code).toBe(200);
    expect(await refused(SCHEMES, body(condition(['and', [mine]]), 'taken'))).toEqual({ code: 400, msg: '编码已存在：taken' });
  });

  it('keeps a rule a scheme uses, and deletes a scheme with its grants', async () => {
    const used = await createRule({ fullName: '在用' });
    const scheme = (await call<{ id: string }>(app, 'POST', SCHEMES, {
      token: admin, body: { moduleId: menu, fullName: '在用方案', enCode: 'inUse', conditionJson: condition(['and', [used]]) },
    })).data.id;
    const refusal = await call(app, 'DELETE', `${RULES}/${used}`, { token: admin });
    expect({ code: refusal.code, msg: refusal.msg }).toEqual({ code: 400, msg: '该规则正被方案“在用方案”使用，请先修改方案' });

    app.db.prepare("INSERT INTO authorize (object_type, object_id, item_type, item_id) VALUES ('Role', 'r1', 'resource', ?)").run(scheme);
    expect((await call(app, 'DELETE', `${SCHEMES}/${scheme}`, { token: admin })).code).toBe(200);
    expect(app.db.prepare('SELECT 1 FROM authorize WHERE item_id = ?').get(scheme)).toBeUndefined();
    expect((await call(app, 'DELETE', `${RULES}/${used}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${RULES}/${used}`, { token: admin })).code).toBe(404);
  });
});
