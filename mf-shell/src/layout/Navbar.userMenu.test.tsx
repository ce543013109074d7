// The user menu's organisation and position groups cost two requests: the navbar asks for them when
// a pointer or the focus reaches the menu's trigger, or the menu opens, never with the page itself.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { setLocale, type UserInfo } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import { getMajorOptions } from '../majors/api';
import { Navbar } from './Navbar';

jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  const user: Partial<UserInfo> = { userId: 'u1', account: 'zhang', realName: '张三', organizeId: 'o1', positionId: 'p1' };
  return { ...actual, $user: atom(user) };
});
jest.mock('../majors/api', () => ({ ...jest.requireActual<object>('../majors/api'), getMajorOptions: jest.fn() }));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});
beforeEach(() => {
  jest.mocked(getMajorOptions).mockReset();
  jest.mocked(getMajorOptions).mockImplementation(async (type) =>
    type === 'Organize'
      ? [
          { id: 'o1', fullName: '总公司', isDefault: true },
          { id: 'o2', fullName: '分公司', isDefault: false },
        ]
      : [],
  );
});

const organizeItems = () => [...document.querySelectorAll('sl-menu-item[value^="organize:"]')].map((item) => item.textContent);

it.each([
  ['a pointer reaches the trigger', (trigger: HTMLElement) => fireEvent.pointerEnter(trigger)],
  ['the focus reaches the trigger', (trigger: HTMLElement) => fireEvent.focus(trigger)],
  ['the menu opens', (trigger: HTMLElement) => trigger.closest('sl-dropdown')!.dispatchEvent(new CustomEvent('sl-show', { bubbles: true }))],
])('loads the organisations and positions only once %s', async (_case, reach) => {
  render(<Navbar />);
  await act(async () => undefined);
  expect(getMajorOptions).not.toHaveBeenCalled();
  expect(organizeItems()).toEqual([]);

  await act(async () => reach(screen.getByTestId('user-menu')));
  expect(jest.mocked(getMajorOptions).mock.calls).toEqual([['Organize'], ['Position']]);
  expect(organizeItems()).toEqual(['总公司', '分公司']);
  // Reaching it again asks nothing more.
  await act(async () => reach(screen.getByTestId('user-menu')));
  expect(getMajorOptions).toHaveBeenCalledTimes(2);
});
