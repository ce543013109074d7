// Issue 17 item 4: a notice's recipients (users, organisations), category and expiry. Only the
// recipients find a released notice in their lists and message centre; nobody but its managers
// sees it after it expires; the fields are checked with the spec's messages.
import type { FastifyInstance } from 'fastify';
import { NOTICE_PAGE } from '../../db/seed/menus';
import { orgId, userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, manualClock, signIn } from '../../testing';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, noticeRoutes];

interface Paged<T> {
  list: T[];
  pagination: { total: number };
}
interface NoticeItem {
  id: string;
  title: string;
  category: string | null;
  expirationTime: number | null;
  toUserIds: string[] | null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('notice recipients, category and expiry', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;
  let admin: string;
  let lisi: string;
  let zhangsan: string;
  let viewer: string;

  const create = async (body: Record<string, unknown>, token = admin) => call<{ id: string }>(app, 'POST', '/api/message', { token, body: { bodyText: '<p>正文</p>', ...body } });
  const release = (id: string) => call<{ recipients: number }>(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin });
  const noticeTitles = async (token: string) =>
    (await call<Paged<NoticeItem>>(app, 'GET', '/api/message/Notice?currentPage=1&pageSize=50&keyword=', { token })).data.list.map((row) => row.title).sort();
  const inboxTitles = async (token: string) =>
    (await call<Paged<{ title: string }>>(app, 'GET', '/api/message?currentPage=1&pageSize=50&keyword=', { token })).data.list.map((row) => row.title).sort();

  beforeEach(async () => {
    clock = manualClock();
    app = await buildTestApp({ clock: clock.now, routes });
    [admin, lisi, zhangsan, viewer] = await Promise.all([signIn(app, 'admin'), signIn(app, 'lisi'), signIn(app, 'zhangsan'), signIn(app, 'viewer')]);
  });
  afterEach(async () => closeTestApp(app));

  it('keeps category, expiry and recipients, and answers them back', async () => {
    const expiry = clock.now() + 2 * HOUR;
    const created = await create({ title: '分类公告', category: '2', expirationTime: expiry, toUserIds: [userId('lisi'), `${orgId('rd')}--department`] });
    expect(created.code).toBe(200);
    const info = await call<NoticeItem>(app, 'GET', `/api/message/${created.data.id}`, { token: admin });
    expect(info.data).toMatchObject({ category: '2', expirationTime: expiry, toUserIds: [userId('lisi'), `${orgId('rd')}--department`] });
    // Without a category, the notice is a 通知 ('1').
    const plain = await create({ title: '无分类' });
    expect((await call<NoticeItem>(app, 'GET', `/api/message/${plain.data.id}`, { token: admin })).data.category).toBe('1');
  });

  it('delivers to the chosen users and the users of the chosen organisations only', async () => {
    const { data } = await create({ title: '定向公告', toUserIds: [userId('lisi'), `${orgId('rd')}--department`] });
    const released = await release(data.id);
    expect(released.code).toBe(200);
    // 李四 by name, 张三 through 研发 (rd); 只读用户 (hr) is neither.
    expect(released.data.recipients).toBe(2);
    expect(await noticeTitles(lisi)).toEqual(['定向公告']);
    expect(await noticeTitles(zhangsan)).toEqual(['定向公告']);
    expect(await noticeTitles(viewer)).toEqual([]);
    expect(await inboxTitles(zhangsan)).toEqual(['定向公告']);
    expect(await inboxTitles(viewer)).toEqual([]);
    const refused = await call(app, 'GET', `/api/message/${data.id}`, { token: viewer });
    expect(refused.code).toBe(403);
    expect((await call(app, 'GET', `/api/message/ReadInfo/${data.id}`, { token: viewer })).code).toBe(404);
  });

  it('hides an expired notice from its recipients (lists, message centre, detail) but not from its managers', async () => {
    const { data } = await create({ title: '限时公告', expirationTime: clock.now() + 2 * MINUTE });
    await release(data.id);
    expect(await noticeTitles(lisi)).toEqual(['限时公告']);
    expect(await inboxTitles(lisi)).toEqual(['限时公告']);
    clock.advance(2 * MINUTE);
    expect(await noticeTitles(lisi)).toEqual([]);
    expect(await inboxTitles(lisi)).toEqual([]);
    expect((await call(app, 'GET', `/api/message/${data.id}`, { token: lisi })).code).toBe(403);
    expect((await call(app, 'GET', `/api/message/ReadInfo/${data.id}`, { token: lisi })).code).toBe(404);
    expect(await noticeTitles(admin)).toEqual(['限时公告']);
  });

  it('refuses to release a draft whose expiry has passed', async () => {
    const { data } = await create({ title: '过期草稿', expirationTime: clock.now() + MINUTE });
    clock.advance(2 * MINUTE);
    const refused = await release(data.id);
    expect(refused).toMatchObject({ code: 400, msg: '公告已过期，请修改过期时间后再发布' });
    expect(await inboxTitles(lisi)).toEqual([]);
  });

  it.each([
    [{ expirationTime: Date.UTC(2025, 0, 6, 8, 0, 0) }, '过期时间必须晚于当前时间'],
    [{ category: '9' }, '公告分类无效'],
    [{ toUserIds: ['x--planet'] }, '接收人无效'],
    [{ toUserIds: [' '] }, '接收人无效'],
  ])('refuses %j with 400 and the message', async (fields, message) => {
    const refused = await create({ title: '校验', ...fields });
    expect(refused).toMatchObject({ code: 400, msg: message });
    const draft = await create({ title: '草稿' });
    const update = await call(app, 'PUT', `/api/message/${draft.data.id}`, { token: admin, body: { title: '草稿', ...fields } });
    expect(update).toMatchObject({ code: 400, msg: message });
  });

  it('checks permissions: no add button, no notice; no edit button, no release', async () => {
    const authorRole = createRole(app, [{ page: NOTICE_PAGE, buttons: ['btn_add'] }]);
    const author = await createUser(app, { roles: [authorRole] });
    const authorToken = await signIn(app, author.account, author.password);
    const own = await create({ title: '作者草稿', toUserIds: [userId('lisi')] }, authorToken);
    expect(own.code).toBe(200);
    expect((await call(app, 'PUT', `/api/message/${own.data.id}/Actions/Release`, { token: authorToken })).code).toBe(403);
    expect((await create({ title: '无权' }, lisi)).code).toBe(403);
  });
});
