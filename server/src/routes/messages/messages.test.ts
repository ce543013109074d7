import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, signIn } from '../../testing';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, noticeRoutes];

interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface InboxItem {
  id: string;
  title: string;
  type: number;
  isRead: number;
  releaseUser: string | null;
}

const count = (app: FastifyInstance, table: string): number =>
  (app.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('notices and the inbox', () => {
  let app: FastifyInstance;
  let admin: string;
  let zhangsan: string;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
    zhangsan = await signIn(app, 'zhangsan');
  });
  afterEach(async () => closeTestApp(app));

  async function createNotice(title: string, bodyText = '<p>正文</p>'): Promise<string> {
    const created = await call<{ id: string }>(app, 'POST', '/api/message', { token: admin, body: { title, bodyText, files: [] } });
    expect(created.code).toBe(200);
    return created.data.id;
  }

  it.each([
    [{ title: '' }, '请输入公告标题'],
    [{ title: '   ' }, '请输入公告标题'],
    [{ title: '通\u200b知' }, '公告标题不能只包含空格或隐藏字符'],
    [{ title: 'x'.repeat(101) }, '公告标题最多为100个字符'],
    [{ title: '通知', files: 'not json' }, '请求格式错误：files'],
    [{ title: '通知', bodyText: 'x'.repeat(256 * 1024 + 1) }, '公告内容过长'],
  ])('refuses %j with a clear message and writes nothing', async (body, msg) => {
    const before = count(app, 'messages');
    const response = await call(app, 'POST', '/api/message', { token: admin, body });
    expect(response.code).toBe(400);
    expect(response.msg).toBe(msg);
    expect(count(app, 'messages')).toBe(before);
  });

  it('counts a title in characters: 100 emoji are fine', async () => {
    await createNotice('😀'.repeat(100));
  });

  it('refuses writes to a user without the notice buttons', async () => {
    const viewer = await signIn(app, 'viewer');
    const response = await call(app, 'POST', '/api/message', { token: viewer, body: { title: '越权' } });
    expect(response.code).toBe(403);
    expect(count(app, 'messages')).toBe(0);
  });

  it('releases a notice to everyone: the recipient’s tabs get messagePush with the new count', async () => {
    const tabs = [await connectSocket(app, zhangsan), await connectSocket(app, zhangsan)];
    const id = await createNotice('系统维护通知');

    const release = await call<{ recipients: number }>(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
    expect(release.code).toBe(200);
    expect(release.data.recipients).toBe(5);
    for (const tab of tabs) {
      await expect(tab.next('messagePush')).resolves.toMatchObject({ id, title: '系统维护通知', messageType: 1, unreadTotalCount: 1 });
    }

    const inbox = await call<Paged<InboxItem>>(app, 'GET', '/api/message?currentPage=1&pageSize=20&isRead=0', { token: zhangsan });
    expect(inbox.data.list).toEqual([expect.objectContaining({ id, title: '系统维护通知', type: 1, isRead: 0, releaseUser: '管理员' })]);
    expect(inbox.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 });

    // Opening it in one tab marks it read, and both tabs learn the new count.
    const detail = await call<{ bodyText: string }>(app, 'GET', `/api/message/ReadInfo/${id}`, { token: zhangsan });
    expect(detail.data.bodyText).toBe('<p>正文</p>');
    for (const tab of tabs) await expect(tab.next('initMessage')).resolves.toMatchObject({ unreadTotalCount: 0 });
    tabs.forEach((tab) => tab.socket.terminate());
  });

  it('keeps a released notice unchanged and refuses a second release', async () => {
    const id = await createNotice('已发布');
    await call(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
    const edit = await call(app, 'PUT', `/api/message/${id}`, { token: admin, body: { title: '改了' } });
    expect(edit.code).toBe(400);
    expect(edit.msg).toBe('公告已发布，不能修改');
    const again = await call(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
    expect(again.code).toBe(400);
    expect(count(app, 'message_receipts')).toBe(5);
  });

  it('stores hostile HTML as given and serves it only inside JSON', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
    const id = await createNotice('XSS', payload);
    await call(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
    const response = await app.inject({ method: 'GET', url: `/api/message/ReadInfo/${id}`, headers: { authorization: zhangsan } });
    expect(response.headers['content-type']).toContain('application/json');
    expect((JSON.parse(response.body) as { data: { bodyText: string } }).data.bodyText).toBe(payload);
  });

  it('marks all read, filters by type and read state, and deletes only the caller’s own records', async () => {
    const first = await createNotice('一');
    const second = await createNotice('二');
    await call(app, 'PUT', `/api/message/${first}/Actions/Release`, { token: admin });
    await call(app, 'PUT', `/api/message/${second}/Actions/Release`, { token: admin });

    const unread = await call<Paged<InboxItem>>(app, 'GET', '/api/message?isRead=0&type=1', { token: zhangsan });
    expect(unread.data.pagination.total).toBe(2);
    const readAll = await call<{ count: number }>(app, 'POST', '/api/message/Actions/ReadAll', { token: zhangsan, body: {} });
    expect(readAll.data.count).toBe(2);
    expect((await call<Paged<InboxItem>>(app, 'GET', '/api/message?isRead=0', { token: zhangsan })).data.pagination.total).toBe(0);

    const removed = await call<{ count: number }>(app, 'DELETE', '/api/message/Record', { token: zhangsan, body: { ids: [first] } });
    expect(removed.data.count).toBe(1);
    expect((await call<Paged<InboxItem>>(app, 'GET', '/api/message', { token: zhangsan })).data.list.map((item) => item.title)).toEqual(['二']);
    // The administrator's copy is untouched.
    expect((await call<Paged<InboxItem>>(app, 'GET', '/api/message', { token: admin })).data.pagination.total).toBe(2);
  });

  it('pages the notice list and bounds the page size', async () => {
    for (const title of ['a', 'b', 'c']) await createNotice(title);
    const page = await call<Paged<{ title: string }>>(app, 'GET', '/api/message/Notice?currentPage=2&pageSize=2', { token: admin });
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 });
    expect(page.data.list).toHaveLength(1);
    const tooBig = await call<Paged<{ title: string }>>(app, 'GET', '/api/message/Notice?pageSize=501', { token: admin });
    expect(tooBig.data.pagination.pageSize).toBe(500);
    const infinite = await call(app, 'GET', '/api/message/Notice?pageSize=Infinity', { token: admin });
    expect(infinite).toMatchObject({ code: 400, msg: 'pageSize 超出数值范围' });
  });

  it('answers another user’s message as not found', async () => {
    const id = await createNotice('草稿');
    const response = await call(app, 'GET', `/api/message/ReadInfo/${id}`, { token: zhangsan });
    expect(response.code).toBe(404);
  });
});
