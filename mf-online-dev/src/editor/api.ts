// Calls the form designer makes beyond /api/visualdev/Base: the data interfaces an option source
// or a popup select can name. The client is a parameter so tests pass a fake transport.
import type { HttpClient } from '@atrium/shared';

export interface DataInterfaceOption {
  id: string;
  fullName: string;
  /** The category it is filed under, when the server says. */
  category?: string;
}

export interface DesignerApi {
  /**
   * GET /api/system/DataInterface/Selector: the interfaces to choose from. JNPF answers a tree of
   * categories holding interfaces; a flat list is read too. Silent: the chooser says what went wrong.
   */
  dataInterfaces(): Promise<DataInterfaceOption[]>;
  /**
   * GET /api/visualdev/Base: the released modules a related-form field can link to. Optional: without
   * it the designer takes the module id as text.
   */
  modules?(): Promise<{ id: string; fullName: string }[]>;
}

/** Released modules of a /api/visualdev/Base page (state 1). */
export function releasedModulesOf(data: unknown): { id: string; fullName: string }[] {
  const list = Array.isArray((data as { list?: unknown } | null)?.list) ? (data as { list: unknown[] }).list : Array.isArray(data) ? data : [];
  return list.flatMap((item) => {
    const record = (typeof item === 'object' && item !== null ? item : {}) as { id?: unknown; fullName?: unknown; state?: unknown };
    return typeof record.id === 'string' && Number(record.state) === 1 ? [{ id: record.id, fullName: typeof record.fullName === 'string' ? record.fullName : record.id }] : [];
  });
}

interface SelectorNode {
  id?: unknown;
  fullName?: unknown;
  children?: unknown;
}

/** The leaves of the selector's tree (categories hold children; interfaces do not). */
export function interfacesOf(data: unknown, category?: string): DataInterfaceOption[] {
  const list = Array.isArray(data) ? data : Array.isArray((data as { list?: unknown } | null)?.list) ? (data as { list: unknown[] }).list : [];
  return list.flatMap((item): DataInterfaceOption[] => {
    if (typeof item !== 'object' || item === null) return [];
    const node = item as SelectorNode;
    const name = typeof node.fullName === 'string' ? node.fullName : '';
    if (Array.isArray(node.children) && node.children.length > 0) return interfacesOf(node.children, name);
    if (typeof node.id !== 'string' || node.id === '') return [];
    return [{ id: node.id, fullName: name || node.id, ...(category ? { category } : {}) }];
  });
}

export function createDesignerApi(client: HttpClient): DesignerApi {
  return {
    dataInterfaces: () => client.get<unknown>('/api/system/DataInterface/Selector', undefined, { silent: true }).then((data) => interfacesOf(data)),
    modules: () => client.get<unknown>('/api/visualdev/Base', { currentPage: 1, pageSize: 500 }, { silent: true }).then((data) => releasedModulesOf(data)),
  };
}
