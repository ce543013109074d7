/** Chat shapes of the chat contract (spec section 3 "Chat message", "Recent conversation", "User option"). */
export type MessageType = 'text' | 'image' | 'voice' | 'video' | 'file';

/** Image and voice content: a path under /api/file/Image/IM/ plus optional size or length. */
export interface MediaContent {
  path: string;
  width?: number;
  height?: number;
  /** Seconds (voice). */
  length?: number;
}

/**
 * An image or file of the file store (issue 14): the client sends the fileId (and what it knows
 * of the file, for its own pending bubble); the server keeps the store's name, size and extension.
 * Links to it are short-lived and asked for when shown (GET /api/file/Uploader/Preview).
 */
export interface StoredFileContent {
  fileId: string;
  name?: string;
  fileSize?: number;
  fileExtension?: string;
  width?: number;
  height?: number;
}

/** text: the typed text (emoji as [em:NNN]); image/voice: MediaContent (IM path); image/file: StoredFileContent; video: a URL. */
export type MessageContent = string | MediaContent | StoredFileContent;

export function isStoredFile(content: MessageContent): content is StoredFileContent {
  return typeof content === 'object' && typeof (content as StoredFileContent).fileId === 'string';
}

export interface ChatMessage {
  /** The server's id; the clientMessageId while pending. */
  id: string;
  clientMessageId?: string;
  fromUserId: string;
  toUserId: string;
  type: MessageType;
  content: MessageContent;
  /** ms since epoch */
  time: number;
  /** Sent, not yet confirmed by the server's sendMessage echo. */
  pending?: boolean;
  /** The server refused it (translated message). */
  error?: string;
}

export interface Peer {
  id: string;
  realName: string;
  account: string;
  headIcon?: string;
}
