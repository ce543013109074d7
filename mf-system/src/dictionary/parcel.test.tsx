// Lifecycle test of the dictionary page parcel: bootstrap → mount → assert → unmount → nothing left.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { setLocale } from '@atrium/shared';
import sheet from './dictionary.module.css';
import { registerSystemTranslations } from '../i18n';
import type { DictionaryData, DictionaryType } from './api';

const categories: DictionaryType[] = [
  { id: 'g1', parentId: '-1', fullName: '系统字典', enCode: 'sys', isTree: 0, sortCode: 0, children: [
    { id: 't1', parentId: 'g1', fullName: '性别', enCode: 'sex', isTree: 0, sortCode: 0 },
  ] },
];
const rows: DictionaryData[] = [
  { id: 'd1', parentId: '0', fullName: '男', enCode: '1', enabledMark: 1, sortCode: 0 },
  { id: 'd2', parentId: '0', fullName: '女', enCode: '2', enabledMark: 0, sortCode: 1 },
];

jest.mock('./api', () => ({
  getDictionaryTypes: jest.fn(() => Promise.resolve(categories)),
  getDictionaryData: jest.fn(() => Promise.resolve(rows)),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
const parcelConfig = () => (require('./parcel') as typeof import('./parcel')).default;
const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

it('mounts the dictionary page with the first category data, then unmounts leaving nothing behind', async () => {
  const api = jest.requireMock('./api') as { getDictionaryData: jest.Mock };
  const domElement = document.createElement('div');
  document.body.append(domElement);
  // The jest style stub counts every sheet (the page's and @atrium/ui's): all must be released.
  const inUseBefore = counts.use - counts.unuse;
  const usesBefore = counts.use;

  // single-spa mounts outside React's act(); the parcel is a real React root.
  const parcel = mountRootParcel(parcelConfig(), { domElement });
  await parcel.mountPromise;
  expect(counts.use).toBeGreaterThan(usesBefore);

  await waitFor(() => expect(domElement.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(2));
  expect(api.getDictionaryData).toHaveBeenCalledWith('t1', { keyword: '', isTree: 0 });
  const cells = [...domElement.querySelectorAll('tbody td')].map((cell) => cell.textContent);
  expect(cells).toEqual(expect.arrayContaining(['男', '女', '启用', '禁用']));

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
