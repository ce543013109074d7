// Portals for tests, JNPF-shaped, built by overriding sensible defaults.
import type { PortalViewApi } from '../portalView/api';
import type { PortalInfo, PortalRow } from './api';

export function portalRow(overrides: Partial<PortalRow> = {}): PortalRow {
  return {
    id: 'p1',
    fullName: '默认门户',
    enCode: 'defaultPortal',
    category: 'c1',
    categoryName: '基础门户',
    enabledMark: 1,
    sortCode: 0,
    description: '',
    creatorUser: '管理员',
    creatorTime: Date.UTC(2025, 0, 6),
    lastModifyTime: null,
    ...overrides,
  };
}

export function portalInfo(overrides: Partial<PortalInfo> = {}): PortalInfo {
  return {
    id: 'p1',
    fullName: '默认门户',
    enCode: 'defaultPortal',
    category: 'c1',
    enabledMark: 1,
    sortCode: 0,
    description: '',
    type: 0,
    formData: JSON.stringify({ layout: [] }),
    ...overrides,
  };
}

/** The widgets' calls answered empty: previews render without the network. */
export function quietViewApi(): PortalViewApi {
  return {
    auth: () => Promise.resolve({ refused: '' }),
    todos: () => Promise.resolve([]),
    notices: () => Promise.resolve([]),
    overview: () => Promise.resolve({}),
    interfaceRows: () => Promise.resolve([]),
  };
}
