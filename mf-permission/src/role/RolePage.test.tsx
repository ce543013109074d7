// The role page: global roles first, the organisation tab filters by globalMark 0, an organisation
// role needs an organisation, and the members drawer lists a role's users.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { Role } from './api';
import { RolePage } from './RolePage';

const roles: Role[] = [{ id: 'r1', fullName: '普通用户', enCode: 'user', globalMark: 1, sortCode: 0, enabledMark: 1 }];

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getRoles: jest.fn(() => Promise.resolve({ list: roles, pagination: { total: 1 } })),
  getRoleUsers: jest.fn(() => Promise.resolve([{ id: 'u1', account: 'zhangsan', realName: '张三', organize: '研发部' }])),
  createRole: jest.fn(() => Promise.resolve({ id: 'r2' })),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司' }])),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), usePermission: jest.fn(() => true), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'getRoles' | 'getRoleUsers' | 'createRole', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

async function change(selector: string, value: string | string[], event: string): Promise<void> {
  const field = document.querySelector(selector) as HTMLElement & { value: string | string[] };
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new CustomEvent(event));
  });
}

it('switches to organisation roles, refuses one without an organisation, creates it with one', async () => {
  render(<RolePage />);
  await screen.findByText('普通用户');
  expect(api.getRoles).toHaveBeenCalledWith({ keyword: '', currentPage: 1, pageSize: 20, globalMark: 1 });
  await change('sl-radio-group[aria-label="角色类型"]', '0', 'sl-change');
  await waitFor(() => expect(api.getRoles).toHaveBeenLastCalledWith(expect.objectContaining({ globalMark: 0, currentPage: 1 })));

  fireEvent.click(screen.getByText('新建'));
  await waitFor(() => expect(document.querySelector('sl-dialog sl-input[label="名称"]')).not.toBeNull());
  await change('sl-dialog sl-input[label="名称"]', '部门经理', 'sl-input');
  await change('sl-dialog sl-input[label="编码"]', 'manager', 'sl-input');
  fireEvent.click(screen.getByText('确定'));
  expect(await screen.findByText('请选择所属组织')).toBeTruthy();
  await change('sl-dialog sl-select[label="所属组织"]', ['o1'], 'sl-change');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(api.createRole).toHaveBeenCalledWith(expect.objectContaining({ fullName: '部门经理', globalMark: 0, organizeIds: ['o1'] })));
});

it('shows the users of a role in the members drawer', async () => {
  render(<RolePage />);
  await screen.findByText('普通用户');
  fireEvent.click(within(document.querySelector('tr[data-row-id="r1"]') as HTMLElement).getByText('角色成员'));
  expect(await screen.findByText('张三')).toBeTruthy();
  expect(api.getRoleUsers).toHaveBeenCalledWith('r1', '');
  expect(document.querySelector('sl-drawer')?.getAttribute('label')).toBe('角色成员 - 普通用户');
});
