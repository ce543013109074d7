import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, manualClock, signIn } from '../../testing';
import { qrSignInRoutes } from './qrcode-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [qrSignInRoutes];

let app: FastifyInstance;
const clock = manualClock();

beforeAll(async () => {
  app = await buildTestApp({ routes, clock: clock.now });
});

afterAll(async () => {
  await closeTestApp(app);
});

interface Created {
  ticket: string;
  pollKey: string;
  qrcode: string;
  expiresIn: number;
}
interface Status {
  status: string;
  token?: string;
  theme?: string;
}

let ipSequence = 0;
const create = async (ip = `10.3.0.${(ipSequence += 1) % 250}`) => (await call<Created>(app, 'POST', '/api/oauth/qrcode', { ip })).data;
const poll = (pollKey: string) => call<Status>(app, 'POST', '/api/oauth/qrcode/status', { body: { pollKey } });
const answer = (ticket: string, action: 'confirm' | 'cancel', token?: string) =>
  call(app, 'POST', `/api/oauth/qrcode/${ticket}/${action}`, token ? { token } : {});

describe('app QR-scan sign-in', () => {
  it('draws the ticket as an SVG data URL and waits until a signed-in app confirms, then signs the browser in once', async () => {
    const created = await create();
    expect(created.qrcode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(created.qrcode.split(',')[1] ?? '', 'base64').toString()).toContain('<svg');
    expect(created.expiresIn).toBe(120);
    expect((await poll(created.pollKey)).data).toEqual({ status: 'waiting' });

    const user = await createUser(app);
    const appToken = await signIn(app, user.account, user.password);
    expect((await answer(created.ticket, 'confirm', appToken)).code).toBe(200);

    const collected = await poll(created.pollKey);
    expect(collected.data.status).toBe('confirmed');
    const me = await call<{ userInfo: { account: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: collected.data.token });
    expect(me.data.userInfo.account).toBe(user.account);
    expect(collected.data.token).not.toBe(appToken);

    // Single use: the session is handed out once, and the ticket cannot be confirmed again.
    expect((await poll(created.pollKey)).data).toEqual({ status: 'expired' });
    expect((await answer(created.ticket, 'confirm', appToken)).code).toBe(400);
  });

  it('needs a signed-in caller to confirm or cancel', async () => {
    const created = await create();
    expect((await answer(created.ticket, 'confirm')).code).toBe(602);
    expect((await answer(created.ticket, 'cancel', 'bearer not-a-token')).code).toBe(602);
    expect((await poll(created.pollKey)).data.status).toBe('waiting');
  });

  it('does not hand the session to whoever only saw the QR (the ticket is not the poll key)', async () => {
    const created = await create();
    const token = await signIn(app, 'zhangsan');
    await answer(created.ticket, 'confirm', token);
    expect((await poll(created.ticket)).data).toEqual({ status: 'expired' });
    expect((await poll(created.pollKey)).data.status).toBe('confirmed');
  });

  it('shows a cancelled ticket as cancelled, and it cannot be confirmed afterwards', async () => {
    const created = await create();
    const token = await signIn(app, 'lisi');
    expect((await answer(created.ticket, 'cancel', token)).code).toBe(200);
    expect((await poll(created.pollKey)).data).toEqual({ status: 'cancelled' });
    expect(await answer(created.ticket, 'confirm', token)).toMatchObject({ code: 400, msg: '二维码已失效' });
  });

  it('expires after 2 minutes', async () => {
    const created = await create();
    clock.advance(120_001);
    expect((await poll(created.pollKey)).data).toEqual({ status: 'expired' });
    const token = await signIn(app, 'wangwu');
    expect((await answer(created.ticket, 'confirm', token)).code).toBe(400);
  });

  it('does not hand out a confirmed session long after the ticket expired', async () => {
    const created = await create();
    const token = await signIn(app, 'zhangsan');
    await answer(created.ticket, 'confirm', token);
    clock.advance(120_000 + 30_001);
    expect((await poll(created.pollKey)).data).toEqual({ status: 'expired' });
  });

  it('refuses a confirmation for a disabled account and leaves the browser signed out', async () => {
    const created = await create();
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    await answer(created.ticket, 'confirm', token);
    app.db.prepare('UPDATE users SET enabled_mark = 0 WHERE id = ?').run(user.id);
    const result = await poll(created.pollKey);
    expect(result.code).toBe(400);
    expect(result.data).toBeNull();
  });

  it('limits how many tickets one address creates', async () => {
    for (let count = 0; count < 30; count += 1) expect((await call(app, 'POST', '/api/oauth/qrcode', { ip: '10.4.4.4' })).code).toBe(200);
    expect(await call(app, 'POST', '/api/oauth/qrcode', { ip: '10.4.4.4' })).toMatchObject({ code: 400, msg: '二维码获取过于频繁，请稍后再试' });
    clock.advance(10 * 60_000 + 1);
    expect((await call(app, 'POST', '/api/oauth/qrcode', { ip: '10.4.4.4' })).code).toBe(200);
  });

  it('validates the poll body', async () => {
    expect((await call(app, 'POST', '/api/oauth/qrcode/status', { body: {} })).code).toBe(400);
  });
});
