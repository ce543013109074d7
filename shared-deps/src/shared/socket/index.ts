/**
 * The portal's socket: the client of socketClient.ts wired to the session, the HTTP client,
 * the bus and the unread counts. The root config calls startSocket() once.
 */
import type { ReadableAtom } from 'nanostores';
import { publishSocketEvent, type SocketEvent } from '../bus';
import { getApiConfig } from '../config';
import { http } from '../http';
import { setTranslationOverrides, t, type TranslationOverride } from '../i18n';
import { notifyError, notifyWarning } from '../notify';
import { refreshCurrentUser } from '../session';
import { $token, resetSession } from '../sessionState';
import { setFlowTodoCount, setUnreadCounts } from '../unread';
import { createRefreshScheduler } from './liveRefresh';
import { createSocketClient, type SocketStatus } from './socketClient';

/** Long enough to read a sentence that says what to do. */
const CLOSED_NOTICE_MS = 10_000;

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

/**
 * Unread counts follow the server: initMessage after every (re)connect, messagePush on news,
 * and the chat count on every received chat message and every read (chatRead, in all tabs).
 */
export function applyUnreadCounts(event: SocketEvent): void {
  if (event.method === 'initMessage') {
    setUnreadCounts({ notice: countOf(event, 'unreadTotalCount'), chat: countOf(event, 'unreadChatCount') });
  } else if (event.method === 'messagePush') {
    setUnreadCounts({ notice: countOf(event, 'unreadTotalCount') });
  } else if (event.method === 'receiveMessage' || event.method === 'chatRead') {
    setUnreadCounts({ chat: countOf(event, 'unreadChatCount') });
  } else if (event.method === 'flowTodoCount') {
    setFlowTodoCount(countOf(event, 'count') ?? 0);
  }
}

/**
 * The workflow to-do count (issue 18 item 4), read after every (re)connect: initMessage does not
 * carry it, and pushes missed while the socket was down would leave the badge stale. A user
 * without the workflow, or a failed read, keeps what is shown.
 */
export function loadFlowTodoCount(): Promise<void> {
  // A server without the workflow may answer 200 with no data (JNPF's envelope allows data: null).
  return http.get<{ count?: unknown } | null>('/api/workflow/Engine/FlowBefore/Count', undefined, { silent: true })
    .then((data) => {
      if (typeof data?.count === 'number') setFlowTodoCount(data.count);
    }, () => undefined);
}

/**
 * 多语言 (issue 16 item 6): the administrators' translation overrides, fetched after every
 * (re)connect (initMessage) and whenever the server says they changed (languageChanged), so an
 * open portal shows a changed text without a reload or a rebuild. A failed fetch keeps what is shown.
 */
export function loadTranslationOverrides(): Promise<void> {
  return http.get<{ list: TranslationOverride[] }>('/api/system/Language/Overrides', undefined, { silent: true })
    .then((data) => setTranslationOverrides(data.list), () => undefined);
}

// `refresh`: the user's menus, routes or permission codes changed on the server; the atoms
// follow, and with them every menu, route guard, button and column of the open portal.
const liveRefresh = createRefreshScheduler({
  load: () => ($token.get() ? refreshCurrentUser() : Promise.resolve()),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

const client = createSocketClient({
  credential,
  baseUrl: socketBase,
  createSocket: (url) => new WebSocket(url),
  onEvent: (event) => {
    applyUnreadCounts(event);
    if (event.method === 'refresh') liveRefresh.request();
    if (event.method === 'initMessage' || event.method === 'languageChanged') void loadTranslationOverrides();
    if (event.method === 'initMessage') void loadFlowTodoCount();
    publishSocketEvent(event);
  },
  // Spec section 8 "Websocket logout": the message (the server's, e.g. forced offline or account
  // disabled; else 'login expired'), then the session ends; the route guard then shows /login.
  onLogout: (message) => {
    liveRefresh.cancel();
    notifyError(message || t('session.expired'));
    resetSession('expired');
  },
  onClosed: (message) => notifyWarning(message || t('socket.closed'), CLOSED_NOTICE_MS),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});

/** 'idle' without a session, 'connecting', 'open', or 'waiting' to reconnect. */
export const $socketStatus: ReadableAtom<SocketStatus> = client.$status;

let users = 0;
let unsubscribeToken: (() => void) | null = null;

/**
 * Connects whenever there is a session and disconnects at sign-out. The portal's root config
 * calls it once for the page's lifetime; an embedded parcel on a page without the portal (the
 * legacy chat) calls it on mount and the returned stop on unmount. Users are counted: the socket
 * closes when the last one stops, so a parcel inside the portal never closes the portal's socket.
 */
export function startSocket(): () => void {
  users += 1;
  if (users === 1) {
    unsubscribeToken = $token.subscribe((token) => {
      if (token) client.start();
      else {
        liveRefresh.cancel();
        client.stop();
      }
    });
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    if (users > 0) return;
    unsubscribeToken?.();
    unsubscribeToken = null;
    client.stop();
  };
}

/** Sends over the portal's socket (queued while it reconnects). */
export function sendSocketMessage(message: { method: string } & Record<string, unknown>): void {
  client.send(message);
}
