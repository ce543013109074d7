// /api/system/OnlineUser (JNPF's online user calls): who is signed in, and forcing them offline.
import { http } from '@atrium/shared';
import { listOf, seg, type ListAnswer } from '../common/lists';

const BASE = '/api/system/OnlineUser';

export interface OnlineUser {
  userId: string;
  userAccount: string;
  userName: string;
  /** When the oldest live session signed in (epoch ms). */
  loginTime: number;
  lastTime?: number | null;
  loginIPAddress?: string | null;
  /** System and browser of the session, such as Windows-Chrome. */
  loginPlatForm?: string | null;
  sessionCount?: number;
}

export function getOnlineUsers(keyword: string): Promise<OnlineUser[]> {
  return http.get<ListAnswer<OnlineUser>>(BASE, { keyword }).then(listOf);
}

/** Ends every session of the user; their open portals get `logout`. */
export function forceOffline(userId: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(userId)}`);
}

/**
 * Several users in one call (DELETE /api/system/OnlineUser {ids}); answers how many sessions
 * ended. The server refuses the whole call when oneself is among them (400, its message toasted).
 */
export function forceOfflineMany(userIds: readonly string[]): Promise<{ sessions: number }> {
  return http.delete<{ sessions: number }>(BASE, { ids: [...userIds] });
}
