import { flattenMenuRoutes, type MenuNode } from '@atrium/shared';
import { createMenuSearch, MAX_PATTERN_LENGTH } from './menuSearch';

function menu(id: string, fullName: string, type: MenuNode['type'], urlAddress: string | null, children: MenuNode[] = []): MenuNode {
  return { id, enCode: id, fullName, type, urlAddress, children };
}

const menus: MenuNode[] = [
  menu('sys', '系统数据', 0, null, [menu('dict', '数据字典', 2, 'systemData/dictionary'), menu('area', '行政区划', 2, 'systemData/area')]),
  menu('perm', '组织权限', 0, null, [menu('user', '用户管理', 2, 'permission/user')]),
];

const search = createMenuSearch(flattenMenuRoutes(menus));

it('finds a page by title and labels it with its title path', () => {
  const [first] = search('数据字典');
  expect(first).toMatchObject({ path: '/systemData/dictionary', label: '系统数据 > 数据字典' });
});

it('finds a page by its path', () => {
  expect(search('permission/user')[0]?.path).toBe('/permission/user');
});

it('returns nothing for an empty query or a miss', () => {
  expect(search('   ')).toEqual([]);
  expect(search('zzzzqqq')).toEqual([]);
});

it('cuts patterns to 32 characters instead of failing', () => {
  const long = `数据字典${'x'.repeat(100)}`;
  expect(() => search(long)).not.toThrow();
  expect(MAX_PATTERN_LENGTH).toBe(32);
});
