// The JNPF websocket protocol: JSON text frames with a `method`.
import type { ChatServerMessage } from '../chat/frames';
import type { MonitorSample } from '../monitor/sampler';

/** What a client may send. The chat methods (SendMessage, MessageList, UpdateReadMessage) are handled in ../chat. */
export type ClientMethod = 'OnConnection' | 'heartCheck' | 'UpdateReadMessage' | 'SendMessage' | 'MessageList' | 'MonitorSubscribe' | 'MonitorUnsubscribe';

export interface ClientMessage {
  method: ClientMethod;
  [field: string]: unknown;
}

/** Pushes of spec section 4 "Websocket messages", and the chat pushes. */
export type ServerMessage =
  | { method: 'initMessage'; unreadNoticeCount: number; unreadMessageCount: number; unreadSystemMessageCount: number; unreadTotalCount: number; unreadChatCount: number }
  | { method: 'messagePush'; messageType: number; title: string; id: string; unreadNoticeCount: number; unreadTotalCount: number }
  | { method: 'logout'; msg: string }
  | { method: 'closeSocket'; msg: string }
  | { method: 'refresh' }
  // Issue 13: the import map changed; `changed` lists the modules, `shared` says one is not a micro-frontend (reload, never swap).
  | { method: 'importMapChanged'; version: number; changed: string[]; shared: boolean }
  | { method: 'heartCheck' }
  | { method: 'error'; msg: string }
  // Issue 16 item 4: the server monitor, to administrators who subscribed (../monitor).
  | { method: 'monitorHistory'; samples: MonitorSample[] }
  | { method: 'monitorSample'; sample: MonitorSample }
  // Issue 16 item 6: an administrator changed a translation; portals fetch /api/system/Language/Overrides again.
  | { method: 'languageChanged' }
  // Issue 16 item 14: progress of a third-party synchronisation, to the administrator who started it.
  | { method: 'synThirdProgress'; thirdType: number; dataType: number; done: number; total: number }
  // Issue 18 item 4: the user's pending workflow to-dos changed (the shell's to-do badge).
  | { method: 'flowTodoCount'; count: number }
  | ChatServerMessage;

const methods: readonly ClientMethod[] = ['OnConnection', 'heartCheck', 'UpdateReadMessage', 'SendMessage', 'MessageList', 'MonitorSubscribe', 'MonitorUnsubscribe'];

export function parseClientMessage(raw: string): ClientMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const method = (parsed as { method?: unknown }).method;
  if (typeof method !== 'string' || !methods.includes(method as ClientMethod)) return null;
  return parsed as ClientMessage;
}
