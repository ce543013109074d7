import type { Area } from './api';
import { buildRows, levelsOf, levelsToReload } from './tree';

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

it('turns a search answer into loaded levels, in its order; an area whose parent is missing hangs at the top', () => {
  const found = [area('gd', '-1', true), area('sz', 'gd', true), area('ft', 'sz'), area('lost', 'nowhere')];
  const searched = levelsOf(found);
  expect(searched.get('-1')?.map((row) => row.id)).toEqual(['gd', 'lost']);
  expect(searched.get('gd')?.map((row) => row.id)).toEqual(['sz']);
  expect(searched.get('sz')?.map((row) => row.id)).toEqual(['ft']);
  expect(searched.has('nowhere')).toBe(false);
  const rows = buildRows(searched);
  expect(rows[0]?.children?.[0]?.children?.map((row) => row.id)).toEqual(['ft']);
});
