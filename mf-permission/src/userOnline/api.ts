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
  /** Browser and system of the session (a server that records it). */
  device?: string | null;
  sessionCount?: number;
}

export function getOnlineUsers(keyword: string): Promise<OnlineUser[]> {
  return http.get<ListAnswer<OnlineUser>>(BASE, { keyword }).then(listOf);
}

/** Ends every session of the user; their open portals get `logout`. */
export function forceOffline(userId: string): Promise<unknown> {
  return http.delete(`${BASE}/${seg(userId)}`);
}

/** Several users at once; resolves with the ids that were refused (e.g. oneself). */
export async function forceOfflineMany(userIds: readonly string[]): Promise<string[]> {
  const results = await Promise.allSettled(userIds.map((id) => forceOffline(id)));
  return userIds.filter((_, index) => results[index]?.status === 'rejected');
}
