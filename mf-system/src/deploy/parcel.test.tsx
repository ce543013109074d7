// Lifecycle test of the 模块部署 parcel: bootstrap → mount → assert → unmount → nothing left.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { DeployStatus, HistoryPage, ModuleList } from './api';
import sheet from './deploy.module.css';
import parcelConfig from './parcel';

const modules: ModuleList = {
  version: 3,
  list: [{ module: '@atrium/mf-system', url: '/assets/mf-system/a1/atrium-mf-system.a1.js', size: 2048, integrity: 'sha384-abc', deployedAt: 1, author: 'build', kind: 'mf' }],
};
const status: DeployStatus = { version: 3, last: null };
const history: HistoryPage = { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } };
const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
afterEach(() => jest.restoreAllMocks());

it('mounts the page with the modules, then unmounts leaving nothing behind', async () => {
  jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url.endsWith('/Modules')) return Promise.resolve(modules);
    if (url.endsWith('/Status')) return Promise.resolve(status);
    if (url.endsWith('/History')) return Promise.resolve(history);
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const parcel = mountRootParcel(parcelConfig, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelector('tr[data-row-id="@atrium/mf-system"]')).not.toBeNull());
  expect(domElement.textContent).toContain('暂无部署记录');
  expect(domElement.textContent).toContain('2.0 KB');

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
