// The portal calls of the home page: the Selector tree read as groups, SetDefault by id.
import { http } from '@atrium/shared';
import { getPortalGroups, portalGroupsOf, setDefaultPortal } from './api';

afterEach(() => jest.restoreAllMocks());

it('reads the Selector’s categories with their portals, leaving empty ones out', () => {
  expect(
    portalGroupsOf([
      { id: 'c1', fullName: '基础门户', parentId: '0', hasChildren: true, children: [{ id: 'p1', fullName: '默认门户', parentId: 'c1', hasChildren: false }] },
      { id: 'c2', fullName: '空分类', parentId: '0', hasChildren: true, children: [] },
      { id: 'p9', fullName: '无分类门户', parentId: '0', hasChildren: false },
    ]),
  ).toEqual([
    { id: 'c1', fullName: '基础门户', portals: [{ id: 'p1', fullName: '默认门户' }] },
    { id: '', fullName: '', portals: [{ id: 'p9', fullName: '无分类门户' }] },
  ]);
});

it('asks the Selector quietly and sets the default portal by id', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({ list: [] });
  const put = jest.spyOn(http, 'put').mockResolvedValue(null);
  expect(await getPortalGroups()).toEqual([]);
  expect(get).toHaveBeenCalledWith('/api/visualdev/Portal/Selector', undefined, { silent: true });
  await setDefaultPortal('p/1');
  expect(put).toHaveBeenCalledWith('/api/visualdev/Portal/p%2F1/Actions/SetDefault');
});
