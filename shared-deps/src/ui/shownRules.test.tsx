// useShownRules (spec section 6): the rules of the fields the route's form rights hide are dropped,
// so a hidden required field does not block the save.
import { act, renderHook } from '@testing-library/react';
import { atom } from 'nanostores';
import type { FieldRule, PermissionEntry } from '@atrium/shared';
import { useShownRules } from './shownRules';
import type { FormRules } from './validateForm';

const permissions = atom<readonly PermissionEntry[]>([]);
const modelId = atom<string | null>('m-users');

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  get $permissions() {
    return permissions;
  },
  get $currentModelId() {
    return modelId;
  },
}));

interface Values {
  account: string;
  organizeIds: string;
  items: string;
  mobile: string;
}

const required: FieldRule = (value) => (value ? null : 'required');
const rules: FormRules<Values> = { account: [required], organizeIds: [required], items: [required], mobile: [required] };
const grant = (codes: string[], formAuthorize = true) =>
  permissions.set([{ modelId: 'm-users', formAuthorize, form: codes.map((enCode) => ({ enCode })) }]);

beforeEach(() => {
  permissions.set([]);
  modelId.set('m-users');
});

it('returns the rules unchanged when the route does not check form fields', () => {
  const { result } = renderHook(() => useShownRules(rules));
  expect(result.current).toBe(rules);
  act(() => grant([], false));
  expect(result.current).toBe(rules);
});

it('drops the rules of the fields the form rights hide, and follows a change of rights', () => {
  grant(['account']);
  const { result } = renderHook(() => useShownRules(rules));
  expect(Object.keys(result.current)).toEqual(['account']);
  expect(result.current.account).toBe(rules.account);
  act(() => grant(['account', 'mobile']));
  expect(Object.keys(result.current)).toEqual(['account', 'mobile']);
});

it('looks a value key up by its field name where they differ', () => {
  grant(['organizeId']);
  const { result } = renderHook(() => useShownRules(rules, { organizeIds: 'organizeId' }));
  expect(Object.keys(result.current)).toEqual(['organizeIds']);
});

it('keeps a sub-table when one of its parent-field codes is granted', () => {
  grant(['items-price']);
  const { result } = renderHook(() => useShownRules(rules));
  expect(Object.keys(result.current)).toEqual(['items']);
});
