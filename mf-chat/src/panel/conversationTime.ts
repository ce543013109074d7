import { formatDate } from '@atrium/shared';

/**
 * When a conversation's last message was sent, short enough for a row (issue 17 item 10):
 * today HH:mm, earlier this year MM-dd, before that yyyy-MM-dd; '' when unknown. Local time.
 */
export function conversationTime(latest: number | undefined, now: number = Date.now()): string {
  if (latest === undefined || !Number.isFinite(latest) || latest <= 0) return '';
  const then = new Date(latest);
  const today = new Date(now);
  if (then.getFullYear() !== today.getFullYear()) return formatDate(then, 'yyyy-MM-dd');
  if (then.getMonth() === today.getMonth() && then.getDate() === today.getDate()) return formatDate(then, 'HH:mm');
  return formatDate(then, 'MM-dd');
}
