import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { UserPicker, tabsFor } from './UserPicker';
import { fakePickerApi, node, pageOf } from './testing/fakeApi';
import { search } from './testing/search';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});
beforeEach(() => shared.notifyWarning.mockClear());

function orgApi() {
  const api = fakePickerApi();
  api.userTree.mockImplementation((organizeId: string) =>
    Promise.resolve(
      organizeId === '0'
        ? [node('d1', 'department', { hasChildren: true })]
        : [node('u1', 'user', { fullName: '张三', organize: '名d1' }), node('d2', 'department')],
    ),
  );
  return api;
}

async function showTab(container: HTMLElement, name: string): Promise<void> {
  const group = container.querySelector('sl-tab-group') as HTMLElement;
  await act(async () => {
    group.dispatchEvent(new CustomEvent('sl-tab-show', { detail: { name } }));
  });
}

const tabNames = (container: HTMLElement) => [...container.querySelectorAll('sl-tab')].map((tab) => tab.textContent);

it('offers the tabs the select type allows', () => {
  expect(tabsFor('all', true)).toEqual(['department', 'role', 'position', 'group', 'subordinates', 'all', 'current', 'system']);
  expect(tabsFor('all', false)).not.toContain('system');
  expect(tabsFor('custom', true)).toEqual(['custom']);
  expect(tabsFor('dep', false)).toEqual(['department']);
  expect(tabsFor('pos', false)).toEqual(['position']);
  expect(tabsFor('role', false)).toEqual(['role']);
  expect(tabsFor('group', false)).toEqual(['group']);
});

it('is 800 px, names its title, and will not confirm without a choice: 请选择审批人 for 1 s', async () => {
  const api = orgApi();
  const onConfirm = jest.fn();
  const { container } = render(<UserPicker value={[]} onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  const dialog = container.querySelector('sl-dialog') as HTMLElement;
  expect(dialog.style.getPropertyValue('--width')).toBe('800px');
  expect(dialog.getAttribute('label')).toBe('选择审批人');
  expect(tabNames(container)).toEqual(['部门', '角色', '岗位', '分组', '我的下属', '全部', '当前组织']);
  await screen.findByRole('treeitem', { name: '名d1' });
  fireEvent.click(screen.getByText('确定'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请选择审批人', 1000);
  expect(onConfirm).not.toHaveBeenCalled();

  render(<UserPicker value={[]} title="负责人" onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  fireEvent.click(screen.getAllByText('确定')[1] as HTMLElement);
  expect(shared.notifyWarning).toHaveBeenLastCalledWith('请选择负责人', 1000);
});

it('single mode: organisations only open, a user is the choice', async () => {
  const api = orgApi();
  const onConfirm = jest.fn();
  render(<UserPicker value={[]} onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  fireEvent.click(await screen.findByRole('treeitem', { name: '名d1' }));
  expect(api.userTree).toHaveBeenCalledWith('d1', false);
  expect(screen.getByText('已选 (0)')).toBeTruthy();
  fireEvent.click(await screen.findByRole('treeitem', { name: '张三' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(['u1'], [expect.objectContaining({ id: 'u1', type: 'user' })]);
});

it('multiple mode: organisations, roles and users together, non-users with the --type suffix', async () => {
  const api = orgApi();
  api.roles.mockResolvedValue([node('g', 'global', { selectable: false, children: [node('r1', 'role')] })]);
  api.usersOf.mockResolvedValue(pageOf([node('u7', 'user', { fullName: '李四' })]));
  const onConfirm = jest.fn();
  const { container } = render(<UserPicker value={[]} multiple onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  fireEvent.click(await screen.findByRole('treeitem', { name: '名d1' }));
  fireEvent.click(screen.getByRole('button', { name: '展开 名d1' }));
  fireEvent.click(await screen.findByRole('treeitem', { name: '张三' }));

  await showTab(container, 'role');
  expect(api.roles).toHaveBeenCalledWith('');
  fireEvent.click(await screen.findByRole('button', { name: '展开 名g' }));
  fireEvent.click(screen.getByRole('treeitem', { name: '名r1' }));
  fireEvent.click(screen.getByRole('button', { name: '展开 名r1' }));
  fireEvent.click(await screen.findByRole('treeitem', { name: '李四' }));
  expect(api.usersOf).toHaveBeenCalledWith({ roleIds: ['r1'] }, expect.objectContaining({ currentPage: 1 }));
  expect(screen.getByRole('treeitem', { name: '名g' }).getAttribute('aria-selected')).toBeNull();

  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(['d1--department', 'u1', 'r1--role', 'u7'], expect.any(Array));
});

it('the 全部 tab pages by 20, newest first from the server, and loads the next page 200 px before the bottom', async () => {
  const api = orgApi();
  const users = (page: number) => Array.from({ length: 20 }, (_, index) => node(`p${page}u${index}`, 'user'));
  api.usersOf.mockImplementation((_condition, query) => Promise.resolve(pageOf(users(query.currentPage), 45)));
  const { container } = render(<UserPicker value={[]} onConfirm={jest.fn()} onClose={jest.fn()} api={api} />);
  await showTab(container, 'all');
  await screen.findByRole('option', { name: '名p1u0' });
  expect(api.usersOf).toHaveBeenLastCalledWith({}, { keyword: '', currentPage: 1, pageSize: 20 });

  const box = screen.getByRole('listbox').parentElement as HTMLElement;
  Object.defineProperty(box, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(box, 'clientHeight', { configurable: true, value: 400 });
  box.scrollTop = 300; // 300 px from the bottom: not yet
  fireEvent.scroll(box);
  expect(api.usersOf).toHaveBeenCalledTimes(1);
  box.scrollTop = 400; // 200 px from the bottom
  fireEvent.scroll(box);
  expect(await screen.findByRole('option', { name: '名p2u0' })).toBeTruthy();
  expect(api.usersOf).toHaveBeenLastCalledWith({}, { keyword: '', currentPage: 2, pageSize: 20 });
  expect(screen.getAllByRole('option')).toHaveLength(40);

  await search(container, '王');
  await waitFor(() => expect(api.usersOf).toHaveBeenLastCalledWith({}, { keyword: '王', currentPage: 1, pageSize: 20 }));
});

it('current organisation, subordinates and the system variable 当前用户', async () => {
  const api = orgApi();
  api.subordinates.mockResolvedValue([node('s1', 'user', { fullName: '下属甲' })]);
  const onConfirm = jest.fn();
  const { container } = render(<UserPicker value={[]} multiple systemVariables onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  await showTab(container, 'current');
  await waitFor(() => expect(api.usersOf).toHaveBeenLastCalledWith({ departIds: [] }, { keyword: '', currentPage: 1, pageSize: 20 }));
  await showTab(container, 'subordinates');
  fireEvent.click(await screen.findByRole('option', { name: '下属甲' }));
  await showTab(container, 'system');
  fireEvent.click(await screen.findByRole('option', { name: '当前用户' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(['s1', 'currentUser'], expect.any(Array));
});

it('custom candidates, authorised trees, and labels for the value it opens with', async () => {
  const api = orgApi();
  api.selectedUsers.mockResolvedValue(pageOf([node('c1', 'user', { fullName: '候选人' })]));
  api.selectedItems.mockResolvedValue([node('r1', 'role', { fullName: '经理' })]);
  const { container, unmount } = render(
    <UserPicker value={['r1--role', 'currentUser']} multiple systemVariables selectType="custom" ableIds={['d1--department', 'u2']} onConfirm={jest.fn()} onClose={jest.fn()} api={api} />,
  );
  expect(container.querySelector('sl-tab-group')).toBeNull();
  expect(await screen.findByRole('option', { name: '候选人' })).toBeTruthy();
  expect(api.selectedUsers).toHaveBeenCalledWith(['d1--department', 'u2'], { keyword: '', currentPage: 1, pageSize: 20 });
  expect(api.selectedItems).toHaveBeenCalledWith(['r1--role']);
  const pane = within(screen.getByRole('region', { name: '已选' }));
  expect(await pane.findByText('经理')).toBeTruthy();
  expect(pane.getByText('当前用户')).toBeTruthy();
  unmount();

  render(<UserPicker value={[]} auth onConfirm={jest.fn()} onClose={jest.fn()} api={api} />);
  await waitFor(() => expect(api.userTree).toHaveBeenCalledWith('0', true));
});
