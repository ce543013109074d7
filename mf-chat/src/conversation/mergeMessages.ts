import type { ChatMessage } from '../message/types';

/**
 * Adds messages to a conversation, oldest first, once each: a server record replaces the pending
 * message with its clientMessageId, and a second echo of the same record (a resend after a
 * reconnect, another tab) changes nothing.
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  let next = [...current];
  for (const message of incoming) {
    const byClient = message.clientMessageId ? next.findIndex((m) => m.pending && m.clientMessageId === message.clientMessageId) : -1;
    if (byClient >= 0) next = next.filter((_, index) => index !== byClient);
    if (next.some((m) => !m.pending && m.id === message.id)) continue;
    next.push(message);
  }
  return next.sort((a, b) => (a.pending === b.pending ? a.time - b.time : a.pending ? 1 : -1));
}
