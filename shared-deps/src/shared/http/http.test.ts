import { AxiosHeaders } from 'axios';
import { sessionEvents$, type SessionEvent } from '../bus';
import { configureApi } from '../config';
import { setLocale } from '../i18n';
import { $currentPath } from '../routing';
import { adoptToken } from '../session';
import { $token, resetSession } from '../sessionState';
import { createFakeAdapter, envelope } from '../testing/fakeAdapter';
import { http, setHttpAdapter } from './index';

const header = (config: { headers: unknown }, name: string): unknown => AxiosHeaders.from(config.headers as AxiosHeaders).get(name);

beforeEach(() => {
  resetSession();
  document.body.innerHTML = '';
  window.history.pushState(null, '', '/');
  setLocale('zh');
});

afterEach(() => {
  setHttpAdapter(undefined);
  jest.useRealTimers();
});

describe('the shared http client', () => {
  it('sends the current token and the current locale', async () => {
    const fake = createFakeAdapter();
    setHttpAdapter(fake.adapter);
    await http.get('/api/a');
    expect(header(fake.last(), 'Authorization')).toBeUndefined();
    expect(header(fake.last(), 'Accept-Language')).toBe('zh-CN');

    adoptToken('bearer live');
    setLocale('zhtw');
    await http.get('/api/a');
    expect(header(fake.last(), 'Authorization')).toBe('bearer live');
    expect(header(fake.last(), 'Accept-Language')).toBe('zh-TW');
    setLocale('en');
    await http.get('/api/a');
    expect(header(fake.last(), 'Accept-Language')).toBe('en-US');
  });

  it('shows the error toast in the page for 1.5 s', async () => {
    jest.useFakeTimers();
    setHttpAdapter(createFakeAdapter(() => ({ networkError: true })).adapter);
    await expect(http.get('/api/a')).rejects.toMatchObject({ kind: 'network' });
    const toast = document.querySelector('[role="alert"]');
    expect(toast?.textContent).toBe('请求出错，请重试');
    jest.advanceTimersByTime(1499);
    expect(document.querySelector('[role="alert"]')).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('translates the generic error message', async () => {
    setLocale('en');
    setHttpAdapter(createFakeAdapter(() => ({ data: { code: 500 } })).adapter);
    await expect(http.get('/api/a')).rejects.toMatchObject({ msg: 'Request error, please retry' });
    setLocale('zhtw');
    await expect(http.get('/api/a')).rejects.toMatchObject({ msg: '請求出錯，請重試' });
  });

  it('on 600 clears the session once, announces the expiry and goes to /login with a redirect', async () => {
    adoptToken('bearer old');
    window.history.pushState(null, '', '/permission/user?page=2');
    setHttpAdapter(createFakeAdapter(() => envelope(600, null, '登录过期')).adapter);
    const events: SessionEvent[] = [];
    const subscription = sessionEvents$.subscribe((e) => events.push(e));
    const results = await Promise.allSettled([http.get('/api/a'), http.get('/api/b')]);
    subscription.unsubscribe();
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect($token.get()).toBeNull();
    expect(events).toEqual([{ type: 'expired', source: 'local' }]);
    expect(window.location.pathname).toBe('/login');
    expect(new URLSearchParams(window.location.search).get('redirect')).toBe('/permission/user?page=2');
    expect($currentPath.get()).toBe('/login');
  });

  it('on 600 keeps the page where it is when login redirects are off (a parcel embedded in a legacy page)', async () => {
    configureApi({ loginRedirect: false });
    try {
      adoptToken('bearer old');
      window.history.pushState(null, '', '/orders/list.jsp');
      setHttpAdapter(createFakeAdapter(() => envelope(600, null, '登录过期')).adapter);
      await expect(http.get('/api/a')).rejects.toBeTruthy();
      expect($token.get()).toBeNull();
      expect(window.location.pathname).toBe('/orders/list.jsp');
    } finally {
      configureApi({ loginRedirect: true });
    }
  });
});
