// /api/system/ScheduleTask: every call checked against 定时任务's buttons, every bad input a 400
// that names the problem and saves nothing, next runs with Quartz semantics, the action selector,
// and the built-in actions doing their work when run now.
import type { FastifyInstance } from 'fastify';
import { createDownload } from '../../domain/downloads';
import { schedulerOf } from '../../schedule/plugin';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { TASK_PAGE } from './access';
import { dataInterfaceRoutes } from '../data-interface/routes';
import { scheduleTaskRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataInterfaceRoutes, scheduleTaskRoutes];

const BASE = '/api/system/ScheduleTask';

interface Row {
  id: string;
  fullName: string;
  enCode: string;
  cron: string;
  actionId: string;
  actionName: string;
  params: string;
  enabledMark: number;
  nextRunTime: number | null;
  lastResult: string | null;
  running: boolean;
}

let app: FastifyInstance;
let admin: string;
let viewer: string;
let editor: string;
let adder: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  // Runs here are started by the calls; the timer would start due tasks on its own.
  schedulerOf(app).stop();
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const editRole = createRole(app, [{ page: TASK_PAGE, buttons: ['btn_edit'] }]);
  const editUser = await createUser(app, { roles: [editRole] });
  editor = await signIn(app, editUser.account, editUser.password);
  const addRole = createRole(app, [{ page: TASK_PAGE, buttons: ['btn_add'] }]);
  const addUser = await createUser(app, { roles: [addRole] });
  adder = await signIn(app, addUser.account, addUser.password);
});

afterAll(async () => closeTestApp(app));

const nextRunsUrl = (cron: string): string => `${BASE}/Actions/NextRuns?cron=${encodeURIComponent(cron)}`;
const count = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM schedule_tasks').get() as { n: number }).n;
let sequence = 0;
const task = (overrides: Record<string, unknown> = {}) => {
  sequence += 1;
  return { fullName: '清理会话', enCode: `purge${sequence}`, cron: '0 0 3 * * ?', actionId: 'purgeExpired', params: '{"keepDays": 7}', timeout: 60, description: '', enabledMark: 1, ...overrides };
};
const create = async (overrides: Record<string, unknown> = {}): Promise<string> => {
  const answer = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: task(overrides) });
  expect(answer.code).toBe(200);
  return answer.data!.id;
};

describe('the task list and form', () => {
  it('creates, lists with keyword and paging, reads, edits and deletes a task', async () => {
    const id = await create({ fullName: '每晚清理', enCode: 'nightlyPurge' });
    const page = await call<{ list: Row[]; pagination: { total: number; pageSize: number } }>(app, 'GET', `${BASE}?keyword=${encodeURIComponent('每晚')}&pageSize=50`, { token: viewer });
    expect(page.data?.pagination).toMatchObject({ total: 1, pageSize: 50 });
    expect(page.data?.list[0]).toMatchObject({ id, enCode: 'nightlyPurge', cron: '0 0 3 * * ?', actionName: '清理过期会话和下载', params: '{"keepDays":7}', enabledMark: 1, running: false, lastResult: null });
    expect(page.data?.list[0]?.nextRunTime).toBeGreaterThan(Date.now());

    const updated = await call(app, 'PUT', `${BASE}/${id}`, { token: editor, body: task({ fullName: '每晚清理', enCode: 'nightlyPurge', cron: '0   15 10 ? * MON-FRI', actionId: 'optimizeDatabase', params: '' }) });
    expect(updated.code).toBe(200);
    const info = await call<Row>(app, 'GET', `${BASE}/Info/${id}`, { token: viewer });
    expect(info.data).toMatchObject({ cron: '0 15 10 ? * MON-FRI', actionId: 'optimizeDatabase', params: '' });
    // Mondays to Fridays at 10:15.
    const next = new Date(info.data!.nextRunTime!);
    expect([next.getHours(), next.getMinutes(), next.getSeconds()]).toEqual([10, 15, 0]);
    expect([0, 6]).not.toContain(next.getDay());

    expect((await call(app, 'DELETE', `${BASE}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${BASE}/Info/${id}`, { token: admin })).code).toBe(404);
  });

  it.each([
    ['no cron', { cron: '' }, '请输入 Cron 表达式'],
    ['five fields', { cron: '*/5 * * * *' }, 'Cron 表达式应有 6 或 7 个字段：秒 分 时 日 月 周 [年]，例如 0 0/5 * * * ?'],
    ['a bad field', { cron: '0 0 25 * * ?' }, 'Cron 表达式不正确：0 0 25 * * ?'],
    ['30 February', { cron: '0 0 0 30 2 ?' }, 'Cron 表达式以后不会再执行：0 0 0 30 2 ?，请检查日期和年份'],
    ['a past year', { cron: '0 0 0 1 1 ? 2020' }, 'Cron 表达式以后不会再执行：0 0 0 1 1 ? 2020，请检查日期和年份'],
    ['a long cron', { cron: `0 0 0 ${Array.from({ length: 70 }, (_, i) => (i % 28) + 1).join(',')} * ?` }, 'Cron 表达式最多为120个字符'],
    ['no action', { actionId: '' }, '请选择执行动作'],
    ['an unknown action', { actionId: 'dropTables' }, '执行动作不存在：dropTables'],
    ['an unknown kind', { actionType: 'shell' }, '执行动作不存在：shell'],
    ['params not JSON', { params: '{keepDays: 7' }, '参数必须是 JSON 对象，例如 {"keepDays": 7}'],
    ['params an array', { params: '[1]' }, '参数必须是 JSON 对象，例如 {"keepDays": 7}'],
    ['an unknown param', { params: '{"days": 7}' }, '该动作没有参数 days'],
    ['a param out of range', { params: '{"keepDays": 9999}' }, '参数 keepDays 应为 0 到 365 之间的整数'],
    ['timeout 0', { timeout: 0 }, '超时时间应为 1 到 86400 秒之间的整数'],
    ['timeout too long', { timeout: 86401 }, '超时时间应为 1 到 86400 秒之间的整数'],
    ['no name', { fullName: '' }, '请输入任务名称'],
    ['no code', { enCode: '' }, '请输入任务编码'],
  ])('refuses %s with a 400 and saves nothing', async (_case, overrides, msg) => {
    const before = count();
    const answer = await call(app, 'POST', BASE, { token: admin, body: task(overrides) });
    expect(answer).toMatchObject({ code: 400, msg });
    expect(count()).toBe(before);
  });

  it('refuses a duplicate code on create and edit, keeping the stored task', async () => {
    await create({ enCode: 'uniqueCode' });
    const other = await create({ enCode: 'otherCode' });
    const before = count();
    expect(await call(app, 'POST', BASE, { token: admin, body: task({ enCode: 'uniqueCode' }) })).toMatchObject({ code: 400, msg: '编码已存在：uniqueCode' });
    expect(count()).toBe(before);
    expect(await call(app, 'PUT', `${BASE}/${other}`, { token: admin, body: task({ enCode: 'uniqueCode', fullName: '改名' }) })).toMatchObject({ code: 400 });
    expect((await call<Row>(app, 'GET', `${BASE}/Info/${other}`, { token: admin })).data).toMatchObject({ enCode: 'otherCode', fullName: '清理会话' });
  });
});

describe('permissions', () => {
  it('refuses every write to a user without the button, and changes nothing', async () => {
    const id = await create();
    const writes: [string, string, string, object?][] = [
      ['POST', BASE, 'btn_add', task()],
      ['PUT', `${BASE}/${id}`, 'btn_edit', task({ fullName: '改名' })],
      ['PUT', `${BASE}/${id}/Actions/Stop`, 'btn_edit'],
      ['PUT', `${BASE}/${id}/Actions/Enable`, 'btn_edit'],
      ['POST', `${BASE}/${id}/Actions/Run`, 'btn_edit'],
      ['DELETE', `${BASE}/${id}`, 'btn_remove'],
    ];
    const before = count();
    for (const [method, url, button, body] of writes) {
      const refused = await call(app, method as 'POST', url, { token: viewer, ...(body ? { body } : {}) });
      expect([method, url, refused.code]).toEqual([method, url, 403]);
      // Holding another button is not enough.
      const other = button === 'btn_add' ? editor : adder;
      expect([method, url, (await call(app, method as 'POST', url, { token: other, ...(body ? { body } : {}) })).code]).toEqual([method, url, 403]);
    }
    expect(count()).toBe(before);
    expect((await call<Row>(app, 'GET', `${BASE}/Info/${id}`, { token: admin })).data).toMatchObject({ fullName: '清理会话', enabledMark: 1, lastResult: null });
    expect((await call<{ pagination: { total: number } }>(app, 'GET', `${BASE}/${id}/TaskLog`, { token: admin })).data?.pagination.total).toBe(0);
  });

  it('lets the add button create and the edit button run now', async () => {
    expect((await call(app, 'POST', BASE, { token: adder, body: task() })).code).toBe(200);
    const id = await create({ actionId: 'optimizeDatabase', params: '' });
    expect((await call(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: editor })).code).toBe(200);
  });
});

describe('next runs and actions', () => {
  it('answers the next five runs of a Quartz expression', async () => {
    const answer = await call<{ cron: string; nextRuns: number[] }>(app, 'GET', nextRunsUrl('0 0/5 * * * ?'), { token: viewer });
    expect(answer.data?.nextRuns).toHaveLength(5);
    const [first, ...rest] = answer.data!.nextRuns;
    rest.forEach((time, index) => expect(time - (index === 0 ? first! : rest[index - 1]!)).toBe(5 * 60_000));
    expect(new Date(first!).getMinutes() % 5).toBe(0);

    const third = await call<{ nextRuns: number[] }>(app, 'GET', nextRunsUrl('0 0 12 ? * 6#3'), { token: viewer });
    // 6#3 in Quartz: the third Friday.
    for (const time of third.data!.nextRuns) {
      const date = new Date(time);
      expect(date.getDay()).toBe(5);
      expect(Math.ceil(date.getDate() / 7)).toBe(3);
    }
    const last = await call<{ nextRuns: number[] }>(app, 'GET', nextRunsUrl('0 0 12 L * ?'), { token: viewer });
    for (const time of last.data!.nextRuns) expect(new Date(time + 24 * 3600_000).getDate()).toBe(1);

    expect(await call(app, 'GET', nextRunsUrl('0 0 0 30 2 ?'), { token: viewer })).toMatchObject({ code: 400, msg: 'Cron 表达式以后不会再执行：0 0 0 30 2 ?，请检查日期和年份' });
  });

  it('lists the built-in actions with their parameters', async () => {
    const answer = await call<{ list: { id: string; actionType: string; fullName: string; params: { name: string }[]; example: string | null }[] }>(app, 'GET', `${BASE}/Actions/Selector`, { token: viewer });
    // The seed's enabled data interfaces (数据分析平台's charts) follow the built-in actions.
    const builtIn = answer.data?.list.filter((action) => action.actionType === 'builtin');
    expect(builtIn?.map((action) => action.id)).toEqual(['sweepUploads', 'purgeExpired', 'optimizeDatabase', 'backupDatabase']);
    expect(answer.data?.list.slice(0, 4)).toEqual(builtIn);
    expect(answer.data?.list[1]).toMatchObject({ fullName: '清理过期会话和下载', params: [{ name: 'keepDays' }], example: '{"keepDays":7}' });
  });
});

describe('run now', () => {
  it('purges expired sessions and downloads and keeps live ones, recording the run', async () => {
    const now = Date.now();
    const userId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const insert = app.db.prepare(`INSERT INTO sessions (id, token_hash, user_id, created_at, expires_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)`);
    insert.run('old-session', 'hash-old', userId, now - 30 * 86400_000, now - 20 * 86400_000, now - 20 * 86400_000);
    insert.run('recent-session', 'hash-recent', userId, now - 2 * 86400_000, now - 86400_000, now - 86400_000);
    createDownload(app.db, { userId, fileName: 'a.txt', contentType: 'text/plain', content: Buffer.from('a'), now: now - 3600_000 });
    const sessionsBefore = (app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;

    const id = await create();
    const run = await call<{ result: string; message: string; trigger: string; userName: string }>(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: admin });
    expect(run).toMatchObject({ code: 200, msg: '执行成功' });
    expect(run.data).toMatchObject({ result: 'success', trigger: 'manual', userName: expect.stringContaining('admin') });
    expect(run.data?.message).toMatch(/^sessions 1, downloads 1,/);
    const ids = (app.db.prepare('SELECT id FROM sessions').all() as { id: string }[]).map((row) => row.id);
    expect(ids).not.toContain('old-session');
    expect(ids).toContain('recent-session');
    expect(ids.length).toBe(sessionsBefore - 1);
    // The signed-in sessions still work.
    expect((await call(app, 'GET', `${BASE}/Info/${id}`, { token: admin })).code).toBe(200);

    const logs = await call<{ list: { trigger: string; result: string }[]; pagination: { total: number } }>(app, 'GET', `${BASE}/${id}/TaskLog`, { token: viewer });
    expect(logs.data).toMatchObject({ list: [{ trigger: 'manual', result: 'success' }], pagination: { total: 1 } });
    expect((await call<Row>(app, 'GET', `${BASE}/Info/${id}`, { token: admin })).data).toMatchObject({ lastResult: 'success', running: false });
  });

  it('sweeps uploads and optimises the database', async () => {
    const sweep = await create({ actionId: 'sweepUploads', params: '' });
    expect((await call<{ message: string }>(app, 'POST', `${BASE}/${sweep}/Actions/Run`, { token: admin })).data?.message).toMatch(/^partials \d+, temps \d+, orphanBlobs \d+, packs \d+$/);
    const optimize = await create({ actionId: 'optimizeDatabase', params: '' });
    expect((await call<{ message: string; result: string }>(app, 'POST', `${BASE}/${optimize}/Actions/Run`, { token: admin })).data).toMatchObject({ result: 'success', message: expect.stringMatching(/^optimized/) });
  });

  it('reports a failure in the toast and the history', async () => {
    schedulerOf(app).actions.register({ id: 'alwaysFails', name: 'taskActionOptimizeDb', hint: 'taskActionOptimizeDbHint', params: [], run: async () => Promise.reject(new Error('no space left')) });
    const id = await create({ actionId: 'alwaysFails', params: '' });
    const run = await call<{ result: string }>(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: admin });
    expect(run).toMatchObject({ code: 200, msg: '执行失败：no space left', data: { result: 'failure' } });
  });
});

describe('data-interface tasks', () => {
  it('calls an enabled data interface with its own parameters, and records a disabled one as a failure in the reader\'s words', async () => {
    const cities = JSON.stringify([{ id: '1', name: '北京' }, { id: '2', name: '上海' }, { id: '3', name: '广州' }]);
    const created = await call<{ id: string }>(app, 'POST', '/api/system/DataInterface', {
      token: admin,
      body: { categoryId: '7a1f3c0e2b6d4e8f9a0b1c2d3e4f5a01', fullName: '城市列表', enCode: 'taskCities', dataType: 2, query: cities },
    });
    expect(created.code).toBe(200);
    const interfaceId = created.data!.id;

    const selector = await call<{ list: { id: string; actionType: string; fullName: string }[] }>(app, 'GET', `${BASE}/Actions/Selector`, { token: viewer });
    expect(selector.data?.list).toContainEqual(expect.objectContaining({ id: interfaceId, actionType: 'dataInterface', fullName: '城市列表' }));

    const before = count();
    expect(await call(app, 'POST', BASE, { token: admin, body: task({ actionType: 'dataInterface', actionId: interfaceId, params: '{"city": "北京"}' }) }))
      .toMatchObject({ code: 400, msg: '该动作没有参数 city' });
    expect(await call(app, 'POST', BASE, { token: admin, body: task({ actionType: 'dataInterface', actionId: 'no-such-interface', params: '' }) }))
      .toMatchObject({ code: 400, msg: '执行动作不存在：no-such-interface' });
    expect(count()).toBe(before);

    const id = await create({ actionType: 'dataInterface', actionId: interfaceId, params: '' });
    expect((await call<Row>(app, 'GET', `${BASE}/Info/${id}`, { token: admin })).data).toMatchObject({ actionName: '城市列表' });
    expect((await call(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: admin })).data).toMatchObject({ result: 'success', message: 'rows 3' });

    expect((await call(app, 'PUT', `/api/system/DataInterface/${interfaceId}/Actions/State`, { token: admin })).code).toBe(200);
    const refused = await call(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: admin, lang: 'en' });
    expect(refused).toMatchObject({ code: 200, data: { result: 'failure', message: 'This data interface is disabled; ask an administrator to enable it' } });
    const logs = await call<{ list: { message: string }[] }>(app, 'GET', `${BASE}/${id}/TaskLog`, { token: admin });
    expect(logs.data?.list[0]?.message).toBe('该数据接口已停用，请联系管理员启用');
  });
});
