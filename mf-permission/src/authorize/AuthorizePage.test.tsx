// The authorisation page: choosing a role loads its grant tree with the current grants; checking
// a button adds its menu; the save sends everything by kind in one call.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { AuthorizeNode } from './api';
import { AuthorizePage } from './AuthorizePage';

const tree: AuthorizeNode[] = [
  { id: 's1', fullName: '主系统', type: 'system', children: [
    { id: 'm1', fullName: '数据字典', type: 'module', children: [{ id: 'b1', fullName: '新增', type: 'button' }, { id: 'c1', fullName: '名称', type: 'column' }] },
    { id: 'm2', fullName: '用户管理', type: 'module', children: [{ id: 'b2', fullName: '删除', type: 'button' }] },
  ] },
];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getHolders: jest.fn(() => Promise.resolve({ list: [{ id: 'r1', fullName: '只读角色' }], total: 1 })),
  getAuthorizeValues: jest.fn(() => Promise.resolve({ list: tree, ids: ['s1', 'm1', 'c1'] })),
  saveAuthorize: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), usePermission: jest.fn(() => true), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'getHolders' | 'getAuthorizeValues' | 'saveAuthorize', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

const box = (key: string) => document.querySelector(`li[data-key="${key}"] > sl-checkbox`) as HTMLElement;
// Shoelace is not defined in jsdom: React writes the boolean properties as attributes.
const is = (key: string, state: 'checked' | 'indeterminate') => box(key).hasAttribute(state);

it('loads the role grant, grants 用户管理/删除 with its menu, and saves it all in one call', async () => {
  render(<AuthorizePage />);
  expect(api.getHolders).toHaveBeenCalledWith('Role', '');
  fireEvent.click(await screen.findByText('只读角色'));
  await waitFor(() => expect(api.getAuthorizeValues).toHaveBeenCalledWith('r1', 'Role'));
  await screen.findByText('主系统');
  fireEvent.click(screen.getByText('展开全部'));
  await waitFor(() => expect(box('button:b2')).not.toBeNull());
  expect(is('module:m1', 'indeterminate')).toBe(true);
  expect(is('column:c1', 'checked')).toBe(true);
  expect(is('button:b1', 'checked')).toBe(false);

  await act(async () => {
    box('button:b2').dispatchEvent(new CustomEvent('sl-change'));
  });
  expect(is('module:m2', 'checked')).toBe(true);
  fireEvent.click(screen.getByText('保存'));
  await waitFor(() => expect(api.saveAuthorize).toHaveBeenCalledTimes(1));
  expect(api.saveAuthorize).toHaveBeenCalledWith('r1', {
    objectType: 'Role', systemIds: ['s1'], module: ['m1', 'm2'], button: ['b2'], column: ['c1'], form: [], resource: [],
  });
});

it('reaches every one of 230 roles: 100 at a time with 加载更多, and by keyword', async () => {
  const roles = Array.from({ length: 230 }, (_, index) => ({ id: `r${index}`, fullName: `角色${index}`, enCode: `role${index}` }));
  const get = jest.spyOn(http, 'get').mockImplementation((_url: string, params?: Record<string, unknown>) => {
    const keyword = String(params?.keyword ?? '');
    const matching = roles.filter((role) => role.fullName.includes(keyword));
    const page = Number(params?.currentPage);
    const size = Number(params?.pageSize);
    return Promise.resolve({ list: matching.slice((page - 1) * size, page * size), pagination: { currentPage: page, pageSize: size, total: matching.length } });
  });
  const { getHolders } = jest.requireActual('./api') as typeof import('./api');
  api.getHolders.mockImplementation(getHolders);
  render(<AuthorizePage />);
  const list = () => screen.getByRole('list', { name: '角色' });
  await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(100));
  expect(get).toHaveBeenLastCalledWith('/api/permission/Role', { keyword: '', currentPage: 1, pageSize: 100 });
  expect(screen.getByText('已显示 100 / 230')).toBeTruthy();
  fireEvent.click(screen.getByText('加载更多'));
  await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(200));
  fireEvent.click(screen.getByText('加载更多'));
  await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(230));
  expect(within(list()).getByText('角色229')).toBeTruthy();
  expect(screen.queryByText('加载更多')).toBeNull();

  const search = screen.getByLabelText('关键词') as HTMLElement & { value: string };
  await act(async () => {
    search.value = '角色21';
    search.dispatchEvent(new CustomEvent('sl-change'));
  });
  await waitFor(() => expect(within(list()).getAllByRole('button')).toHaveLength(11));
  expect(get).toHaveBeenLastCalledWith('/api/permission/Role', { keyword: '角色21', currentPage: 1, pageSize: 100 });
  get.mockRestore();
  // Rendering 230 rows twice in jsdom: a budget for a loaded machine (it passed its 20 s at load 17 once), not a speed check.
}, 60_000);
