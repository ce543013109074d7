// 数据地图 over the fake transport: the list, the upload dialog's checks in the server's words
// (not JSON, not GeoJSON, no file), a valid file previewed as SVG paths and uploaded, preview, delete.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { createMapApi, type MapApi, type MapRow } from './api';
import { MapView } from './MapPage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifySuccess', jest.Mock>;
const BASE = '/api/system/DataMap';

const square = [[[116, 39], [117, 39], [117, 40], [116, 40], [116, 39]]];
const GEOJSON = JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Feature', properties: { name: '东城区' }, geometry: { type: 'Polygon', coordinates: square } }] });

const row: MapRow = { id: 'm1', fullName: '北京市', enCode: '110000', dataSize: 2048, featureCount: 16, sortCode: 0, enabledMark: 1, creatorTime: Date.UTC(2026, 0, 5), lastModifyTime: null };

let fake: FakeTransport<MapApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  fake = createFakeTransport(createMapApi);
  fake.on(`GET ${BASE}`, { list: [row], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  fake.on(`GET ${BASE}/m1`, { ...row, data: GEOJSON });
  fake.on(`POST ${BASE}`, { id: 'm2' });
  fake.on(`DELETE ${BASE}/m1`, null);
});

const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const typeText = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};
const choose = (text: string, name = 'map.geojson') => {
  const input = document.querySelector('[data-testid="map-file"]') as HTMLInputElement;
  const file = new File([text], name, { type: 'application/json' });
  // jsdom's File has no text() before v22's polyfill in some builds: give it one.
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
};

it('lists the maps with area code, areas and size', async () => {
  render(<MapView api={fake.api} />);
  const cell = await screen.findByText('北京市');
  const tr = cell.closest('tr') as HTMLElement;
  expect(within(tr).getByText('110000')).toBeTruthy();
  expect(within(tr).getByText('16')).toBeTruthy();
  expect(within(tr).getByText('2 KB')).toBeTruthy();
});

it('checks the upload in the server’s words, previews a valid file and uploads it', async () => {
  render(<MapView api={fake.api} />);
  await screen.findByText('北京市');
  fireEvent.click(screen.getAllByText('上传地图')[0] as HTMLElement);
  await waitFor(() => expect(dialog()).not.toBeNull());
  fireEvent.click(within(dialog()).getByText('确定'));
  expect(await within(dialog()).findByText('请输入地图名称')).toBeTruthy();
  expect(within(dialog()).getByText('请上传 GeoJSON 地图文件')).toBeTruthy();
  typeText(dialog().querySelector('sl-input[label="地图名称"]') as Element, '北京市');
  typeText(dialog().querySelector('sl-input[label="区域编码"]') as Element, '110101');
  choose('{"type": "FeatureCollection",');
  expect(await within(dialog()).findByText(/地图文件不是有效的 JSON/)).toBeTruthy();
  choose(JSON.stringify({ type: 'Topology' }));
  expect(await within(dialog()).findByText('地图文件必须是 GeoJSON 的 FeatureCollection、Feature 或几何对象')).toBeTruthy();
  expect(fake.callsTo(`POST ${BASE}`)).toHaveLength(0);
  choose(GEOJSON, 'dongcheng.geojson');
  await waitFor(() => expect(dialog().querySelector('[data-testid="map-preview"] path')).not.toBeNull());
  expect(within(dialog()).getByText('dongcheng.geojson')).toBeTruthy();
  fireEvent.click(within(dialog()).getByText('确定'));
  await waitFor(() => expect(fake.callsTo(`POST ${BASE}`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${BASE}`)[0]?.payload).toEqual({ fullName: '北京市', enCode: '110101', data: GEOJSON, sortCode: 0, enabledMark: 1 });
});

it('previews a stored map as SVG and deletes after naming it', async () => {
  render(<MapView api={fake.api} />);
  const tr = (await screen.findByText('北京市')).closest('tr') as HTMLElement;
  fireEvent.click(within(tr).getByText('预览'));
  await waitFor(() => expect(document.querySelector('[data-testid="map-preview"] path title')?.textContent).toBe('东城区'));
  expect(screen.getByText('区域编码 110000，共 16 个区域')).toBeTruthy();
  fireEvent.click(within(tr).getByText('删除'));
  await waitFor(() => expect(fake.callsTo(`DELETE ${BASE}/m1`)).toHaveLength(1));
  expect(shared.confirmDelete).toHaveBeenCalledWith('确定删除地图“北京市”吗？');
});
