// Lifecycle test of the 数据同步 parcel: bootstrap → mount (a sync started elsewhere shows its
// progress, polled) → unmount → nothing left, and the polling stops.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { SyncProgress } from './api';
import { PROGRESS_POLL_MS } from './DataSyncPage';
import sheet from './dataSync.module.css';
import parcelConfig from './parcel';

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;
const running: SyncProgress = { fromLinkId: 'f1', toLinkId: '0', table: 'orders', targetTable: 'orders', total: 1000, copied: 250, startedAt: 1 };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
afterEach(() => jest.restoreAllMocks());

it('mounts with a running sync\'s progress, then unmounts leaving nothing behind and polling no more', async () => {
  let polls = 0;
  jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url.endsWith('/DataSource/Selector')) return Promise.resolve({ list: [{ id: '0', fullName: '默认数据库', dbType: 'SQLite' }] });
    if (url.endsWith('/Actions/Progress')) {
      polls += 1;
      return Promise.resolve(running);
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const parcel = mountRootParcel(parcelConfig, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelector('sl-progress-bar[label="正在同步 250 / 1000 条"]')).not.toBeNull());
  await waitFor(() => expect(polls).toBeGreaterThan(1), { timeout: PROGRESS_POLL_MS * 4 });

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  const after = polls;
  await new Promise((resolve) => setTimeout(resolve, PROGRESS_POLL_MS * 2));
  expect(polls).toBe(after);
  domElement.remove();
});
