// The fixed routes of the portal (spec section 2 "Routes"). Page routes come from the user's menus.

/** Reachable without a token. */
export const publicPaths = ['/login', '/auth-redirect', '/sso', '/formShortLink', '/exportPdf', '/mapView'];

/** Routes the shell itself renders for any signed-in user. */
export const shellPaths = [
  '/',
  '/home',
  '/basic/dashboard',
  '/lockScreen',
  '/menuMore',
  '/404',
  '/messageRecord',
  '/previewModel',
  '/profile',
  '/emailDetail',
  '/workFlowDetail',
  '/externalLink',
  '/workFlow/entrust',
];

export const HOME_PATH = '/basic/dashboard';
export const LOGIN_PATH = '/login';
export const LOCK_PATH = '/lockScreen';
export const NOT_FOUND_PATH = '/404';
export const REDIRECT_PREFIX = '/redirect/';
