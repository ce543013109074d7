import type { MenuNode } from '@atrium/shared';
import { groupForPath, layoutParts, MORE_ID, sideMenusFor, splitTopMenu, topLevelOf } from './menuLayout';

function menu(id: string, type: MenuNode['type'], children: MenuNode[] = [], urlAddress: string | null = null): MenuNode {
  return { id, enCode: id, fullName: id, type, urlAddress, children };
}
const page = (id: string, url: string): MenuNode => menu(id, 2, [], url);

const group = menu('group', 1, [page('overview', 'analysis/overview')]);
const directory = menu('dir', 0, [menu('sub', 0, [page('deep', 'a/deep')]), page('flat', 'a/flat')]);
const topPage = page('top', 'top/page');

describe('splitTopMenu', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('keeps every entry when all fit at 116 px each', () => {
    expect(splitTopMenu(items, 1160)).toEqual({ visible: items, overflow: [] });
    expect(splitTopMenu(items.slice(0, 3), 400)).toEqual({ visible: [0, 1, 2], overflow: [] });
  });

  it('moves what does not fit into the overflow, keeping one slot for "more"', () => {
    // 1159 px: 9 slots, 8 entries + 'more'.
    expect(splitTopMenu(items, 1159)).toEqual({ visible: items.slice(0, 8), overflow: [8, 9] });
    expect(splitTopMenu(items, 350)).toEqual({ visible: [0, 1], overflow: [2, 3, 4, 5, 6, 7, 8, 9] });
  });

  it('puts everything under "more" when not even two slots are left', () => {
    expect(splitTopMenu(items, 120)).toEqual({ visible: [], overflow: items });
    expect(splitTopMenu(items, 0)).toEqual({ visible: [], overflow: items });
    expect(splitTopMenu([], 0)).toEqual({ visible: [], overflow: [] });
  });

  it('takes another item width', () => {
    expect(splitTopMenu(items, 500, 100)).toEqual({ visible: items.slice(0, 4), overflow: items.slice(4) });
  });
});

describe('layoutParts', () => {
  it('gives each layout its frame, and the mobile side menu below 992 px', () => {
    expect(layoutParts('classic', false)).toEqual({ sidebar: true, topMenu: false, logoInHeader: false });
    expect(layoutParts('functional', false)).toEqual({ sidebar: false, topMenu: true, logoInHeader: true });
    expect(layoutParts('plain', false)).toEqual({ sidebar: false, topMenu: false, logoInHeader: true });
    expect(layoutParts('blend', false)).toEqual({ sidebar: true, topMenu: true, logoInHeader: true });
    expect(layoutParts('functional', true)).toEqual(layoutParts('classic', false));
  });
});

describe('groupForPath and sideMenusFor', () => {
  it('finds the top-level entry of a page at any depth', () => {
    expect(topLevelOf([group, directory], '/a/deep')?.id).toBe('dir');
    expect(topLevelOf([group, directory, topPage], '/top/page')?.id).toBe('top');
    expect(topLevelOf([group, directory], '/nowhere')).toBeNull();
  });

  it('classic: a type-1 first menu opens on home, dashboard and 404; a type-0 one does not', () => {
    for (const path of ['/', '/home', '/basic/dashboard', '/404']) {
      expect(groupForPath('classic', [group, directory], path)).toBe('group');
      expect(groupForPath('classic', [directory, group], path)).toBeNull();
    }
  });

  it('classic: pages under a type-1 group select it; pages elsewhere show the whole tree', () => {
    expect(groupForPath('classic', [directory, group], '/analysis/overview')).toBe('group');
    expect(groupForPath('classic', [group, directory], '/a/deep')).toBeNull();
    expect(groupForPath('classic', [group, directory], '/menuMore')).toBeUndefined();
    expect(sideMenusFor('classic', [group, directory], 'group', [])).toEqual(group.children);
    expect(sideMenusFor('classic', [group, directory], null, [])).toEqual([group, directory]);
    expect(sideMenusFor('classic', [group, directory], MORE_ID, [directory])).toEqual([group, directory]);
  });

  it('blend: every top-level entry narrows the left menu; home selects the first', () => {
    expect(groupForPath('blend', [directory, group], '/basic/dashboard')).toBe('dir');
    expect(groupForPath('blend', [directory, group], '/a/flat')).toBe('dir');
    expect(groupForPath('blend', [directory, group, topPage], '/top/page')).toBeNull();
    expect(sideMenusFor('blend', [directory, group], 'dir', [])).toEqual(directory.children);
    expect(sideMenusFor('blend', [directory, group], null, [])).toEqual([]);
    expect(sideMenusFor('blend', [directory, group], MORE_ID, [group])).toEqual([group]);
  });
});
