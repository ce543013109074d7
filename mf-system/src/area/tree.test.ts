import type { Area } from './api';
import { buildRows, levelsToReload } from './tree';

const area = (id: string, parentId: string, hasChildren = false): Area => ({
  id, parentId, fullName: id, enCode: id, type: 1, isLeaf: !hasChildren, hasChildren, enabledMark: 1, sortCode: 0,
});

const levels = new Map<string, Area[]>([
  ['-1', [area('js', '-1', true), area('zj', '-1', true)]],
  ['js', [area('nj', 'js', true)]],
]);

it('nests each loaded level under its parent and leaves unloaded ones without children', () => {
  const rows = buildRows(levels);
  expect(rows.map((row) => row.id)).toEqual(['js', 'zj']);
  expect(rows[0]?.children?.map((row) => row.id)).toEqual(['nj']);
  expect(rows[0]?.children?.[0]?.children).toBeUndefined();
  expect(rows[1]?.children).toBeUndefined();
});

it('reloads the changed level and the one holding its parent row', () => {
  expect(levelsToReload(levels, '-1')).toEqual(['-1']);
  expect(levelsToReload(levels, 'js')).toEqual(['js', '-1']);
  expect(levelsToReload(levels, 'nj')).toEqual(['nj', 'js']);
});
