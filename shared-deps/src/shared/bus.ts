/**
 * Things that happen, as RxJS streams. Subscriptions are caller-owned: whoever calls
 * `.subscribe()` keeps the Subscription and calls `.unsubscribe()` on unmount. The
 * streams are hot and keep no history: a late subscriber sees only later events.
 */
import { Subject, type Observable } from 'rxjs';

/** Methods the JNPF websocket sends (spec section 4 "Websocket messages"). */
export type SocketMethod =
  | 'initMessage'
  | 'messagePush'
  | 'logout'
  | 'closeSocket'
  | 'receiveMessage'
  | 'sendMessage'
  | 'messageList'
  | 'refresh'
  // The server's import map changed (issue 13): { version, changed: string[], shared: boolean }.
  | 'importMapChanged'
  // Chat extensions of the reference server (chat contract): reads in other tabs, presence, refusals.
  | 'chatRead'
  | 'presence'
  | 'error'
  // Server monitor (issue 16 item 4), to subscribed administrators: the recent samples, then one per tick.
  | 'monitorHistory'
  | 'monitorSample'
  // 多语言 (issue 16 item 6): an administrator changed a translation; the i18n loader fetches the overrides again.
  | 'languageChanged'
  // Third-party synchronisation (issue 16 item 14): { thirdType, dataType, done, total }, to the administrator running it.
  | 'synThirdProgress'
  // Workflow (issue 18 item 4): { count }, the user's pending to-dos changed (the shell's to-do badge).
  | 'flowTodoCount';

/** One websocket message: its method plus the fields the server sent with it. */
export type SocketEvent = { readonly method: SocketMethod } & Readonly<Record<string, unknown>>;

/** 'local': caused in this tab; 'storage': another tab changed the stored session. */
export type EventSource = 'local' | 'storage';

export type SessionEvent =
  | { readonly type: 'login'; readonly source: EventSource }
  | { readonly type: 'logout'; readonly source: EventSource }
  | { readonly type: 'expired'; readonly source: EventSource }
  | { readonly type: 'locked'; readonly source: EventSource }
  | { readonly type: 'unlocked'; readonly source: EventSource };

export type ModuleEvent =
  | { readonly type: 'swapped'; readonly moduleName: string; readonly url?: string }
  /** `url`: the version that failed (a live swap's new URL), so it is not tried again. */
  | { readonly type: 'failed'; readonly moduleName: string; readonly error: unknown; readonly url?: string };

const socketSubject = new Subject<SocketEvent>();
const sessionSubject = new Subject<SessionEvent>();
const moduleSubject = new Subject<ModuleEvent>();

export const socketEvents$: Observable<SocketEvent> = socketSubject.asObservable();
export const sessionEvents$: Observable<SessionEvent> = sessionSubject.asObservable();
export const moduleEvents$: Observable<ModuleEvent> = moduleSubject.asObservable();

/** Writer for the socket client: one call per message received. */
export function publishSocketEvent(event: SocketEvent): void {
  socketSubject.next(event);
}

/** Writer for the root config / shell when a module was swapped or failed to load. */
export function publishModuleEvent(event: ModuleEvent): void {
  moduleSubject.next(event);
}

/** Internal: only the session owner (sessionState.ts, session.ts) emits session events. */
export function emitSessionEvent(event: SessionEvent): void {
  sessionSubject.next(event);
}
