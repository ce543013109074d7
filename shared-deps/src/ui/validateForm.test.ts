import { maxLengthRule, requiredRule } from '@atrium/shared';
import { isValid, validateForm } from './validateForm';
import { filterTree, flattenTree, parentIds } from './tree';

it('returns the first failing message per field', () => {
  const rules = { fullName: [requiredRule('请输入名称'), maxLengthRule(50, '名称最多为50个字符！')] };
  expect(validateForm({ fullName: '' }, rules)).toEqual({ fullName: '请输入名称' });
  expect(validateForm({ fullName: '😀'.repeat(51) }, rules)).toEqual({ fullName: '名称最多为50个字符！' });
  const ok = validateForm({ fullName: '😀'.repeat(50) }, rules);
  expect(isValid(ok)).toBe(true);
});

it('tree helpers flatten, filter with ancestors and list parents', () => {
  const tree = [{ id: 'a', name: 'x', children: [{ id: 'b', name: 'y' }] }, { id: 'c', name: 'y' }];
  expect(flattenTree(tree).map(({ node, depth }) => `${node.id}${depth}`)).toEqual(['a0', 'b1', 'c0']);
  expect(flattenTree(tree, () => false).map(({ node }) => node.id)).toEqual(['a', 'c']);
  expect(filterTree(tree, (node) => node.id === 'b')).toEqual([{ id: 'a', name: 'x', children: [{ id: 'b', name: 'y', children: [] }] }]);
  expect([...parentIds(tree)]).toEqual(['a']);
});
