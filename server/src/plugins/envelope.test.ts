import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../testing';
import { dictionaryDataRoutes } from '../routes/dictionary/data-routes';
import { dictionaryTypeRoutes } from '../routes/dictionary/type-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dictionaryDataRoutes, dictionaryTypeRoutes];

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
});

afterAll(async () => {
  await closeTestApp(app);
});

const typeCount = (): number => (app.db.prepare('SELECT COUNT(*) AS n FROM dictionary_types').get() as { n: number }).n;
const post = (body: string, contentType: string) =>
  call(app, 'POST', '/api/system/DictionaryType', { token: admin, body, headers: { 'content-type': contentType } });

describe('the JNPF envelope', () => {
  it('wraps success as {code: 200, msg, data} with HTTP 200 and no-store caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/oauth/getConfig/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(response.body) as { code: number; msg: string; data: unknown };
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
    expect(body.code).toBe(200);
  });

  it('accepts the timestamp query n and a trailing slash that JNPF clients send', async () => {
    const result = await call(app, 'GET', `/api/system/DictionaryData/sex/?n=${Date.now()}&keyword=`, { token: admin });
    expect(result.code).toBe(200);
  });

  it('answers an unknown API path with code 404 in an HTTP 200 envelope', async () => {
    const result = await call(app, 'GET', '/api/nothing/here?n=1', { token: admin });
    expect(result).toMatchObject({ status: 200, code: 404, msg: '接口不存在：GET /api/nothing/here', data: null });
    expect((await call(app, 'DELETE', '/api/oauth/Login')).code).toBe(404);
  });

  it.each([
    ['malformed JSON', '{"fullName":', 'application/json', '请求体不是合法的 JSON'],
    ['an empty JSON body', '', 'application/json', '请求体为空，但内容类型为 JSON'],
    ['JSON that is not an object', '"just a string"', 'application/json', 'body 的类型应为 object'],
    ['an unsupported content type', '<type/>', 'application/xml', '不支持的内容类型：application/xml'],
    ['plain text where an object is expected', 'fullName=x', 'text/plain', 'body 的类型应为 object'],
    ['multipart without a boundary', 'x', 'multipart/form-data', '请求格式错误：multipart body: boundary missing in content-type'],
    ['multipart with a broken body', '--b\r\nno end', 'multipart/form-data; boundary=b', '请求格式错误：multipart body: part headers not terminated'],
  ])('turns %s into code 400, never 500, and writes nothing', async (_label, body, type, msg) => {
    const before = typeCount();
    const result = await post(body, type);
    expect(result.status).toBe(200);
    expect(result.code).toBe(400);
    expect(result.msg).toBe(msg);
    expect(typeCount()).toBe(before);
  });

  it('turns an oversized body into code 400', async () => {
    const result = await post(JSON.stringify({ fullName: 'x'.repeat(1024 * 1024 + 10) }), 'application/json');
    expect(result).toMatchObject({ code: 400, msg: '请求体过大' });
  });

  it('accepts form-encoded bodies on any route, validated like JSON', async () => {
    const result = await post('parentId=-1&fullName=%E8%A1%A8%E5%8D%95&enCode=FormType&sortCode=3', 'application/x-www-form-urlencoded');
    expect(result.code).toBe(200);
    const bad = await post('parentId=-1&fullName=x&enCode=FormType2&sortCode=abc', 'application/x-www-form-urlencoded');
    expect(bad).toMatchObject({ code: 400, msg: 'sortCode 的类型应为 integer' });
  });

  it.each([
    [undefined, '暂无权限'],
    ['zh-CN,zh;q=0.9', '暂无权限'],
    ['zh-TW', '暫無權限'],
    ['zh-HK,en;q=0.5', '暫無權限'],
    ['en-GB', 'No permission'],
    ['fr-FR, en;q=0.8', 'No permission'],
    ['de-DE', '暂无权限'],
  ])('localises messages for Accept-Language %p', async (lang, msg) => {
    const viewer = await signIn(app, 'viewer');
    const result = await call(app, 'DELETE', '/api/system/DictionaryType/1', { token: viewer, ...(lang ? { lang } : {}) });
    expect(result).toMatchObject({ code: 403, msg });
  });
});
