// The organisation page: the toggle names the organisation in its confirmation, delete asks the
// spec's 此操作将永久删除该数据, 是否继续?, a new organisation can go under 顶级组织 ('-1'), and
// 组织管理员 reads and replaces the organisation's administrators (answers shaped as
// server/src/routes/organize-admin answers them).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import type { Organize } from './api';
import { OrganizePage } from './OrganizePage';

const tree: Organize[] = [{ id: 'o1', parentId: '-1', fullName: '总公司', enCode: 'hq', sortCode: 0, enabledMark: 1 }];

jest.mock('./api', () => ({
  getOrganizes: jest.fn(() => Promise.resolve(tree)),
  getOrganizeParents: jest.fn(() => Promise.resolve(tree)),
  toggleOrganize: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  deleteOrganize: jest.fn(() => Promise.reject(new Error('该组织下还有部门'))),
  createOrganize: jest.fn(() => Promise.resolve({ id: 'o9' })),
}));
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  UserSelect: (jest.requireActual('../common/testing/fakeUserSelect') as typeof import('../common/testing/fakeUserSelect')).FakeUserSelect,
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getOrganizes' | 'toggleOrganize' | 'deleteOrganize' | 'createOrganize', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

const row = () => document.querySelector('tr[data-row-id="o1"]') as HTMLElement;

it('confirms a disable by name and reloads; a refused delete leaves the list as it was', async () => {
  render(<OrganizePage />);
  await screen.findByText('总公司');
  fireEvent.click(within(row()).getByText('禁用', { selector: 'sl-button' }));
  await waitFor(() => expect(api.toggleOrganize).toHaveBeenCalledWith('o1'));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将禁用「总公司」, 是否继续?' });
  await waitFor(() => expect(api.getOrganizes).toHaveBeenCalledTimes(2));

  fireEvent.click(within(row()).getByText('删除'));
  await waitFor(() => expect(api.deleteOrganize).toHaveBeenCalledWith('o1'));
  // The spec's question naming the organisation: 此操作将永久删除“总公司”, 是否继续?
  expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '总公司' });
  expect(shared.notifySuccess).not.toHaveBeenCalledWith('删除成功');
});

it('creates a top-level organisation under -1 after the name and code are filled in', async () => {
  render(<OrganizePage />);
  fireEvent.click(await screen.findByText('新建'));
  await waitFor(() => expect(document.querySelector('sl-input[label="名称"]')).not.toBeNull());
  const name = document.querySelector('sl-input[label="名称"]') as HTMLElement & { value: string };
  fireEvent.click(await screen.findByText('确定'));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请输入名称', '请输入编码']);
  const code = document.querySelector('sl-input[label="编码"]') as HTMLElement & { value: string };
  await act(async () => {
    name.value = '新公司';
    name.dispatchEvent(new CustomEvent('sl-input'));
    code.value = 'new.co';
    code.dispatchEvent(new CustomEvent('sl-input'));
  });
  fireEvent.click(await screen.findByText('确定'));
  await waitFor(() => expect(api.createOrganize).toHaveBeenCalledWith(expect.objectContaining({ parentId: '-1', fullName: '新公司', enCode: 'new.co', sortCode: 0 })));
});

const none = { thisLayerAdd: 0, thisLayerEdit: 0, thisLayerDelete: 0, thisLayerSelect: 0, subLayerAdd: 0, subLayerEdit: 0, subLayerDelete: 0, subLayerSelect: 0 };

it('组织管理员: lists the organisation\'s administrators, adds one with 本层查看, changes rights and replaces them in one PUT', async () => {
  const get = jest.spyOn(http, 'get').mockResolvedValue({
    organizeId: 'o1',
    list: [{ id: 'g1', userId: 'u-lisi', account: 'lisi', realName: '李四', ...none, thisLayerSelect: 1, thisLayerEdit: 1 }],
  });
  const put = jest.spyOn(http, 'put').mockResolvedValue(null);
  render(<OrganizePage />);
  await screen.findByText('总公司');
  fireEvent.click(within(row()).getByText('组织管理员'));
  expect(await screen.findByText('李四/lisi')).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/api/permission/organizeAdminIsTrator/o1');
  expect(document.querySelector('sl-dialog[label="组织管理员 - 总公司"]')).not.toBeNull();

  fireEvent.change(screen.getByLabelText('添加管理员'), { target: { value: 'u-wangwu' } });
  const box = (label: string) => document.querySelector(`sl-checkbox[aria-label="${label}"]`) as HTMLInputElement;
  await waitFor(() => expect(box('名u-wangwu 本层查看')?.hasAttribute('checked')).toBe(true));
  await act(async () => {
    box('李四/lisi 子层添加').checked = true;
    box('李四/lisi 子层添加').dispatchEvent(new CustomEvent('sl-change'));
  });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(put).toHaveBeenCalledWith('/api/permission/organizeAdminIsTrator/o1', {
    list: [
      { userId: 'u-lisi', ...none, thisLayerSelect: 1, thisLayerEdit: 1, subLayerSelect: 1, subLayerAdd: 1 },
      { userId: 'u-wangwu', ...none, thisLayerSelect: 1 },
    ],
  }));
  get.mockRestore();
  put.mockRestore();
});

it('a failed load of the organisations says so with a retry instead of an empty list (issue 19 item 7)', async () => {
  api.getOrganizes.mockImplementationOnce(() => Promise.reject(new Error('服务器繁忙')));
  render(<OrganizePage />);
  expect((await screen.findByRole('alert')).textContent).toContain('数据加载失败：服务器繁忙');
  expect(screen.queryByText('暂无数据')).toBeNull();
  fireEvent.click(screen.getByText('重试'));
  expect(await screen.findByText('总公司')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
