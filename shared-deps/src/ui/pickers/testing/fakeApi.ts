// Test data for the pickers: small node factories and an API whose every call is a jest mock.
import type { PermissionPickerApi, PickerNode, PickerPage } from '../api';

export const node = (id: string, type: string, overrides: Partial<PickerNode> = {}): PickerNode => ({ id, fullName: `名${id}`, type, ...overrides });

export const pageOf = (list: PickerNode[], total = list.length): PickerPage => ({ list, total });

export type FakePickerApi = { [K in keyof PermissionPickerApi]: jest.Mock<ReturnType<PermissionPickerApi[K]>, Parameters<PermissionPickerApi[K]>> };

type Api = PermissionPickerApi;
const mock = <K extends keyof Api>(answer: () => ReturnType<Api[K]>) => jest.fn<ReturnType<Api[K]>, Parameters<Api[K]>>(answer);
const empty = () => Promise.resolve([] as PickerNode[]);
const emptyPage = () => Promise.resolve(pageOf([]));

/** Every call answers empty unless a test says otherwise. */
export function fakePickerApi(): FakePickerApi {
  return {
    departments: mock<'departments'>(empty),
    searchDepartments: mock<'searchDepartments'>(empty),
    userTree: mock<'userTree'>(empty),
    searchUsers: mock<'searchUsers'>(emptyPage),
    usersOf: mock<'usersOf'>(emptyPage),
    selectedUsers: mock<'selectedUsers'>(emptyPage),
    subordinates: mock<'subordinates'>(empty),
    selectedItems: mock<'selectedItems'>(empty),
    roles: mock<'roles'>(empty),
    rolesByPermission: mock<'rolesByPermission'>(empty),
    positions: mock<'positions'>(empty),
    groups: mock<'groups'>(empty),
  };
}
