/**
 * One websocket per portal (architecture rule 5's twin for real time): connects while there is
 * a session, reconnects with backoff, resynchronises unread counts after every (re)connect
 * (the server answers OnConnection with initMessage), and publishes every server message on
 * the bus. MFs never open their own socket; they read `socketEvents$` and call `sendSocketMessage`.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { SocketEvent, SocketMethod } from '../bus';
import { reconnectDelay } from './backoff';

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'waiting';

/** What the client needs from its surroundings; injected so tests drive it without a network. */
export interface SocketEnvironment {
  /** The path segment after /websocket/ (a fresh ticket or the session token). */
  credential: () => Promise<string>;
  /** ws(s)://host/websocket/ */
  baseUrl: () => string;
  createSocket: (url: string) => WebSocket;
  onEvent: (event: SocketEvent) => void;
  /** The server ended the session (method 'logout'). */
  onLogout: (message: string) => void;
  /**
   * The server closed this socket for good while the session lives on (method 'closeSocket', e.g.
   * the account has too many open): the client stays closed, since reconnecting would only push
   * another tab out. Absent: nothing is shown.
   */
  onClosed?: (message: string) => void;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  random?: () => number;
}

export const HEARTBEAT_MS = 30_000;
const LOGOUT_CLOSE = 4001;

const knownMethods: readonly SocketMethod[] = ['initMessage', 'messagePush', 'logout', 'closeSocket', 'receiveMessage', 'sendMessage', 'messageList', 'refresh', 'importMapChanged', 'chatRead', 'presence', 'error', 'monitorHistory', 'monitorSample', 'languageChanged', 'synThirdProgress', 'flowTodoCount'];

export interface SocketClient {
  readonly $status: ReadableAtom<SocketStatus>;
  start(): void;
  stop(): void;
  /** Sends now, or once connected: a message written while reconnecting is not lost. */
  send(message: Record<string, unknown>): void;
}

export function createSocketClient(env: SocketEnvironment): SocketClient {
  const $status = atom<SocketStatus>('idle');
  let socket: WebSocket | null = null;
  let running = false;
  let attempt = 0;
  let retryTimer: unknown = null;
  let heartbeatTimer: unknown = null;
  const outbox: string[] = [];

  function clearTimers(): void {
    if (retryTimer !== null) env.clearTimeout(retryTimer);
    if (heartbeatTimer !== null) env.clearTimeout(heartbeatTimer);
    retryTimer = null;
    heartbeatTimer = null;
  }

  function heartbeat(): void {
    heartbeatTimer = env.setTimeout(() => {
      if (socket?.readyState === 1) socket.send(JSON.stringify({ method: 'heartCheck' }));
      heartbeat();
    }, HEARTBEAT_MS);
  }

  function scheduleReconnect(): void {
    if (!running) return;
    $status.set('waiting');
    const delay = reconnectDelay(attempt, env.random);
    attempt += 1;
    retryTimer = env.setTimeout(() => {
      retryTimer = null;
      void connect();
    }, delay);
  }

  function onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(data);
    } catch {
      return;
    }
    if (typeof parsed !== 'object' || parsed === null) return;
    const method = (parsed as { method?: unknown }).method;
    if (typeof method !== 'string' || !knownMethods.includes(method as SocketMethod)) return;
    const event = parsed as SocketEvent;
    env.onEvent(event);
    if (event.method === 'logout') {
      running = false; // the server ended the session: do not reconnect
      env.onLogout(typeof event.msg === 'string' ? event.msg : '');
    } else if (event.method === 'closeSocket') {
      running = false; // the server closed this socket on purpose: do not come back
      env.onClosed?.(typeof event.msg === 'string' ? event.msg : '');
    }
  }

  async function connect(): Promise<void> {
    if (!running) return;
    $status.set('connecting');
    let credential: string;
    try {
      credential = await env.credential();
    } catch {
      scheduleReconnect(); // the server or the network is away: try again later
      return;
    }
    if (!running) return;
    const current = env.createSocket(env.baseUrl() + encodeURIComponent(credential));
    socket = current;
    current.onopen = () => {
      attempt = 0;
      $status.set('open');
      current.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
      for (const frame of outbox.splice(0)) current.send(frame);
      heartbeat();
    };
    current.onmessage = (event: MessageEvent) => onMessage(event.data);
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      clearTimers();
      if (event.code === LOGOUT_CLOSE || !running) {
        $status.set('idle');
        return;
      }
      scheduleReconnect();
    };
  }

  return {
    $status,
    start() {
      if (running) return;
      running = true;
      attempt = 0;
      void connect();
    },
    stop() {
      running = false;
      clearTimers();
      outbox.length = 0;
      const current = socket;
      socket = null;
      current?.close(1000, 'signed out');
      $status.set('idle');
    },
    send(message) {
      const frame = JSON.stringify(message);
      if (socket?.readyState === 1) socket.send(frame);
      else outbox.push(frame);
    },
  };
}
