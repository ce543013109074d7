// The authorisation page: choosing a role loads its grant tree with the current grants; checking
// a button adds its menu; the save sends everything by kind in one call.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
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
  getHolders: jest.fn(() => Promise.resolve([{ id: 'r1', fullName: '只读角色' }])),
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
