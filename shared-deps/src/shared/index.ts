/**
 * @atrium/shared — the ONE public file of the cross-app module.
 * Reads go through $-atoms (nanostores) and $-observables (RxJS); writes go through the
 * named functions below. Nothing else is public: MFs must not import other files.
 */

// Session: state (read-only atoms) and writers
export {
  $token,
  $user,
  $menus,
  $permissions,
  $routerList,
  $sysConfig,
  $locked,
  $settings,
  $layout,
  $isLoggedIn,
  $isAdmin,
  resetSession,
  updateSettings,
} from './sessionState';
export { login, loadCurrentUser, refreshCurrentUser, logout, adoptToken, lockScreen, unlockScreen } from './session';
export { getDictionaries, clearDictionaryCache } from './dictionaryCache';
export { encryptPassword } from './password';
export { sealPassword } from './passwordSeal';

// HTTP: one client, one error model
export { http, ApiError } from './http';
export type { ApiErrorKind, HttpClient, HttpOptions, HttpRequestConfig, HttpMethod, HttpResponseType } from './http';
export { configureApi } from './config';
export type { ApiConfig } from './config';

// Storage (jnpf_ prefix)
export { STORAGE_KEYS, readStorage, writeStorage, removeStorage, onStorageChange } from './storage';

// Feedback
export { notify, notifySuccess, notifyWarning, notifyError, confirmDialog, confirmDelete, confirmDeleteMessage } from './notify';
export type { ToastVariant, ConfirmOptions } from './notify';

// Uploads (issue 14): JNPF's chunked, resumable protocol; MD5 in a Web Worker
export { createUploader, fileExtension, uploadName } from './upload';
export {
  UPLOAD_CHUNK_SIZE,
  CHECKSUM_SLICE_SIZE,
  UPLOAD_MAX_RETRIES,
  UPLOAD_MAX_CHUNKS_IN_FLIGHT,
  UPLOAD_PROGRESS_CAP,
  SIZE_UNITS,
  DEFAULT_FILE_SIZE,
  DEFAULT_IMAGE_SIZE,
} from './upload';
export type {
  Uploader,
  UploaderOptions,
  UploadEvent,
  UploadTransport,
  SendOptions,
  Hasher,
  HashOptions,
  Limiter,
  SizeUnit,
  ChunkParams,
  ChunkAnswer,
  MergePayload,
  UploadTarget,
  UploadedFile,
  UploadItem,
  UploadStatus,
  UploadPhase,
  UploadFailure,
} from './upload';

// i18n
export { $locale, setLocale, addTranslations, t, LOCALES } from './i18n';
export type { Locale, TranslationSource, TranslationTree } from './i18n';

// Events (caller-owned subscriptions) and unread counts
export { socketEvents$, sessionEvents$, moduleEvents$, publishSocketEvent, publishModuleEvent } from './bus';
export type { SocketEvent, SocketMethod, SessionEvent, ModuleEvent, EventSource } from './bus';
export { $socketStatus, sendSocketMessage, startSocket } from './socket';
export type { SocketStatus } from './socket/socketClient';
export { $unread, setUnreadCounts, $flowTodoCount, setFlowTodoCount } from './unread';
export type { UnreadCounts } from './unread';

// Live module swaps (issue 13): the import map the page follows, swaps to apply, reloads to suggest
export { $importMapVersion, $reloadNeeded, moduleSwaps$, dismissReloadNeeded, startImportMapWatch } from './importMap';
export type { ModuleSwap, ReloadNeeded } from './importMap';

// Routing, menus and permissions
export { $currentPath, navigate, vueName, menuRoute, flattenMenuRoutes, findMenuByPath, firstPagePath } from './routing';
export { largeScreenUrl } from './largeScreen';
export type { MenuRoute, FlatMenuRoute, DynamicProperties, MenuRouteContext } from './routing';
export { hasPermission, hasPermissionIn, usePermission, $currentModelId, BTN_ADD, BTN_EDIT, BTN_REMOVE } from './permissions';
export { loadRouteManifest, resolvePageModule, resolveWidgetModule } from './pages';
export type { RouteManifest, RouteManifestEntry, PageModule } from './pages';

// Validation, formatting, HTML
export {
  isMobile,
  isPassword,
  isIdCard,
  isEmail,
  isCarPlate,
  isChinese,
  isCode,
  isAccount,
  isName,
  isDigitsCode,
  isHalfStep,
  isPositiveInteger,
  isFieldName,
  isExternalLink,
  isUrl,
  isLowerCase,
  isUpperCase,
  isAlphabets,
  requiredRule,
  isRequiredRule,
  maxLengthRule,
  sortCodeRule,
  nameRule,
  patternRule,
  mobileRule,
  positiveIntegerRule,
  digitsRule,
  validateValue,
} from './validators';
export type { FieldRule } from './validators';
export { templateParams, CHANNEL_SETTINGS, passwordBreach, PASSWORD_MAX } from '@atrium/rules';
export type { SettingField, SettingKind, PasswordBreach, PasswordPolicy } from '@atrium/rules';
export { relativeTime, formatDate, thousands, abbreviate, chineseAmount } from './formatters';
export type { DateInput } from './formatters';

// Data shapes
export type {
  LayoutType,
  SystemRef,
  UserInfo,
  MenuType,
  MenuNode,
  PermissionItem,
  PermissionKind,
  PermissionEntry,
  SysConfig,
  LoginParams,
  LoginResult,
  CurrentUserData,
  LocalSettings,
  DictionaryItem,
  DictionaryGroup,
} from './types';
