import * as shared from './index';

// The public surface of @atrium/shared. Adding to it is a decision: update this list on purpose.
const PUBLIC_VALUES = [
  // session
  '$token', '$user', '$menus', '$permissions', '$routerList', '$sysConfig', '$locked', '$settings', '$layout', '$isLoggedIn', '$isAdmin',
  'resetSession', 'updateSettings', 'login', 'loadCurrentUser', 'refreshCurrentUser', 'logout', 'adoptToken', 'lockScreen', 'unlockScreen',
  'getDictionaries', 'clearDictionaryCache', 'encryptPassword', 'sealPassword',
  // http
  'http', 'ApiError', 'configureApi',
  // storage
  'STORAGE_KEYS', 'readStorage', 'writeStorage', 'removeStorage', 'onStorageChange',
  // uploads
  'createUploader', 'fileExtension', 'uploadName', 'UPLOAD_CHUNK_SIZE', 'CHECKSUM_SLICE_SIZE', 'UPLOAD_MAX_RETRIES',
  'UPLOAD_MAX_CHUNKS_IN_FLIGHT', 'UPLOAD_PROGRESS_CAP', 'SIZE_UNITS', 'DEFAULT_FILE_SIZE', 'DEFAULT_IMAGE_SIZE',
  // feedback
  'notify', 'notifySuccess', 'notifyWarning', 'notifyError', 'confirmDialog', 'confirmDelete', 'confirmDeleteMessage',
  // i18n
  '$locale', 'setLocale', 'addTranslations', 't', 'LOCALES',
  // events
  'socketEvents$', 'sessionEvents$', 'moduleEvents$', 'publishSocketEvent', 'publishModuleEvent', '$unread', 'setUnreadCounts',
  '$flowTodoCount', 'setFlowTodoCount',
  '$socketStatus', 'sendSocketMessage', 'startSocket',
  // live module swaps
  '$importMapVersion', '$reloadNeeded', 'moduleSwaps$', 'dismissReloadNeeded', 'startImportMapWatch',
  // routing, permissions, pages
  '$currentPath', 'navigate', 'vueName', 'menuRoute', 'flattenMenuRoutes', 'findMenuByPath', 'firstPagePath', 'largeScreenUrl',
  'hasPermission', 'hasPermissionIn', 'usePermission', '$currentModelId', 'BTN_ADD', 'BTN_EDIT', 'BTN_REMOVE',
  'loadRouteManifest', 'resolvePageModule', 'resolveWidgetModule',
  // validators
  'isMobile', 'isPassword', 'isIdCard', 'isEmail', 'isCarPlate', 'isChinese', 'isCode', 'isAccount', 'isName', 'isDigitsCode',
  'isHalfStep', 'isPositiveInteger', 'isRequiredRule', 'isFieldName', 'isExternalLink', 'isUrl', 'isLowerCase', 'isUpperCase', 'isAlphabets',
  'requiredRule', 'maxLengthRule', 'sortCodeRule', 'nameRule', 'patternRule', 'mobileRule', 'positiveIntegerRule', 'digitsRule', 'validateValue',
  // rules shared with the server
  'templateParams', 'CHANNEL_SETTINGS', 'passwordBreach', 'PASSWORD_MAX',
  // formatters
  'relativeTime', 'formatDate', 'thousands', 'abbreviate', 'chineseAmount',
];

describe('@atrium/shared public surface', () => {
  it('exports exactly the public values', () => {
    expect(Object.keys(shared).sort()).toEqual([...PUBLIC_VALUES].sort());
  });

  it('exposes streams without a way to push into them', () => {
    for (const stream of [shared.socketEvents$, shared.sessionEvents$, shared.moduleEvents$, shared.moduleSwaps$]) {
      expect('next' in stream).toBe(false);
    }
  });

  it('names every store with a leading $', () => {
    const stores = Object.entries(shared).filter(([, v]) => typeof v === 'object' && v !== null && 'get' in v && 'listen' in v);
    expect(stores.map(([k]) => k).every((k) => k.startsWith('$'))).toBe(true);
  });
});
