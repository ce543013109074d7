/**
 * MessageList over the shared socket. The server answers on the asking socket, in order, naming
 * only the peer: requests for a peer are answered first-in first-out. A subscription exists only
 * while an answer is awaited.
 */
import { sendSocketMessage, socketEvents$, type SocketEvent } from '@atrium/shared';
import type { Subscription } from 'rxjs';
import { readHistoryItem } from './protocol';
import type { ChatMessage } from './types';

/** Spec section 9: chat history loads 50 at a time. */
export const HISTORY_PAGE_SIZE = 50;
export const LIST_TIMEOUT_MS = 15_000;

export interface HistoryPage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The page was full: an older one may exist. */
  hasMore: boolean;
}

interface Waiting {
  toUserId: string;
  resolve: (page: HistoryPage) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

const waiting: Waiting[] = [];
let subscription: Subscription | null = null;

function settle(event: SocketEvent): void {
  if (event.method !== 'messageList') return;
  const index = waiting.findIndex((entry) => entry.toUserId === String(event.toUserId));
  if (index < 0) return;
  const [entry] = waiting.splice(index, 1);
  if (!entry) return;
  clearTimeout(entry.timer);
  const list = Array.isArray(event.list) ? event.list : [];
  const messages = list.map(readHistoryItem).filter((m): m is ChatMessage => m !== null);
  messages.sort((a, b) => a.time - b.time);
  entry.resolve({ messages, hasMore: list.length >= HISTORY_PAGE_SIZE });
  idle();
}

function idle(): void {
  if (waiting.length > 0 || !subscription) return;
  subscription.unsubscribe();
  subscription = null;
}

/** One page of the history with a peer, newest page first (page 1 = the latest 50). */
export function requestHistory(toUserId: string, currentPage: number, keyword = ''): Promise<HistoryPage> {
  return new Promise((resolve, reject) => {
    subscription ??= socketEvents$.subscribe(settle);
    const entry: Waiting = {
      toUserId,
      resolve,
      reject,
      timer: setTimeout(() => {
        const index = waiting.indexOf(entry);
        if (index >= 0) waiting.splice(index, 1);
        idle();
        reject(new Error('mf-chat: the history did not arrive'));
      }, LIST_TIMEOUT_MS),
    };
    waiting.push(entry);
    sendSocketMessage({ method: 'MessageList', toUserId, currentPage, pageSize: HISTORY_PAGE_SIZE, sord: 'desc', keyword });
  });
}

/** For tests and unmount: nothing may stay subscribed. */
export function pendingHistoryRequests(): number {
  return waiting.length + (subscription ? 1000 : 0);
}
