import { act, renderHook } from '@testing-library/react';
import { $currentModelId, BTN_ADD, BTN_EDIT, BTN_REMOVE, hasPermission, hasPermissionIn, usePermission } from './permissions';
import { navigate } from './routing';
import { loadCurrentUser } from './session';
import { setHttpAdapter } from './http';
import { resetSession } from './sessionState';
import { createFakeAdapter, envelope } from './testing/fakeAdapter';
import { createMenu, createPermissionEntry, createUserInfo } from './testing/factories';

const dictionary = createMenu({ id: 'm-dict', urlAddress: 'systemData/dictionary' });
const area = createMenu({ id: 'm-area', urlAddress: 'system/area' });
const noEntry = createMenu({ id: 'm-none', urlAddress: 'system/none' });
const permissions = [
  createPermissionEntry({ modelId: 'm-dict', button: [{ enCode: BTN_ADD }, { enCode: BTN_EDIT }], column: [{ enCode: 'fullName' }], form: [{ enCode: 'enCode' }] }),
  createPermissionEntry({ modelId: 'm-area', button: [{ enCode: BTN_REMOVE }] }),
];

async function signInWith(): Promise<void> {
  setHttpAdapter(
    createFakeAdapter(() =>
      envelope(200, { userInfo: createUserInfo(), menuList: [dictionary, area, noEntry], permissionList: permissions, routerList: [] }),
    ).adapter,
  );
  await loadCurrentUser();
}

beforeEach(() => {
  resetSession();
  window.history.pushState(null, '', '/');
});
afterEach(() => setHttpAdapter(undefined));

describe('hasPermissionIn', () => {
  it('finds a code of the right kind in the entry of the model', () => {
    expect(hasPermissionIn(permissions, 'm-dict', 'button', 'btn_add')).toBe(true);
    expect(hasPermissionIn(permissions, 'm-dict', 'column', 'fullName')).toBe(true);
    expect(hasPermissionIn(permissions, 'm-dict', 'form', 'enCode')).toBe(true);
  });

  it('is false for another kind, another model, no entry or no modelId', () => {
    expect(hasPermissionIn(permissions, 'm-dict', 'button', 'btn_remove')).toBe(false);
    expect(hasPermissionIn(permissions, 'm-dict', 'column', 'btn_add')).toBe(false);
    expect(hasPermissionIn(permissions, 'm-area', 'button', 'btn_add')).toBe(false);
    expect(hasPermissionIn(permissions, 'm-none', 'button', 'btn_add')).toBe(false);
    expect(hasPermissionIn(permissions, null, 'button', 'btn_add')).toBe(false);
    expect(hasPermissionIn([createPermissionEntry({ modelId: 'x', button: undefined })], 'x', 'button', 'btn_add')).toBe(false);
  });

  it('exports the default codes of the spec', () => {
    expect([BTN_ADD, BTN_EDIT, BTN_REMOVE]).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
  });
});

describe('hasPermission on the current route', () => {
  it("uses the modelId of the menu matching the location", async () => {
    await signInWith();
    navigate('/systemData/dictionary');
    expect($currentModelId.get()).toBe('m-dict');
    expect(hasPermission('button', BTN_ADD)).toBe(true);
    expect(hasPermission('button', BTN_REMOVE)).toBe(false);
    navigate('/system/area?x=1');
    expect(hasPermission('button', BTN_REMOVE)).toBe(true);
    expect(hasPermission('button', BTN_ADD)).toBe(false);
  });

  it('grants nothing on a route without modelId or without entry', async () => {
    await signInWith();
    navigate('/profile');
    expect($currentModelId.get()).toBeNull();
    expect(hasPermission('button', BTN_ADD)).toBe(false);
    navigate('/system/none');
    expect($currentModelId.get()).toBe('m-none');
    expect(hasPermission('button', BTN_ADD)).toBe(false);
  });

  it('grants nothing after the session ends', async () => {
    await signInWith();
    navigate('/systemData/dictionary');
    resetSession();
    expect(hasPermission('button', BTN_ADD)).toBe(false);
  });
});

describe('usePermission', () => {
  it('re-renders when the route changes', async () => {
    await signInWith();
    navigate('/systemData/dictionary');
    const { result } = renderHook(() => usePermission('button', BTN_EDIT));
    expect(result.current).toBe(true);
    act(() => navigate('/system/area'));
    expect(result.current).toBe(false);
  });
});
