import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { TagsView } from './TagsView';
import type { VisitedTab } from './tabs';
import { $tabs, openTab, resetTabs } from './tabsState';

function tab(path: string, title: string): VisitedTab {
  return { path, fullPath: path, title, affix: false, noCache: false };
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

beforeEach(() => {
  resetTabs();
  openTab(tab('/a', '页面A'));
  openTab(tab('/b', '页面B'));
  window.history.replaceState(null, '', '/b');
});

function renderBar(path = '/b') {
  return render(<TagsView path={path} tabs={$tabs.get()} showIcon={false} />);
}

it('lists the tabs, the current one selected, home without a close button', () => {
  renderBar();
  expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['首页', '页面A', '页面B']);
  expect(screen.getByRole('tab', { name: '页面B' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByRole('button', { name: '关闭 首页' })).toBeNull();
  // The close buttons draw an icon of the bundled set, not a × of whatever font (issue 17 item 3).
  const close = screen.getByRole('button', { name: '关闭 页面A' });
  expect(close.querySelector('[data-icon="x"]')).not.toBeNull();
  expect(close.textContent).toBe('');
});

it('a middle click closes a tab; closing the current one goes to the last tab left', async () => {
  renderBar();
  fireEvent(screen.getByRole('tab', { name: '页面B' }), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
  expect($tabs.get().map((item) => item.path)).toEqual(['/basic/dashboard', '/a']);
  await waitFor(() => expect(window.location.pathname).toBe('/a'));
});

it('the right-click menu closes the others, and close all keeps the home tab', () => {
  renderBar();
  fireEvent.contextMenu(screen.getByRole('tab', { name: '页面A' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '关闭其他' }));
  expect($tabs.get().map((item) => item.path)).toEqual(['/basic/dashboard', '/a']);
  expect(screen.queryByRole('menu')).toBeNull();

  fireEvent.contextMenu(screen.getByRole('tab', { name: '页面B' }));
  fireEvent.click(screen.getByRole('menuitem', { name: '关闭所有' }));
  expect($tabs.get().map((item) => item.path)).toEqual(['/basic/dashboard']);
});

it("with tab icons on, a menu page's tab shows its menu's icon from the bundled set", async () => {
  openTab({ ...tab('/systemData/dictionary', '数据字典'), icon: 'icon-ym icon-ym-dictionary' });
  render(<TagsView path="/b" tabs={$tabs.get()} showIcon />);
  const dictionary = screen.getByRole('tab', { name: '数据字典' });
  await waitFor(() => expect(dictionary.querySelector('sl-icon')?.getAttribute('name')).toBe('book-half'));
  expect(screen.getByRole('tab', { name: '页面A' }).querySelector('sl-icon')?.getAttribute('name')).toBe('file-earmark-text');
});
