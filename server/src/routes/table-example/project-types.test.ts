import type { ProjectTypeItem } from './lookup-repository';
import { isSelectableType, projectTypeSubtree, projectTypeTree } from './project-types';

const item = (id: string, parentId: string, enabledMark = 1): ProjectTypeItem => ({ id, parentId, fullName: `名${id}`, enabledMark });

describe('project types', () => {
  const items = [item('a', '0'), item('a1', 'a'), item('a1x', 'a1'), item('a2', 'a', 0), item('a2x', 'a2'), item('b', '0')];

  it('a disabled item hides its branch from the tree, not from the filter', () => {
    expect(projectTypeTree(items, false).map((node) => node.id)).toEqual(['a', 'a1', 'a1x', 'b']);
    expect(projectTypeTree(items, true)).toEqual([
      { id: 'a', text: '名a', parentId: '0', hasChildren: true, children: [
        { id: 'a1', text: '名a1', parentId: 'a', hasChildren: true, children: [{ id: 'a1x', text: '名a1x', parentId: 'a1', hasChildren: false, children: [] }] },
      ] },
      { id: 'b', text: '名b', parentId: '0', hasChildren: false, children: [] },
    ]);
    expect(projectTypeSubtree(items, 'a')).toEqual(['a', 'a1', 'a1x', 'a2', 'a2x']);
    expect(isSelectableType(items, 'a2')).toBe(false);
    expect(isSelectableType(items, 'a2x')).toBe(false);
    expect(isSelectableType(items, 'a1x')).toBe(true);
    expect(isSelectableType(items, 'zz')).toBe(false);
  });

  it('survives a damaged dictionary whose items form a cycle', () => {
    const cyclic = [item('x', 'y'), item('y', 'x'), item('r', '0')];
    expect(projectTypeSubtree(cyclic, 'x')).toEqual(['x', 'y']);
    expect(projectTypeTree(cyclic, true).map((node) => node.id)).toEqual(['r']);
    expect(projectTypeSubtree(cyclic, 'unknown')).toEqual(['unknown']);
  });
});
