import { tabFor, tabsForRoutes } from './tabsState';

describe('tabFor', () => {
  it('opens the profile as a closable tab though it is no menu entry', () => {
    expect(tabFor('/profile', '', [])).toEqual({ path: '/profile', fullPath: '/profile', title: '', affix: false, noCache: false });
  });

  it("carries the menu's icon class, so the tab can show the menu's icon", () => {
    const menu = { id: 'm1', enCode: 'systemData.dictionary', fullName: '数据字典', type: 2 as const, icon: 'icon-ym icon-ym-dictionary' };
    const route = { path: '/systemData/dictionary', modelId: 'm1', title: '数据字典', titlePath: ['数据字典'], name: 'systemData-dictionary', menu };
    expect(tabFor('/systemData/dictionary', '?a=1', [route])).toMatchObject({ title: '数据字典', icon: 'icon-ym icon-ym-dictionary' });
  });

  it('opens no tab for a path that is neither a menu page nor a shell page', () => {
    expect(tabFor('/nowhere', '', [])).toBeNull();
  });
});

describe('tabsForRoutes', () => {
  const menu = (id: string, fullName: string, icon = '') => ({ id, enCode: id, fullName, type: 2 as const, icon });
  const route = (path: string, title: string, icon = '') => ({ path, modelId: path, title, titlePath: [title], name: path, menu: menu(path, title, icon) });
  const home = { path: '/basic/dashboard', fullPath: '/basic/dashboard', title: '', affix: true, noCache: false };
  const tab = (path: string, title: string) => ({ path, fullPath: `${path}?k=1`, title, affix: false, noCache: false });

  it('closes the tabs of pages the new menus no longer hold and keeps the home and profile tabs', () => {
    const tabs = [home, tab('/a', 'A'), tab('/b', 'B'), tab('/profile', '')];
    expect(tabsForRoutes(tabs, [route('/b', 'B')])).toEqual([home, tab('/b', 'B'), tab('/profile', '')]);
  });

  it('takes renamed titles and new icons, keeping the query of the last visit', () => {
    expect(tabsForRoutes([home, tab('/a', 'A')], [route('/a', 'Alpha', 'icon-ym icon-ym-a')])).toEqual([
      home,
      { ...tab('/a', 'Alpha'), icon: 'icon-ym icon-ym-a' },
    ]);
  });

  it('returns the same list when nothing changed, so nothing re-renders', () => {
    const tabs = [home, tab('/a', 'A')];
    expect(tabsForRoutes(tabs, [route('/a', 'A')])).toBe(tabs);
  });
});
