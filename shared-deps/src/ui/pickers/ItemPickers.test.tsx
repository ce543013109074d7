// RolePicker, PositionPicker and GroupPicker share ItemPicker: a tree of headings with one kind of item.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { GroupPicker } from './GroupPicker';
import { PositionPicker } from './PositionPicker';
import { RolePicker } from './RolePicker';
import { fakePickerApi, node } from './testing/fakeApi';
import { search } from './testing/search';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const roleTree = [
  node('global', 'global', { fullName: '全局', children: [node('r1', 'role', { fullName: '管理员' }), node('r2', 'role', { fullName: '访客' })] }),
  node('o1', 'company', { fullName: '总公司', children: [node('r3', 'role', { fullName: '会计' })] }),
];

it('RolePicker: 800 px, only roles are choices, multiple choice, labels the value, searches by keyword', async () => {
  const api = fakePickerApi();
  api.roles.mockResolvedValue(roleTree);
  const onConfirm = jest.fn();
  const { container } = render(<RolePicker value={['r3']} multiple onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  expect((container.querySelector('sl-dialog') as HTMLElement).getAttribute('label')).toBe('选择角色');
  expect((container.querySelector('sl-dialog') as HTMLElement).style.getPropertyValue('--width')).toBe('800px');
  const pane = within(screen.getByRole('region', { name: '已选' }));
  expect(await pane.findByText('会计')).toBeTruthy();

  fireEvent.click(screen.getByRole('treeitem', { name: '全局' })); // a heading only opens
  fireEvent.click(screen.getByRole('treeitem', { name: '管理员' }));
  expect(screen.getByText('已选 (2)')).toBeTruthy();
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(['r3', 'r1'], expect.any(Array));

  api.roles.mockResolvedValue([node('global', 'global', { fullName: '全局', children: [node('r1', 'role', { fullName: '管理员' })] })]);
  await search(container, '管');
  expect(api.roles).toHaveBeenLastCalledWith('管');
  // Search results show their matches without opening the headings.
  expect(await screen.findByRole('treeitem', { name: '管理员' })).toBeTruthy();
  expect(screen.queryByRole('treeitem', { name: '会计' })).toBeNull();
});

it('RolePicker asks SelectorByPermission with auth; custom offers only the candidates', async () => {
  const api = fakePickerApi();
  api.rolesByPermission.mockResolvedValue(roleTree);
  render(<RolePicker value={[]} auth selectType="custom" ableIds={['r2']} onConfirm={jest.fn()} onClose={jest.fn()} api={api} />);
  await waitFor(() => expect(api.rolesByPermission).toHaveBeenCalledWith(''));
  expect(api.roles).not.toHaveBeenCalled();
  // The candidates show at once, their headings open.
  expect(await screen.findByRole('treeitem', { name: '访客' })).toBeTruthy();
  expect(screen.queryByRole('treeitem', { name: '管理员' })).toBeNull();
  expect(screen.queryByRole('treeitem', { name: '总公司' })).toBeNull();
});

it('PositionPicker and GroupPicker choose one position or group in single mode', async () => {
  const api = fakePickerApi();
  api.positions.mockResolvedValue([node('o1', 'company', { fullName: '总公司', children: [node('p1', 'position', { fullName: '出纳' }), node('p2', 'position', { fullName: '主管' })] })]);
  api.groups.mockResolvedValue([node('t1', 'groupType', { fullName: '项目组', children: [node('g1', 'group', { fullName: '一组' })] })]);
  const onConfirm = jest.fn();
  const { unmount } = render(<PositionPicker value={[]} onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  fireEvent.click(await screen.findByRole('treeitem', { name: '总公司' }));
  fireEvent.click(screen.getByRole('treeitem', { name: '出纳' }));
  fireEvent.click(screen.getByRole('treeitem', { name: '主管' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenLastCalledWith(['p2'], [expect.objectContaining({ id: 'p2' })]);
  unmount();

  render(<GroupPicker value={[]} onConfirm={onConfirm} onClose={jest.fn()} api={api} />);
  expect(screen.getByText('确定').closest('sl-dialog')?.getAttribute('label')).toBe('选择分组');
  fireEvent.click(await screen.findByRole('treeitem', { name: '项目组' }));
  fireEvent.click(screen.getByRole('treeitem', { name: '一组' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenLastCalledWith(['g1'], [expect.objectContaining({ id: 'g1' })]);
});
