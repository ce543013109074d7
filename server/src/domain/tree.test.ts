import { buildTree, parentsFirst, subtreeIds } from './tree';

const rows = [
  { id: 'c', parentId: 'a', name: 'C' },
  { id: 'a', parentId: '0', name: 'A' },
  { id: 'b', parentId: '0', name: 'B' },
  { id: 'd', parentId: 'c', name: 'D' },
  { id: 'orphan', parentId: 'missing', name: 'O' },
  { id: 'x', parentId: 'y', name: 'X' },
  { id: 'y', parentId: 'x', name: 'Y' },
];

describe('tree helpers', () => {
  it('builds a forest, hanging orphans at the root and dropping cycles', () => {
    const tree = buildTree(rows, '0');
    expect(tree.map((node) => node.id)).toEqual(['a', 'b', 'orphan']);
    expect(tree[0]?.hasChildren).toBe(true);
    expect(tree[0]?.children[0]?.children[0]?.id).toBe('d');
    expect(tree[1]).toMatchObject({ hasChildren: false, children: [] });
  });

  it('orders parents before children', () => {
    expect(parentsFirst(rows, '0').map((row) => row.id)).toEqual(['a', 'c', 'd', 'b', 'orphan']);
  });

  it('collects a subtree', () => {
    expect([...subtreeIds(rows, 'a')].sort()).toEqual(['a', 'c', 'd']);
    expect([...subtreeIds(rows, 'unknown')]).toEqual(['unknown']);
  });
});
