import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { tryLogin } from '../../testing/factories';
import { userRoutes } from './routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [userRoutes];

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const count = (app: FastifyInstance) => (app.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;

describe('POST /api/permission/Users', () => {
  let app: FastifyInstance;
  let admin: string;

  beforeEach(async () => {
    app = await buildTestApp({ routes });
    admin = await signIn(app, 'admin');
  });
  afterEach(async () => closeTestApp(app));

  it('creates a staff account that signs in with the given password', async () => {
    const created = await call<{ id: string; password: string | null }>(app, 'POST', '/api/permission/Users', {
      token: admin,
      body: { account: 'e2euser1', realName: '测试用户', password: md5('Secret-123') },
    });
    expect(created.code).toBe(200);
    expect(created.data.password).toBeNull();
    expect((await tryLogin(app, 'e2euser1', 'Secret-123')).code).toBe(200);
    const roles = app.db.prepare('SELECT r.en_code FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = ?').all(created.data.id);
    expect(roles).toEqual([{ en_code: 'staff' }]);
  });

  it('generates a random initial password when none is given and returns it once', async () => {
    const created = await call<{ id: string; password: string }>(app, 'POST', '/api/permission/Users', { token: admin, body: { account: 'generated', realName: '生成' } });
    expect(created.data.password).toMatch(/^\S{12,}$/);
    expect((await tryLogin(app, 'generated', created.data.password)).code).toBe(200);
  });

  it.each([
    [{ account: '', realName: '甲' }, '请输入账号'],
    [{ account: 'has space', realName: '甲' }, '账号只能包含字母和数字'],
    [{ account: 'a'.repeat(51), realName: '甲' }, '账号最多为50个字符'],
    [{ account: 'admin', realName: '甲' }, '账号已存在：admin'],
    [{ account: 'ok1', realName: '   ' }, '请输入姓名'],
    [{ account: 'ok2', realName: '甲\u200b乙' }, 'realName 不能包含不可见字符'],
    [{ account: 'ok3', realName: '甲', roleIds: ['nope'] }, '角色不存在'],
    [{ account: 'ok4', realName: '甲', password: 'plain-text' }, undefined],
  ])('refuses %j and writes nothing', async (body, message) => {
    const before = count(app);
    const response = await call(app, 'POST', '/api/permission/Users', { token: admin, body });
    expect(response.code).toBe(400);
    if (message) expect(response.msg).toBe(message);
    expect(count(app)).toBe(before);
  });

  it('refuses a user without the add button', async () => {
    const viewer = await signIn(app, 'viewer');
    const response = await call(app, 'POST', '/api/permission/Users', { token: viewer, body: { account: 'sneaky', realName: '甲' } });
    expect(response.code).toBe(403);
  });
});
