// Lifecycle of the web 功能设计 parcel: bootstrap → mount → the list shows → unmount → nothing left
// (no DOM, its stylesheet released).
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { visualDev } from '../testing/factories';
import { webDesignParcel } from './parcels';
import sheet from './visualDev.module.css';

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});
afterEach(() => jest.restoreAllMocks());

it('mounts the designed-module list, then unmounts leaving nothing behind', async () => {
  jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url === '/api/visualdev/Base') return Promise.resolve({ list: [visualDev({ id: 'vd1', fullName: '请假单' })], pagination: { total: 1 } });
    if (url === '/api/system/DictionaryData/All') return Promise.resolve({ list: [] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const parcel = mountRootParcel(webDesignParcel, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelector('tr[data-row-id="vd1"]')).not.toBeNull());
  expect(domElement.textContent).toContain('web 功能设计');

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
