// The cache page over a fake transport: the server's caches with their titles, size and age, a
// keyword filter, and clearing one or all after a confirmation naming the cache.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { fakeClient, type FakeClient } from '../log/testing';
import { createCacheApi, type CacheRow } from './api';
import { CacheView } from './CachePage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/CacheManage';
const NOW = Date.UTC(2026, 0, 5, 12, 0);

let fake: FakeClient;
let caches: CacheRow[];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  shared.confirmDialog.mockImplementation(() => Promise.resolve(true));
  caches = [
    { name: 'permissions', count: 12, cacheSize: 3 * 1024 * 1024, createTime: NOW - 2 * 3600_000 },
    { name: 'statements', count: 40, cacheSize: 0, createTime: NOW - 30_000 },
    { name: 'somethingNew', count: 0, cacheSize: 0, createTime: null },
  ];
  fake = fakeClient();
  fake.on(`GET ${BASE}`, () => ({ list: caches }));
  fake.on(`DELETE ${BASE}/permissions`, () => {
    caches = caches.map((cache) => (cache.name === 'permissions' ? { ...cache, count: 0, cacheSize: 0, createTime: null } : cache));
    return null;
  });
  fake.on(`POST ${BASE}/Actions/ClearAll`, null);
});

const view = () => render(<CacheView api={createCacheApi(fake.client)} now={() => NOW} />);

it('lists the caches by title with entries, size and age; an unknown cache shows its name', async () => {
  view();
  expect(await screen.findByText('用户权限')).toBeTruthy();
  expect(screen.getByText('预编译 SQL 语句')).toBeTruthy();
  expect(screen.getAllByText('somethingNew').length).toBe(2);
  expect(screen.getByText('3.0 MB')).toBeTruthy();
  expect(screen.getByText('2 小时')).toBeTruthy();
  expect(screen.getByText('30 秒')).toBeTruthy();
});

it('filters by keyword', async () => {
  view();
  await screen.findByText('用户权限');
  const keyword = document.querySelector('sl-input[name="keyword"]') as HTMLElement & { value: string };
  keyword.value = '权限';
  fireEvent(keyword, new Event('sl-input'));
  fireEvent.submit(screen.getByRole('search'));
  await waitFor(() => expect(screen.queryByText('预编译 SQL 语句')).toBeNull());
  expect(screen.getByText('用户权限')).toBeTruthy();
});

it('clears one cache after a confirmation naming it, and nothing when the confirmation is declined', async () => {
  view();
  await screen.findByText('用户权限');
  shared.confirmDialog.mockImplementationOnce(() => Promise.resolve(false));
  fireEvent.click(screen.getAllByText('清除')[0]!);
  await waitFor(() => expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定清除缓存“用户权限”吗？清除后将在下次使用时重新计算。' }));
  expect(fake.callsTo(`DELETE ${BASE}/permissions`)).toEqual([]);
  fireEvent.click(screen.getAllByText('清除')[0]!);
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/permissions`).length).toBe(1));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('缓存“用户权限”已清除'));
  await waitFor(() => expect(screen.queryByText('3.0 MB')).toBeNull());
});

it('clears every cache after a confirmation', async () => {
  view();
  await screen.findByText('用户权限');
  fireEvent.click(screen.getByText('全部清除'));
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}/Actions/ClearAll`).length).toBe(1));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '确定清除全部缓存吗？清除后将在下次使用时重新计算。' });
  expect(shared.notifySuccess).toHaveBeenCalledWith('全部缓存已清除');
});
