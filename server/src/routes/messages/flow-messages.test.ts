import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, connectSocket, signIn } from '../../testing';
import { sendFlowMessage } from './flow-messages';
import { workflowRoutes } from '../workflow';
import { inboxRoutes } from './inbox-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [workflowRoutes, inboxRoutes];

interface InboxItem {
  id: string;
  title: string;
  type: number;
  flowType: number | null;
  isRead: number;
  releaseUser: string | null;
}

const userId = (app: FastifyInstance, account: string): string =>
  (app.db.prepare('SELECT id FROM users WHERE account = ?').get(account) as { id: string }).id;

describe('flow messages', () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await buildTestApp({ routes });
  });
  afterEach(async () => closeTestApp(app));

  it('reach only the named users, live, with flowType and body as the portal routes them', async () => {
    const zhangsan = await signIn(app, 'zhangsan');
    const lisi = await signIn(app, 'lisi');
    const tab = await connectSocket(app, zhangsan);
    const body = JSON.stringify({ title: '张三的请假申请', flowName: '请假流程', status: 1, formData: { 天数: 3 } });

    const sent = sendFlowMessage(app, { title: '请假审批', flowType: 1, bodyText: body, toUserIds: [userId(app, 'zhangsan')], senderUserId: userId(app, 'admin') });
    expect(sent.recipients).toEqual([userId(app, 'zhangsan')]);
    await expect(tab.next('messagePush')).resolves.toMatchObject({ id: sent.id, messageType: 2, title: '请假审批', unreadTotalCount: 1 });

    const inbox = await call<{ list: InboxItem[] }>(app, 'GET', '/api/message?type=2', { token: zhangsan });
    expect(inbox.data.list).toEqual([expect.objectContaining({ id: sent.id, type: 2, flowType: 1, isRead: 0, releaseUser: '管理员' })]);
    const detail = await call<{ bodyText: string; flowType: number }>(app, 'GET', `/api/message/ReadInfo/${sent.id}`, { token: zhangsan });
    expect(detail.data).toMatchObject({ bodyText: body, flowType: 1 });
    await expect(tab.next('initMessage')).resolves.toMatchObject({ unreadMessageCount: 0, unreadTotalCount: 0 });

    // Not addressed to lisi: not in his inbox, and not readable by id.
    expect((await call<{ list: InboxItem[] }>(app, 'GET', '/api/message', { token: lisi })).data.list).toEqual([]);
    expect((await call(app, 'GET', `/api/message/ReadInfo/${sent.id}`, { token: lisi })).code).toBe(404);
    tab.socket.terminate();
  });

  it('skip disabled or unknown users, and count in unreadMessageCount on connect', async () => {
    app.db.prepare("UPDATE users SET enabled_mark = 0 WHERE account = 'lisi'").run();
    const sent = sendFlowMessage(app, {
      title: '委托通知',
      flowType: 2,
      bodyText: '{"type":"1"}',
      toUserIds: [userId(app, 'zhangsan'), userId(app, 'lisi'), 'no-such-user'],
      senderUserId: null,
    });
    expect(sent.recipients).toEqual([userId(app, 'zhangsan')]);
    const tab = await connectSocket(app, await signIn(app, 'zhangsan'));
    const again = await (async () => {
      tab.socket.send(JSON.stringify({ method: 'OnConnection' }));
      return tab.next('initMessage');
    })();
    expect(again).toMatchObject({ unreadMessageCount: 1, unreadNoticeCount: 0, unreadTotalCount: 1 });
    tab.socket.terminate();
  });
});
