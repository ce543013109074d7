/**
 * Data shapes shared by every micro-frontend (spec section 3). They describe what the
 * JNPF-compatible server sends; fields the spec does not pin down are optional.
 */

/** Navigation layouts of the shell; anything else the server sends becomes 'classic'. */
export type LayoutType = 'classic' | 'functional' | 'plain' | 'blend';

export interface SystemRef {
  id: string;
  name: string;
  icon?: string;
  /** True for the system whose menus the user currently sees. */
  currentSystem?: boolean;
}

/** The signed-in user (spec section 3 "User info"). */
export interface UserInfo {
  userId: string;
  id?: string;
  account: string;
  userAccount?: string;
  userName?: string;
  realName: string;
  headIcon?: string;
  portalId?: string;
  signImg?: string;
  departmentName?: string;
  organizeName?: string;
  positionName?: string;
  /** The current (major) organisation. */
  organizeId?: string;
  /** The current (major) position. */
  positionId?: string;
  /** The server sends either a comma-separated string or a list of ids. */
  positionIds?: string | readonly string[] | null;
  /** Null until the user changed the initial password. */
  changePasswordDate?: string | number | null;
  /** 1 when the last-login notice should be shown after signing in. */
  prevLogin?: number;
  prevLoginTime?: string | number | null;
  prevLoginIPAddress?: string;
  prevLoginIPAddressName?: string;
  isAdministrator?: boolean;
  systemIds?: readonly SystemRef[];
  /** The saved navigation layout (classic, functional, plain, blend). */
  theme?: string;
}

/**
 * Menu entry types (spec section 2): 0 directory, 1 group, 2 page, 3 dynamic model,
 * 4 dynamic dictionary, 5 dynamic data report, 6 large-screen view, 7 external link,
 * 8 dynamic portal.
 */
export type MenuType = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface MenuNode {
  id: string;
  enCode: string;
  fullName: string;
  type: MenuType;
  icon?: string;
  urlAddress?: string | null;
  linkTarget?: string | null;
  /** JSON text (sometimes an object already) holding moduleId and isTree for dynamic types. */
  propertyJson?: string | Record<string, unknown> | null;
  hasChildren?: boolean;
  children?: readonly MenuNode[] | null;
  sortCode?: number;
  hidden?: boolean;
}

export interface PermissionItem {
  enCode: string;
  fullName?: string;
}

export type PermissionKind = 'button' | 'column' | 'form';

/** Codes the user may use on one menu (modelId = menu id). */
export interface PermissionEntry {
  modelId: string;
  moduleName?: string;
  button?: readonly PermissionItem[];
  column?: readonly PermissionItem[];
  form?: readonly PermissionItem[];
  /** The menu checks list columns: columns not in `column` are hidden (otherwise all show). */
  columnAuthorize?: boolean;
  /** The menu checks form fields: fields not in `form` are hidden (otherwise all show). */
  formAuthorize?: boolean;
}

/** System configuration, with the password policy fields it carries. */
export interface SysConfig {
  sysName?: string;
  sysVersion?: string;
  copyright?: string;
  logoIcon?: string;
  navigationIcon?: string;
  /** 1: a user who never changed the initial password must change it. */
  mandatoryModificationOfInitialPassword?: number;
  loginNeedCode?: boolean | number;
  passwordStrengthLimit?: number;
  passwordLengthMin?: boolean | number;
  passwordLengthMinNumber?: number;
  containsNumbers?: boolean | number;
  includeLowercaseLetters?: boolean | number;
  includeUppercaseLetters?: boolean | number;
  containsCharacters?: boolean | number;
}

export interface LoginParams {
  account: string;
  /** Plain text; login() sends its MD5 hex digest. */
  password: string;
  code?: string;
  timestamp?: string | number;
  jnpfTicket?: string;
}

export interface LoginResult {
  /** Stored and sent back verbatim, e.g. 'bearer eyJ…'. */
  token: string;
  theme: LayoutType;
}

/** GET /api/oauth/CurrentUser, after normalisation. */
export interface CurrentUserData {
  userInfo: UserInfo;
  menuList: readonly MenuNode[];
  permissionList: readonly PermissionEntry[];
  routerList: readonly MenuNode[];
  sysConfig: SysConfig | null;
}

/** Display preferences kept in the browser (spec section 3 "Local settings"). */
export interface LocalSettings {
  layoutType: LayoutType;
  /** Theme colour: blue, purple, azure, ocean, green, yellow, orange or red. */
  themeClass: string;
  slideClass: 'dark' | 'lightWhite';
  tagsView: boolean;
  tagsIcon: boolean;
  showLanguage: boolean;
  showSearch: boolean;
  useCache: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  sidebarOpened: boolean;
  /** Side menu opens one folder at a time (accordion); off keeps every opened folder open. */
  menuAccordion: boolean;
  size: 'default' | 'medium' | 'small' | 'mini';
}

export interface DictionaryItem {
  id: string;
  enCode?: string;
  fullName: string;
  parentId?: string;
  enabledMark?: number;
  sortCode?: number;
  children?: readonly DictionaryItem[] | null;
}

/** One dictionary type with its data, as GET /api/system/DictionaryData/All lists it. */
export interface DictionaryGroup {
  id: string;
  enCode?: string;
  fullName?: string;
  isTree?: number;
  dictionaryList: readonly DictionaryItem[];
}
