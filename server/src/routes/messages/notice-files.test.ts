// Issue 14 item 4: a notice's attachments are stored files; its recipients may read them once it is released.
import type { FastifyInstance } from 'fastify';
import { NOTICE_PAGE } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, createRole, createUser, fileOfType, signIn, uploadFile } from '../../testing';
import { inboxRoutes } from './inbox-routes';
import { noticeRoutes } from './notice-routes';
import { uploadRoutes } from '../files/upload-routes';
import { fileServeRoutes } from '../files/serve-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [inboxRoutes, noticeRoutes, uploadRoutes, fileServeRoutes];

interface NoticeView {
  id: string;
  files: string;
}

describe('notice attachments', () => {
  let app: FastifyInstance;
  let author: string;
  let recipient: string;
  let recipientId: string;
  let outsider: string;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    const role = createRole(app, [{ page: NOTICE_PAGE, buttons: ['btn_add', 'btn_edit'] }]);
    const [writer, reader, other] = [await createUser(app, { roles: [role] }), await createUser(app), await createUser(app)];
    author = await signIn(app, writer.account, writer.password);
    recipient = await signIn(app, reader.account, reader.password);
    outsider = await signIn(app, other.account, other.password);
    recipientId = reader.id;
  });
  afterEach(async () => closeTestApp(app));

  const noticeCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM messages WHERE type = 1').get() as { n: number }).n;
  const create = (token: string, files: unknown, toUserIds: string[] | null = null) =>
    call<{ id: string }>(app, 'POST', '/api/message', { token, body: { title: '附件通知', bodyText: '<p>见附件</p>', files, toUserIds } });
  const preview = (token: string, fileId: string) => call<{ url: string }>(app, 'GET', `/api/file/Uploader/Preview?fileId=${fileId}`, { token });

  it('stores the attachments with the name and size the store has, whatever the form claimed', async () => {
    const pdf = await uploadFile(app, author, fileOfType('pdf', 3000), '制度.pdf');
    const created = await create(author, [{ fileId: pdf.fileId, name: 'renamed.exe', fileSize: 1, url: pdf.url }, { fileId: pdf.fileId, name: 'twice' }]);
    expect(created.code).toBe(200);
    const notice = await call<NoticeView>(app, 'GET', `/api/message/${created.data.id}`, { token: author });
    expect(JSON.parse(notice.data.files)).toEqual([{ fileId: pdf.fileId, name: '制度.pdf', fileSize: 3000, fileExtension: 'pdf' }]);
  });

  it('refuses a missing or foreign file, or too many, with a clear message and saves nothing', async () => {
    const foreign = await uploadFile(app, outsider, fileOfType('pdf', 2000), '别人的.pdf');
    const mine = await uploadFile(app, author, fileOfType('pdf', 2000), '我的.pdf');
    const before = noticeCount();
    expect(await create(author, [{ fileId: mine.fileId, name: '我的.pdf' }, { fileId: foreign.fileId, name: '别人的.pdf' }]))
      .toMatchObject({ code: 400, msg: '附件“别人的.pdf”不存在或无权使用，请重新上传' });
    expect(await create(author, [{ fileId: '1234567890123456789', name: 'gone.pdf' }]))
      .toMatchObject({ code: 400, msg: '附件“gone.pdf”不存在或无权使用，请重新上传' });
    expect(await create(author, [{ name: 'no id' }])).toMatchObject({ code: 400, msg: '附件格式不正确，请重新上传' });
    expect(await create(author, Array.from({ length: 11 }, (_, i) => ({ fileId: `${mine.fileId}${i}` }))))
      .toMatchObject({ code: 400, msg: '公告附件最多10个' });
    expect(noticeCount()).toBe(before);

    // Editing a draft is held to the same rule, and the draft keeps its old list.
    const draft = await create(author, [{ fileId: mine.fileId }]);
    const edited = await call(app, 'PUT', `/api/message/${draft.data.id}`, { token: author, body: { title: '附件通知', files: [{ fileId: foreign.fileId }] } });
    expect(edited.code).toBe(400);
    const stored = await call<NoticeView>(app, 'GET', `/api/message/${draft.data.id}`, { token: author });
    expect((JSON.parse(stored.data.files) as { fileId: string }[]).map((f) => f.fileId)).toEqual([mine.fileId]);
  });

  it('lets the recipients of a released notice preview its attachments, and nobody else', async () => {
    const pdf = await uploadFile(app, author, fileOfType('pdf', 3000), '制度.pdf');
    const other = await uploadFile(app, author, fileOfType('pdf', 2500), '未附加.pdf');
    const created = await create(author, [{ fileId: pdf.fileId }], [recipientId]);
    expect(created.code).toBe(200);
    // A draft shares nothing yet.
    expect(await preview(recipient, pdf.fileId)).toMatchObject({ code: 404, msg: '文件不存在' });
    expect((await call(app, 'PUT', `/api/message/${created.data.id}/Actions/Release`, { token: author })).code).toBe(200);

    const shared = await preview(recipient, pdf.fileId);
    expect(shared.code).toBe(200);
    const served = await app.inject({ method: 'GET', url: shared.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(3000);
    expect(await preview(outsider, pdf.fileId)).toMatchObject({ code: 404, msg: '文件不存在' });
    // Only the files the notice lists: the author's other files stay theirs.
    expect(await preview(recipient, other.fileId)).toMatchObject({ code: 404, msg: '文件不存在' });
  });

  it('shares the attachments of a notice released to everyone with every user', async () => {
    const pdf = await uploadFile(app, author, fileOfType('pdf', 3000), '全员.pdf');
    const created = await create(author, [{ fileId: pdf.fileId }]);
    expect((await call(app, 'PUT', `/api/message/${created.data.id}/Actions/Release`, { token: author })).code).toBe(200);
    expect((await preview(outsider, pdf.fileId)).code).toBe(200);
  });
});
