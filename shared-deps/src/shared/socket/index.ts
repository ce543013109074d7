/**
 * The portal's socket: the client of socketClient.ts wired to the session, the HTTP client,
 * the bus and the unread counts. The root config calls startSocket() once.
 */
import type { ReadableAtom } from 'nanostores';
import { publishSocketEvent, type SocketEvent } from '../bus';
import { getApiConfig } from '../config';
import { http } from '../http';
import { t } from '../i18n';
import { notifyError } from '../notify';
import { $token, resetSession } from '../sessionState';
import { setUnreadCounts } from '../unread';
import { createSocketClient, type SocketStatus } from './socketClient';

function socketBase(): string {
  const api = getApiConfig().baseURL;
  const origin = /^https?:\/\//i.test(api) ? new URL(api).origin : window.location.origin;
  return `${origin.replace(/^http/i, 'ws')}/websocket/`;
}

async function credential(): Promise<string> {
  if (getApiConfig().socketAuth === 'token') return ($token.get() ?? '').replace(/^bearer\s+/i, '');
  const data = await http.post<{ ticket: string }>('/api/oauth/SocketTicket', undefined, { silent: true });
  return data.ticket;
}

function countOf(event: SocketEvent, field: string): number | undefined {
  const value = event[field];
  return typeof value === 'number' ? value : undefined;
}

/** Unread counts follow the server: initMessage after every (re)connect, messagePush on news. */
export function applyUnreadCounts(event: SocketEvent): void {
  if (event.method === 'initMessage') {
    setUnreadCounts({ notice: countOf(event, 'unreadTotalCount'), chat: countOf(event, 'unreadChatCount') });
  } else if (event.method === 'messagePush') {
    setUnreadCounts({ notice: countOf(event, 'unreadTotalCount') });
  }
}

const client = createSocketClient({
  credential,
  baseUrl: socketBase,
  createSocket: (url) => new WebSocket(url),
  onEvent: (event) => {
    applyUnreadCounts(event);
    publishSocketEvent(event);
  },
  onLogout: (message) => {
    notifyError(message || t('session.expired'));
    resetSession('expired');
  },
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/** 'idle' without a session, 'connecting', 'open', or 'waiting' to reconnect. */
export const $socketStatus: ReadableAtom<SocketStatus> = client.$status;

let started = false;

/** Connects whenever there is a session and disconnects at sign-out; safe to call more than once. */
export function startSocket(): void {
  if (started) return;
  started = true;
  $token.subscribe((token) => {
    if (token) client.start();
    else client.stop();
  });
}

/** Sends over the portal's socket (queued while it reconnects). */
export function sendSocketMessage(message: { method: string } & Record<string, unknown>): void {
  client.send(message);
}
