import type { ServerMessage } from './protocol';

/**
 * Unread counts of one user, as initMessage and messagePush report them. Their own module so the
 * message repository (which computes them) and the socket plugin (which pushes them) both depend
 * on it without depending on each other.
 */
export interface UnreadCounts {
  notice: number;
  message: number;
  system: number;
  chat: number;
}

export function initMessage(counts: UnreadCounts): ServerMessage {
  return {
    method: 'initMessage',
    unreadNoticeCount: counts.notice,
    unreadMessageCount: counts.message,
    unreadSystemMessageCount: counts.system,
    unreadChatCount: counts.chat,
    unreadTotalCount: counts.notice + counts.message + counts.system,
  };
}
