// Lifecycle of the organisation page parcel: bootstrap → mount → rows shown → unmount → nothing left.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { setLocale } from '@atrium/shared';
import sheet from '../common/permission.module.css';
import { registerPermissionTranslations } from '../i18n';
import type { Organize } from './api';

const tree: Organize[] = [
  { id: 'o1', parentId: '-1', fullName: '总公司', enCode: 'hq', sortCode: 0, enabledMark: 1, children: [
    { id: 'o2', parentId: 'o1', fullName: '分公司', enCode: 'branch', sortCode: 1, enabledMark: 0 },
  ] },
];

jest.mock('./api', () => ({ getOrganizes: jest.fn(() => Promise.resolve(tree)) }));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
const parcelConfig = () => (require('./parcel') as typeof import('./parcel')).default;
const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

it('mounts the organisation tree expanded, then unmounts leaving nothing behind', async () => {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;
  const parcel = mountRootParcel(parcelConfig(), { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(2));
  const rows = [...domElement.querySelectorAll('tbody tr')].map((row) => row.textContent ?? '');
  expect(rows[0]).toMatch(/总公司hq.*启用/);
  expect(rows[1]).toMatch(/分公司branch.*禁用/);
  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
