import type { FastifyInstance } from 'fastify';
import {
  buildTestApp, call, chatTab, chatter, closeTestApp, requestHistory, sendChat, storeChats, TINY_PNG, uploadIm, type Chatter, type TestSocket,
} from '../testing';
import { imreplyRoutes } from '../routes/chat/imreply-routes';
import { imImageRoutes } from '../routes/files/im-image-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [imreplyRoutes, imImageRoutes];

describe('chat over the portal socket', () => {
  let app: FastifyInstance;
  let alice: Chatter;
  let bob: Chatter;
  const tabs: TestSocket[] = [];
  const tab = async (user: Chatter, lang?: string): Promise<TestSocket> => {
    const opened = await chatTab(app, user, lang);
    tabs.push(opened);
    return opened;
  };

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    alice = await chatter(app, 'Alice');
    bob = await chatter(app, 'Bob');
  });
  afterEach(async () => {
    tabs.splice(0).forEach((opened) => opened.socket.terminate());
    await closeTestApp(app);
  });

  it('echoes a message to every tab of the sender and delivers it to every tab of the recipient', async () => {
    const [aliceOne, aliceTwo, bobOne, bobTwo] = [await tab(alice), await tab(alice), await tab(bob), await tab(bob)];
    sendChat(aliceOne, bob.id, '你好 [em:101]', { clientMessageId: 'c-1' });

    for (const own of [aliceOne, aliceTwo]) {
      await expect(own.next('sendMessage')).resolves.toMatchObject({
        clientMessageId: 'c-1', toUserId: bob.id, messageType: 'text', toMessage: '你好 [em:101]', realName: 'Bob', account: bob.account,
      });
    }
    const received = await Promise.all([bobOne.next('receiveMessage'), bobTwo.next('receiveMessage')]);
    for (const frame of received) {
      expect(frame).toMatchObject({ formUserId: alice.id, messageType: 'text', formMessage: '你好 [em:101]', realName: 'Alice', account: alice.account, unreadChatCount: 1 });
      expect(typeof frame.id).toBe('string');
      expect(typeof frame.dateTime).toBe('number');
    }
    const count = app.db.prepare('SELECT COUNT(*) AS n FROM chat_records').get() as { n: number };
    expect(count.n).toBe(1);
  });

  it('stores a resent clientMessageId once and answers with the original record', async () => {
    const [aliceTab, bobTab] = [await tab(alice), await tab(bob)];
    sendChat(aliceTab, bob.id, 'queued during a reconnect', { clientMessageId: 'dup-1' });
    const first = await aliceTab.next('sendMessage');
    sendChat(aliceTab, bob.id, 'queued during a reconnect', { clientMessageId: 'dup-1' });
    const again = await aliceTab.next('sendMessage');
    expect(again).toMatchObject({ id: first.id, dateTime: first.dateTime, clientMessageId: 'dup-1' });

    sendChat(aliceTab, bob.id, 'next one', { clientMessageId: 'dup-2' });
    expect(await bobTab.next('receiveMessage')).toMatchObject({ id: first.id });
    // The resend was not delivered again: the next delivery is the next message.
    expect(await bobTab.next('receiveMessage')).toMatchObject({ formMessage: 'next one', unreadChatCount: 2 });
    const history = await requestHistory(bobTab, { toUserId: alice.id });
    expect(history.pagination).toMatchObject({ total: 2 });
  });

  it('refuses bad messages with a translated error naming the clientMessageId, and stores nothing', async () => {
    const zh = await tab(alice);
    const en = await tab(alice, 'en');
    const cases: Array<[TestSocket, string, unknown, string | undefined, string]> = [
      [zh, alice.id, 'me', undefined, '不能给自己发送消息'],
      [zh, 'no-such-user', 'hi', undefined, '接收人不存在或已被禁用'],
      [zh, bob.id, ' \u3000 ', undefined, '请输入消息内容'],
      [zh, bob.id, 'x'.repeat(5001), undefined, '消息内容最多为5000个字符'],
      [en, bob.id, 'x'.repeat(5001), undefined, 'A message can have at most 5000 characters'],
      [zh, bob.id, 'hi', 'sticker', '不支持的消息类型'],
      [zh, bob.id, 'hi', 'file', '消息内容格式错误'],
      [zh, bob.id, { path: '/api/file/Image/IM/0123456789abcdef0123456789abcdef.png' }, 'image', '图片不存在，请重新上传'],
      [zh, bob.id, { path: 'https://evil.example/a.png' }, 'image', '图片不存在，请重新上传'],
      [en, bob.id, 'javascript:alert(1)', 'video', 'The video address is not a valid http(s) URL'],
    ];
    for (const [socket, to, content, messageType, msg] of cases) {
      sendChat(socket, to, content, { messageType: messageType ?? 'text', clientMessageId: 'bad-1' });
      await expect(socket.next('error')).resolves.toEqual({ method: 'error', msg, clientMessageId: 'bad-1' });
    }
    expect((app.db.prepare('SELECT COUNT(*) AS n FROM chat_records').get() as { n: number }).n).toBe(0);
  });

  it('accepts 5000 characters counted in code points, and an uploaded image', async () => {
    const [aliceTab, bobTab] = [await tab(alice), await tab(bob)];
    sendChat(aliceTab, bob.id, '😀'.repeat(5000));
    expect(((await bobTab.next('receiveMessage')).formMessage as string).length).toBe(10000);
    const upload = await uploadIm(app, alice.token, TINY_PNG);
    const image = { path: upload.data?.url ?? '', width: 1, height: 1 };
    sendChat(aliceTab, bob.id, image, { messageType: 'image' });
    await expect(bobTab.next('receiveMessage')).resolves.toMatchObject({ messageType: 'image', formMessage: image });
  });

  it('stores hostile text exactly as given (the client renders it as text)', async () => {
    const [aliceTab, bobTab] = [await tab(alice), await tab(bob)];
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script> [em:219] \'; DROP TABLE chat_records; --';
    sendChat(aliceTab, bob.id, hostile);
    await expect(bobTab.next('receiveMessage')).resolves.toMatchObject({ formMessage: hostile });
    const history = await requestHistory(bobTab, { toUserId: alice.id });
    expect(history.list).toEqual([expect.objectContaining({ content: hostile, contentType: 'text', sendUserId: alice.id, receiveUserId: bob.id })]);
  });

  it('pages the history by 50, newest first, and filters text by keyword without case', async () => {
    const start = Date.UTC(2026, 0, 1);
    storeChats(app, alice.id, bob.id, Array.from({ length: 60 }, (_, index) => `from alice ${index}`), 'text', start);
    storeChats(app, bob.id, alice.id, Array.from({ length: 60 }, (_, index) => (index % 10 === 0 ? `Budget TABLE ${index}` : `from bob ${index}`)), 'text', start + 100);
    const aliceTab = await tab(alice);

    const first = await requestHistory(aliceTab, { toUserId: bob.id });
    expect(first.pagination).toEqual({ currentPage: 1, pageSize: 50, total: 120 });
    const firstList = first.list as Array<{ content: string; sendTime: number }>;
    expect(firstList).toHaveLength(50);
    expect(firstList[0]?.content).toBe('from bob 59');
    expect(firstList.map((item) => item.sendTime)).toEqual([...firstList.map((item) => item.sendTime)].sort((a, b) => b - a));
    const third = await requestHistory(aliceTab, { toUserId: bob.id, currentPage: 3 });
    expect((third.list as unknown[]).length).toBe(20);
    expect((third.list as Array<{ content: string }>).at(-1)?.content).toBe('from alice 0');

    const found = await requestHistory(aliceTab, { toUserId: bob.id, keyword: 'budget table' });
    expect(found.pagination).toMatchObject({ total: 6 });
    expect((found.list as Array<{ content: string }>).map((item) => item.content)).toEqual(
      ['Budget TABLE 50', 'Budget TABLE 40', 'Budget TABLE 30', 'Budget TABLE 20', 'Budget TABLE 10', 'Budget TABLE 0'],
    );
    const percent = await requestHistory(aliceTab, { toUserId: bob.id, keyword: '%' });
    expect(percent.pagination).toMatchObject({ total: 0 });
  });

  it('counts unread chat messages in initMessage and clears them in every tab of the reader', async () => {
    storeChats(app, alice.id, bob.id, ['one', 'two', 'three']);
    const [bobOne, bobTwo] = [await tab(bob), await tab(bob)];
    bobOne.socket.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
    await expect(bobOne.next('initMessage')).resolves.toMatchObject({ unreadChatCount: 3 });

    bobOne.socket.send(JSON.stringify({ method: 'UpdateReadMessage', formUserId: alice.id, token: 'ignored' }));
    for (const socket of [bobOne, bobTwo]) {
      await expect(socket.next('chatRead')).resolves.toEqual({ method: 'chatRead', formUserId: alice.id, unreadChatCount: 0 });
    }
    const recent = await call<{ list: Array<{ id: string; unreadMessage: number }> }>(app, 'GET', '/api/message/imreply', { token: bob.token });
    expect(recent.data.list).toEqual([expect.objectContaining({ id: alice.id, unreadMessage: 0 })]);
    // Alice's own messages to Bob are unread by Bob, not by Alice.
    const aliceTab = await tab(alice);
    aliceTab.socket.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
    await expect(aliceTab.next('initMessage')).resolves.toMatchObject({ unreadChatCount: 0 });
  });

  it('shows nobody another pair’s conversation', async () => {
    storeChats(app, alice.id, bob.id, ['private to bob']);
    const eve = await chatter(app, 'Eve');
    const eveTab = await tab(eve);
    const peek = await requestHistory(eveTab, { toUserId: bob.id });
    expect(peek).toMatchObject({ list: [], pagination: { total: 0 } });
    const peekOther = await requestHistory(eveTab, { toUserId: alice.id });
    expect(peekOther.list).toEqual([]);
    // Reading "from alice" as Eve changes nothing for Bob.
    eveTab.socket.send(JSON.stringify({ method: 'UpdateReadMessage', formUserId: alice.id }));
    await expect(eveTab.next('chatRead')).resolves.toMatchObject({ unreadChatCount: 0 });
    const recent = await call<{ list: Array<{ unreadMessage: number }> }>(app, 'GET', '/api/message/imreply', { token: bob.token });
    expect(recent.data.list[0]?.unreadMessage).toBe(1);
    const eveRecent = await call<{ list: unknown[] }>(app, 'GET', '/api/message/imreply', { token: eve.token });
    expect(eveRecent.data.list).toEqual([]);
  });

  it('tells the people one chats with when one comes online and goes offline', async () => {
    storeChats(app, alice.id, bob.id, ['hello']);
    const bobTab = await tab(bob);
    const aliceOne = await tab(alice);
    await expect(bobTab.next('presence')).resolves.toEqual({ method: 'presence', userId: alice.id, online: true });
    const aliceTwo = await tab(alice);
    aliceOne.socket.terminate();
    aliceTwo.socket.terminate();
    await expect(bobTab.next('presence')).resolves.toEqual({ method: 'presence', userId: alice.id, online: false });
    expect(app.hub.isOnline(alice.id)).toBe(false);
    // One "online" and one "offline" for two tabs: nothing more arrived.
    await tab(alice);
    await expect(bobTab.next('presence')).resolves.toEqual({ method: 'presence', userId: alice.id, online: true });
    expect(bobTab.frames.filter((frame) => frame.method === 'presence')).toEqual([]);
    // Someone without a conversation with Alice hears nothing.
    const eve = await chatter(app, 'Eve');
    const eveTab = await tab(eve);
    expect(eveTab.frames.filter((frame) => frame.method === 'presence')).toEqual([]);
  });
});
