import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, manualClock, signIn } from '../../testing';
import { dataVisualTicketRoutes } from './data-visual-routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [dataVisualTicketRoutes];

interface Ticket {
  ticket: string;
  expiresIn: number;
}
interface Exchanged {
  token: string;
  userId: string;
  account: string;
}

describe('large-screen tickets (menu type 6)', () => {
  let app: FastifyInstance;
  let clock: ReturnType<typeof manualClock>;

  beforeEach(async () => {
    clock = manualClock();
    app = await buildTestApp({ clock: clock.now, routes });
  });

  afterEach(async () => {
    await closeTestApp(app);
  });

  const sessionCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM sessions').get() as { n: number }).n;
  const issue = async (token: string) => call<Ticket>(app, 'POST', '/api/oauth/DataVisualTicket', { token });
  const exchange = async (ticket: unknown) => call<Exchanged>(app, 'POST', '/api/oauth/DataVisualTicket/Exchange', { body: { ticket } });

  it('issues a short-lived ticket to a signed-in user only', async () => {
    const anonymous = await call(app, 'POST', '/api/oauth/DataVisualTicket');
    expect(anonymous.code).toBe(602);
    const issued = await issue(await signIn(app, 'zhangsan'));
    expect(issued.code).toBe(200);
    expect(issued.data.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(issued.data.expiresIn).toBe(30);
  });

  it('exchanges a ticket once for a new session of the same user, who can then call the API', async () => {
    const userToken = await signIn(app, 'zhangsan');
    const { data } = await issue(userToken);
    const exchanged = await exchange(data.ticket);
    expect(exchanged.code).toBe(200);
    expect(exchanged.data.account).toBe('zhangsan');
    expect(exchanged.data.token).toMatch(/^bearer /);
    expect(exchanged.data.token).not.toBe(userToken);
    const me = await call<{ userInfo: { userAccount: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: exchanged.data.token });
    expect(me.code).toBe(200);
    expect(me.data.userInfo.userAccount).toBe('zhangsan');
  });

  it('refuses a reused ticket with a clear message and creates nothing', async () => {
    const { data } = await issue(await signIn(app, 'zhangsan'));
    expect((await exchange(data.ticket)).code).toBe(200);
    const sessions = sessionCount();
    const again = await exchange(data.ticket);
    expect(again).toMatchObject({ status: 200, code: 400, msg: '大屏访问票据无效或已过期，请从门户菜单重新打开' });
    expect(sessionCount()).toBe(sessions);
  });

  it('refuses an expired or unknown ticket, and the ticket of a session that has ended', async () => {
    const token = await signIn(app, 'zhangsan');
    const expired = (await issue(token)).data.ticket;
    clock.advance(30_000);
    const sessions = sessionCount();
    expect((await exchange(expired)).code).toBe(400);
    expect((await exchange('no-such-ticket')).code).toBe(400);
    expect((await exchange('')).code).toBe(400);

    const orphan = (await issue(token)).data.ticket;
    expect((await call(app, 'GET', '/api/oauth/Logout', { token })).code).toBe(200);
    expect((await exchange(orphan)).code).toBe(400);
    expect(sessionCount()).toBe(sessions);
  });
});
