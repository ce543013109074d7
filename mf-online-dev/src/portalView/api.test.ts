// The renderer's calls: the paths and queries the product's own pages use.
import { createPortalViewApi } from './api';
import { createFakeHttp } from '../testing/fakeHttp';

it('asks for the caller’s to-dos as 待办事宜 does, and the inbox’s announcements as the message centre does', async () => {
  const fake = createFakeHttp({
    'GET /api/workflow/Engine/FlowBefore/List/1': () => ({ list: [{ id: 't1', fullName: 'a' }, { id: 't2', fullName: 'b' }], pagination: { total: 9 } }),
    'GET /api/message': () => ({ list: [{ id: 'm1', title: 'n', releaseTime: 1 }], pagination: { total: 1 } }),
    'GET /api/visualdev/Dashboard/Overview': () => ({ userCount: 3 }),
  });
  const api = createPortalViewApi(fake);
  expect((await api.todos(1)).map((row) => row.id)).toEqual(['t1']);
  expect(fake.callsTo('get', '/api/workflow/Engine/FlowBefore/List/1')[0]).toMatchObject({ body: { currentPage: 1, pageSize: 1 }, options: { silent: true } });
  expect(await api.notices(5)).toHaveLength(1);
  expect(fake.callsTo('get', '/api/message')[0]).toMatchObject({ body: { currentPage: 1, pageSize: 5, type: 1, sort: 'desc' }, options: { silent: true } });
  expect(await api.overview()).toEqual({ userCount: 3 });
});

it('reads the portal or the server’s refusal from /auth', async () => {
  const fake = createFakeHttp({
    'GET /api/visualdev/Portal/a%2Fb/auth': () => ({ code: 200, msg: '', data: { id: 'a/b', fullName: 'x', type: 0, formData: '{}' } }),
    'GET /api/visualdev/Portal/gone/auth': () => ({ code: 400, msg: '该门户已被禁用', data: null }),
  });
  const api = createPortalViewApi(fake);
  expect(await api.auth('a/b')).toEqual({ portal: { id: 'a/b', fullName: 'x', type: 0, formData: '{}' } });
  expect(await api.auth('gone')).toEqual({ refused: '该门户已被禁用' });
});

it('asks a data interface for a chart’s rows, one page of at most 500, and keeps only the rows', async () => {
  const fake = createFakeHttp({
    'POST /api/system/DataInterface/di%2F1/Action/List': () => ({ list: [{ day: '01', n: 3 }, null, 'x', [1], { day: '02', n: 4 }], pagination: { total: 2 } }),
  });
  const api = createPortalViewApi(fake);
  expect(await api.interfaceRows('di/1')).toEqual([{ day: '01', n: 3 }, { day: '02', n: 4 }]);
  expect(fake.callsTo('post', '/api/system/DataInterface/di%2F1/Action/List')[0]).toMatchObject({ body: { currentPage: 1, pageSize: 500 }, options: { silent: true } });
});
