import type { FastifyInstance } from 'fastify';
import { nonFinitePath } from '../plugins/finite-numbers';
import { buildTestApp, call, closeTestApp, signIn } from '../testing';
import { pageWindow } from './paging';

type Paged = { list: unknown[]; pagination: { currentPage: number; pageSize: number; total: number } };

describe('paging of every list', () => {
  let app: FastifyInstance;
  let admin: string;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await signIn(app, 'admin');
  });

  afterAll(async () => {
    await closeTestApp(app);
  });

  it.each([
    ['currentPage=1e309&pageSize=20', 'currentPage 超出数值范围'],
    ['currentPage=Infinity', 'currentPage 超出数值范围'],
    ['currentPage=-Infinity', 'currentPage 超出数值范围'],
    ['pageSize=1e309', 'pageSize 超出数值范围'],
    ['pageSize=Infinity', 'pageSize 超出数值范围'],
    ['currentPage=12345678901234567890', 'currentPage 不能大于 1000000'],
    ['currentPage=NaN', 'currentPage 的类型应为 integer'],
    ['currentPage=0', 'currentPage 不能小于 1'],
    ['pageSize=0', 'pageSize 不能小于 1'],
    ['pageSize=-20', 'pageSize 不能小于 1'],
    ['pageSize=2.5', 'pageSize 的类型应为 integer'],
    ['sort=sideways', 'sort 只能是 asc, desc, ""'],
    ['sidx=password_hash', 'sidx 应为空'],
    ['sidx=creatorTime', 'sidx 应为空'],
  ])('answers 400 with a clear message for %s', async (query, msg) => {
    const result = await call(app, 'GET', `/api/message?${query}`, { token: admin });
    expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
  });

  it('says it in the caller’s language', async () => {
    const result = await call(app, 'GET', '/api/message?pageSize=1e309', { token: admin, lang: 'en' });
    expect(result.msg).toBe('pageSize is out of range');
  });

  it.each([
    ['pageSize=501', 500],
    ['pageSize=10000', 500],
    ['pageSize=12345678901234567890', 500],
    ['pageSize=500', 500],
    ['pageSize=30', 30],
    ['', 20],
  ])('serves %s with a page size of %i', async (query, size) => {
    const result = await call<Paged>(app, 'GET', `/api/message/Notice?${query}`, { token: admin });
    expect(result.code).toBe(200);
    expect(result.data.pagination.pageSize).toBe(size);
  });

  it('refuses Infinity in a JSON body too (1e309 parses to it), schema or not', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/oauth/SocketTicket',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: '{"options":[{"size":1e309}]}',
    });
    expect(response.json()).toMatchObject({ code: 400, msg: 'options[0].size 超出数值范围' });
  });
});

describe('pageWindow', () => {
  it('turns a validated query into offset and limit, clamping the size', () => {
    expect(pageWindow({ currentPage: 3, pageSize: 50 })).toEqual({ currentPage: 3, pageSize: 50, offset: 100, limit: 50 });
    expect(pageWindow({ currentPage: 2, pageSize: 9999 })).toEqual({ currentPage: 2, pageSize: 500, offset: 500, limit: 500 });
    expect(pageWindow({})).toEqual({ currentPage: 1, pageSize: 20, offset: 0, limit: 20 });
  });
});

describe('nonFinitePath', () => {
  it('names the first number that is not finite, at any depth', () => {
    expect(nonFinitePath({ a: 1, b: [2, { c: Infinity }] })).toBe('b[1].c');
    expect(nonFinitePath({ a: Number.NaN })).toBe('a');
    expect(nonFinitePath(-Infinity)).toBe('');
    expect(nonFinitePath({ a: 1, b: ['x', null, { c: 1e308 }] })).toBeNull();
  });

  it('does not walk file buffers', () => {
    expect(nonFinitePath({ file: Buffer.alloc(16) })).toBeNull();
  });
});
