// 系统图标: the menus' icon set as a searchable grid; a click copies the class a menu stores.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { IconsPage, IconsView } from './IconsPage';
import { filterIconNames, loadIconNames } from './iconSet';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess' | 'notifyError', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('lists every icon the menus can use, from the same set as the menu editor’s picker', async () => {
  const names = await loadIconNames();
  expect(names).toEqual(expect.arrayContaining(['system', 'commonWords', 'permission']));
  render(<IconsPage />);
  expect(await screen.findByText(`共 ${names.length} 个图标，点击图标复制名称`)).toBeTruthy();
  expect(screen.getByText('icon-ym-system')).toBeTruthy();
  expect(screen.getAllByRole('button', { name: /^复制 icon-ym-/ })).toHaveLength(names.length);
});

it('searches by name, by icon-ym- name or by the whole class, and says when nothing matches', async () => {
  render(<IconsView load={() => Promise.resolve(['system', 'systemData', 'permission'])} />);
  await screen.findByText('icon-ym-permission');
  const search = (keyword: string) => {
    const input = document.querySelector('sl-input[name="keyword"]') as HTMLElement & { value: string };
    input.value = keyword;
    fireEvent(input, new Event('sl-input'));
    fireEvent.submit(screen.getByRole('search'));
  };
  search('icon-ym icon-ym-system');
  await waitFor(() => expect(screen.queryByText('icon-ym-permission')).toBeNull());
  expect(screen.getByText('icon-ym-systemData')).toBeTruthy();
  expect(screen.getByText('找到 2 个图标')).toBeTruthy();
  search('nothing-such');
  expect(await screen.findByText('没有找到匹配的图标')).toBeTruthy();
  expect(filterIconNames(['system', 'permission'], 'icon-ym-PERM')).toEqual(['permission']);
});

it('a click copies the class a menu stores and says so', async () => {
  const writeText = jest.fn(() => Promise.resolve());
  Object.assign(navigator, { clipboard: { writeText } });
  render(<IconsView load={() => Promise.resolve(['system'])} />);
  fireEvent.click(await screen.findByRole('button', { name: '复制 icon-ym-system' }));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('已复制 icon-ym icon-ym-system'));
  expect(writeText).toHaveBeenCalledWith('icon-ym icon-ym-system');

  writeText.mockImplementationOnce(() => Promise.reject(new Error('denied')));
  fireEvent.click(screen.getByRole('button', { name: '复制 icon-ym-system' }));
  await waitFor(() => expect(shared.notifyError).toHaveBeenCalledWith('复制失败，请手动选择名称复制'));
});
