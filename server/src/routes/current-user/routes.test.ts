import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn, tryLogin } from '../../testing';
import { currentUserRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [currentUserRoutes];

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

describe('/api/permission/Users/Current', () => {
  it('saves the language and answers in the language of the request', async () => {
    const token = await signIn(app, 'lisi');
    const result = await call(app, 'PUT', '/api/permission/Users/Current/SystemLanguage', { token, body: { language: 'en' }, lang: 'en' });
    expect(result).toMatchObject({ code: 200, msg: 'Switch Language Success' });
    const zhtw = await call(app, 'PUT', '/api/permission/Users/Current/SystemLanguage', { token, body: { language: 'zhtw' }, lang: 'zh-TW' });
    expect(zhtw.msg).toBe('切換成功');
    const info = await call<{ language: string }>(app, 'GET', '/api/permission/Users/Current/BaseInfo', { token });
    expect(info.data.language).toBe('zhtw');
  });

  it('refuses an unknown language, naming the field', async () => {
    const token = await signIn(app, 'lisi');
    const bad = await call(app, 'PUT', '/api/permission/Users/Current/SystemLanguage', { token, body: { language: 'fr' } });
    expect(bad.code).toBe(400);
    expect(bad.msg).toBe('language 只能是 zh, zhtw, en');
  });

  it('saves the layout, which the next sign-in returns', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    expect((await call(app, 'PUT', '/api/permission/Users/Current/SystemTheme', { token, body: { theme: 'functional' } })).code).toBe(200);
    expect((await call(app, 'PUT', '/api/permission/Users/Current/SystemTheme', { token, body: { theme: 'neon' } })).code).toBe(400);
    const login = await tryLogin(app, user.account, user.password);
    expect(login.data.theme).toBe('functional');
  });

  it('returns the base info of the signed-in user', async () => {
    const token = await signIn(app, 'wangwu');
    const info = await call<Record<string, unknown>>(app, 'GET', '/api/permission/Users/Current/BaseInfo', { token });
    expect(info.code).toBe(200);
    expect(info.data).toMatchObject({ account: 'wangwu', realName: '王五', organize: 'Atrium 科技有限公司/财务部', position: '会计', roleName: '普通员工' });
    expect(info.data).not.toHaveProperty('password_hash');
  });
});
