// The inbox and notice lists run on the reader thread (off the event loop). They must answer
// exactly what the synchronous queries on the main connection answer: same rows, same order,
// same totals, for keywords with LIKE wildcards, type and read filters and every page.
import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { listInbox, listNotices } from './repository';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, noticeRoutes];

interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const TITLES = ['系统维护通知', '请假审批', '100% 完成', 'under_score', 'back\\slash', 'VPN 维护', '年度总结', 'vpn 检查'];

function seed(app: FastifyInstance, userId: string, adminId: string): void {
  const message = app.db.prepare(`INSERT INTO messages (id, type, flow_type, title, enabled_mark, release_user_id, release_time, creator_user_id, creator_time)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const receipt = app.db.prepare('INSERT INTO message_receipts (message_id, user_id, is_read, deleted) VALUES (?, ?, ?, ?)');
  const base = Date.UTC(2026, 0, 1);
  app.db.transaction(() => {
    for (let index = 0; index < 240; index += 1) {
      const type = 1 + (index % 3);
      // Some share a release time, so the id tie-break is exercised too.
      const time = base + Math.floor(index / 2) * 60_000;
      const id = newId(time);
      message.run(id, type, type === 2 ? 1 : null, `${TITLES[index % TITLES.length]} ${index}`, index % 7 === 0 ? 0 : 1, adminId, time, adminId, time);
      receipt.run(id, userId, index % 4 === 0 ? 1 : 0, index % 11 === 0 ? 1 : 0);
    }
  })();
}

describe('lists on the reader thread', () => {
  let app: FastifyInstance;
  let token: string;
  let admin: string;
  let userId: string;

  beforeAll(async () => {
    app = await buildTestApp({ routes });
    token = await signIn(app, 'zhangsan');
    admin = await signIn(app, 'admin');
    const idOf = (account: string) => (app.db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string }).id;
    userId = idOf('zhangsan');
    seed(app, userId, idOf('admin'));
  });
  afterAll(async () => closeTestApp(app));

  const cases: [string, { keyword: string; type: number | null; isRead: number | null; page: number; size: number }][] = [
    ['everything', { keyword: '', type: null, isRead: null, page: 1, size: 20 }],
    ['a late page', { keyword: '', type: null, isRead: null, page: 9, size: 20 }],
    ['past the end', { keyword: '', type: null, isRead: null, page: 50, size: 20 }],
    ['a Chinese keyword', { keyword: '维护', type: null, isRead: null, page: 1, size: 50 }],
    ['ASCII case-insensitively', { keyword: 'VPN', type: null, isRead: null, page: 2, size: 10 }],
    ['% literally', { keyword: '100%', type: null, isRead: null, page: 1, size: 500 }],
    ['_ literally', { keyword: 'r_s', type: null, isRead: null, page: 1, size: 500 }],
    ['\\ literally', { keyword: 'k\\s', type: null, isRead: null, page: 1, size: 500 }],
    ['type and unread', { keyword: '', type: 2, isRead: 0, page: 1, size: 20 }],
    ['keyword, type and read', { keyword: '维护', type: 1, isRead: 1, page: 1, size: 20 }],
    ['nothing matching', { keyword: '不存在', type: null, isRead: null, page: 1, size: 20 }],
  ];

  it.each(cases)('inbox: %s', async (_name, query) => {
    const params = new URLSearchParams({ currentPage: String(query.page), pageSize: String(query.size), keyword: query.keyword });
    if (query.type !== null) params.set('type', String(query.type));
    if (query.isRead !== null) params.set('isRead', String(query.isRead));
    const response = await call<Paged<Record<string, unknown>>>(app, 'GET', `/api/message?${params}`, { token });
    expect(response.code).toBe(200);
    const expected = listInbox(app.db, userId, { ...query, offset: (query.page - 1) * query.size, limit: query.size });
    expect(response.data.list).toEqual(expected.list);
    expect(response.data.pagination.total).toBe(expected.total);
  });

  it('inbox: the cases are not vacuous', () => {
    expect(listInbox(app.db, userId, { keyword: '维护', type: null, isRead: null, offset: 0, limit: 500 }).total).toBeGreaterThan(20);
    expect(listInbox(app.db, userId, { keyword: '100%', type: null, isRead: null, offset: 0, limit: 500 }).total).toBeGreaterThan(0);
    expect(listInbox(app.db, userId, { keyword: 'k\\s', type: null, isRead: null, offset: 0, limit: 500 }).total).toBeGreaterThan(0);
  });

  it.each([
    ['everything', '', 1, 20],
    ['a keyword', '维护', 2, 10],
    ['% literally', '100%', 1, 500],
  ])('notices: %s', async (_name, keyword, page, size) => {
    const params = new URLSearchParams({ currentPage: String(page), pageSize: String(size), keyword });
    const response = await call<Paged<Record<string, unknown>>>(app, 'GET', `/api/message/Notice?${params}`, { token: admin });
    expect(response.code).toBe(200);
    const expected = listNotices(app.db, { keyword, offset: (page - 1) * size, limit: size }, { userId: 'admin', manager: true });
    expect(expected.total).toBeGreaterThan(0);
    expect(response.data.list.map((row) => row.id)).toEqual(expected.list.map((row) => row.id));
    expect(response.data.list[0]).toMatchObject({ ...expected.list[0], toUserIds: null });
    expect(response.data.pagination.total).toBe(expected.total);
  });

  it('sees a write made just before the request (read-after-write)', async () => {
    const before = await call<Paged<{ id: string }>>(app, 'GET', '/api/message?keyword=刚刚写入', { token });
    expect(before.data.pagination.total).toBe(0);
    const time = Date.UTC(2027, 0, 1);
    const id = newId(time);
    app.db.prepare(`INSERT INTO messages (id, type, title, enabled_mark, release_time, creator_time) VALUES (?, 1, '刚刚写入', 1, ?, ?)`).run(id, time, time);
    app.db.prepare('INSERT INTO message_receipts (message_id, user_id) VALUES (?, ?)').run(id, userId);
    const after = await call<Paged<{ id: string }>>(app, 'GET', '/api/message?keyword=刚刚写入', { token });
    expect(after.data.list.map((row) => row.id)).toEqual([id]);
  });
});
