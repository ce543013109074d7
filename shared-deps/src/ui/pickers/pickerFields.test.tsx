// The picker form fields: chosen names as tags, the picker on click or Enter, clear and remove.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { FormDialog } from '../FormDialog';
import { OrganizeSelect, RoleSelect, UserSelect } from './pickerFields';
import { fakePickerApi, node } from './testing/fakeApi';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const field = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}:`) });

it('OrganizeSelect names the value it opens with, opens its picker outside the page form, and answers the choice', async () => {
  const api = fakePickerApi();
  api.selectedItems.mockResolvedValue([node('d9', 'department', { fullName: '财务部' })]);
  api.departments.mockResolvedValue([node('d1', 'department', { fullName: '研发部' })]);
  const onChange = jest.fn();
  const onConfirm = jest.fn();
  const { container } = render(
    <FormDialog title="编辑用户" onConfirm={onConfirm} onClose={jest.fn()}>
      <OrganizeSelect label="所属组织" value={['d9']} onChange={onChange} api={api} />
    </FormDialog>,
  );
  expect(await screen.findByText('财务部')).toBeTruthy();
  expect(api.selectedItems).toHaveBeenCalledWith(['d9--department']);

  fireEvent.keyDown(field('所属组织'), { key: 'Enter' });
  const picker = document.body.querySelector('sl-dialog[label="所属组织"]') as HTMLElement;
  expect(picker).not.toBeNull();
  expect(container.contains(picker)).toBe(false); // not inside the page's form
  fireEvent.click(await screen.findByRole('treeitem', { name: '研发部' }));
  fireEvent.submit(picker.querySelector('form') as HTMLFormElement);
  expect(onConfirm).not.toHaveBeenCalled(); // the picker's Enter does not save the page's form
  expect(onChange).toHaveBeenCalledWith(['d1'], [expect.objectContaining({ id: 'd1' })]);
  await waitFor(() => expect(document.body.querySelector('sl-dialog[label="所属组织"]')).toBeNull());
});

it('UserSelect in multiple mode shows tags, removes one, and clears all; a disabled field shows names and opens nothing', async () => {
  const api = fakePickerApi();
  api.selectedItems.mockResolvedValue([node('u1', 'user', { fullName: '张三' }), node('r1', 'role', { fullName: '经理' })]);
  const onChange = jest.fn();
  const { container, rerender } = render(<UserSelect label="审批人" multiple value={['u1', 'r1--role']} onChange={onChange} api={api} />);
  expect(await screen.findByText('经理')).toBeTruthy();
  await act(async () => {
    container.querySelector('sl-tag')?.dispatchEvent(new CustomEvent('sl-remove'));
  });
  expect(onChange).toHaveBeenLastCalledWith(['r1--role'], [expect.objectContaining({ id: 'r1', fullName: '经理' })]);
  fireEvent.click(container.querySelector('sl-icon-button[label="清空"]') as HTMLElement);
  expect(onChange).toHaveBeenLastCalledWith([], []);
  expect(document.body.querySelector('sl-dialog')).toBeNull();

  rerender(<UserSelect label="审批人" multiple disabled value={['u1']} onChange={onChange} api={api} />);
  fireEvent.click(field('审批人'));
  expect(document.body.querySelector('sl-dialog')).toBeNull();
  expect(screen.getByText('张三')).toBeTruthy();
  expect(container.querySelector('sl-icon-button[label="清空"]')).toBeNull();
});

it('RoleSelect names roles from the role tree and shows 请选择 when empty', async () => {
  const api = fakePickerApi();
  api.roles.mockResolvedValue([node('g', 'global', { children: [node('r1', 'role', { fullName: '管理员' })] })]);
  const { rerender } = render(<RoleSelect label="角色" value={[]} onChange={jest.fn()} api={api} />);
  expect(screen.getByText('请选择')).toBeTruthy();
  expect(api.roles).not.toHaveBeenCalled();
  rerender(<RoleSelect label="角色" value={['r1']} onChange={jest.fn()} api={api} />);
  expect(await screen.findByText('管理员')).toBeTruthy();
});
