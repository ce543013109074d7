// The group page: members are read and saved in one call through the user relations; a whole
// department chosen in the user picker is sent as its users.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { UserGroupPage } from './UserGroupPage';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getGroups: jest.fn(() => Promise.resolve({ list: [{ id: 'g1', fullName: '项目组', enCode: 'project', sortCode: 0, enabledMark: 1 }], pagination: { total: 1 } })),
  getGroupMembers: jest.fn(() => Promise.resolve(['u1'])),
  setGroupMembers: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  UserSelect: (jest.requireActual('../common/testing/fakeUserSelect') as typeof import('../common/testing/fakeUserSelect')).FakeUserSelect,
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
  const field = (await screen.findByLabelText('分组成员', { selector: 'input' })) as HTMLInputElement;
  await waitFor(() => expect(field.value).toBe('u1'));
  // The server's getSelectedUserList answers the users a department stands for.
  const post = jest.spyOn(http, 'post').mockResolvedValue({ list: [{ id: 'u2' }, { id: 'u1' }, { id: 'u3' }], pagination: { currentPage: 1, pageSize: 500, total: 3 } });
  fireEvent.change(field, { target: { value: 'u1,d1--department' } });
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(api.setGroupMembers).toHaveBeenCalledWith('g1', ['u1', 'u2', 'u3']));
  expect(post).toHaveBeenCalledWith('/api/permission/Users/getSelectedUserList', { ids: ['d1--department'], keyword: '', currentPage: 1, pageSize: 500 });
  post.mockRestore();
});
