import type { InternalAxiosRequestConfig } from 'axios';
import { createElement } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { SocketEnvironment } from './socketClient';

// As in portalSocket.test.ts: the wire is replaced, the portal's handling of messages is real.
jest.mock('./socketClient', () => {
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  const holder: { env: SocketEnvironment | null } = { env: null };
  return {
    holder,
    createSocketClient: (env: SocketEnvironment) => {
      holder.env = env;
      return { $status: atom('idle'), start: () => undefined, stop: () => undefined, send: () => undefined };
    },
  };
});

import { setHttpAdapter } from '../http';
import { addTranslations, setLocale, t } from '../i18n';
import { createFakeAdapter, envelope } from '../testing/fakeAdapter';
import './index';

function env(): SocketEnvironment {
  const { holder } = jest.requireMock<{ holder: { env: SocketEnvironment | null } }>('./socketClient');
  if (!holder.env) throw new Error('the portal socket was not created');
  return holder.env;
}

let served: { namespace: string; key: string; lang: string; value: string }[] = [];
let calls: InternalAxiosRequestConfig[] = [];

beforeAll(() => {
  void addTranslations('overrideTest', {
    zh: { page: { title: '系统配置', save: '保存' } },
    zhtw: { page: { title: '系統配置', save: '保存' } },
    en: { page: { title: 'System configuration', save: 'Save' } },
  });
});

beforeEach(() => {
  setLocale('zh');
  const fake = createFakeAdapter((config) => (config.url?.includes('/api/system/Language/Overrides') ? envelope(200, { list: served }) : envelope(200, null)));
  calls = fake.calls;
  setHttpAdapter(fake.adapter);
});

afterEach(() => setHttpAdapter(undefined));

const until = async (check: () => boolean) => {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

it('fetches the overrides on connect and on languageChanged; texts change without a reload and go back when removed', async () => {
  served = [{ namespace: 'overrideTest', key: 'page.title', lang: 'zh', value: '平台配置' }];
  env().onEvent({ method: 'initMessage' });
  await until(() => t('overrideTest:page.title') === '平台配置');
  expect(t('overrideTest:page.title')).toBe('平台配置');
  expect(t('overrideTest:page.save')).toBe('保存');
  expect(calls.some((call) => call.url?.includes('/api/system/Language/Overrides'))).toBe(true);

  served = [{ namespace: 'overrideTest', key: 'page.save', lang: 'zh', value: '保存设置' }];
  env().onEvent({ method: 'languageChanged' });
  await until(() => t('overrideTest:page.save') === '保存设置');
  expect(t('overrideTest:page.save')).toBe('保存设置');
  // No longer listed: the built-in text is back.
  expect(t('overrideTest:page.title')).toBe('系统配置');
  // Other languages keep theirs.
  setLocale('en');
  expect(t('overrideTest:page.save')).toBe('Save');
});

it('an override survives its namespace loading later', async () => {
  served = [{ namespace: 'lateTest', key: 'hello', lang: 'zh', value: '您好（改）' }];
  env().onEvent({ method: 'languageChanged' });
  await until(() => calls.length > 0);
  await new Promise((resolve) => setTimeout(resolve, 0));
  await addTranslations('lateTest', { zh: () => Promise.resolve({ hello: '您好', bye: '再见' }), zhtw: { hello: '您好' }, en: { hello: 'Hello' } });
  expect(t('lateTest:hello')).toBe('您好（改）');
  expect(t('lateTest:bye')).toBe('再见');
});

function Title() {
  const { t: translate } = useTranslation('overrideTest');
  return createElement('h1', null, translate('page.title'));
}

it('a mounted useTranslation() shows the new text without remounting', async () => {
  setLocale('zh');
  served = [];
  env().onEvent({ method: 'languageChanged' });
  render(createElement(Title));
  expect(await screen.findByRole('heading', { name: '系统配置' })).toBeTruthy();
  served = [{ namespace: 'overrideTest', key: 'page.title', lang: 'zh', value: '门户设置' }];
  await act(async () => {
    env().onEvent({ method: 'languageChanged' });
    await until(() => t('overrideTest:page.title') === '门户设置');
  });
  expect(await screen.findByRole('heading', { name: '门户设置' })).toBeTruthy();
});
