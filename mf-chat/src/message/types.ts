/** Chat shapes of the chat contract (spec section 3 "Chat message", "Recent conversation", "User option"). */
export type MessageType = 'text' | 'image' | 'voice' | 'video';

/** Image and voice content: a path under /api/file/Image/IM/ plus optional size or length. */
export interface MediaContent {
  path: string;
  width?: number;
  height?: number;
  /** Seconds (voice). */
  length?: number;
}

/** text: the typed text (emoji as [em:NNN]); image/voice: MediaContent; video: a URL. */
export type MessageContent = string | MediaContent;

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
