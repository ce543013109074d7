import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { md5Hex } from '../../auth/password';
import { buildTestApp, call, closeTestApp, createUser, sealPassword, signIn, solveCaptcha, tryLogin } from '../../testing';
import { insertGrams } from '../../system-log/grams';
import { currentUserRoutes } from '../current-user/routes';
import { fileRoutes } from '../files/routes';
import { onlineUserRoutes } from '../online-users/routes';
import { passwordKeyRoutes } from '../oauth/password-key-routes';
import { sysConfigRoutes } from '../sys-config/routes';
import { systemLogRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes, fileRoutes, onlineUserRoutes, passwordKeyRoutes, sysConfigRoutes, systemLogRoutes];

interface Entry {
  id: string; category: number; creatorTime: number; userId: string | null; userName: string; ipaddress: string; requestMethod: string;
  requestURL: string; moduleName: string; objectId: string; code: number; level: number; loginMark: number; json: string;
}
interface Page { list: Entry[]; pagination: { currentPage: number; pageSize: number; total: number } }

let app: FastifyInstance;
let admin: string;
let viewer: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

const list = (category: number, query = '', token = admin) => call<Page>(app, 'GET', `/api/system/Log/${category}?${query}`, { token });

let sequence = 0;
/** An entry written straight into the store; its id is its time (at * 1024 + a sequence), as migration 25 requires. */
const insertAt = (category: number, at: number, path: string, userName = 'seed/seed', level = 1) => {
  const id = at * 1024 + (sequence++ % 1024);
  const result = app.db.prepare('INSERT INTO system_logs (id, category, at, user_name, ip, method, path, code, level) VALUES (?, ?, ?, ?, ?, ?, ?, 200, ?)')
    .run(id, category, at, userName, '192.0.2.1', 'GET', path, level);
  // Its keyword grams, as the log's writer adds them.
  insertGrams(app.db, id, category, [userName, '192.0.2.1', path]);
  return result;
};
/** Runs `work` as before the keyword index covers any range (a database just migrated): keywords walk. */
const uncovered = async (work: () => Promise<void>) => {
  const from = app.db.prepare('SELECT covered_from FROM system_logs_grams_state').pluck().get();
  app.db.prepare('UPDATE system_logs_grams_state SET covered_from = ?').run(Number.MAX_SAFE_INTEGER);
  try {
    await work();
  } finally {
    app.db.prepare('UPDATE system_logs_grams_state SET covered_from = ?').run(from);
  }
};

describe('GET /api/system/Log/{category}', () => {
  it('records every write once, centrally: who, which route, which record, the result and a redacted summary', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    await call(app, 'PUT', '/api/permission/Users/Current/BaseInfo', { token, body: { realName: 'Renamed', signature: 'hello' } });
    const removed = await call(app, 'DELETE', `/api/system/OnlineUser/${user.id}`, { token: admin });
    expect(removed.code).toBe(200);
    const mine = await list(3, `userName=${user.account}`);
    const put = mine.data.list.find((entry) => entry.requestMethod === 'PUT');
    expect(put).toMatchObject({
      category: 3, userId: user.id, requestURL: '/api/permission/Users/Current/BaseInfo', moduleName: '/api/permission/Users/Current/BaseInfo', code: 200, level: 1,
    });
    expect(JSON.parse(put?.json ?? '{}')).toMatchObject({ body: { realName: 'Renamed', signature: 'hello' } });
    const forced = (await list(3, `keyword=${user.id}`)).data.list.find((entry) => entry.requestMethod === 'DELETE');
    expect(forced).toMatchObject({ moduleName: '/api/system/OnlineUser/:id', objectId: user.id, userName: expect.stringContaining('/admin') });
    // Reads are request-log entries only.
    expect((await list(3, 'keyword=/api/system/Log')).data.list.filter((entry) => entry.requestMethod === 'GET')).toEqual([]);
  });

  it('lists sign-ins, failed ones too, with the account tried, newest first', async () => {
    const user = await createUser(app);
    await tryLogin(app, user.account, 'wrong-password', '203.0.113.50');
    await tryLogin(app, user.account, user.password, '203.0.113.51');
    await tryLogin(app, 'nobody-here', 'whatever', '203.0.113.52');
    const page = await list(1, 'keyword=203.0.113.5');
    expect(page.data.list.map((entry) => [entry.ipaddress, entry.loginMark, entry.userId])).toEqual([
      ['203.0.113.52', 0, null], ['203.0.113.51', 1, user.id], ['203.0.113.50', 0, user.id],
    ]);
    expect(page.data.list[0]?.userName).toBe('nobody-here');
    expect(page.data.list[2]?.level).toBe(2);
  });

  it('filters by time range, user, address and level and pages 20/50/100/500', async () => {
    const base = Date.UTC(2020, 0, 1);
    for (let index = 0; index < 30; index += 1) insertAt(4, base + index * 1000, `/api/filter-case/${index}`, index % 2 ? 'odd/odd' : 'even/even', index < 10 ? 3 : 2);
    const range = `startTime=${base + 5000}&endTime=${base + 14_000}`;
    const ranged = await list(4, `keyword=filter-case&${range}`);
    expect(ranged.data.pagination.total).toBe(10);
    expect(ranged.data.list[0]?.requestURL).toBe('/api/filter-case/14');
    expect((await list(4, `keyword=filter-case&${range}&level=3`)).data.pagination.total).toBe(5);
    expect((await list(4, `keyword=filter-case&${range}&userName=odd`)).data.list.map((entry) => entry.requestURL)).toEqual(
      [13, 11, 9, 7, 5].map((index) => `/api/filter-case/${index}`),
    );
    expect((await list(4, `keyword=filter-case&ipaddress=198.51`)).data.pagination.total).toBe(0);
    const second = await list(4, 'keyword=filter-case&pageSize=20&currentPage=2');
    expect(second.data.pagination).toEqual({ currentPage: 2, pageSize: 20, total: 30 });
    expect(second.data.list.map((entry) => entry.requestURL)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((index) => `/api/filter-case/${index}`));
    // A keyword of three characters is one token of the keyword index, a longer one its triples: both mean "substring".
    expect((await list(4, 'keyword=e/2')).data.pagination.total).toBe(11);
    expect((await list(4, 'keyword=29')).data.list.map((entry) => entry.requestURL)).toEqual(['/api/filter-case/29']);
    expect((await list(4, `startTime=${base + 2}&endTime=${base + 1}`))).toMatchObject({ code: 400, msg: '开始时间不能晚于结束时间' });
    expect((await list(2)).code).toBe(400);
  });

  it('finds the same entries whether its category fills the time range or is rare in it (the walk in id order or the category index)', async () => {
    const base = Date.UTC(2020, 5, 1);
    // 300 request entries with an operation entry every 30th: the request log fills the range, the operation log is rare in it.
    for (let index = 0; index < 300; index += 1) {
      insertAt(5, base + index * 1000, `/api/mixed-walk/r${index}`, 'walk/walk', index % 7 === 0 ? 2 : 1);
      if (index % 30 === 0) insertAt(3, base + index * 1000 + 1, `/api/mixed-walk/o${index}`, 'walk/walk', index % 60 === 0 ? 2 : 1);
    }
    insertAt(5, base - 5000, '/api/mixed-walk/before');
    insertAt(5, base + 400_000, '/api/mixed-walk/after');
    const range = `startTime=${base + 10_000}&endTime=${base + 249_000}`;
    // Where the keyword index does not cover the range yet, both categories are walked; where it
    // does, the index finds the same.
    const twoCharacters = async () => {
      const requests = await list(5, `keyword=r1&${range}&pageSize=20`);
      const expected = Array.from({ length: 240 }, (_, step) => 249 - step).filter((index) => String(index).startsWith('1'));
      expect(requests.data.pagination.total).toBe(expected.length);
      expect(requests.data.list.map((entry) => entry.requestURL)).toEqual(expected.slice(0, 20).map((index) => `/api/mixed-walk/r${index}`));
      const page3 = await list(5, `keyword=r1&${range}&pageSize=20&currentPage=3`);
      expect(page3.data.list.map((entry) => entry.requestURL)).toEqual(expected.slice(40, 60).map((index) => `/api/mixed-walk/r${index}`));
      const warnings = await list(5, `keyword=wa&${range}&level=2&pageSize=100`);
      expect(warnings.data.list.map((entry) => entry.requestURL)).toEqual(
        Array.from({ length: 240 }, (_, step) => 249 - step).filter((index) => index % 7 === 0).map((index) => `/api/mixed-walk/r${index}`),
      );
      const operations = await list(3, `keyword=o1&${range}`);
      expect(operations.data.list.map((entry) => entry.requestURL)).toEqual(['/api/mixed-walk/o180', '/api/mixed-walk/o150', '/api/mixed-walk/o120']);
    };
    await uncovered(twoCharacters);
    await twoCharacters();
    // Through the keyword index (a long keyword's triples), each category's own entries only.
    expect((await list(3, `keyword=mixed-walk/o&${range}`)).data.list.map((entry) => entry.requestURL)).toEqual(
      [240, 210, 180, 150, 120, 90, 60, 30].map((index) => `/api/mixed-walk/o${index}`),
    );
    expect((await list(5, `keyword=mixed-walk/o&${range}`)).data.pagination.total).toBe(0);
    expect((await list(5, `keyword=mixed-walk&startTime=${base - 10_000}&endTime=${base + 500_000}`)).data.pagination.total).toBe(302);
  });

  it('shows one entry in detail and exports the filtered entries as xlsx', async () => {
    const id = Number(insertAt(4, Date.UTC(2021, 5, 1), '/api/export-case/one').lastInsertRowid);
    insertAt(4, Date.UTC(2021, 5, 2), '/api/export-case/two');
    const detail = await call<Entry>(app, 'GET', `/api/system/Log/Detail/${id}`, { token: admin });
    expect(detail.data).toMatchObject({ id: String(id), requestURL: '/api/export-case/one' });
    expect((await call(app, 'GET', '/api/system/Log/Detail/999999999', { token: admin })).code).toBe(404);
    const exported = await call<{ url: string; name: string }>(app, 'GET', '/api/system/Log/4/Actions/Export?keyword=export-case', { token: admin });
    expect(exported.code).toBe(200);
    const response = await app.inject({ method: 'GET', url: exported.data.url });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const urls: string[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) urls.push(String(row.getCell(5).value));
    });
    expect(urls).toEqual(['/api/export-case/two', '/api/export-case/one']);
  });
});

describe('DELETE /api/system/Log', () => {
  it('deletes a time range (of one category or all) and chosen entries, nothing else', async () => {
    const base = Date.UTC(2019, 0, 1);
    insertAt(5, base, '/api/range-case/a');
    insertAt(3, base + 1000, '/api/range-case/b');
    insertAt(5, base + 2000, '/api/range-case/c');
    const keep = Number(insertAt(5, base + 5000, '/api/range-case/d').lastInsertRowid);
    const count = (category: number) => app.db.prepare("SELECT COUNT(*) AS n FROM system_logs WHERE category = ? AND path LIKE '/api/range-case/%'").get(category) as { n: number };
    const one = await call<{ count: number }>(app, 'DELETE', '/api/system/Log', { token: admin, body: { category: 5, startTime: base, endTime: base + 2000 } });
    expect(one).toMatchObject({ code: 200, data: { count: 2 } });
    expect([count(5).n, count(3).n]).toEqual([1, 1]);
    expect((await call(app, 'DELETE', '/api/system/Log', { token: admin, body: { startTime: base, endTime: base + 2000 } })).data).toEqual({ count: 1 });
    expect((await call(app, 'DELETE', '/api/system/Log', { token: admin, body: { ids: [String(keep)] } })).data).toEqual({ count: 1 });
    expect(count(5).n + count(3).n).toBe(0);
    // The keyword index follows deletions.
    expect((await list(5, 'keyword=range-case')).data.pagination.total).toBe(0);
  });

  it('refuses a request naming neither entries nor a whole range, and a reversed range', async () => {
    expect(await call(app, 'DELETE', '/api/system/Log', { token: admin, body: { startTime: 1 } })).toMatchObject({ code: 400, msg: '请选择要删除的日志，或填写开始时间和结束时间' });
    expect((await call(app, 'DELETE', '/api/system/Log', { token: admin, body: { startTime: 5, endTime: 1 } })).code).toBe(400);
  });
});

describe('who may', () => {
  it('refuses viewer (not an administrator) every read and write of the log, deleting nothing', async () => {
    const kept = Number(insertAt(5, Date.UTC(2018, 0, 1), '/api/viewer-case').lastInsertRowid);
    for (const category of [1, 3, 4, 5]) expect((await list(category, '', viewer)).code).toBe(403);
    expect((await call(app, 'GET', '/api/system/Log/Detail/1', { token: viewer })).code).toBe(403);
    expect((await call(app, 'GET', '/api/system/Log/5/Actions/Export', { token: viewer })).code).toBe(403);
    for (const body of [{ startTime: 0, endTime: Date.now() }, { ids: [String(kept)] }]) {
      expect((await call(app, 'DELETE', '/api/system/Log', { token: viewer, body })).code).toBe(403);
    }
    expect(app.db.prepare('SELECT path FROM system_logs WHERE id = ?').get(kept)).toEqual({ path: '/api/viewer-case' });
    expect((await call(app, 'GET', '/api/system/Log/5', {})).code).toBe(602);
  });
});

describe('secrets', () => {
  it('never keeps a password, token or socket ticket anywhere in the log', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const newPassword = 'Br4nd-N3w-Secret';
    const sealed = await sealPassword(app, token, newPassword);
    const changed = await call(app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      token, body: { oldPassword: md5Hex(user.password), password: sealed, ...solveCaptcha(app) },
    });
    expect(changed.code).toBe(200);
    const fresh = await signIn(app, user.account, newPassword);
    const ticket = await call<{ ticket: string }>(app, 'POST', '/api/oauth/SocketTicket', { token: fresh });
    expect(ticket.data.ticket.length).toBeGreaterThan(10);
    await call(app, 'POST', '/api/permission/Users/Current/Actions/ModifyPassword', {
      token: fresh, body: { oldPassword: 'x', password: 'y', nested: { accessToken: 'deep-secret-value', list: [{ ticket: 'ticket-in-a-list' }] } },
    });
    await list(5); // flushes the buffered entries
    const everything = (app.db.prepare('SELECT * FROM system_logs').raw(true).all() as unknown[][]).map((row) => row.join('\u0001')).join('\n');
    const secrets = [
      user.password, md5Hex(user.password), newPassword, md5Hex(newPassword), sealed, token.replace(/^bearer /, ''), fresh.replace(/^bearer /, ''),
      ticket.data.ticket, 'deep-secret-value', 'ticket-in-a-list',
    ];
    for (const secret of secrets) expect(everything).not.toContain(secret);
    // The writes themselves are in the log, with the secrets' places marked.
    const entries = (await list(3, `userName=${user.account}&keyword=ModifyPassword`)).data.list;
    expect(entries.length).toBe(2);
    expect(entries[0]?.json).toContain('[redacted]');
  });
});

describe('exceptions', () => {
  it('records a 5xx answer as an exception entry with the error, beside its request entry', async () => {
    const broken = await buildTestApp({ routes });
    try {
      const token = await signIn(broken, 'admin');
      // A server fault: the table the route reads is gone.
      broken.db.exec('DROP TABLE sys_config');
      expect((await call(broken, 'GET', '/api/system/SysConfig', { token })).code).toBe(500);
      const page = await call<Page>(broken, 'GET', '/api/system/Log/4', { token });
      expect(page.data.list).toHaveLength(1);
      expect(page.data.list[0]).toMatchObject({ category: 4, level: 3, code: 500, requestMethod: 'GET', requestURL: '/api/system/SysConfig', userName: expect.stringContaining('/admin') });
      expect(JSON.parse(page.data.list[0]?.json ?? '{}').error).toMatch(/no such table: sys_config/);
      const requests = await call<Page>(broken, 'GET', '/api/system/Log/5?keyword=SysConfig', { token });
      expect(requests.data.list.map((entry) => [entry.code, entry.level])).toEqual([[500, 3]]);
    } finally {
      await closeTestApp(broken);
    }
  });
});
