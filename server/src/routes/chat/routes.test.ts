import type { FastifyInstance } from 'fastify';
import {
  buildTestApp, call, chatTab, chatter, closeTestApp, createUser, requestHistory, sendChat, storeChats, type Chatter, type TestSocket,
} from '../../testing';
import { imreplyRoutes } from './imreply-routes';
import { imImageRoutes } from '../files/im-image-routes';
import { contactRoutes } from './contacts-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [imreplyRoutes, imImageRoutes, contactRoutes];

interface Recent {
  id: string;
  realName: string;
  account: string;
  latestMessage: string;
  messageType: string;
  latestDate: number;
  unreadMessage: number;
  online: boolean;
}

interface Contact {
  id: string;
  realName: string;
  account: string;
  department: string;
  online: boolean;
}

describe('chat HTTP routes', () => {
  let app: FastifyInstance;
  let alice: Chatter;
  let bob: Chatter;
  const tabs: TestSocket[] = [];
  const recent = async (user: Chatter, query = '', lang?: string) =>
    call<{ list: Recent[] }>(app, 'GET', `/api/message/imreply${query}`, { token: user.token, ...(lang ? { lang } : {}) });

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    alice = await chatter(app, 'Alice');
    bob = await chatter(app, 'Bob');
  });
  afterEach(async () => {
    tabs.splice(0).forEach((opened) => opened.socket.terminate());
    await closeTestApp(app);
  });

  it('lists my recent conversations newest first with the latest message, unread count and presence', async () => {
    const carol = await chatter(app, 'Carol');
    const start = Date.UTC(2026, 0, 1);
    storeChats(app, bob.id, alice.id, ['older from bob', 'newest from bob'], 'text', start);
    storeChats(app, carol.id, alice.id, [{ path: '/api/file/Image/IM/0123456789abcdef0123456789abcdef.png' }], 'image', start + 10);
    storeChats(app, alice.id, bob.id, ['reply to bob'], 'text', start + 20);
    tabs.push(await chatTab(app, bob));

    const zh = await recent(alice);
    expect(zh.code).toBe(200);
    expect(zh.data.list.map((row) => [row.realName, row.latestMessage, row.messageType, row.unreadMessage, row.online])).toEqual([
      ['Bob', 'reply to bob', 'text', 2, true],
      ['Carol', '[图片]', 'image', 1, false],
    ]);
    expect(zh.data.list[0]?.latestDate).toBe(start + 20);
    const en = await recent(alice, '', 'en');
    expect(en.data.list[1]?.latestMessage).toBe('[Image]');
    const filtered = await recent(alice, `?keyword=${encodeURIComponent(carol.account)}`);
    expect(filtered.data.list.map((row) => row.id)).toEqual([carol.id]);
    const byName = await recent(alice, '?keyword=bo');
    expect(byName.data.list.map((row) => row.id)).toEqual([bob.id]);
  });

  it('keeps at most 30 recent conversations', async () => {
    for (let index = 0; index < 32; index += 1) {
      const peer = await createUser(app);
      storeChats(app, peer.id, alice.id, [`hello ${index}`], 'text', Date.UTC(2026, 0, 1) + index);
    }
    const list = (await recent(alice)).data.list;
    expect(list).toHaveLength(30);
    expect(list[0]?.latestMessage).toBe('hello 31');
  });

  it('clears the chat records for me only; the conversation stays, empty, and its unread go', async () => {
    storeChats(app, bob.id, alice.id, ['secret 1', 'secret 2']);
    storeChats(app, alice.id, bob.id, ['my answer']);
    storeChats(app, bob.id, alice.id, ['unread one']);
    const aliceTab = await chatTab(app, alice);
    tabs.push(aliceTab);

    const cleared = await call<{ unreadChatCount: number }>(app, 'DELETE', `/api/message/imreply/deleteChatRecord/${bob.id}`, { token: alice.token });
    expect(cleared).toMatchObject({ code: 200, data: { unreadChatCount: 0 } });
    await expect(aliceTab.next('chatRead')).resolves.toEqual({ method: 'chatRead', formUserId: bob.id, unreadChatCount: 0 });
    expect((await requestHistory(aliceTab, { toUserId: bob.id })).pagination).toMatchObject({ total: 0 });
    expect((await recent(alice)).data.list).toEqual([expect.objectContaining({ id: bob.id, latestMessage: '', messageType: '', unreadMessage: 0 })]);

    const bobTab = await chatTab(app, bob);
    tabs.push(bobTab);
    expect((await requestHistory(bobTab, { toUserId: alice.id })).pagination).toMatchObject({ total: 4 });

    // New messages after the clearing show again for Alice.
    sendChat(bobTab, alice.id, 'after clearing');
    await aliceTab.next('receiveMessage');
    const after = await requestHistory(aliceTab, { toUserId: bob.id });
    expect(after.list).toEqual([expect.objectContaining({ content: 'after clearing' })]);
  });

  it('removes a conversation from my recent list until a new message arrives', async () => {
    storeChats(app, bob.id, alice.id, ['hi alice']);
    const removed = await call(app, 'DELETE', `/api/message/imreply/relocation/${bob.id}`, { token: alice.token });
    expect(removed.code).toBe(200);
    expect((await recent(alice)).data.list).toEqual([]);
    expect((await recent(bob)).data.list.map((row) => row.id)).toEqual([alice.id]);
    const [aliceTab, bobTab] = [await chatTab(app, alice), await chatTab(app, bob)];
    tabs.push(aliceTab, bobTab);
    // The history is untouched by the removal.
    expect((await requestHistory(aliceTab, { toUserId: bob.id })).pagination).toMatchObject({ total: 1 });
    sendChat(bobTab, alice.id, 'are you there?');
    await aliceTab.next('receiveMessage');
    expect((await recent(alice)).data.list).toEqual([expect.objectContaining({ id: bob.id, latestMessage: 'are you there?', unreadMessage: 2 })]);
  });

  it('needs a session and touches only the caller’s own conversations', async () => {
    expect((await call(app, 'GET', '/api/message/imreply')).code).toBe(602);
    expect((await call(app, 'DELETE', `/api/message/imreply/deleteChatRecord/${bob.id}`)).code).toBe(602);
    expect((await call(app, 'GET', '/api/permission/Users/ImUser')).code).toBe(602);
    storeChats(app, alice.id, bob.id, ['between alice and bob']);
    const eve = await chatter(app, 'Eve');
    // Eve "clearing" or "removing" her conversation with Bob leaves Alice's and Bob's alone.
    await call(app, 'DELETE', `/api/message/imreply/deleteChatRecord/${bob.id}`, { token: eve.token });
    await call(app, 'DELETE', `/api/message/imreply/relocation/${alice.id}`, { token: eve.token });
    expect((await recent(eve)).data.list).toEqual([]);
    expect((await recent(bob)).data.list).toEqual([expect.objectContaining({ id: alice.id, latestMessage: 'between alice and bob', unreadMessage: 1 })]);
    expect((await recent(alice)).data.list).toHaveLength(1);
  });

  it('pages contacts: enabled users except me, by name then account, with department and presence', async () => {
    await createUser(app, { realName: 'Zed Disabled', enabled: false });
    await createUser(app, { realName: 'Aaron', account: 'aaronb' });
    await createUser(app, { realName: 'Aaron', account: 'aarona' });
    tabs.push(await chatTab(app, bob));
    const first = await call<{ list: Contact[]; pagination: { currentPage: number; pageSize: number; total: number } }>(
      app, 'GET', '/api/permission/Users/ImUser?keyword=&currentPage=1&pageSize=3', { token: alice.token });
    expect(first.code).toBe(200);
    const all = await call<{ list: Contact[]; pagination: { total: number } }>(app, 'GET', '/api/permission/Users/ImUser?pageSize=500', { token: alice.token });
    const names = all.data.list.map((contact) => contact.realName);
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('Alice');
    expect(names).not.toContain('Zed Disabled');
    expect(all.data.pagination.total).toBe(all.data.list.length);
    expect(first.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: all.data.pagination.total });
    expect(first.data.list.map((contact) => contact.account)).toEqual(all.data.list.slice(0, 3).map((contact) => contact.account));
    const aarons = all.data.list.filter((contact) => contact.realName === 'Aaron').map((contact) => contact.account);
    expect(aarons).toEqual(['aarona', 'aaronb']);

    const found = await call<{ list: Contact[] }>(app, 'GET', `/api/permission/Users/ImUser?keyword=${bob.account}`, { token: alice.token });
    expect(found.data.list).toEqual([expect.objectContaining({ id: bob.id, realName: 'Bob', online: true })]);
    expect(found.data.list[0]?.department).not.toBe('');
    const viewer = await call<{ list: Contact[] }>(app, 'GET', '/api/permission/Users/ImUser?keyword=Alice', { token: bob.token });
    expect(viewer.data.list.map((contact) => contact.id)).toEqual([alice.id]);
  });
});
