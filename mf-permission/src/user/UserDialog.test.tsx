// The user dialog against a faked api.ts: the spec's patterns with their messages, then a create
// that sends every organisation with the major one, positions and roles.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type PermissionEntry } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { UserDialog } from './UserDialog';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getUser: jest.fn(),
  createUser: jest.fn(() => Promise.resolve({ id: 'new', password: 'Init#2024' })),
  updateUser: jest.fn(() => Promise.resolve(null)),
  getPositionChoices: jest.fn(() => Promise.resolve([{ id: 'p1', fullName: '工程师' }])),
  getRoleChoices: jest.fn(() => Promise.resolve([{ id: 'r1', fullName: '普通用户' }])),
  getAvatarOptions: jest.fn(() => Promise.resolve([
    { name: 'avatar-1.svg', url: '/api/file/Image/userAvatar/avatar-1.svg', builtIn: true },
    { name: 'avatar-2.svg', url: '/api/file/Image/userAvatar/avatar-2.svg', builtIn: true },
  ])),
  uploadAvatar: jest.fn(() => Promise.resolve({ name: 'f00d.png', url: '/api/file/Image/userAvatar/f00d.png' })),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
}));
jest.mock('@atrium/ui', () => ({
  ...jest.requireActual('@atrium/ui'),
  UserSelect: (jest.requireActual('../common/testing/fakeUserSelect') as typeof import('../common/testing/fakeUserSelect')).FakeUserSelect,
}));
// The route's permission entry, switchable per test (as @atrium/ui's fieldRights test does).
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const permissions = atom([]);
  const modelId = atom('m-user');
  return {
    ...jest.requireActual('@atrium/shared'),
    notifySuccess: jest.fn(),
    get $permissions() {
      return permissions;
    },
    get $currentModelId() {
      return modelId;
    },
  };
});

const api = jest.requireMock('./api') as Record<'createUser' | 'updateUser' | 'getUser' | 'getPositionChoices' | 'getAvatarOptions', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as { $permissions: { set: (value: readonly PermissionEntry[]) => void } };

beforeEach(() => {
  jest.clearAllMocks();
  shared.$permissions.set([]);
});
beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

type Field = HTMLElement & { value: string | string[] };

async function change(selector: string, value: string | string[], event = 'sl-input'): Promise<void> {
  const field = document.querySelector(selector) as Field;
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new CustomEvent(event));
  });
}

const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

it('refuses a malformed account, mobile and email with the spec messages, then creates with the major organisation and position', async () => {
  const onSaved = jest.fn();
  render(<UserDialog id={null} organizeId="d1" onClose={jest.fn()} onSaved={onSaved} />);
  const confirm = await screen.findByText('确定');
  await waitFor(() => expect(api.getPositionChoices).toHaveBeenCalledWith(['d1']));

  await waitFor(() => expect(document.querySelector('sl-input[label="账户"]')).not.toBeNull());
  await change('sl-input[label="账户"]', 'zhang san');
  await change('sl-input[label="手机"]', '12345');
  await change('sl-input[label="邮箱"]', 'a@b');
  fireEvent.click(confirm);
  await waitFor(() => expect(alerts()).toEqual(['账户只能输入英文和数字', '请输入姓名', '请输入正确的手机号码', '请输入正确的邮箱']));
  expect(api.createUser).not.toHaveBeenCalled();

  await change('sl-input[label="账户"]', 'zhangsan');
  await change('sl-input[label="姓名"]', '张三');
  await change('sl-input[label="手机"]', '13800000000');
  await change('sl-input[label="邮箱"]', 'zhangsan@example.com');
  await change('sl-select[label="所属组织"]', ['d1', 'o1'], 'sl-change');
  await change('sl-select[label="岗位"]', ['p1'], 'sl-change');
  await change('sl-select[label="角色"]', ['r1'], 'sl-change');
  fireEvent.click(confirm);
  await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Init#2024'));
  expect(api.createUser).toHaveBeenCalledWith(expect.objectContaining({
    account: 'zhangsan', realName: '张三', organizeIds: ['d1', 'o1'], organizeId: 'd1', positionIds: ['p1'], positionId: 'p1',
    roleIds: ['r1'], mobilePhone: '13800000000', email: 'zhangsan@example.com', gender: 1, sortCode: 0, enabledMark: 1,
  }));
});

const saved = {
  id: 'u1', account: 'zhangsan', realName: '张三', organizeIds: ['d1'], organizeId: 'd1', positionIds: [], positionId: '', roleIds: [],
  managerId: 'm1', gender: 0, mobilePhone: '', email: '', headIcon: '', sortCode: 0, enabledMark: 1, description: '',
};

it('edits with the server\'s genders (0 保密), the manager from the user picker and an avatar of the server\'s set', async () => {
  api.getUser.mockResolvedValue(saved);
  const onSaved = jest.fn();
  render(<UserDialog id="u1" organizeId="" onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-select[label="性别"]')?.getAttribute('value')).toBe('0'));
  expect([...document.querySelectorAll('sl-select[label="性别"] sl-option')].map((option) => `${option.getAttribute('value')}${option.textContent}`)).toEqual(['1男', '2女', '0保密']);
  expect((screen.getByLabelText('直属主管') as HTMLInputElement).value).toBe('m1');
  fireEvent.change(screen.getByLabelText('直属主管'), { target: { value: 'm2' } });
  fireEvent.click(await screen.findByLabelText('头像 2'));
  await change('sl-select[label="性别"]', '2', 'sl-change');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateUser).toHaveBeenCalledWith('u1', expect.objectContaining({ gender: 2, managerId: 'm2', headIcon: '/api/file/Image/userAvatar/avatar-2.svg' }));
});

it('uploads a picture as the avatar', async () => {
  api.getUser.mockResolvedValue(saved);
  render(<UserDialog id="u1" organizeId="" onClose={jest.fn()} onSaved={jest.fn()} />);
  await waitFor(() => expect(screen.getByTestId('avatar-file')).toBeTruthy());
  const file = new File(['png'], 'me.png', { type: 'image/png' });
  fireEvent.change(screen.getByTestId('avatar-file'), { target: { files: [file] } });
  await waitFor(() => expect(document.querySelector('sl-avatar[label="头像"]')?.getAttribute('image')).toBe('/api/file/Image/userAvatar/f00d.png'));
  expect(jest.requireMock('./api').uploadAvatar).toHaveBeenCalledWith(file);
});

it('hides the fields the route\'s form rights do not list, and their rules do not block the save', async () => {
  shared.$permissions.set([{ modelId: 'm-user', formAuthorize: true, form: [{ enCode: 'account' }, { enCode: 'realName' }, { enCode: 'gender' }] }]);
  const onSaved = jest.fn();
  render(<UserDialog id={null} organizeId="" onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-input[label="账户"]')).not.toBeNull());
  for (const label of ['手机', '邮箱', '排序', '说明']) expect(document.querySelector(`[label="${label}"]`)).toBeNull();
  for (const label of ['所属组织', '主组织', '岗位', '角色']) expect(document.querySelector(`sl-select[label="${label}"]`)).toBeNull();
  expect(screen.queryByLabelText('直属主管')).toBeNull();
  expect(screen.queryByRole('group', { name: '头像' })).toBeNull();
  expect(document.querySelector('sl-select[label="性别"]')).not.toBeNull();
  await change('sl-input[label="账户"]', 'wangwu');
  await change('sl-input[label="姓名"]', '王五');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  // 所属组织 is required, but hidden: its rule does not block (the server ignores the field).
  expect(api.createUser).toHaveBeenCalledWith(expect.objectContaining({ account: 'wangwu', realName: '王五', organizeIds: [] }));
});
