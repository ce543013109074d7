export const HOME_PATH = '/basic/dashboard';
export const LOGIN_PATH = '/login';
export const NOT_FOUND_PATH = '/404';
export const REDIRECT_PREFIX = '/redirect';
