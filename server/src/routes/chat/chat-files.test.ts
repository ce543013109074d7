// Issue 14 item 4: chat images and files are stored files. A message may carry only a file its
// sender uploaded (an image message: an image by its bytes, under 5 MB); the two parties, and
// nobody else (no administrator either), get links to it.
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp, call, chatTab, chatter, closeTestApp, createUser, fileOfType, requestHistory, sendChat, signIn, uploadFile, type Chatter, type TestSocket,
} from '../../testing';
import { imreplyRoutes } from './imreply-routes';
import { uploadRoutes } from '../files/upload-routes';
import { fileServeRoutes } from '../files/serve-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [imreplyRoutes, uploadRoutes, fileServeRoutes];

describe('chat messages carrying stored files', () => {
  let app: FastifyInstance;
  let alice: Chatter;
  let bob: Chatter;
  let carol: Chatter;
  const tabs: TestSocket[] = [];
  const tab = async (user: Chatter): Promise<TestSocket> => {
    const opened = await chatTab(app, user);
    tabs.push(opened);
    return opened;
  };
  const preview = (token: string, fileId: string) => call<{ url: string } | null>(app, 'GET', `/api/file/Uploader/Preview?fileId=${fileId}`, { token });
  const records = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM chat_records').get() as { n: number }).n;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    alice = await chatter(app, 'Alice');
    bob = await chatter(app, 'Bob');
    carol = await chatter(app, 'Carol');
  });
  afterEach(async () => {
    tabs.splice(0).forEach((opened) => opened.socket.terminate());
    await closeTestApp(app);
  });

  it('sends an uploaded image with the store’s name and size, and lets only the two parties read it', async () => {
    const image = await uploadFile(app, alice.token, fileOfType('png', 3000), '截图.png', { type: 'annexpic' });
    expect((await preview(bob.token, image.fileId)).code).toBe(404);
    const [aliceTab, bobTab] = [await tab(alice), await tab(bob)];
    sendChat(aliceTab, bob.id, { fileId: image.fileId, name: 'lie.exe', fileSize: 1, width: 1, height: 1 }, { messageType: 'image', clientMessageId: 'img-1' });

    const expected = { fileId: image.fileId, name: '截图.png', fileSize: 3000, fileExtension: 'png', width: 1, height: 1 };
    expect(await aliceTab.next('sendMessage')).toMatchObject({ messageType: 'image', toMessage: expected, clientMessageId: 'img-1' });
    expect(await bobTab.next('receiveMessage')).toMatchObject({ messageType: 'image', formMessage: expected });
    expect((await requestHistory(bobTab, { toUserId: alice.id })).list).toEqual([expect.objectContaining({ contentType: 'image', content: expected })]);

    const link = await preview(bob.token, image.fileId);
    expect(link.code).toBe(200);
    const served = await app.inject({ method: 'GET', url: link.data?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await preview(alice.token, image.fileId)).code).toBe(200);
    // A third user never gets a link, an administrator neither (chat is private), and the recent list labels the message.
    expect((await preview(carol.token, image.fileId)).code).toBe(404);
    const admin = await createUser(app, { isAdministrator: true, roles: ['admin'] });
    const adminToken = await signIn(app, admin.account, admin.password);
    expect((await preview(adminToken, image.fileId)).code).toBe(404);
    const notInChat = await uploadFile(app, alice.token, fileOfType('png', 1000), 'other.png', { type: 'annexpic' });
    expect((await preview(adminToken, notInChat.fileId)).code).toBe(200);
    const recent = await call<{ list: { latestMessage: string; messageType: string }[] }>(app, 'GET', '/api/message/imreply?keyword=', { token: bob.token });
    expect(recent.data.list[0]).toMatchObject({ latestMessage: '[图片]', messageType: 'image' });
  });

  it('refuses an image message naming someone else’s file, a file that is not an image by its bytes, or one of 5 MB', async () => {
    const [aliceTab, carolTab] = [await tab(alice), await tab(carol)];
    const carols = await uploadFile(app, carol.token, fileOfType('png', 2000), 'carol.png', { type: 'annexpic' });
    const pdf = await uploadFile(app, alice.token, fileOfType('pdf', 2000), 'report.pdf');
    const big = await uploadFile(app, alice.token, fileOfType('png', 5 * 1024 * 1024), 'big.png', {}, 5 * 1024 * 1024);
    const refusals: [unknown, string][] = [
      [{ fileId: carols.fileId }, '图片不存在，请重新上传'],
      [{ fileId: '1234567890123456789' }, '图片不存在，请重新上传'],
      [{ fileId: '../../etc/passwd' }, '图片不存在，请重新上传'],
      [{ fileId: pdf.fileId }, '请上传图片'],
      [{ fileId: big.fileId }, '图片大小不能超过5M'],
    ];
    for (const [content, msg] of refusals) {
      sendChat(aliceTab, bob.id, content, { messageType: 'image', clientMessageId: 'refused' });
      expect(await aliceTab.next('error')).toMatchObject({ msg, clientMessageId: 'refused' });
    }
    expect(records()).toBe(0);
    // The refused sends shared nothing: Bob still cannot read Carol's image or Alice's PDF.
    expect((await preview(bob.token, carols.fileId)).code).toBe(404);
    expect((await preview(bob.token, pdf.fileId)).code).toBe(404);
    sendChat(carolTab, bob.id, { fileId: carols.fileId }, { messageType: 'image' });
    expect(await carolTab.next('sendMessage')).toMatchObject({ messageType: 'image' });
  });

  it('sends any stored file of the sender as a file message the recipient downloads through a signed link', async () => {
    const [aliceTab, bobTab] = [await tab(alice), await tab(bob)];
    const pdf = await uploadFile(app, alice.token, fileOfType('pdf', 4000), '合同.pdf');
    sendChat(aliceTab, bob.id, { fileId: pdf.fileId }, { messageType: 'file' });
    const content = { fileId: pdf.fileId, name: '合同.pdf', fileSize: 4000, fileExtension: 'pdf' };
    expect(await bobTab.next('receiveMessage')).toMatchObject({ messageType: 'file', formMessage: content });

    const link = await call<{ url: string }>(app, 'GET', `/api/file/Uploader/Preview?fileId=${pdf.fileId}&download=1`, { token: bob.token });
    expect(link.data.url).toMatch(/^\/api\/file\/Signed\//);
    expect(link.data.url).not.toContain(bob.token.replace(/^bearer /i, ''));
    const served = await app.inject({ method: 'GET', url: link.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect((await preview(carol.token, pdf.fileId)).code).toBe(404);

    const carols = await uploadFile(app, carol.token, fileOfType('pdf', 1000), 'c.pdf');
    sendChat(aliceTab, bob.id, { fileId: carols.fileId }, { messageType: 'file' });
    expect(await aliceTab.next('error')).toMatchObject({ msg: '文件不存在，请重新上传' });
    sendChat(aliceTab, bob.id, { name: 'no id' }, { messageType: 'file' });
    expect(await aliceTab.next('error')).toMatchObject({ msg: '消息内容格式错误' });
    const recent = await call<{ list: { latestMessage: string }[] }>(app, 'GET', '/api/message/imreply?keyword=', { token: bob.token });
    expect(recent.data.list[0]?.latestMessage).toBe('[文件]');
  });
});
