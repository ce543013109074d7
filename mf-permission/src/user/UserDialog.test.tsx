// The user dialog against a faked api.ts: the spec's patterns with their messages, then a create
// that sends every organisation with the major one, positions and roles.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { UserDialog } from './UserDialog';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getUser: jest.fn(),
  createUser: jest.fn(() => Promise.resolve({ id: 'new', password: 'Init#2024' })),
  updateUser: jest.fn(() => Promise.resolve(null)),
  getPositionChoices: jest.fn(() => Promise.resolve([{ id: 'p1', fullName: '工程师' }])),
  getRoleChoices: jest.fn(() => Promise.resolve([{ id: 'r1', fullName: '普通用户' }])),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
  getUserOptions: jest.fn(() => Promise.resolve([{ id: 'm1', account: 'boss', realName: '老板' }])),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));

const api = jest.requireMock('./api') as Record<'createUser' | 'getPositionChoices', jest.Mock>;

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
