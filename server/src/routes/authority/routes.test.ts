import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { authorityRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [authorityRoutes];

let app: FastifyInstance;
let admin: string;
let viewer: string;
let dictionaryId: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
  dictionaryId = (app.db.prepare("SELECT id FROM modules WHERE en_code = 'systemData.dictionary'").get() as { id: string }).id;
});

afterAll(async () => {
  await closeTestApp(app);
});

const GET = '/api/permission/Authority/GetColumnsByModuleId';
const SET = '/api/permission/Authority/SetColumnsByModuleId';
const columns = [{ prop: 'enCode', label: '编码', visible: true }, { prop: 'fullName', visible: false }];

describe('column settings per user and module', () => {
  it('starts empty, saves, reads back, and keeps each user separate', async () => {
    expect(await call(app, 'GET', `${GET}/${dictionaryId}`, { token: viewer })).toMatchObject({ code: 200, data: { moduleId: dictionaryId, list: [] } });
    const saved = await call(app, 'PUT', SET, { token: viewer, body: { moduleId: dictionaryId, fieldList: JSON.stringify(columns) } });
    expect(saved).toMatchObject({ code: 200, data: null });
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`, { token: viewer })).data).toEqual({ moduleId: dictionaryId, list: columns });
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`, { token: admin })).data).toEqual({ moduleId: dictionaryId, list: [] });

    // A second save replaces the first.
    await call(app, 'PUT', SET, { token: viewer, body: { moduleId: dictionaryId, fieldList: '[]' } });
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`, { token: viewer })).data).toEqual({ moduleId: dictionaryId, list: [] });
  });

  it.each([
    ['not JSON', '[{'],
    ['not a list', '{"prop":"a"}'],
    ['a column without prop', '[{"visible":true}]'],
    ['visible as text', '[{"prop":"a","visible":"yes"}]'],
    ['a duplicate prop', '[{"prop":"a","visible":true},{"prop":"a","visible":false}]'],
    ['too many columns', JSON.stringify(Array.from({ length: 201 }, (_, i) => ({ prop: `c${i}`, visible: true })))],
  ])('refuses %s with a 400 and saves nothing', async (_label, fieldList) => {
    const result = await call(app, 'PUT', SET, { token: admin, body: { moduleId: dictionaryId, fieldList } });
    expect(result.code).toBe(400);
    expect(result.msg).toContain('fieldList');
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`, { token: admin })).data).toEqual({ moduleId: dictionaryId, list: [] });
  });

  it('checks the body schema', async () => {
    expect((await call(app, 'PUT', SET, { token: admin, body: { fieldList: '[]' } })).code).toBe(400);
    expect((await call(app, 'PUT', SET, { token: admin, body: { moduleId: dictionaryId, fieldList: 5 } })).code).toBe(400);
  });

  it('refuses modules the user cannot open, and unknown modules, the same way', async () => {
    const outsider = await createUser(app, { roles: [] });
    const token = await signIn(app, outsider.account, outsider.password);
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`, { token })).code).toBe(403);
    expect((await call(app, 'PUT', SET, { token, body: { moduleId: dictionaryId, fieldList: '[]' } })).code).toBe(403);
    expect((await call(app, 'GET', `${GET}/no-such-module`, { token: admin })).code).toBe(403);
    expect((await call(app, 'GET', `${GET}/${dictionaryId}`)).code).toBe(602);
  });
});
