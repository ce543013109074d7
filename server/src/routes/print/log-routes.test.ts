// /api/system/printLog: every real print is logged by whoever printed it, and the print page lists
// the logs with keyword, time range and paging.
import type { FastifyInstance } from 'fastify';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { printTemplateId } from '../../db/seed/print-templates';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { pageReader, withChecks } from '../../testing/page-rights';
import { printLogRoutes } from './log-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [printLogRoutes];

const LOG = '/api/system/printLog';
const salesOrder = printTemplateId('SalesOrderPrint');
const userCard = printTemplateId('UserCardPrint');
const START = Date.UTC(2025, 0, 6, 1, 0, 0);
const HOUR = 3600_000;

interface LogRow {
  id: string;
  printId: string;
  printName: string;
  printTitle: string;
  printNum: number;
  creatorUser: string;
  creatorTime: number;
}
interface Page {
  list: LogRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

let app: FastifyInstance;
/** The server's clock: each log below is written at a time the test chose. */
let now = START;
let admin: string;
let viewer: string;
let plainUser: string;

beforeAll(async () => {
  app = await buildTestApp({ routes, clock: () => now, config: { tokenTtlSeconds: 365 * 24 * 3600 } });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  const plain = await createUser(app, { roles: [], realName: '打印员' });
  plainUser = await signIn(app, plain.account, plain.password);
});

afterAll(async () => {
  await closeTestApp(app);
});

const logCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM print_logs').get() as { n: number }).n;
const save = (body: unknown, token = plainUser) => call(app, 'POST', `${LOG}/save`, { token, body });

describe('saving', () => {
  it('logs a print of an enabled template by any signed-in user, one copy by default', async () => {
    const before = logCount();
    const result = await save({ printTitle: '销售订单打印', printId: salesOrder });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 200, msg: '打印记录已保存' });
    expect(app.db.prepare('SELECT print_title, print_num, print_id FROM print_logs ORDER BY creator_time DESC, id DESC LIMIT 1').get())
      .toEqual({ print_title: '销售订单打印', print_num: 1, print_id: salesOrder });
    expect(logCount()).toBe(before + 1);
  });

  it.each([
    ['no title', { printNum: 1, printId: salesOrder }, 400, '请提供打印标题（printTitle）'],
    ['a title of 201 characters', { printTitle: 'x'.repeat(201), printNum: 1, printId: salesOrder }, 400, '打印标题最多为200个字符'],
    ['a blank title', { printTitle: '   ', printNum: 1, printId: salesOrder }, 400, undefined],
    ['0 copies', { printTitle: 't', printNum: 0, printId: salesOrder }, 400, '打印数量应为 1 到 10000 之间的整数'],
    ['10,001 copies', { printTitle: 't', printNum: 10_001, printId: salesOrder }, 400, '打印数量应为 1 到 10000 之间的整数'],
    ['a fractional count', { printTitle: 't', printNum: 1.5, printId: salesOrder }, 400, undefined],
    ['no template', { printTitle: 't', printNum: 1 }, 404, '打印模板不存在或已被删除'],
    ['a template that does not exist', { printTitle: 't', printNum: 1, printId: 'nope' }, 404, '打印模板不存在或已被删除'],
  ])('refuses %s and logs nothing', async (_label, body, code, msg) => {
    const before = logCount();
    const result = await save(body);
    expect(result.code).toBe(code);
    if (msg) expect(result.msg).toBe(msg);
    expect(logCount()).toBe(before);
  });

  it('logs a disabled template only for holders of the page', async () => {
    app.db.prepare('UPDATE print_templates SET enabled_mark = 0 WHERE id = ?').run(userCard);
    try {
      const before = logCount();
      expect((await save({ printTitle: 't', printNum: 1, printId: userCard })).code).toBe(400);
      expect(logCount()).toBe(before);
      expect((await save({ printTitle: 't', printNum: 1, printId: userCard }, viewer)).code).toBe(200);
    } finally {
      app.db.prepare('UPDATE print_templates SET enabled_mark = 1 WHERE id = ?').run(userCard);
    }
  });

  it('refuses a caller who is not signed in (602: no token, log in again)', async () => {
    const before = logCount();
    expect((await call(app, 'POST', `${LOG}/save`, { body: { printTitle: 't', printNum: 1, printId: salesOrder } })).code).toBe(602);
    expect(logCount()).toBe(before);
  });
});

describe('listing', () => {
  beforeAll(async () => {
    app.db.exec('DELETE FROM print_logs');
    now = START;
    await save({ printTitle: '订单 A', printNum: 2, printId: salesOrder });
    now = START + HOUR;
    await save({ printTitle: '员工卡 B', printNum: 1, printId: userCard }, admin);
    now = START + 2 * HOUR;
    await save({ printTitle: '订单 C', printNum: 3, printId: salesOrder });
  });

  it('lists the newest first with the template’s and printer’s names, paged', async () => {
    const result = await call<Page>(app, 'GET', `${LOG}?currentPage=1&pageSize=2`, { token: viewer });
    expect(result.code).toBe(200);
    expect(result.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(result.data.list.map((row) => row.printTitle)).toEqual(['订单 C', '员工卡 B']);
    expect(result.data.list[0]).toMatchObject({ printId: salesOrder, printName: '销售订单打印', printNum: 3, creatorTime: START + 2 * HOUR });
    expect(result.data.list[0]?.creatorUser).toMatch(/^打印员\//);
    expect(result.data.list[1]?.creatorUser).toBe('管理员/admin');
  });

  it('filters by keyword (title, template or printer), time range and template', async () => {
    const titles = async (query: string) => (await call<Page>(app, 'GET', `${LOG}?${query}`, { token: viewer })).data.list.map((row) => row.printTitle);
    expect(await titles(`keyword=${encodeURIComponent('员工')}`)).toEqual(['员工卡 B']);
    expect(await titles(`keyword=${encodeURIComponent('管理员')}`)).toEqual(['员工卡 B']);
    expect(await titles(`startTime=${START + HOUR}&endTime=${START + 2 * HOUR}`)).toEqual(['订单 C', '员工卡 B']);
    expect(await titles(`endTime=${START}`)).toEqual(['订单 A']);
    expect(await titles(`printId=${salesOrder}`)).toEqual(['订单 C', '订单 A']);
    expect(await titles(`keyword=${encodeURIComponent('%_')}`)).toEqual([]);
  });

  it.each([
    ['a start after the end', `startTime=${START + HOUR}&endTime=${START}`, '开始时间不能晚于结束时间'],
    ['a negative time', 'startTime=-1', undefined],
    ['a text time', 'endTime=yesterday', undefined],
  ])('answers 400 for %s', async (_label, query, msg) => {
    const result = await call(app, 'GET', `${LOG}?${query}`, { token: viewer });
    expect(result.code).toBe(400);
    if (msg) expect(result.msg).toBe(msg);
  });

  it('is for holders of the print page', async () => {
    expect((await call(app, 'GET', LOG, { token: plainUser })).code).toBe(403);
  });

  it('shows a caller whom data rules restrict only the logs of templates they may see', async () => {
    const reader = await pageReader(app, PRINT_DEV_PAGE, { rules: [{ field: 'enCode', symbol: '==', text: 'UserCardPrint' }] });
    await withChecks(app, PRINT_DEV_PAGE, { data: true }, async () => {
      const result = await call<Page>(app, 'GET', LOG, { token: reader.token });
      expect(result.data.list.map((row) => row.printTitle)).toEqual(['员工卡 B']);
    });
  });
});
