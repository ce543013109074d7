// Lifecycle of the 门户设计 parcel: bootstrap → mount → the list shows → unmount → nothing left
// (no DOM, its stylesheet released).
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { registerPortalTranslations } from './i18n';
import { visualPortalParcel } from './parcels';
import sheet from './portal.module.css';
import { portalRow } from './testing';

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPortalTranslations();
});
afterEach(() => jest.restoreAllMocks());

it('mounts the portal list, then unmounts leaving nothing behind', async () => {
  jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url === '/api/visualdev/Portal') return Promise.resolve({ list: [portalRow({ id: 'p1', fullName: '默认门户' })], pagination: { total: 1 } });
    if (url === '/api/system/DictionaryData/All') return Promise.resolve({ list: [] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const parcel = mountRootParcel(visualPortalParcel, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelector('tr[data-row-id="p1"]')).not.toBeNull());
  expect(domElement.querySelector('section[aria-label="门户设计"]')).not.toBeNull();

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
