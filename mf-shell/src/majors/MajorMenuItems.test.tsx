import { act, render } from '@testing-library/react';
import { setLocale, type UserInfo } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { getMajorOptions, switchMajor, toMajorOptions, type MajorOption, type MajorType } from './api';
import { MajorMenuItems, selectMajor } from './MajorMenuItems';
import { reloadOnHome } from './reloadHome';

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  const user: Partial<UserInfo> = { userId: 'u1', account: 'zhang', realName: '张三', organizeId: 'o1', positionId: 'p1' };
  return { ...actual, $user: atom(user) };
});
jest.mock('./api', () => ({ ...jest.requireActual<object>('./api'), getMajorOptions: jest.fn(), switchMajor: jest.fn() }));
jest.mock('./reloadHome', () => ({ reloadOnHome: jest.fn() }));

const options: Record<MajorType, MajorOption[]> = { Organize: [], Position: [] };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

beforeEach(() => {
  jest.mocked(getMajorOptions).mockImplementation(async (type) => options[type]);
  jest.mocked(switchMajor).mockReset();
  jest.mocked(reloadOnHome).mockReset();
});

async function renderItems() {
  const view = render(
    <sl-menu>
      <MajorMenuItems wanted />
    </sl-menu>,
  );
  await act(async () => undefined);
  const items = [...view.container.querySelectorAll('sl-menu-item')].map((item) => ({
    value: item.getAttribute('value'),
    text: item.textContent,
    // jsdom has no Shoelace: React sets the attribute of an undefined element, the property of a defined one.
    current: item.hasAttribute('disabled') || (item as HTMLElement & { disabled?: boolean }).disabled === true,
  }));
  const labels = [...view.container.querySelectorAll('sl-menu-label')].map((label) => label.textContent);
  return { labels, items };
}

it('reads the JNPF list and a page, names missing, and the current flag', () => {
  expect(toMajorOptions([{ id: 'o1', fullName: '总公司', isDefault: true }, { id: 'o2', name: '分公司', isDefault: 0 }, { fullName: 'x' }])).toEqual([
    { id: 'o1', fullName: '总公司', isDefault: true },
    { id: 'o2', fullName: '分公司', isDefault: false },
  ]);
  expect(toMajorOptions({ list: [{ id: 'p1', fullName: '工程师', isDefault: 1 }] })).toEqual([{ id: 'p1', fullName: '工程师', isDefault: true }]);
  expect(toMajorOptions(null)).toEqual([]);
});

it('offers the organisations of a user with several, the current one disabled, and no position group for one position', async () => {
  options.Organize = [
    { id: 'o1', fullName: '总公司', isDefault: false },
    { id: 'o2', fullName: '分公司', isDefault: false },
  ];
  options.Position = [{ id: 'p1', fullName: '工程师', isDefault: true }];
  const { labels, items } = await renderItems();
  expect(labels).toEqual(['切换组织']);
  expect(items).toEqual([
    { value: 'organize:o1', text: '总公司', current: true },
    { value: 'organize:o2', text: '分公司', current: false },
  ]);
});

it('offers the positions too when there are several; nothing when the server has no switch', async () => {
  options.Organize = [];
  options.Position = [
    { id: 'p1', fullName: '工程师', isDefault: false },
    { id: 'p2', fullName: '经理', isDefault: true },
  ];
  const { labels, items } = await renderItems();
  expect(labels).toEqual(['切换岗位']);
  expect(items.map((item) => [item.value, item.current])).toEqual([
    ['position:p1', false],
    ['position:p2', true],
  ]);
  jest.mocked(getMajorOptions).mockRejectedValue(new Error('404'));
  expect((await renderItems()).items).toEqual([]);
});

it('asks the server nothing until the menu is wanted (about to open), then once per type', async () => {
  options.Organize = [
    { id: 'o1', fullName: '总公司', isDefault: true },
    { id: 'o2', fullName: '分公司', isDefault: false },
  ];
  options.Position = [];
  jest.mocked(getMajorOptions).mockClear();
  const view = render(
    <sl-menu>
      <MajorMenuItems wanted={false} />
    </sl-menu>,
  );
  await act(async () => undefined);
  expect(getMajorOptions).not.toHaveBeenCalled();
  expect(view.container.querySelectorAll('sl-menu-item')).toHaveLength(0);

  view.rerender(
    <sl-menu>
      <MajorMenuItems wanted />
    </sl-menu>,
  );
  await act(async () => undefined);
  expect(jest.mocked(getMajorOptions).mock.calls).toEqual([['Organize'], ['Position']]);
  expect([...view.container.querySelectorAll('sl-menu-item')].map((item) => item.getAttribute('value'))).toEqual(['organize:o1', 'organize:o2']);
});

it('switches on the server, then reloads on the home page; a refusal keeps the page', async () => {
  jest.mocked(switchMajor).mockResolvedValue(null);
  expect(selectMajor('position:p2')).toBe(true);
  await act(async () => undefined);
  expect(switchMajor).toHaveBeenCalledWith('p2', 'Position');
  expect(reloadOnHome).toHaveBeenCalledTimes(1);

  jest.mocked(switchMajor).mockRejectedValue(new Error('400'));
  expect(selectMajor('organize:o2')).toBe(true);
  await act(async () => undefined);
  expect(switchMajor).toHaveBeenLastCalledWith('o2', 'Organize');
  expect(reloadOnHome).toHaveBeenCalledTimes(1);

  expect(selectMajor('logout')).toBe(false);
  expect(selectMajor('system:s2')).toBe(false);
});
