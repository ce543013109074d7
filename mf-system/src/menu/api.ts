// Calls of the menu page (JNPF 3.1 system/menu.js, buttonAuthorize.js, columnAuthorize.js,
// formAuthorize.js, dataAuthorize.js under /api/system), one function per endpoint.
import { http } from '@atrium/shared';

/** Parent id of top-level menus and buttons. */
export const MENU_ROOT = '-1';

export interface SystemOption {
  id: string;
  fullName: string;
  enCode: string;
  icon: string;
  enabledMark: number;
}

export interface MenuFields {
  parentId: string;
  systemId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string | null;
  sortCode: number;
  enabledMark: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  description: string;
  /** The name in 繁體中文 and English ('' falls back to fullName); absent on lists. */
  translations?: { zhtw: string; en: string };
}

export interface Menu extends MenuFields {
  id: string;
}

export interface MenuNode extends Menu {
  hasChildren?: boolean;
  children?: MenuNode[];
}

export interface ParentOption {
  id: string;
  fullName: string;
  children?: ParentOption[];
}

export type ResourceKind = 'button' | 'column' | 'form';

export interface ResourceFields {
  moduleId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  bindTable: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface Resource extends ResourceFields {
  id: string;
  children?: Resource[];
}

export interface DataRuleFields {
  moduleId: string;
  fullName: string;
  enCode: string;
  fieldType: string;
  conditionSymbol: string;
  conditionText: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface DataRule extends DataRuleFields {
  id: string;
}

/** One group of a scheme: its rules joined by `logic`; the groups of a scheme must all hold. */
export interface SchemeGroup {
  logic: 'and' | 'or';
  groups: { id: string }[];
}

export interface DataSchemeFields {
  moduleId: string;
  fullName: string;
  enCode: string;
  /** JSON text of SchemeGroup[]. */
  conditionJson: string;
  allData: number;
  sortCode: number;
  enabledMark: number;
  description: string;
}

export interface DataScheme extends DataSchemeFields {
  id: string;
}

const seg = encodeURIComponent;
const MENU = '/api/system/Menu';

export const getSystems = (): Promise<SystemOption[]> => http.get<{ list: SystemOption[] }>(`${MENU}/SystemSelector`).then((data) => data.list);

export const getMenus = (systemId: string, keyword: string): Promise<MenuNode[]> =>
  http.get<{ list: MenuNode[] }>(MENU, { systemId, keyword }).then((data) => data.list);

/** Parent choices for menu `id` ('0' for a new one): a top-level root over the system's directories. */
export const getMenuParents = (systemId: string, id: string | null): Promise<ParentOption[]> =>
  http.get<{ list: ParentOption[] }>(`${MENU}/Selector/${seg(id ?? '0')}`, { systemId }).then((data) => data.list);

export const getMenu = (id: string): Promise<Menu> => http.get<Menu>(`${MENU}/${seg(id)}`);
export const createMenu = (form: MenuFields): Promise<{ id: string }> => http.post<{ id: string }>(MENU, form);
export const updateMenu = (id: string, form: MenuFields): Promise<unknown> => http.put(`${MENU}/${seg(id)}`, { ...form, id });
export const deleteMenu = (id: string): Promise<unknown> => http.delete(`${MENU}/${seg(id)}`);
export const toggleMenu = (id: string): Promise<{ enabledMark: number }> => http.put<{ enabledMark: number }>(`${MENU}/${seg(id)}/Actions/State`);

const RESOURCE_BASE: Record<ResourceKind, string> = {
  button: '/api/system/ModuleButton',
  column: '/api/system/ModuleColumn',
  form: '/api/system/ModuleForm',
};

export const getResources = (kind: ResourceKind, moduleId: string, keyword = ''): Promise<Resource[]> =>
  http
    .get<{ list: Resource[] }>(`${RESOURCE_BASE[kind]}/${seg(moduleId)}/${kind === 'button' ? 'List' : 'Fields'}`, { keyword })
    .then((data) => data.list);
export const getResource = (kind: ResourceKind, id: string): Promise<Resource> => http.get<Resource>(`${RESOURCE_BASE[kind]}/${seg(id)}`);
export const createResource = (kind: ResourceKind, form: ResourceFields): Promise<{ id: string }> => http.post<{ id: string }>(RESOURCE_BASE[kind], form);
export const updateResource = (kind: ResourceKind, id: string, form: ResourceFields): Promise<unknown> =>
  http.put(`${RESOURCE_BASE[kind]}/${seg(id)}`, { ...form, id });
export const deleteResource = (kind: ResourceKind, id: string): Promise<unknown> => http.delete(`${RESOURCE_BASE[kind]}/${seg(id)}`);
export const toggleResource = (kind: ResourceKind, id: string): Promise<{ enabledMark: number }> =>
  http.put<{ enabledMark: number }>(`${RESOURCE_BASE[kind]}/${seg(id)}/Actions/State`);
export const batchCreateFields = (
  kind: 'column' | 'form',
  body: { moduleId: string; bindTable: string; columnJson: { fullName: string; enCode: string }[] },
): Promise<{ count: number }> => http.post<{ count: number }>(`${RESOURCE_BASE[kind]}/Actions/Batch`, body);

const RULES = '/api/system/ModuleDataAuthorize';
const SCHEMES = '/api/system/ModuleDataAuthorizeScheme';

export const getDataRules = (moduleId: string): Promise<DataRule[]> => http.get<{ list: DataRule[] }>(`${RULES}/${seg(moduleId)}/List`).then((data) => data.list);
export const createDataRule = (form: DataRuleFields): Promise<{ id: string }> => http.post<{ id: string }>(RULES, form);
export const updateDataRule = (id: string, form: DataRuleFields): Promise<unknown> => http.put(`${RULES}/${seg(id)}`, { ...form, id });
export const deleteDataRule = (id: string): Promise<unknown> => http.delete(`${RULES}/${seg(id)}`);

export const getDataSchemes = (moduleId: string): Promise<DataScheme[]> =>
  http.get<{ list: DataScheme[] }>(`${SCHEMES}/${seg(moduleId)}/List`).then((data) => data.list);
export const createDataScheme = (form: DataSchemeFields): Promise<{ id: string }> => http.post<{ id: string }>(SCHEMES, form);
export const updateDataScheme = (id: string, form: DataSchemeFields): Promise<unknown> => http.put(`${SCHEMES}/${seg(id)}`, { ...form, id });
export const deleteDataScheme = (id: string): Promise<unknown> => http.delete(`${SCHEMES}/${seg(id)}`);
