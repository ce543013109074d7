/** Test data factories: sensible defaults, overridable field by field. */
import type { MenuNode, PermissionEntry, UserInfo } from '../types';

let sequence = 0;
const nextId = (prefix: string): string => `${prefix}-${++sequence}`;

export function createUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  const id = overrides.userId ?? nextId('user');
  return {
    userId: id,
    id,
    account: 'admin',
    userAccount: 'admin',
    userName: 'admin',
    realName: '管理员',
    headIcon: '/api/file/Image/userAvatar/001.png',
    organizeName: '总公司',
    departmentName: '研发部',
    positionName: '工程师',
    changePasswordDate: '2024-01-01 00:00:00',
    prevLogin: 0,
    isAdministrator: false,
    systemIds: [{ id: 'sys-1', name: '主系统', currentSystem: true }],
    ...overrides,
  };
}

export function createMenu(overrides: Partial<MenuNode> = {}): MenuNode {
  const id = overrides.id ?? nextId('menu');
  return {
    id,
    enCode: `menu.${id}`,
    fullName: `菜单 ${id}`,
    type: 2,
    icon: 'icon-ym icon-ym-menu',
    urlAddress: `pages/${id}`,
    linkTarget: '_self',
    propertyJson: null,
    hasChildren: false,
    children: null,
    sortCode: 0,
    ...overrides,
  };
}

export function createPermissionEntry(overrides: Partial<PermissionEntry> = {}): PermissionEntry {
  return {
    modelId: overrides.modelId ?? nextId('menu'),
    moduleName: '模块',
    button: [],
    column: [],
    form: [],
    ...overrides,
  };
}
