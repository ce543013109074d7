/**
 * Session writers: login, current-user load, logout, token adoption and screen lock
 * (spec sections 4 and 7). State lives in sessionState.ts; MFs read it through the
 * $-atoms and change it only through these functions.
 */
import { emitSessionEvent } from './bus';
import { getApiConfig } from './config';
import { http, ApiError } from './http';
import { t } from './i18n';
import { encryptPassword } from './password';
import {
  $token,
  clearCaches,
  lockedState,
  menusState,
  normalizeLayout,
  permissionsState,
  resetSession,
  routerListState,
  sysConfigState,
  tokenState,
  userState,
  updateSettings,
} from './sessionState';
import type { CurrentUserData, LoginParams, LoginResult, MenuNode, PermissionEntry, SysConfig, UserInfo } from './types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * POST /api/oauth/Login (form-encoded, password as MD5 hex). Stores the token verbatim
 * and the layout theme, clears any lock flag and announces the login.
 */
export async function login(params: LoginParams): Promise<LoginResult> {
  const data = await http.post<unknown>(
    '/api/oauth/Login',
    {
      account: params.account,
      password: encryptPassword(params.password),
      jnpf_ticket: params.jnpfTicket ?? '',
      origin: 'password',
      code: params.code ?? '',
      timestamp: params.timestamp ?? '',
      client_id: 'admin',
      client_secret: getApiConfig().clientSecret,
      scope: 'all',
      grant_type: 'password',
    },
    { form: true },
  );
  const token = isRecord(data) && typeof data.token === 'string' ? data.token : '';
  if (token.trim() === '') {
    throw new ApiError({ code: 0, msg: t('session.verificationFailed'), kind: 'session', data });
  }
  const theme = normalizeLayout(isRecord(data) ? data.theme : undefined);
  startSession(token);
  updateSettings({ layoutType: theme });
  return { token, theme };
}

/** Drops the previous user's data and caches, then stores the new token. */
function startSession(token: string): void {
  if ($token.get() !== token) {
    userState.reset();
    menusState.reset();
    permissionsState.reset();
    routerListState.reset();
    clearCaches();
  }
  lockedState.reset();
  tokenState.set(token);
  emitSessionEvent({ type: 'login', source: 'local' });
}

/**
 * Takes over a token handed over in a URL (/workFlowDetail?token=…), before the
 * current user is loaded with it.
 */
export function adoptToken(token: string): void {
  const value = token.trim();
  if (value === '') return;
  startSession(value);
}

function listOf<T>(value: unknown): readonly T[] {
  return Array.isArray(value) ? (value as T[]) : []; // server lists, stored as sent
}

let loading: Promise<CurrentUserData> | null = null;

/**
 * GET /api/oauth/CurrentUser: fills $user, $menus, $permissions, $routerList and
 * $sysConfig. Missing data rejects with ApiError 'verification failed, please log in
 * again' (translated). Concurrent callers share one request.
 */
export function loadCurrentUser(): Promise<CurrentUserData> {
  return loading ?? fetchCurrentUser(false);
}

/**
 * Loads the current user again after a change on the server (the socket's `refresh`): menus,
 * routes and permission codes are replaced in place, so every screen reading the atoms follows
 * without a reload. Always a request of its own, sent after any load already under way (that one
 * may have read the data before the change). Silent: the user did not ask for it, so a failure
 * shows no toast; a session code (600-602) still ends the session.
 */
export async function refreshCurrentUser(): Promise<CurrentUserData> {
  if (loading) await loading.catch(() => undefined);
  return loading ?? fetchCurrentUser(true);
}

function fetchCurrentUser(silent: boolean): Promise<CurrentUserData> {
  const pending = (async () => {
    const data = await http.get<unknown>('/api/oauth/CurrentUser', undefined, silent ? { silent } : undefined);
    if (!isRecord(data) || !isRecord(data.userInfo)) {
      throw new ApiError({ code: 0, msg: t('session.verificationFailed'), kind: 'session', data });
    }
    const sysSource = isRecord(data.sysConfig) ? data.sysConfig : isRecord(data.sysConfigInfo) ? data.sysConfigInfo : null;
    const result: CurrentUserData = {
      userInfo: data.userInfo as unknown as UserInfo, // server shape, see types.ts
      menuList: listOf<MenuNode>(data.menuList),
      permissionList: listOf<PermissionEntry>(data.permissionList),
      routerList: listOf<MenuNode>(data.routerList),
      sysConfig: sysSource as SysConfig | null,
    };
    userState.set(result.userInfo);
    // The layout saved on the server wins, also for sessions that did not start with login().
    if (typeof data.userInfo.theme === 'string') updateSettings({ layoutType: normalizeLayout(data.userInfo.theme) });
    menusState.set(result.menuList);
    permissionsState.set(result.permissionList);
    routerListState.set(result.routerList);
    if (result.sysConfig) sysConfigState.set(result.sysConfig);
    return result;
  })();
  loading = pending;
  void pending.then(
    () => {
      loading = null;
    },
    () => {
      loading = null;
    },
  );
  return pending;
}

/** GET /api/oauth/Logout (its failure is ignored), then resetSession(). */
export async function logout(): Promise<void> {
  try {
    // skipCodeCheck + silent: an already expired token must not trigger the expiry flow.
    await http.get('/api/oauth/Logout', undefined, { skipCodeCheck: true, silent: true });
  } catch {
    // the session ends locally whatever the server says
  }
  resetSession('logout');
}

/** Locks the screen: stored flag 1 (every tab follows), no server call. */
export function lockScreen(): void {
  if (lockedState.$store.get()) return;
  lockedState.set(true);
  emitSessionEvent({ type: 'locked', source: 'local' });
}

/** POST /api/oauth/LockScreen {account, password (MD5 hex)}, then clears the lock flag. */
export async function unlockScreen(account: string, password: string): Promise<void> {
  await http.post('/api/oauth/LockScreen', { account, password: encryptPassword(password) });
  lockedState.reset();
  emitSessionEvent({ type: 'unlocked', source: 'local' });
}
