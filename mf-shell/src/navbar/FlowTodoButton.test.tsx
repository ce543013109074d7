import { act, fireEvent, render, screen } from '@testing-library/react';
import type { MenuNode } from '@atrium/shared';

// The signed-in user's menus decide whether the button shows; everything else of @atrium/shared is real.
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  const { atom } = jest.requireActual<typeof import('nanostores')>('nanostores');
  return { ...actual, $menus: atom<readonly MenuNode[]>([]), navigate: jest.fn() };
});

import { $menus, navigate, setFlowTodoCount, setLocale } from '@atrium/shared';
import type { WritableAtom } from 'nanostores';
import { registerShellTranslations } from '../i18n';
import { FlowTodoButton } from './FlowTodoButton';

const menus = $menus as WritableAtom<readonly MenuNode[]>;
const workflowMenu: MenuNode[] = [{
  id: 'workFlow', enCode: 'workFlow', fullName: '工作流程', type: 0, hasChildren: true,
  children: [{ id: 'flowTodo', enCode: 'workFlow.flowTodo', fullName: '待办事宜', type: 2, urlAddress: 'workFlow/flowTodo' }],
}];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

// Issue 18 item 4: the socket keeps the count live (flowTodoCount.test.ts in @atrium/shared).
it('shows the to-do count of the shared atom, follows it, and opens 待办事宜', async () => {
  menus.set(workflowMenu);
  setFlowTodoCount(2);
  render(<FlowTodoButton />);
  const link = screen.getByTestId('flow-todo-button');
  expect(link.getAttribute('aria-label')).toBe('待办事宜 2 条');
  expect(link.getAttribute('title')).toBe('待办事宜 2 条');
  expect(link.getAttribute('href')).toBe('/workFlow/flowTodo');
  expect(link.textContent).toBe('2');

  await act(async () => setFlowTodoCount(3));
  expect(link.textContent).toBe('3');
  await act(async () => setFlowTodoCount(150));
  expect(link.textContent).toBe('99+');
  await act(async () => setFlowTodoCount(0));
  expect(link.textContent).toBe('');
  expect(link.getAttribute('aria-label')).toBe('待办事宜 0 条');

  fireEvent.click(link);
  expect(navigate).toHaveBeenCalledWith('/workFlow/flowTodo');
});

it('is absent for a user whose menu has no 待办事宜', () => {
  menus.set([]);
  setFlowTodoCount(4);
  render(<FlowTodoButton />);
  expect(screen.queryByTestId('flow-todo-button')).toBeNull();
});
