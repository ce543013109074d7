import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { USER_PAGE } from '../../db/seed/menus';
import { orgId, positionId, roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, connectSocket, createRole, createUser, signIn } from '../../testing';
import { userRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes];

// The engine's data rules and column/form rights are stood in for here: these tests check that the
// user routes AND the caller's scope into their SQL and honour the rights, whatever the engine computes.
const mockRights: { scope: { sql: string; params: unknown[] }; columns: Set<string> | 'all'; fields: Set<string> | 'all'; pages: string[] } = {
  scope: { sql: '1 = 1', params: [] }, columns: 'all', fields: 'all', pages: [],
};
jest.mock('../../permission/data-scope', () => ({
  dataScope: jest.fn((_db: unknown, _session: unknown, page: string) => { mockRights.pages.push(page); return mockRights.scope; }),
}));
jest.mock('../../permission/field-rights', () => ({
  visibleColumns: jest.fn(() => mockRights.columns),
  writableFields: jest.fn(() => mockRights.fields),
}));
const mockChanged: string[][] = [];
jest.mock('../../permission/changes', () => ({
  permissionsChanged: jest.fn((_app: unknown, ids: Iterable<string> | 'all') => { mockChanged.push(ids === 'all' ? ['all'] : [...ids]); }),
  usersOfObject: jest.fn(() => []),
}));

interface Page<T> { list: T[]; pagination: { currentPage: number; pageSize: number; total: number } }
interface Item { id: string; account?: string; realName?: string; organize?: string; lockMark?: number; enabledMark?: number }
interface Info { organizeId: string; organizeIdTree: string[][]; majorOrganizeId: string; positionId: string; majorPositionId: string | null; roleId: string; managerId: string | null; gender: number; mobilePhone: string }

let app: FastifyInstance;
let admin: string;
/** A department under 研发部, and one under that: the subtree filter must reach both. */
let backend: string;
let database: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  const insert = app.db.prepare(`INSERT INTO organizations (id, parent_id, category, full_name, en_code, sort_code, creator_time) VALUES (?, ?, 'department', ?, ?, 0, 0)`);
  backend = newId();
  database = newId();
  insert.run(backend, orgId('rd'), '后端组', `backend${backend}`);
  insert.run(database, backend, '数据库组', `db${database}`);
});
afterAll(async () => closeTestApp(app));
beforeEach(() => {
  mockRights.scope = { sql: '1 = 1', params: [] };
  mockRights.columns = 'all';
  mockRights.fields = 'all';
  mockRights.pages.length = 0;
  mockChanged.length = 0;
});

const list = (query: string, token = admin) => call<Page<Item>>(app, 'GET', `/api/permission/Users?${query}`, { token });
const create = (body: object) => call<{ id: string }>(app, 'POST', '/api/permission/Users', { token: admin, body });
const info = (id: string) => call<Info>(app, 'GET', `/api/permission/Users/${id}`, { token: admin });
const userCount = () => (app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

describe('GET /api/permission/Users', () => {
  it('finds by keyword over account, name and mobile, and by organisation including everything below it', async () => {
    const deep = await create({ account: 'deepdb1', realName: '深层', organizeId: database, mobilePhone: '13987654321' });
    const mid = await create({ account: 'midbackend1', realName: '中层', organizeId: backend });
    expect((await list('keyword=deepdb')).data.list.map((u) => u.id)).toEqual([deep.data.id]);
    expect((await list('keyword=%E6%B7%B1%E5%B1%82')).data.list.map((u) => u.id)).toEqual([deep.data.id]);
    expect((await list('keyword=13987654321')).data.list.map((u) => u.id)).toEqual([deep.data.id]);
    const underBackend = (await list(`organizeId=${backend}&pageSize=100`)).data.list.map((u) => u.id);
    expect(underBackend.sort()).toEqual([deep.data.id, mid.data.id].sort());
    const underRd = (await list(`organizeId=${orgId('rd')}&pageSize=500`)).data.list.map((u) => u.id);
    expect(underRd).toEqual(expect.arrayContaining([deep.data.id, mid.data.id]));
    expect((await list(`organizeId=${database}`)).data.list.map((u) => u.id)).toEqual([deep.data.id]);
  });

  it('pages (20 by default, 50/100/500 on request) and sorts by a declared field', async () => {
    for (let n = 0; n < 25; n += 1) await createUser(app, { account: `pagetest${String(n).padStart(2, '0')}` });
    const first = await list('keyword=pagetest');
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 25 });
    expect(first.data.list).toHaveLength(20);
    expect((await list('keyword=pagetest&currentPage=2')).data.list).toHaveLength(5);
    expect((await list('keyword=pagetest&pageSize=50')).data.list).toHaveLength(25);
    const sorted = await list('keyword=pagetest&sidx=account&sort=asc&pageSize=50');
    expect(sorted.data.list.map((u) => u.account)).toEqual([...sorted.data.list.map((u) => u.account ?? '')].sort());
    expect((await list('sidx=password_hash')).code).toBe(400);
  });

  it('applies the caller\'s data rules of the user page in SQL, with bound parameters', async () => {
    const inside = await create({ account: 'scopedin1', realName: '甲', organizeId: database });
    const outside = await create({ account: 'scopedout1', realName: '乙', organizeId: orgId('finance') });
    mockRights.scope = { sql: 'u.organize_id = ?', params: [database] };
    const seen = (await list('keyword=scoped')).data;
    expect(seen.list.map((u) => u.id)).toEqual([inside.data.id]);
    expect(seen.pagination.total).toBe(1);
    expect(mockRights.pages).toContain(USER_PAGE);
    // Outside the scope a user does not exist for the caller: read, edit, state, delete all 404 and change nothing.
    expect((await info(outside.data.id)).code).toBe(404);
    expect((await call(app, 'PUT', `/api/permission/Users/${outside.data.id}`, { token: admin, body: { realName: '改' } })).code).toBe(404);
    expect((await call(app, 'PUT', `/api/permission/Users/${outside.data.id}/Actions/State`, { token: admin })).code).toBe(404);
    expect((await call(app, 'DELETE', `/api/permission/Users/${outside.data.id}`, { token: admin })).code).toBe(404);
    // Deny by default: a scope that matches nothing lists nothing.
    mockRights.scope = { sql: '1 = 0', params: [] };
    expect((await list('')).data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    mockRights.scope = { sql: '1 = 1', params: [] };
    expect((await info(outside.data.id)).data.gender).toBe(0);
  });

  it('leaves out the columns the caller may not see, keeping the id', async () => {
    mockRights.columns = new Set(['account']);
    const rows = (await list('keyword=admin')).data.list;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual(['account', 'id']);
  });

  it('shows the lock state', async () => {
    const user = await createUser(app, { account: 'lockedshown1' });
    app.db.prepare('UPDATE users SET lock_mark = 1 WHERE id = ?').run(user.id);
    expect((await list('keyword=lockedshown1')).data.list[0]).toMatchObject({ lockMark: 1, enabledMark: 1 });
  });

  it('needs the user page', async () => {
    const other = await createUser(app, { roles: [createRole(app, [{ page: 'systemData.dictionary' }])] });
    expect((await list('', await signIn(app, other.account, other.password))).code).toBe(403);
  });
});

describe('one user: several organisations, positions and roles, a major one, a manager', () => {
  it('saves every membership, answers JNPF\'s UserInfoVO and tells the portals', async () => {
    const manager = await createUser(app);
    const created = await create({
      account: 'multiorg1', realName: '多组织', gender: 1, mobilePhone: '13800000000', email: 'multi@example.com',
      organizeIdTree: [[orgId('atrium'), orgId('rd'), backend], [orgId('atrium'), orgId('finance')]],
      positionId: `${positionId('engineer')},${positionId('accountant')}`, roleId: `${roleId('staff')},${roleId('dataEditor')}`,
      managerId: manager.id,
    });
    expect(created.code).toBe(200);
    expect(mockChanged).toContainEqual([created.data.id]);
    const saved = (await info(created.data.id)).data;
    expect(saved).toMatchObject({
      organizeId: `${backend},${orgId('finance')}`,
      majorOrganizeId: backend,
      positionId: `${positionId('engineer')},${positionId('accountant')}`,
      majorPositionId: positionId('engineer'),
      managerId: manager.id,
      gender: 1,
    });
    expect(saved.organizeIdTree).toEqual([[orgId('atrium'), orgId('rd'), backend], [orgId('atrium'), orgId('finance')]]);
    expect(saved.roleId.split(',').sort()).toEqual([roleId('staff'), roleId('dataEditor')].sort());

    // Edit: the major organisation stays while the user still belongs to it, else the first one takes over.
    expect((await call(app, 'PUT', `/api/permission/Users/${created.data.id}`, { token: admin, body: { organizeId: `${orgId('finance')},${backend}` } })).code).toBe(200);
    expect((await info(created.data.id)).data.majorOrganizeId).toBe(backend);
    expect((await call(app, 'PUT', `/api/permission/Users/${created.data.id}`, { token: admin, body: { organizeId: orgId('hr'), positionId: '' } })).code).toBe(200);
    const after = (await info(created.data.id)).data;
    expect(after).toMatchObject({ organizeId: orgId('hr'), majorOrganizeId: orgId('hr'), positionId: '', majorPositionId: null, managerId: manager.id });
    expect(mockChanged.filter((ids) => ids.includes(created.data.id)).length).toBe(3);
  });

  it.each([
    [{ account: 'admin', realName: '甲' }, '账号已存在：admin'],
    [{ account: 'ADMIN', realName: '甲' }, '账号已存在：ADMIN'],
    [{ account: 'bad account', realName: '甲' }, '账号只能包含字母和数字'],
    [{ account: 'okname1', realName: '' }, '请输入姓名'],
    [{ account: 'okmobile1', realName: '甲', mobilePhone: '12345' }, '请输入正确的手机号码'],
    [{ account: 'okemail1', realName: '甲', email: 'not-an-email' }, '请输入正确的邮箱'],
    [{ account: 'okorg1', realName: '甲', organizeId: 'nope' }, '组织不存在'],
    [{ account: 'okorg2', realName: '甲', organizeId: '' }, '请选择所属组织'],
    [{ account: 'okpos1', realName: '甲', positionId: 'nope' }, '岗位不存在'],
    [{ account: 'okrole1', realName: '甲', roleId: 'nope' }, '角色不存在'],
    [{ account: 'okmgr1', realName: '甲', managerId: 'nope' }, '直属主管不存在'],
    [{ account: 'okgender1', realName: '甲', gender: 7 }, '性别不正确'],
    [{ account: 'oksort1', realName: '甲', sortCode: 1000000 }, '排序应为 0 到 999999 之间的整数'],
  ])('refuses %j with 400 and a clear message, writing nothing', async (body, message) => {
    const before = userCount();
    expect(await create(body)).toMatchObject({ code: 400, msg: message });
    expect(userCount()).toBe(before);
  });

  it('translates the refusal', async () => {
    const answer = await call(app, 'POST', '/api/permission/Users', { token: admin, lang: 'en', body: { account: 'admin', realName: 'x' } });
    expect(answer.msg).toBe('The account already exists: admin');
  });

  it('refuses a user as their own manager and a duplicate account on edit, changing nothing', async () => {
    const user = await createUser(app);
    expect(await call(app, 'PUT', `/api/permission/Users/${user.id}`, { token: admin, body: { managerId: user.id } })).toMatchObject({ code: 400, msg: '直属主管不能是自己' });
    expect(await call(app, 'PUT', `/api/permission/Users/${user.id}`, { token: admin, body: { account: 'zhangsan', realName: '新' } })).toMatchObject({ code: 400, msg: '账号已存在：zhangsan' });
    expect((await info(user.id)).data.managerId).toBeNull();
    expect((app.db.prepare('SELECT account, real_name FROM users WHERE id = ?').get(user.id) as { account: string; real_name: string }).account).toBe(user.account);
  });

  it('ignores fields outside the caller\'s form rights: they keep their stored value', async () => {
    const user = await createUser(app);
    mockRights.fields = new Set(['realName']);
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}`, { token: admin, body: { realName: '可改', mobilePhone: '13911112222', roleId: roleId('admin') } })).code).toBe(200);
    const row = app.db.prepare('SELECT real_name, mobile_phone FROM users WHERE id = ?').get(user.id) as { real_name: string; mobile_phone: string };
    expect(row).toEqual({ real_name: '可改', mobile_phone: '' });
    expect((await info(user.id)).data.roleId).toBe(roleId('staff'));
  });

  it('disabling ends the user\'s sessions (601), sends their portal logout and pushes the change; enabling lets them back', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const portal = await connectSocket(app, token);
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}`, { token: admin, body: { enabledMark: 0 } })).code).toBe(200);
    await expect(portal.next('logout')).resolves.toMatchObject({ msg: '账号已被禁用，请联系管理员' });
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
    expect(mockChanged).toContainEqual([user.id]);
    expect((await call<{ enabledMark: number }>(app, 'PUT', `/api/permission/Users/${user.id}/Actions/State`, { token: admin })).data.enabledMark).toBe(1);
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token: await signIn(app, user.account, user.password) })).code).toBe(200);
  });

  it('deletes a user with their memberships and sessions; refuses oneself and, to non-administrators, an administrator', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    expect(await call(app, 'DELETE', `/api/permission/Users/${user.id}`, { token: admin })).toMatchObject({ code: 200, msg: '删除成功' });
    expect(app.db.prepare('SELECT 1 FROM users WHERE id = ?').get(user.id)).toBeUndefined();
    expect(app.db.prepare('SELECT 1 FROM user_organizations WHERE user_id = ?').get(user.id)).toBeUndefined();
    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token })).code).not.toBe(200);
    expect(mockChanged).toContainEqual([user.id]);

    const adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    expect(await call(app, 'DELETE', `/api/permission/Users/${adminId}`, { token: admin })).toMatchObject({ code: 400, msg: '不能删除自己的账号' });
    const deleter = await createUser(app, { roles: [createRole(app, [{ page: USER_PAGE, buttons: ['btn_remove', 'btn_edit'] }])] });
    const deleterToken = await signIn(app, deleter.account, deleter.password);
    expect(await call(app, 'DELETE', `/api/permission/Users/${adminId}`, { token: deleterToken })).toMatchObject({ code: 400, msg: '只有超级管理员可以禁用或删除超级管理员' });
    expect(await call(app, 'PUT', `/api/permission/Users/${adminId}/Actions/State`, { token: deleterToken })).toMatchObject({ code: 400 });
    expect((app.db.prepare('SELECT enabled_mark FROM users WHERE id = ?').get(adminId) as { enabled_mark: number }).enabled_mark).toBe(1);
  });

  it('needs the edit and delete buttons', async () => {
    const user = await createUser(app);
    const viewer = await signIn(app, 'viewer');
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}`, { token: viewer, body: { realName: 'x' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `/api/permission/Users/${user.id}`, { token: viewer })).code).toBe(403);
  });

  it('unlock clears the lock and is refused for users outside the caller\'s scope', async () => {
    const user = await createUser(app);
    app.db.prepare('UPDATE users SET lock_mark = 1, failed_count = 9 WHERE id = ?').run(user.id);
    expect((await call(app, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, { token: admin })).code).toBe(200);
    expect(app.db.prepare('SELECT lock_mark, failed_count FROM users WHERE id = ?').get(user.id)).toEqual({ lock_mark: 0, failed_count: 0 });
  });
});
