// Lifecycle test of the 表格示例 page parcel: bootstrap → mount → assert → unmount → nothing left.
import { waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { setLocale } from '@atrium/shared';
import sheet from './tableDemo.module.css';
import { BASE, project, registerTableDemoStrings } from './testing';

// The page's real calls over a fake transport: the parcel takes the module's own api.
jest.mock('./api', () => {
  const actual = jest.requireActual('./api');
  const { createFakeTransport } = jest.requireActual('@atrium/testing');
  const fake = createFakeTransport(actual.createTableDemoApi);
  return { ...actual, tableDemoApi: fake.api, fake };
});

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mock above
const parcelConfig = () => (require('./parcel') as typeof import('./parcel')).default;
const counts = (sheet as unknown as { counts: { use: number; unuse: number } }).counts;
const { fake } = jest.requireMock('./api') as { fake: import('@atrium/testing').FakeTransport<unknown> };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerTableDemoStrings();
});

it('mounts the page on its plain table, then unmounts leaving nothing behind', async () => {
  fake.on(`GET ${BASE}`, { list: [project('p1', { projectName: '甲项目' })], pagination: { currentPage: 1, pageSize: 20, total: 1 }, summary: { costAmount: 0, tunesAmount: 0, projectedIncome: 0 } });
  fake.on(`GET ${BASE}/ControlSample/TreeList`, { list: [] });
  const domElement = document.createElement('div');
  document.body.append(domElement);
  const inUseBefore = counts.use - counts.unuse;
  const usesBefore = counts.use;

  const parcel = mountRootParcel(parcelConfig(), { domElement });
  await parcel.mountPromise;
  expect(counts.use).toBeGreaterThan(usesBefore);
  await waitFor(() => expect(domElement.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(1));
  expect(domElement.querySelector('section')?.getAttribute('aria-label')).toBe('表格示例');
  // Only the shown tab loaded its list.
  expect(fake.callsTo(`GET ${BASE}`)).toHaveLength(1);

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  expect(counts.use - counts.unuse).toBe(inUseBefore);
  domElement.remove();
});
