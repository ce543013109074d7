// Lifecycle test of the 表单示例 parcel: bootstrap → mount (the form, the industry dictionary read by
// its enCode) → unmount → nothing left: no DOM, no style sheet, the page's uploaders destroyed.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { http, setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import sheet from './formDemo.module.css';
import parcelConfig from './parcel';

const destroyed: string[] = [];
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  let made = 0;
  return {
    ...actual,
    createUploader: () => {
      const name = `uploader-${++made}`;
      return { $items: atom([]), events$: { subscribe: () => ({ unsubscribe: () => undefined }) }, add: () => '', pause: () => undefined, resume: () => undefined, retry: () => undefined, remove: () => undefined, destroy: () => destroyed.push(name) };
    },
  };
});
// Heavy chunks with tests of their own in @atrium/ui.
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  FileUploader: () => <div data-uploader="file" />,
  ImageUploader: () => <div data-uploader="image" />,
  RichTextEditor: ({ label }: { label: string }) => <textarea aria-label={label} />,
}));

const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
afterEach(() => jest.restoreAllMocks());

it('mounts the form with the industry tree, then unmounts leaving nothing behind', async () => {
  const get = jest.spyOn(http, 'get').mockImplementation((url: string) => {
    if (url === '/api/system/DictionaryData/IndustryType/Data/Selector') return Promise.resolve({ list: [{ id: 'it', fullName: '信息技术', children: [{ id: 'software', fullName: '软件开发' }] }] });
    if (url === '/api/system/Area/-1/Selector/0') return Promise.resolve({ list: [{ id: '110000', fullName: '北京市', isLeaf: false }] });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;

  const parcel = mountRootParcel(parcelConfig, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelector('sl-select[label="树形下拉"] sl-option[value="software"]')).not.toBeNull());
  expect(domElement.querySelector('section[aria-label="表单示例"]')).not.toBeNull();
  expect(domElement.querySelector('[data-uploader="file"]')).not.toBeNull();
  // Only reads: the industry dictionary and the provinces.
  expect(new Set(get.mock.calls.map(([url]) => url))).toEqual(new Set(['/api/system/DictionaryData/IndustryType/Data/Selector', '/api/system/Area/-1/Selector/0']));

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  expect(destroyed).toEqual(['uploader-1', 'uploader-2']);
  domElement.remove();
});
