// The grant tree's rules: checking grants the subtree and the ancestors, unchecking takes the
// subtree only, and the save lists ids by kind without grouping nodes.
import type { AuthorizeNode } from './api';
import { grantedKeys, stateOf, toSave, toggle } from './tree';

const tree: AuthorizeNode[] = [
  { id: 's1', fullName: '主系统', type: 'system', children: [
    { id: 'm1', fullName: '数据字典', type: 'module', children: [
      { id: 'm1-buttons', fullName: '按钮', type: 'group', children: [
        { id: 'b1', fullName: '新增', type: 'button' },
        { id: 'b2', fullName: '编辑', type: 'button' },
      ] },
      { id: 'c1', fullName: '名称', type: 'column' },
      { id: 'r1', fullName: '本部门数据', type: 'resource' },
    ] },
    { id: 'm2', fullName: '用户管理', type: 'module' },
  ] },
];
const find = (id: string): AuthorizeNode => {
  const stack = [...tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    if (node.id === id) return node;
    stack.push(...(node.children ?? []));
  }
  throw new Error(id);
};

it('checking a button grants its menu and system; the menu shows indeterminate until everything under it is checked', () => {
  const checked = toggle(tree, new Set(), 'button:b1', true);
  expect([...checked].sort()).toEqual(['button:b1', 'group:m1-buttons', 'module:m1', 'system:s1']);
  expect(stateOf(find('m1'), checked)).toBe('indeterminate');
  expect(stateOf(find('b1'), checked)).toBe('checked');
  expect(stateOf(find('m2'), checked)).toBe('unchecked');
  const all = toggle(tree, checked, 'system:s1', true);
  expect(stateOf(find('s1'), all)).toBe('checked');
});

it('unchecking a menu takes its subtree away but keeps the system; unchecking a button keeps its menu', () => {
  const all = toggle(tree, new Set(), 'system:s1', true);
  const noButton = toggle(tree, all, 'button:b2', false);
  expect(noButton.has('module:m1')).toBe(true);
  expect(noButton.has('button:b1')).toBe(true);
  const noMenu = toggle(tree, all, 'module:m1', false);
  expect([...noMenu].sort()).toEqual(['module:m2', 'system:s1']);
});

it('reads the granted ids and saves them by kind, leaving grouping nodes out', () => {
  const checked = grantedKeys(tree, ['s1', 'm1', 'b2', 'r1']);
  expect(toSave(tree, checked, 'Role')).toEqual({
    objectType: 'Role', systemIds: ['s1'], module: ['m1'], button: ['b2'], column: [], form: [], resource: ['r1'],
  });
});
