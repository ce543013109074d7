import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { dashboardRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dashboardRoutes];

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

interface Overview {
  userCount: number;
  organizeCount: number;
  departmentCount: number;
  roleCount: number;
  positionCount: number;
  onlineUserCount: number;
  dictionaryCount: number;
  dictionaryDataCount: number;
  menuCount: number;
  lastLogins: Array<{ time: number; ip: string }>;
}

describe('GET /api/visualdev/Dashboard/Overview', () => {
  it('counts what is in the database, live', async () => {
    const token = await signIn(app, 'admin');
    const first = await call<Overview>(app, 'GET', '/api/visualdev/Dashboard/Overview', { token });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ userCount: 5, organizeCount: 1, departmentCount: 4, roleCount: 3, positionCount: 5, onlineUserCount: 1 });
    const modules = (app.db.prepare('SELECT COUNT(*) AS n FROM modules').get() as { n: number }).n;
    expect(first.data.menuCount).toBe(modules);
    expect(first.data.dictionaryCount).toBeGreaterThan(0);

    const user = await createUser(app);
    await signIn(app, user.account, user.password);
    const second = await call<Overview>(app, 'GET', '/api/visualdev/Dashboard/Overview', { token });
    expect(second.data.userCount).toBe(6);
    expect(second.data.onlineUserCount).toBe(2);
  });

  it('lists the recent sign-ins of the caller only, newest first', async () => {
    const user = await createUser(app);
    await signIn(app, user.account, user.password);
    const token = await signIn(app, user.account, user.password);
    const result = await call<Overview>(app, 'GET', '/api/visualdev/Dashboard/Overview', { token });
    expect(result.data.lastLogins).toHaveLength(2);
    expect(result.data.lastLogins[0]).toEqual({ time: expect.any(Number), ip: '127.0.0.1' });
    expect(result.data.lastLogins[0]!.time).toBeGreaterThanOrEqual(result.data.lastLogins[1]!.time);
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', '/api/visualdev/Dashboard/Overview')).code).toBe(602);
  });
});
