import type { FastifyInstance } from 'fastify';
import { orgId, positionId, roleId } from '../../db/seed/organization';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { currentUserRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes];

const mockChanged: string[][] = [];
jest.mock('../../permission/changes', () => ({
  permissionsChanged: jest.fn((_app: unknown, ids: Iterable<string> | 'all') => { mockChanged.push(ids === 'all' ? ['all'] : [...ids]); }),
  usersOfObject: jest.fn(() => []),
}));

interface Membership { id: string; fullName: string; isDefault: boolean }

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ routes });
});
afterAll(async () => closeTestApp(app));

/** A user in 研发部 (major) and 财务部, as engineer (major) and accountant. */
async function twoHats() {
  const user = await createUser(app);
  app.db.prepare('INSERT INTO user_organizations (user_id, organize_id) VALUES (?, ?)').run(user.id, orgId('finance'));
  app.db.prepare('INSERT INTO user_positions (user_id, position_id) VALUES (?, ?), (?, ?)').run(user.id, positionId('engineer'), user.id, positionId('accountant'));
  app.db.prepare('UPDATE users SET position_id = ? WHERE id = ?').run(positionId('engineer'), user.id);
  return { ...user, token: await signIn(app, user.account, user.password) };
}

const get = <T>(token: string, path: string) => call<T>(app, 'GET', `/api/permission/Users/Current/${path}`, { token });
const major = (token: string, majorType: string, majorId: string) =>
  call(app, 'PUT', '/api/permission/Users/Current/major', { token, body: { majorType, majorId } });

describe('the current user\'s organisations, positions and roles', () => {
  it('lists them with the current one marked', async () => {
    const user = await twoHats();
    expect((await get<Membership[]>(user.token, 'getUserOrganizes')).data).toEqual([
      { id: orgId('rd'), fullName: 'Atrium 科技有限公司/研发部', isDefault: true },
      { id: orgId('finance'), fullName: 'Atrium 科技有限公司/财务部', isDefault: false },
    ]);
    expect((await get<Membership[]>(user.token, 'getUserPositions')).data.map((p) => [p.id, p.isDefault])).toEqual([
      [positionId('engineer'), true], [positionId('accountant'), false],
    ]);
    expect((await get<Membership[]>(user.token, 'getUserRoles')).data.map((r) => r.id)).toEqual([roleId('staff')]);
  });

  it('switches the current organisation and position among the user\'s own, and tells their portals', async () => {
    const user = await twoHats();
    mockChanged.length = 0;
    expect((await major(user.token, 'Organize', orgId('finance'))).code).toBe(200);
    expect((await major(user.token, 'Position', positionId('accountant'))).code).toBe(200);
    expect(app.db.prepare('SELECT organize_id, position_id FROM users WHERE id = ?').get(user.id)).toEqual({ organize_id: orgId('finance'), position_id: positionId('accountant') });
    expect(mockChanged).toEqual([[user.id], [user.id]]);
    expect((await get<Membership[]>(user.token, 'getUserOrganizes')).data.find((o) => o.isDefault)?.id).toBe(orgId('finance'));
  });

  it('refuses an organisation or position the user does not belong to (400), changing nothing', async () => {
    const user = await twoHats();
    mockChanged.length = 0;
    expect(await major(user.token, 'Organize', orgId('hr'))).toMatchObject({ code: 400, msg: '只能切换到您所属的组织或岗位' });
    expect((await major(user.token, 'Position', positionId('gm'))).code).toBe(400);
    expect((await major(user.token, 'Organize', 'nope')).code).toBe(400);
    expect(app.db.prepare('SELECT organize_id, position_id FROM users WHERE id = ?').get(user.id)).toEqual({ organize_id: orgId('rd'), position_id: positionId('engineer') });
    expect(mockChanged).toEqual([]);
  });

  it('Subordinate/{id}: the caller\'s direct subordinates, then theirs; nobody else\'s', async () => {
    const boss = await twoHats();
    const middle = await createUser(app, { realName: '中' });
    const worker = await createUser(app, { realName: '下' });
    app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(boss.id, middle.id);
    app.db.prepare('UPDATE users SET manager_id = ? WHERE id = ?').run(middle.id, worker.id);
    const first = (await get<{ id: string; isLeaf: boolean; department: string }[]>(boss.token, 'Subordinate/0')).data;
    expect(first).toEqual([expect.objectContaining({ id: middle.id, isLeaf: false, department: '研发部' })]);
    expect((await get<{ id: string; isLeaf: boolean }[]>(boss.token, `Subordinate/${middle.id}`)).data).toEqual([expect.objectContaining({ id: worker.id, isLeaf: true })]);
    const stranger = await twoHats();
    expect((await get(stranger.token, `Subordinate/${middle.id}`)).code).toBe(400);
  });
});
