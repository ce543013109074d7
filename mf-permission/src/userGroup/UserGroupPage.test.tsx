// The group page: members are read and saved in one call through the user relations.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { UserGroupPage } from './UserGroupPage';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getGroups: jest.fn(() => Promise.resolve({ list: [{ id: 'g1', fullName: '项目组', enCode: 'project', sortCode: 0, enabledMark: 1 }], pagination: { total: 1 } })),
  getGroupMembers: jest.fn(() => Promise.resolve(['u1'])),
  setGroupMembers: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getUserOptions: jest.fn(() => Promise.resolve([{ id: 'u1', account: 'zhangsan', realName: '张三' }, { id: 'u2', account: 'lisi', realName: '李四' }])),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), usePermission: jest.fn(() => true), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'getGroupMembers' | 'setGroupMembers', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

it('opens a group’s members with the current ones chosen and saves the new set', async () => {
  render(<UserGroupPage />);
  await screen.findByText('项目组');
  fireEvent.click(within(document.querySelector('tr[data-row-id="g1"]') as HTMLElement).getByText('分组成员'));
  await waitFor(() => expect(api.getGroupMembers).toHaveBeenCalledWith('g1'));
  await waitFor(() => expect(document.querySelector('sl-dialog sl-select')?.getAttribute('value')).toBe('u1'));
  const select = document.querySelector('sl-dialog sl-select') as HTMLElement & { value: string[] };
  await act(async () => {
    select.value = ['u1', 'u2'];
    select.dispatchEvent(new CustomEvent('sl-change'));
  });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(api.setGroupMembers).toHaveBeenCalledWith('g1', ['u1', 'u2']));
});
