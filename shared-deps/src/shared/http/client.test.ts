import axios, { AxiosHeaders, CanceledError } from 'axios';
import { ApiError } from './ApiError';
import { createHttpClient, ERROR_TOAST_MS, type HttpClientDeps } from './client';
import { createFakeAdapter, envelope, type FakeReply } from '../testing/fakeAdapter';

interface Harness {
  deps: HttpClientDeps;
  toasts: { message: string; duration: number }[];
  navigations: string[];
  expired: number;
}

function setup(
  handler?: Parameters<typeof createFakeAdapter>[0],
  overrides: Partial<HttpClientDeps> & { token?: string | null; pathname?: string; search?: string } = {},
) {
  const fake = createFakeAdapter(handler);
  const state: Harness = { deps: undefined as unknown as HttpClientDeps, toasts: [], navigations: [], expired: 0 };
  const deps: HttpClientDeps = {
    adapter: fake.adapter,
    getConfig: () => ({ baseURL: '', timeout: 5000 }),
    getToken: () => (overrides.token === undefined ? 'bearer abc.def' : overrides.token),
    getAcceptLanguage: () => 'zh-CN',
    defaultErrorMessage: () => '请求出错，请重试',
    canceledMessage: () => 'canceled',
    toastError: (message, duration) => state.toasts.push({ message, duration }),
    expireSession: () => {
      state.expired++;
    },
    getLocation: () => ({ pathname: overrides.pathname ?? '/systemData/dictionary', search: overrides.search ?? '?tab=2' }),
    navigate: (url) => state.navigations.push(url),
    now: () => 1700000000000,
    ...overrides,
  };
  state.deps = deps;
  return { client: createHttpClient(deps), fake, state };
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to reject');
}

const header = (config: { headers: unknown }, name: string): unknown => AxiosHeaders.from(config.headers as AxiosHeaders).get(name);

describe('request interceptor', () => {
  it('adds the timestamp query n to every call', async () => {
    const { client, fake } = setup();
    await client.get('/api/a', { keyword: 'x' });
    await client.post('/api/b', { id: 1 });
    await client.delete('/api/c/1');
    expect(fake.calls.map((c) => (c.params as Record<string, unknown>).n)).toEqual([1700000000000, 1700000000000, 1700000000000]);
  });

  it('marks the origin as pc and sends the token verbatim', async () => {
    const { client, fake } = setup();
    await client.get('/api/a');
    expect(header(fake.last(), 'jnpf-origin')).toBe('pc');
    expect(header(fake.last(), 'Authorization')).toBe('bearer abc.def');
    expect(header(fake.last(), 'Accept-Language')).toBe('zh-CN');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, fake } = setup(undefined, { token: null });
    await client.get('/api/a');
    expect(header(fake.last(), 'Authorization')).toBeUndefined();
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, fake } = setup();
    await client.post('/api/upload', {}, { headers: { Authorization: 'bearer other' } });
    expect(header(fake.last(), 'Authorization')).toBe('bearer other');
  });

  it('sends the GET payload as query parameters', async () => {
    const { client, fake } = setup();
    await client.get('/api/list', { currentPage: 1, pageSize: 20 });
    expect(fake.last().params).toEqual({ currentPage: 1, pageSize: 20, n: 1700000000000 });
    await client.request({ url: '/api/list', method: 'get', data: { keyword: 'k' } });
    expect(fake.last().params).toEqual({ keyword: 'k', n: 1700000000000 });
    expect(fake.last().data).toBeUndefined();
  });

  it('serialises list parameters as repeated keys', async () => {
    const { client, fake } = setup();
    await client.get('/api/users', { ids: ['a', 'b'], keyword: '张' });
    expect(axios.getUri(fake.last())).toBe(`/api/users?ids=a&ids=b&keyword=${encodeURIComponent('张')}&n=1700000000000`);
  });

  it('sends other bodies as JSON', async () => {
    const { client, fake } = setup();
    await client.put('/api/item/1', { fullName: '名称' });
    expect(fake.last().method).toBe('put');
    expect(JSON.parse(fake.last().data as string)).toEqual({ fullName: '名称' });
  });

  it('form-encodes the body when asked', async () => {
    const { client, fake } = setup();
    await client.post('/api/oauth/Login', { account: 'admin', code: undefined, scope: 'all' }, { form: true });
    expect(String(header(fake.last(), 'Content-Type'))).toMatch(/^application\/x-www-form-urlencoded/);
    expect(new URLSearchParams(fake.last().data as string).toString()).toBe('account=admin&code=&scope=all');
  });

  it('uses the configured base URL and timeout, and a per-call timeout', async () => {
    const { client, fake } = setup(undefined, { getConfig: () => ({ baseURL: 'https://api.example.com', timeout: 8000 }) });
    await client.get('/api/a');
    expect(fake.last().baseURL).toBe('https://api.example.com');
    expect(fake.last().timeout).toBe(8000);
    await client.get('/api/a', undefined, { timeout: 100000 });
    expect(fake.last().timeout).toBe(100000);
  });
});

describe('response handling', () => {
  it('resolves with the data of a code 200 envelope', async () => {
    const { client, state } = setup(() => envelope(200, { list: [1, 2] }));
    await expect(client.get('/api/a')).resolves.toEqual({ list: [1, 2] });
    expect(state.toasts).toEqual([]);
  });

  it('rejects a non-200 code with ApiError and toasts the server msg for 1500 ms', async () => {
    const { client, state } = setup(() => ({ data: { code: 400, msg: '名称已存在', data: { field: 'fullName' } } }));
    const error = await rejection(client.post('/api/a', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 400, msg: '名称已存在', kind: 'api', data: { field: 'fullName' }, message: '名称已存在' });
    expect(state.toasts).toEqual([{ message: '名称已存在', duration: 1500 }]);
    expect(ERROR_TOAST_MS).toBe(1500);
  });

  it('toasts 请求出错，请重试 when the server sent no msg', async () => {
    const { client, state } = setup(() => ({ data: { code: 500 } }));
    const error = await rejection(client.get('/api/a'));
    expect(error.msg).toBe('请求出错，请重试');
    expect(state.toasts).toEqual([{ message: '请求出错，请重试', duration: 1500 }]);
  });

  it('does not toast silent calls but still rejects', async () => {
    const { client, state } = setup(() => envelope(400, null, 'bad'));
    const error = await rejection(client.get('/api/a', undefined, { silent: true }));
    expect(error.code).toBe(400);
    expect(state.toasts).toEqual([]);
  });

  it.each([600, 601, 602])('code %i ends the session and goes to /login with a redirect', async (code) => {
    const { client, state } = setup(() => envelope(code, null, '登录过期'));
    const error = await rejection(client.get('/api/system/DictionaryType'));
    expect(error.kind).toBe('session');
    expect(error.code).toBe(code);
    expect(state.expired).toBe(1);
    expect(state.navigations).toEqual([`/login?redirect=${encodeURIComponent('/systemData/dictionary?tab=2')}`]);
    expect(state.toasts).toEqual([{ message: '登录过期', duration: 1500 }]);
  });

  it.each(['/api/oauth/Login', '/api/oauth/LockScreen'])('code 600 on %s is a plain error (wrong credentials)', async (url) => {
    const { client, state } = setup(() => envelope(600, null, '账户或密码错误'));
    const error = await rejection(client.post(url, {}));
    expect(error.kind).toBe('api');
    expect(state.expired).toBe(0);
    expect(state.navigations).toEqual([]);
    expect(state.toasts).toEqual([{ message: '账户或密码错误', duration: 1500 }]);
  });

  it('does not treat /api/oauth/Logout like the exempt Login call', async () => {
    const { client, state } = setup(() => envelope(601));
    await rejection(client.get('/api/oauth/Logout'));
    expect(state.expired).toBe(1);
  });

  it('ends the session but does not navigate when already on /login', async () => {
    const { client, state } = setup(() => envelope(602), { pathname: '/login', search: '?redirect=%2Fhome' });
    const error = await rejection(client.get('/api/oauth/CurrentUser'));
    expect(error.kind).toBe('session');
    expect(state.expired).toBe(1);
    expect(state.navigations).toEqual([]);
  });

  it('handles an envelope carried by an HTTP error status', async () => {
    const { client, state } = setup(() => ({ status: 401, data: { code: 600, msg: 'token 失效' } }));
    const error = await rejection(client.get('/api/a'));
    expect(error.kind).toBe('session');
    expect(state.expired).toBe(1);
  });

  it.each<[string, FakeReply]>([
    ['a network failure', { networkError: true }],
    ['a timeout', { timeout: true }],
  ])('turns %s into a network ApiError with the generic toast', async (_label, reply) => {
    const { client, state } = setup(() => reply);
    const error = await rejection(client.get('/api/a'));
    expect(error).toMatchObject({ kind: 'network', code: 0, msg: '请求出错，请重试' });
    expect(state.toasts).toEqual([{ message: '请求出错，请重试', duration: 1500 }]);
  });

  it('turns an HTTP error without envelope into a network error carrying the status', async () => {
    const { client, state } = setup(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = await rejection(client.get('/api/a'));
    expect(error).toMatchObject({ kind: 'network', code: 502 });
    expect(state.toasts).toHaveLength(1);
  });

  it('treats a 200 answer that is not an envelope as an error', async () => {
    const { client, state } = setup(() => ({ data: '<!doctype html>' }));
    const error = await rejection(client.get('/api/a'));
    expect(error.kind).toBe('network');
    expect(state.toasts).toEqual([{ message: '请求出错，请重试', duration: 1500 }]);
  });

  it('returns blob and arraybuffer bodies untouched, without code checks', async () => {
    const blob = new Blob(['a,b\n1,2']);
    const { client, state } = setup((config) => ({ data: config.responseType === 'blob' ? blob : new ArrayBuffer(4) }));
    await expect(client.get('/api/file/Download/a/b', undefined, { responseType: 'blob' })).resolves.toBe(blob);
    await expect(client.get('/api/file/Download/a/b', undefined, { responseType: 'arraybuffer' })).resolves.toBeInstanceOf(ArrayBuffer);
    expect(state.toasts).toEqual([]);
  });

  it('resolves the whole envelope with skipCodeCheck, even for an error code', async () => {
    const { client, state } = setup(() => ({ data: { code: 400, msg: '连接失败', data: null } }));
    await expect(client.post('/api/system/DataSource/Actions/Test', {}, { skipCodeCheck: true })).resolves.toEqual({
      code: 400,
      msg: '连接失败',
      data: null,
    });
    expect(state.toasts).toEqual([]);
    expect(state.expired).toBe(0);
  });

  it('rejects a canceled call without a toast', async () => {
    const controller = new AbortController();
    const { client, state } = setup(
      (config) =>
        new Promise<FakeReply>((_resolve, reject) => {
          config.signal?.addEventListener?.('abort', () => reject(new CanceledError()));
        }),
    );
    const pending = client.get('/api/slow', undefined, { signal: controller.signal });
    controller.abort();
    const error = await rejection(pending);
    expect(error).toMatchObject({ kind: 'network', canceled: true });
    expect(state.toasts).toEqual([]);
  });
});
