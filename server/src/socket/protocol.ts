// The JNPF websocket protocol: JSON text frames with a `method`.

/** What a client may send. Chat methods (SendMessage, MessageList, UpdateReadMessage) arrive with the chat issue. */
export type ClientMethod = 'OnConnection' | 'heartCheck' | 'UpdateReadMessage' | 'SendMessage' | 'MessageList';

export interface ClientMessage {
  method: ClientMethod;
  [field: string]: unknown;
}

/** Pushes of spec section 4 "Websocket messages". */
export type ServerMessage =
  | { method: 'initMessage'; unreadNoticeCount: number; unreadMessageCount: number; unreadSystemMessageCount: number; unreadTotalCount: number; unreadChatCount: number }
  | { method: 'messagePush'; messageType: number; title: string; id: string; unreadNoticeCount: number; unreadTotalCount: number }
  | { method: 'logout'; msg: string }
  | { method: 'closeSocket'; msg: string }
  | { method: 'refresh' }
  | { method: 'heartCheck' }
  | { method: 'error'; msg: string };

const methods: readonly ClientMethod[] = ['OnConnection', 'heartCheck', 'UpdateReadMessage', 'SendMessage', 'MessageList'];

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
