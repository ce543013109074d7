/**
 * Socket frames of the chat contract: readers that turn pushed events into ChatMessages
 * (anything malformed is dropped), and the frames the client sends.
 */
import type { SocketEvent } from '@atrium/shared';
import type { ChatMessage, MediaContent, MessageContent, MessageType, StoredFileContent } from './types';

const TYPES: readonly MessageType[] = ['text', 'image', 'voice', 'video', 'file'];

const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : Date.now());

function isMedia(value: unknown): value is MediaContent {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

function isStored(value: unknown): value is StoredFileContent {
  return typeof value === 'object' && value !== null && typeof (value as { fileId?: unknown }).fileId === 'string' && (value as { fileId: string }).fileId !== '';
}

/** Content as stored: image/voice/file may arrive as an object or as its JSON text; a file is always a stored file. */
export function readContent(type: MessageType, value: unknown): MessageContent | undefined {
  if (type === 'text' || type === 'video') return typeof value === 'string' ? value : undefined;
  const fits = (candidate: unknown): candidate is MessageContent => isStored(candidate) || (type !== 'file' && isMedia(candidate));
  if (fits(value)) return value;
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (fits(parsed)) return parsed;
    } catch {
      return type === 'file' ? undefined : { path: value }; // a bare path
    }
  }
  return undefined;
}

function message(fields: { id: unknown; from: unknown; to: unknown; type: unknown; content: unknown; time: unknown; clientMessageId?: unknown }): ChatMessage | null {
  const id = str(fields.id);
  const fromUserId = str(fields.from);
  const toUserId = str(fields.to);
  const type = TYPES.find((candidate) => candidate === fields.type);
  if (!id || !fromUserId || !toUserId || !type) return null;
  const content = readContent(type, fields.content);
  if (content === undefined) return null;
  const clientMessageId = str(fields.clientMessageId);
  return { id, fromUserId, toUserId, type, content, time: num(fields.time), ...(clientMessageId ? { clientMessageId } : {}) };
}

/** `sendMessage`: the server's echo of a message I sent (to every socket of mine). */
export function readSentEcho(event: SocketEvent, myId: string): ChatMessage | null {
  if (event.method !== 'sendMessage') return null;
  return message({ id: event.id, from: myId, to: event.toUserId, type: event.messageType, content: event.toMessage, time: event.dateTime, clientMessageId: event.clientMessageId });
}

/** `receiveMessage`: a message someone sent me. */
export function readReceived(event: SocketEvent, myId: string): ChatMessage | null {
  if (event.method !== 'receiveMessage') return null;
  return message({ id: event.id, from: event.formUserId, to: myId, type: event.messageType, content: event.formMessage, time: event.dateTime });
}

/** One record of a `messageList` answer. */
export function readHistoryItem(item: unknown): ChatMessage | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  return message({ id: record.id, from: record.sendUserId, to: record.receiveUserId, type: record.contentType, content: record.content, time: record.sendTime });
}

// A type alias, not an interface: it must fit sendSocketMessage's Record<string, unknown>.
export type SendFrame = {
  method: 'SendMessage';
  toUserId: string;
  messageType: MessageType;
  messageContent: MessageContent;
  clientMessageId: string;
  token: string;
};

export function sendFrame(toUserId: string, type: MessageType, content: MessageContent, clientMessageId: string, token: string): SendFrame {
  return { method: 'SendMessage', toUserId, messageType: type, messageContent: content, clientMessageId, token };
}

export function readFrame(peerId: string, token: string) {
  return { method: 'UpdateReadMessage', formUserId: peerId, token } as const;
}

/** A random id for clientMessageId (crypto.randomUUID needs a secure context; fall back to getRandomValues). */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
