import { MessageKind } from './api';

/** flowType of a flow message that is about an entrustment (spec section 2 "Message drawer"). */
export const ENTRUST_FLOW_TYPE = 2;
export const FLOW_DETAIL_PATH = '/workFlowDetail';
export const ENTRUST_PATH = '/workFlow/entrust';

interface OpenedMessage {
  type: number;
  flowType?: number | null;
  bodyText: string;
}

/** Base64 of the UTF-8 bytes (what the JNPF client's Base64.encode does; btoa alone breaks on Chinese). */
export function encodeFlowConfig(text: string): string {
  // encodeURIComponent yields the UTF-8 bytes as %XX escapes; each becomes one binary character.
  return btoa(encodeURIComponent(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** The reverse of encodeFlowConfig; null when the text is not base64 of UTF-8. */
export function decodeFlowConfig(encoded: string): string | null {
  try {
    const escaped = Array.from(atob(encoded), (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    return decodeURIComponent(escaped);
  } catch {
    return null;
  }
}

/**
 * Where an opened message leads (spec sections 2 and 4 "Message read"): a flow message about an
 * entrustment goes to /workFlow/entrust?config={its type}; any other flow message with a body
 * goes to /workFlowDetail?config={base64 of the body}. Announcements and system messages, and a
 * flow message without a usable body, lead nowhere (null): they are shown, or only marked read.
 */
export function flowMessageRoute(message: OpenedMessage): string | null {
  if (message.type !== MessageKind.flow) return null;
  if (message.flowType === ENTRUST_FLOW_TYPE) {
    let body: unknown;
    try {
      body = JSON.parse(message.bodyText);
    } catch {
      return null;
    }
    const type = (body as { type?: unknown } | null)?.type;
    if (typeof type !== 'string' && typeof type !== 'number') return null;
    return `${ENTRUST_PATH}?config=${encodeURIComponent(String(type))}`;
  }
  if (!message.bodyText) return null;
  return `${FLOW_DETAIL_PATH}?config=${encodeURIComponent(encodeFlowConfig(message.bodyText))}`;
}
