// Issue 20 item 3: a notice is read by its recipients and its managers only; drafts by managers
// (and their own author) only. Checked on the server, for the notice list and GET /api/message/{id}.
import type { FastifyInstance } from 'fastify';
import { NOTICE_PAGE } from '../../db/seed/menus';
import { userId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createRole, createUser, signIn } from '../../testing';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, noticeRoutes];

interface Paged<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}
interface NoticeItem {
  id: string;
  title: string;
  bodyText: string;
}

describe('who reads which notice', () => {
  let app: FastifyInstance;
  let admin: string;
  let viewer: string;
  let lisi: string;
  let forLisi: string;
  let forEveryone: string;
  let draftForViewer: string;

  async function createNotice(token: string, title: string, toUserIds: string[] | null = null): Promise<string> {
    const created = await call<{ id: string }>(app, 'POST', '/api/message', { token, body: { title, bodyText: `<p>${title} 正文</p>`, toUserIds } });
    expect(created.code).toBe(200);
    return created.data.id;
  }

  async function release(id: string): Promise<void> {
    expect((await call(app, 'PUT', `/api/message/${id}/Actions/Release`, { token: admin })).code).toBe(200);
  }

  async function titlesListed(token: string, keyword = ''): Promise<{ titles: string[]; total: number }> {
    const page = await call<Paged<NoticeItem>>(app, 'GET', `/api/message/Notice?currentPage=1&pageSize=20&keyword=${encodeURIComponent(keyword)}`, { token });
    expect(page.code).toBe(200);
    return { titles: page.data.list.map((row) => row.title).sort(), total: page.data.pagination.total };
  }

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    [admin, viewer, lisi] = await Promise.all([signIn(app, 'admin'), signIn(app, 'viewer'), signIn(app, 'lisi')]);
    forLisi = await createNotice(admin, '给李四', [userId('lisi')]);
    forEveryone = await createNotice(admin, '全员通知');
    draftForViewer = await createNotice(admin, '草稿', [userId('viewer')]);
    await release(forLisi);
    await release(forEveryone);
  });
  afterEach(async () => closeTestApp(app));

  it('refuses a notice addressed only to someone else, with a clear message and without its body', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/message/${forLisi}`, headers: { authorization: viewer } });
    const envelope = JSON.parse(response.body) as { code: number; msg: string; data?: unknown };
    expect(envelope.code).toBe(403);
    expect(envelope.msg).toBe('您不是该公告的接收人，无权查看');
    expect(response.body).not.toContain('给李四 正文');
  });

  it('speaks the caller’s language when refusing', async () => {
    const response = await call(app, 'GET', `/api/message/${forLisi}`, { token: viewer, lang: 'en' });
    expect(response.msg).toBe('You are not a recipient of this notice and may not read it');
  });

  it('lets the recipient read it, and everyone read a notice for everyone', async () => {
    const own = await call<NoticeItem>(app, 'GET', `/api/message/${forLisi}`, { token: lisi });
    expect(own.code).toBe(200);
    expect(own.data.bodyText).toBe('<p>给李四 正文</p>');
    expect((await call(app, 'GET', `/api/message/${forEveryone}`, { token: viewer })).code).toBe(200);
  });

  it('keeps drafts from staff, even from the draft’s future recipient', async () => {
    expect((await call(app, 'GET', `/api/message/${draftForViewer}`, { token: viewer })).code).toBe(403);
    expect(await titlesListed(viewer)).toEqual({ titles: ['全员通知'], total: 1 });
    expect(await titlesListed(lisi)).toEqual({ titles: ['全员通知', '给李四'], total: 2 });
  });

  it('filters by keyword within what the caller may see, totals included', async () => {
    expect(await titlesListed(viewer, '李四')).toEqual({ titles: [], total: 0 });
    expect(await titlesListed(lisi, '李四')).toEqual({ titles: ['给李四'], total: 1 });
    expect(await titlesListed(admin, '草')).toEqual({ titles: ['草稿'], total: 1 });
  });

  it('shows managers every notice: the administrator and a non-administrator holding the edit button', async () => {
    const editorRole = createRole(app, [{ page: NOTICE_PAGE, buttons: ['btn_edit'] }]);
    const editor = await createUser(app, { roles: [editorRole] });
    const editorToken = await signIn(app, editor.account, editor.password);
    const everything = { titles: ['全员通知', '给李四', '草稿'].sort(), total: 3 };
    expect(await titlesListed(admin)).toEqual(everything);
    expect(await titlesListed(editorToken)).toEqual(everything);
    for (const id of [forLisi, draftForViewer]) expect((await call(app, 'GET', `/api/message/${id}`, { token: editorToken })).code).toBe(200);
  });

  it('lets an author with only the add button see their own draft, not other drafts', async () => {
    const authorRole = createRole(app, [{ page: NOTICE_PAGE, buttons: ['btn_add'] }]);
    const author = await createUser(app, { roles: [authorRole] });
    const authorToken = await signIn(app, author.account, author.password);
    const mine = await createNotice(authorToken, '我的草稿');
    expect((await call(app, 'GET', `/api/message/${mine}`, { token: authorToken })).code).toBe(200);
    expect((await call(app, 'GET', `/api/message/${draftForViewer}`, { token: authorToken })).code).toBe(403);
    // Created after the release, the author still counts among "everyone".
    expect(await titlesListed(authorToken)).toEqual({ titles: ['全员通知', '我的草稿'], total: 2 });
  });

  it('still answers an unknown id as not found, and a user without the notice page as forbidden', async () => {
    expect((await call(app, 'GET', '/api/message/no-such-notice', { token: admin })).code).toBe(404);
    const outsiderRole = createRole(app, []);
    const outsider = await createUser(app, { roles: [outsiderRole] });
    const outsiderToken = await signIn(app, outsider.account, outsider.password);
    expect((await call(app, 'GET', `/api/message/${forEveryone}`, { token: outsiderToken })).code).toBe(403);
    expect((await call(app, 'GET', '/api/message/Notice', { token: outsiderToken })).code).toBe(403);
  });
});
