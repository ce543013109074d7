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

describe('tabs kept for the browser session', () => {
  type TabsModule = typeof import('./tabsState');
  const user = (userId: string) => ({ userId, account: userId, realName: userId });
  const page = (path: string) => ({ path, fullPath: `${path}?k=1`, title: path, affix: false, noCache: false });

  /** The module as a fresh page load finds it: the signed-in user in localStorage, tabs in sessionStorage. */
  function load(userId: string | null): TabsModule {
    if (userId) localStorage.setItem('jnpf_userInfo', JSON.stringify(user(userId)));
    else localStorage.removeItem('jnpf_userInfo');
    let loaded: TabsModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<TabsModule>('./tabsState');
    });
    return loaded!;
  }

  // Each load is a fresh copy of @atrium/shared too, and single-spa warns that it was loaded twice.
  beforeEach(() => {
    const warn = console.warn.bind(console);
    jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('single-spa minified message #41')) warn(...args);
    });
  });

  afterEach(() => {
    jest.restoreAllMocks();
    sessionStorage.clear();
    localStorage.clear();
  });

  it('a reload comes back to the same tabs in the same order and knows the page shown last', () => {
    const before = load('u1');
    before.openTab(page('/a'));
    before.openTab(page('/b'));
    before.openTab(page('/a'));
    const after = load('u1');
    expect(after.$tabs.get().map((tab) => tab.path)).toEqual(['/basic/dashboard', '/a', '/b']);
    expect(after.lastActivePath()).toBe('/a?k=1');
  });

  it('closing tabs is kept too, and signing out forgets them all', () => {
    const first = load('u1');
    first.openTab(page('/a'));
    first.openTab(page('/b'));
    first.removeTab('/a');
    expect(load('u1').$tabs.get().map((tab) => tab.path)).toEqual(['/basic/dashboard', '/b']);
    const second = load('u1');
    second.resetTabs();
    expect(load('u1').$tabs.get().map((tab) => tab.path)).toEqual(['/basic/dashboard']);
    expect(load('u1').lastActivePath()).toBe('');
  });

  it('another account in the same browser tab starts with the home tab only', () => {
    load('u1').openTab(page('/a'));
    expect(load('u2').$tabs.get().map((tab) => tab.path)).toEqual(['/basic/dashboard']);
  });
});

describe('distinct tab titles', () => {
  const menu = (id: string, fullName: string) => ({ id, enCode: id, fullName, type: 2 as const, icon: '' });
  const route = (path: string, titlePath: string[]) => ({ path, modelId: path, title: titlePath[titlePath.length - 1]!, titlePath, name: path, menu: menu(path, titlePath[titlePath.length - 1]!) });
  const routes = [route('/workFlow/formDesign', ['工作流程', '流程表单']), route('/generator/flowForm', ['代码生成', '流程表单']), route('/system/area', ['系统管理', '行政区划'])];

  it('names the folder when two pages share a name, and only then', () => {
    expect(tabFor('/workFlow/formDesign', '', routes)?.title).toBe('流程表单（工作流程）');
    expect(tabFor('/generator/flowForm', '', routes)?.title).toBe('流程表单（代码生成）');
    expect(tabFor('/system/area', '', routes)?.title).toBe('行政区划');
  });

  it('in English the folder goes in plain brackets', () => {
    const english = [route('/workFlow/formDesign', ['Workflow', 'Flow forms']), route('/generator/flowForm', ['Code generator', 'Flow forms'])];
    expect(tabFor('/workFlow/formDesign', '', english)?.title).toBe('Flow forms (Workflow)');
    expect(tabFor('/generator/flowForm', '', english)?.title).toBe('Flow forms (Code generator)');
  });
});
