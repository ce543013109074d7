import { cachedPaths, closeAllTabs, closeOtherTabs, closeTab, nextLocation, visitTab, type VisitedTab } from './tabs';

function tab(path: string, overrides: Partial<VisitedTab> = {}): VisitedTab {
  return { path, fullPath: path, title: path.slice(1), affix: false, noCache: false, ...overrides };
}

const home = tab('/basic/dashboard', { affix: true });

describe('visitTab', () => {
  it('appends a new page and keeps its query string', () => {
    const tabs = visitTab([home], tab('/system/user', { fullPath: '/system/user?id=1' }));
    expect(tabs.map((t) => t.fullPath)).toEqual(['/basic/dashboard', '/system/user?id=1']);
  });

  it('keeps one tab per path, in place, with the latest query string', () => {
    const start = [home, tab('/a'), tab('/b')];
    const tabs = visitTab(start, tab('/a', { fullPath: '/a?page=2' }));
    expect(tabs.map((t) => t.fullPath)).toEqual(['/basic/dashboard', '/a?page=2', '/b']);
  });

  it('returns the same list when nothing changed, so subscribers do not re-render', () => {
    const start = [home, tab('/a')];
    expect(visitTab(start, tab('/a'))).toBe(start);
  });
});

describe('closing', () => {
  const tabs = [home, tab('/a'), tab('/b'), tab('/c')];

  it('closes one tab but never an affixed one', () => {
    expect(closeTab(tabs, '/b').map((t) => t.path)).toEqual(['/basic/dashboard', '/a', '/c']);
    expect(closeTab(tabs, '/basic/dashboard')).toHaveLength(4);
  });

  it('close others keeps the chosen tab and the affixed ones', () => {
    expect(closeOtherTabs(tabs, '/b').map((t) => t.path)).toEqual(['/basic/dashboard', '/b']);
  });

  it('close all leaves only the affixed tabs', () => {
    expect(closeAllTabs(tabs).map((t) => t.path)).toEqual(['/basic/dashboard']);
  });
});

describe('nextLocation', () => {
  it('stays when the current tab is still open', () => {
    expect(nextLocation([home, tab('/a')], '/a', '/')).toBeNull();
  });

  it('goes to the last remaining tab, with its query', () => {
    expect(nextLocation([home, tab('/a', { fullPath: '/a?x=1' })], '/b', '/')).toBe('/a?x=1');
  });

  it('falls back when no tab is left', () => {
    expect(nextLocation([], '/b', '/basic/dashboard')).toBe('/basic/dashboard');
  });
});

it('caches every tab except noCache ones', () => {
  expect(cachedPaths([home, tab('/a', { noCache: true }), tab('/b')])).toEqual(['/basic/dashboard', '/b']);
});
