export const HOME_PATH = '/basic/dashboard';
/** The home route whose tab shows only an icon (spec section 2 "Routes"). */
export const HOME_ICON_PATH = '/home';
export const LOGIN_PATH = '/login';
export const SSO_PATH = '/sso';
export const AUTH_REDIRECT_PATH = '/auth-redirect';
export const NOT_FOUND_PATH = '/404';
export const REDIRECT_PREFIX = '/redirect';
/** The signed-in user's own page (user menu → profile). */
export const PROFILE_PATH = '/profile';
/** The message centre's full list (the bell's 查看全部), served by mf-message. */
export const MESSAGE_RECORD_PATH = '/messageRecord';
