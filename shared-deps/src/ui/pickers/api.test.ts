// The pickers' calls: spec section 7 paths, JNPF answer shapes, pages of 20 newest first.
import { permissionPickerApi as api } from './api';
import { itemValue, parseItemValue } from './values';

jest.mock('@atrium/shared', () => ({ http: { get: jest.fn(), post: jest.fn() } }));
const { http } = jest.requireMock('@atrium/shared') as { http: { get: jest.Mock; post: jest.Mock } };

const tree = [{ id: 'c1', fullName: '总公司', type: 'company', hasChildren: true }];
const page = { list: [{ id: 'u1', fullName: '张三' }], pagination: { total: 41 } };
const query = { keyword: '张', currentPage: 2, pageSize: 20 };

beforeEach(() => {
  http.get.mockResolvedValue({ list: tree });
  http.post.mockResolvedValue(page);
});

it('organisation trees: Selector or SelectorByAuth, 0 for the roots; search by keyword', async () => {
  expect(await api.departments('0', false)).toEqual(tree);
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Organize/Department/Selector/0');
  await api.departments('c 1', true);
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Organize/Department/SelectorByAuth/c%201');
  await api.searchDepartments('研发', true);
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Organize/Department/SelectorByAuth/0', { keyword: '研发' });
});

it('users: ImUser/Selector or GetListByAuthorize, UserCondition, getSelectedUserList, getSubordinates, getSelectedList', async () => {
  http.post.mockResolvedValueOnce({ list: tree });
  expect(await api.userTree('c1', false)).toEqual(tree);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/ImUser/Selector/c1', { keyword: '' });
  http.post.mockResolvedValueOnce(tree); // a bare list is accepted too
  expect(await api.userTree('c1', true)).toEqual(tree);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/GetListByAuthorize/c1', { keyword: '' });

  expect(await api.searchUsers(query, false)).toEqual({ list: page.list, total: 41 });
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/ImUser/Selector/0', { ...query, sort: 'desc' });
  await api.usersOf({ roleIds: ['r1'] }, query);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/UserCondition', { roleIds: ['r1'], ...query, sort: 'desc' });
  await api.selectedUsers(['d1--department'], query);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/getSelectedUserList', { ids: ['d1--department'], ...query, sort: 'desc' });
  await api.subordinates('');
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/getSubordinates', { keyword: '' });
  http.post.mockResolvedValueOnce({ list: [{ id: 'u1', fullName: '张三', type: 'user' }, { id: 'r1--role', fullName: '经理' }] });
  expect(await api.selectedItems(['u1', 'r1--role'])).toEqual([
    { id: 'u1', fullName: '张三', type: 'user' },
    { id: 'r1', fullName: '经理', type: 'role' },
  ]);
  expect(http.post).toHaveBeenLastCalledWith('/api/permission/Users/getSelectedList', { ids: ['u1', 'r1--role'] });
  const calls = http.post.mock.calls.length;
  expect(await api.selectedItems([])).toEqual([]);
  expect(http.post).toHaveBeenCalledTimes(calls);
});

it('roles, positions and groups: their Selector (roles by permission with auth)', async () => {
  await api.roles('管');
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Role/Selector', { keyword: '管' });
  await api.rolesByPermission('');
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Role/SelectorByPermission', { keyword: '' });
  await api.positions('');
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Position/Selector', { keyword: '' });
  await api.groups('');
  expect(http.get).toHaveBeenLastCalledWith('/api/permission/Group/Selector', { keyword: '' });
});

it('values carry --type for everything but users, and split back', () => {
  expect(itemValue({ id: 'u1', type: 'user' })).toBe('u1');
  expect(itemValue({ id: 'u2' })).toBe('u2');
  expect(itemValue({ id: 'd1', type: 'department' })).toBe('d1--department');
  expect(parseItemValue('d1--department')).toEqual({ id: 'd1', type: 'department' });
  expect(parseItemValue('u1')).toEqual({ id: 'u1', type: 'user' });
});
