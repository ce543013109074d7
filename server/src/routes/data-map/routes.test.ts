import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { MAP_DATA_MAX_BYTES } from './geojson';
import { dataMapRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [dataMapRoutes];

const BASE = '/api/system/DataMap';

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

const square = (x: number, y: number) => [[[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1], [x, y]]];
const collection = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: '东城区', adcode: 110101 }, geometry: { type: 'Polygon', coordinates: square(116, 39) } },
    { type: 'Feature', properties: { name: '西城区' }, geometry: { type: 'MultiPolygon', coordinates: [square(115, 39)] } },
  ],
});
const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM data_maps').get() as { n: number }).n;

describe('/api/system/DataMap', () => {
  it('uploads a checked map, lists it without its document, returns it with the document, and deletes it', async () => {
    const created = await call<{ id: string }>(app, 'POST', BASE, { token: admin, body: { fullName: ' 北京市 ', enCode: '110000', data: collection } });
    expect(created).toMatchObject({ code: 200, msg: '新建成功' });
    const list = await call<{ list: Record<string, unknown>[]; pagination: { total: number } }>(app, 'GET', `${BASE}?keyword=110`, { token: admin });
    expect(list.data.pagination.total).toBe(1);
    expect(list.data.list[0]).toMatchObject({ fullName: '北京市', enCode: '110000', featureCount: 2, dataSize: Buffer.byteLength(collection), enabledMark: 1 });
    expect(list.data.list[0]).not.toHaveProperty('data');
    const info = await call<{ data: string }>(app, 'GET', `${BASE}/${created.data.id}`, { token: admin });
    expect(JSON.parse(info.data.data)).toMatchObject({ type: 'FeatureCollection' });
    expect((await call(app, 'PUT', `${BASE}/${created.data.id}/Actions/State`, { token: admin })).code).toBe(200);
    // An update without a new document keeps the stored one.
    expect((await call(app, 'PUT', `${BASE}/${created.data.id}`, { token: admin, body: { fullName: '北京', enCode: '110000', enabledMark: 0 } })).code).toBe(200);
    const after = await call<{ data: string; fullName: string; enabledMark: number }>(app, 'GET', `${BASE}/${created.data.id}`, { token: admin });
    expect(after.data).toMatchObject({ fullName: '北京', enabledMark: 0, data: collection });
    expect(await call(app, 'DELETE', `${BASE}/${created.data.id}`, { token: admin })).toMatchObject({ code: 200 });
    expect(count()).toBe(0);
    expect((await call(app, 'GET', `${BASE}/${created.data.id}`, { token: admin })).code).toBe(404);
  });

  it('takes a single Feature or a bare geometry', async () => {
    const feature = JSON.stringify({ type: 'Feature', properties: null, geometry: { type: 'Point', coordinates: [116.4, 39.9] } });
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '点', enCode: 'p1', data: feature } })).code).toBe(200);
    const geometry = JSON.stringify({ type: 'Polygon', coordinates: square(100, 20) });
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '面', enCode: 'p2', data: geometry } })).code).toBe(200);
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '重复', enCode: 'p2', data: geometry } })).msg).toBe('区域编码 p2 已有地图');
    app.db.prepare('DELETE FROM data_maps').run();
  });

  it.each([
    ['text that is not JSON', '{"type": "FeatureCollection",', '地图文件不是有效的 JSON'],
    ['JSON that is not GeoJSON', JSON.stringify({ type: 'Topology', objects: {} }), '不支持的几何类型“Topology”（位置 $）'],
    ['an array', '[1, 2]', '地图文件必须是 GeoJSON 的 FeatureCollection、Feature 或几何对象（位置 $）'],
    ['a collection without features', JSON.stringify({ type: 'FeatureCollection', features: [] }), '地图文件中没有任何区域'],
    ['a feature that is not a Feature', JSON.stringify({ type: 'FeatureCollection', features: [{ type: 'Polygon', coordinates: [] }] }), '（位置 $.features[0]）'],
    ['an unknown geometry', JSON.stringify({ type: 'Feature', properties: {}, geometry: { type: 'Circle', coordinates: [1, 2] } }), '不支持的几何类型“Circle”（位置 $.geometry）'],
    ['a latitude of 95', JSON.stringify({ type: 'Point', coordinates: [10, 95] }), '坐标无效（位置 $.coordinates）'],
    ['a polygon ring of numbers', JSON.stringify({ type: 'Polygon', coordinates: [1, 2, 3] }), '坐标无效'],
    ['a text coordinate', JSON.stringify({ type: 'Point', coordinates: ['116', 39] }), '坐标无效'],
  ])('refuses %s with a clear 400 and stores nothing', async (_name, data, message) => {
    const result = await call(app, 'POST', BASE, { token: admin, body: { fullName: '坏地图', enCode: 'bad', data } });
    expect(result.code).toBe(400);
    expect(result.msg).toContain(message);
    expect(count()).toBe(0);
  });

  it('refuses a document above 5 MB, a missing document and bad codes', async () => {
    const big = JSON.stringify({ type: 'Point', coordinates: [1, 2], pad: 'x'.repeat(MAP_DATA_MAX_BYTES) });
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '大', enCode: 'big', data: big } })).msg).toBe('地图文件不能超过5MB');
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '空', enCode: 'none' } })).msg).toBe('请上传 GeoJSON 地图文件');
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '码', enCode: '11 00', data: collection } })).msg).toContain('区域编码只能包含字母');
    expect((await call(app, 'POST', BASE, { token: admin, body: { fullName: '', enCode: '1', data: collection } })).msg).toBe('请输入地图名称');
    expect(count()).toBe(0);
  });

  it('refuses viewer every call', async () => {
    expect((await call(app, 'GET', BASE, { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', BASE, { token: viewer, body: { fullName: '北京市', enCode: '110000', data: collection } })).code).toBe(403);
    expect(count()).toBe(0);
  });
});
