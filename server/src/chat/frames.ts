import type { ChatContent, ChatType } from './content';

/** Who a push is about: the peer as the receiving screen shows them. */
export interface PeerCard {
  headIcon: string;
  realName: string;
  account: string;
}

export interface ChatListItem {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: ChatType;
  content: ChatContent;
  sendTime: number;
}

/** Chat pushes of docs/chat-protocol.md (JNPF's, plus chatRead, presence and clientMessageId of our own). */
export type ChatServerMessage =
  | ({
      method: 'sendMessage';
      id: string;
      clientMessageId: string | null;
      toUserId: string;
      messageType: ChatType;
      toMessage: ChatContent;
      dateTime: number;
    } & PeerCard)
  | ({
      method: 'receiveMessage';
      id: string;
      formUserId: string;
      messageType: ChatType;
      formMessage: ChatContent;
      dateTime: number;
      unreadChatCount: number;
    } & PeerCard)
  | {
      method: 'messageList';
      toUserId: string;
      list: ChatListItem[];
      pagination: { currentPage: number; pageSize: number; total: number };
    }
  | { method: 'chatRead'; formUserId: string; unreadChatCount: number }
  | { method: 'presence'; userId: string; online: boolean }
  | { method: 'error'; msg: string; clientMessageId: string | null };
