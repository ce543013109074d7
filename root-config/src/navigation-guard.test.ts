import type { MenuNode } from '@atrium/shared';

// The session atoms are the test's own: this test is about what the guard does when they change.
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  return { ...actual, $menus: atom<readonly MenuNode[]>([]), $token: atom<string | null>('bearer t'), $locked: atom(false) };
});

import { $locked, $menus, $token } from '@atrium/shared';
import { installNavigationGuard } from './navigation-guard';

type Writable<T> = { set(value: T): void };
const setMenus = (menus: readonly MenuNode[]) => ($menus as unknown as Writable<readonly MenuNode[]>).set(menus);
const setLocked = (locked: boolean) => ($locked as unknown as Writable<boolean>).set(locked);
const setToken = (token: string | null) => ($token as unknown as Writable<string | null>).set(token);

function page(id: string, urlAddress: string): MenuNode {
  return { id, enCode: id, fullName: id, type: 2, icon: '', urlAddress, linkTarget: '_self', propertyJson: null, hasChildren: false, children: null, sortCode: 0 };
}

let uninstall: () => void = () => undefined;

beforeEach(() => {
  setToken('bearer t');
  setLocked(false);
  setMenus([page('dictionary', 'systemData/dictionary'), page('areas', 'system/area')]);
  window.history.replaceState(null, '', '/systemData/dictionary?keyword=x');
  uninstall = installNavigationGuard();
});

afterEach(() => uninstall());

it('stays on the page when new menus still hold it', () => {
  setMenus([page('dictionary', 'systemData/dictionary')]);
  expect(window.location.pathname + window.location.search).toBe('/systemData/dictionary?keyword=x');
});

it('leaves a page the new menus no longer hold for the not-found page, in place of it in the history', () => {
  const length = window.history.length;
  setMenus([page('areas', 'system/area')]);
  expect(window.location.pathname).toBe('/404');
  expect(window.history.length).toBe(length);
});

it('leaves the pages of the shell and a locked or ended session alone', () => {
  window.history.replaceState(null, '', '/profile');
  setMenus([]);
  expect(window.location.pathname).toBe('/profile');
  window.history.replaceState(null, '', '/systemData/dictionary');
  setLocked(true);
  setMenus([page('areas', 'system/area')]);
  expect(window.location.pathname).not.toBe('/404');
});
