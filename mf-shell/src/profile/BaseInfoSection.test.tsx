// Form field rights (spec section 6) on the profile's base info form: with the route's entry saying
// formAuthorize, only the fields in its `form` list render, and a hidden field's rule does not block
// the save; without the switch every field shows, each named by its enCode.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale, type PermissionEntry } from '@atrium/shared';
import type { BaseInfo } from './api';
import { BaseInfoSection } from './BaseInfoSection';
import { registerProfileTranslations } from './i18n';

const info: BaseInfo = {
  id: 'u1', account: 'zhangsan', realName: '', headIcon: '', organize: '研发部', departmentName: '研发部', position: '', roleName: '',
  creatorTime: null, prevLoginTime: null, prevLoginIPAddress: '', gender: 1, mobilePhone: '', mobilePhoneVerified: false, smsAvailable: false,
  telePhone: '', email: '', birthday: null, postalAddress: '', signature: '',
};

jest.mock('./api', () => ({
  getBaseInfo: jest.fn(() => Promise.resolve(info)),
  updateBaseInfo: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const permissions = atom([]);
  const modelId = atom('m-profile');
  return {
    ...jest.requireActual('@atrium/shared'),
    notifySuccess: jest.fn(),
    loadCurrentUser: jest.fn(() => Promise.resolve()),
    get $permissions() {
      return permissions;
    },
    get $currentModelId() {
      return modelId;
    },
  };
});
const api = jest.requireMock('./api') as Record<'updateBaseInfo', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as { $permissions: { set: (value: readonly PermissionEntry[]) => void } };
const grant = (formAuthorize: boolean, codes: string[]) =>
  shared.$permissions.set([{ modelId: 'm-profile', formAuthorize, form: codes.map((enCode) => ({ enCode })) }] as PermissionEntry[]);
const fields = () => [...document.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerProfileTranslations();
});
beforeEach(() => jest.clearAllMocks());

it('without formAuthorize shows every personal field, each with its enCode', async () => {
  grant(false, []);
  render(<BaseInfoSection />);
  await waitFor(() => expect(new Set(fields())).toEqual(new Set(['realName', 'telePhone', 'email', 'postalAddress', 'signature', 'mobilePhone', 'gender', 'birthday'])));
});

it('hides the fields the form list leaves out; the hidden, empty realName does not block the save', async () => {
  grant(true, ['email', 'gender']);
  render(<BaseInfoSection />);
  await waitFor(() => expect(fields()).toEqual(['email', 'gender']));
  fireEvent.submit(screen.getByTestId('profile-form'));
  await waitFor(() => expect(api.updateBaseInfo).toHaveBeenCalledWith(expect.objectContaining({ gender: 1, email: '' })));
});

it('shows 请选择 in the gender select when the stored gender is none of the choices, and keeps it on save', async () => {
  grant(false, []);
  const getBaseInfo = (jest.requireMock('./api') as Record<'getBaseInfo', jest.Mock>).getBaseInfo;
  // A JNPF server may answer null for a user who never chose.
  getBaseInfo.mockResolvedValueOnce({ ...info, realName: '张三', gender: null as unknown as number });
  render(<BaseInfoSection />);
  const select = await waitFor(() => {
    const found = document.querySelector('[data-field="gender"] sl-select');
    if (!found) throw new Error('no gender select yet');
    return found as HTMLElement & { placeholder?: string; value?: string };
  });
  expect(select.getAttribute('placeholder') ?? select.placeholder).toBe('请选择');
  expect(select.getAttribute('value') ?? select.value).toBe('');
  expect([...select.querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['保密', '男', '女']);
  fireEvent.submit(screen.getByTestId('profile-form'));
  await waitFor(() => expect(api.updateBaseInfo).toHaveBeenCalledWith(expect.objectContaining({ gender: null })));
});
