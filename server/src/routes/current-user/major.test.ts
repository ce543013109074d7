import type { FastifyInstance } from 'fastify';
import type { MenuNode } from '../../domain/menus';
import type { UserInfo } from '../../domain/user-info';
import { ANALYSIS_SYSTEM_ID, SYSTEM_ID } from '../../db/seed/menus';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { currentUserRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes];

interface CurrentUser {
  menuList: MenuNode[];
  userInfo: UserInfo;
}

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

const currentUser = async (token: string): Promise<CurrentUser> =>
  (await call<CurrentUser>(app, 'GET', '/api/oauth/CurrentUser', { token })).data;
const switchTo = (token: string, majorId: string, majorType = 'System', lang?: string) =>
  call(app, 'PUT', '/api/permission/Users/Current/major', { token, body: { majorId, majorType }, lang });

describe('several systems', () => {
  it('an administrator of two systems sees the first one\'s menus, switches, and keeps the choice', async () => {
    const admin = await createUser(app, { isAdministrator: true, roles: [] });
    const token = await signIn(app, admin.account, admin.password);
    const before = await currentUser(token);
    expect(before.userInfo.systemIds.map((s) => [s.id, s.currentSystem])).toEqual([[SYSTEM_ID, true], [ANALYSIS_SYSTEM_ID, false]]);
    expect(before.userInfo.systemId).toBe(SYSTEM_ID);
    expect(before.menuList.every((menu) => menu.systemId === SYSTEM_ID)).toBe(true);

    const switched = await switchTo(token, ANALYSIS_SYSTEM_ID);
    expect(switched).toMatchObject({ code: 200, msg: '切换成功' });
    const after = await currentUser(token);
    expect(after.userInfo.systemId).toBe(ANALYSIS_SYSTEM_ID);
    expect(after.userInfo.systemIds.find((s) => s.currentSystem)?.id).toBe(ANALYSIS_SYSTEM_ID);
    expect(after.menuList.map((menu) => [menu.enCode, menu.type])).toEqual([['analysis', 1], ['analysisReport', 0]]);

    // Saved on the server: a new session starts in the chosen system.
    const again = await currentUser(await signIn(app, admin.account, admin.password));
    expect(again.userInfo.systemId).toBe(ANALYSIS_SYSTEM_ID);
  });

  it('the administrator role covers both systems', async () => {
    const user = await createUser(app, { roles: ['admin'] });
    const info = await currentUser(await signIn(app, user.account, user.password));
    expect(info.userInfo.systemIds.map((s) => s.id)).toEqual([SYSTEM_ID, ANALYSIS_SYSTEM_ID]);
  });

  it('staff see one system and cannot switch to one that is not theirs; nothing is saved', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const info = await currentUser(token);
    expect(info.userInfo.systemIds.map((s) => s.id)).toEqual([SYSTEM_ID]);

    const refused = await switchTo(token, ANALYSIS_SYSTEM_ID, 'System', 'en');
    expect(refused).toMatchObject({ code: 400, msg: 'The system does not exist or you may not use it' });
    expect((await switchTo(token, 'no-such-system')).code).toBe(400);
    const row = app.db.prepare('SELECT system_id FROM users WHERE id = ?').get(user.id) as { system_id: string | null };
    expect(row.system_id).toBeNull();
    expect((await currentUser(token)).userInfo.systemId).toBe(SYSTEM_ID);
  });

  it('validates the body and needs a session', async () => {
    const token = await signIn(app, 'lisi');
    expect((await switchTo(token, SYSTEM_ID, 'Organize')).code).toBe(400);
    expect((await call(app, 'PUT', '/api/permission/Users/Current/major', { token, body: { majorType: 'System' } })).code).toBe(400);
    expect((await call(app, 'PUT', '/api/permission/Users/Current/major', { body: { majorId: SYSTEM_ID, majorType: 'System' } })).code).toBe(602);
  });

  it('a saved system that is disabled later falls back to the first one still enabled', async () => {
    const admin = await createUser(app, { isAdministrator: true, roles: [] });
    const token = await signIn(app, admin.account, admin.password);
    expect((await switchTo(token, ANALYSIS_SYSTEM_ID)).code).toBe(200);
    app.db.prepare('UPDATE systems SET enabled_mark = 0 WHERE id = ?').run(ANALYSIS_SYSTEM_ID);
    try {
      const info = await currentUser(token);
      expect(info.userInfo.systemIds.map((s) => [s.id, s.currentSystem])).toEqual([[SYSTEM_ID, true]]);
      expect(info.menuList[0]?.systemId).toBe(SYSTEM_ID);
    } finally {
      app.db.prepare('UPDATE systems SET enabled_mark = 1 WHERE id = ?').run(ANALYSIS_SYSTEM_ID);
    }
  });
});
