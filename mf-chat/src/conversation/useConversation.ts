/**
 * One open conversation: its history (older pages on demand), live messages from every tab,
 * sending with a clientMessageId (pending until the server's echo, resent after a reconnect —
 * the server stores it once), and read receipts (UpdateReadMessage on open and on arrival).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { $socketStatus, $token, sendSocketMessage, socketEvents$ } from '@atrium/shared';
import { requestHistory } from '../message/messageList';
import { newClientMessageId, readFrame, readReceived, readSentEcho, sendFrame } from '../message/protocol';
import type { ChatMessage, MessageContent, MessageType } from '../message/types';
import { mergeMessages } from './mergeMessages';

export interface ConversationState {
  messages: ChatMessage[];
  loading: boolean;
  hasMore: boolean;
  failed: boolean;
  loadOlder(): void;
  send(type: MessageType, content: MessageContent): void;
}

export function useConversation(myId: string, peerId: string, generation = 0): ConversationState {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(true);
  const [hasMore, setHasMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const page = useRef(0);
  const busy = useRef(false);
  // Bumped when the conversation starts again (records cleared): older answers are dropped.
  const epoch = useRef(0);
  const pending = useRef(new Map<string, { type: MessageType; content: MessageContent }>());

  const markRead = useCallback(() => sendSocketMessage(readFrame(peerId, $token.get() ?? '')), [peerId]);

  const load = useCallback(
    (pageNumber: number) => {
      if (busy.current) return;
      busy.current = true;
      const started = epoch.current;
      setLoading(true);
      requestHistory(peerId, pageNumber).then(
        (result) => {
          if (started !== epoch.current) return;
          busy.current = false;
          page.current = pageNumber;
          // Merged, never replaced: live messages and echoes may arrive before the first page does.
          setMessages((current) => mergeMessages(current, result.messages));
          setHasMore(result.hasMore);
          setLoading(false);
          setFailed(false);
        },
        () => {
          if (started !== epoch.current) return;
          busy.current = false;
          setLoading(false);
          setFailed(true);
        },
      );
    },
    [peerId],
  );

  useEffect(() => {
    epoch.current += 1;
    busy.current = false;
    page.current = 0;
    setMessages([]);
    load(1);
    markRead();
    const subscription = socketEvents$.subscribe((event) => {
      const echo = readSentEcho(event, myId);
      if (echo && echo.toUserId === peerId) {
        if (echo.clientMessageId) pending.current.delete(echo.clientMessageId);
        setMessages((current) => mergeMessages(current, [echo]));
        return;
      }
      const received = readReceived(event, myId);
      if (received && received.fromUserId === peerId) {
        setMessages((current) => mergeMessages(current, [received]));
        markRead(); // the conversation is open: what arrives is read
        return;
      }
      if (event.method === 'error' && typeof event.clientMessageId === 'string' && pending.current.has(event.clientMessageId)) {
        const id = event.clientMessageId;
        pending.current.delete(id);
        const error = typeof event.msg === 'string' ? event.msg : 'error';
        setMessages((current) => current.map((m) => (m.clientMessageId === id && m.pending ? { ...m, error } : m)));
      }
    });
    // After a reconnect, unconfirmed messages go again with the same id: the server stores each once.
    let wasOpen = $socketStatus.get() === 'open';
    const unbindStatus = $socketStatus.listen((status) => {
      if (status === 'open' && !wasOpen) {
        const token = $token.get() ?? '';
        pending.current.forEach((message, id) => sendSocketMessage(sendFrame(peerId, message.type, message.content, id, token)));
      }
      wasOpen = status === 'open';
    });
    return () => {
      epoch.current += 1;
      subscription.unsubscribe();
      unbindStatus();
    };
  }, [myId, peerId, generation, load, markRead]);

  const loadOlder = useCallback(() => {
    if (hasMore && !loading) load(page.current + 1);
  }, [hasMore, loading, load]);

  const send = useCallback(
    (type: MessageType, content: MessageContent) => {
      const clientMessageId = newClientMessageId();
      pending.current.set(clientMessageId, { type, content });
      setMessages((current) =>
        mergeMessages(current, [{ id: clientMessageId, clientMessageId, fromUserId: myId, toUserId: peerId, type, content, time: Date.now(), pending: true }]),
      );
      sendSocketMessage(sendFrame(peerId, type, content, clientMessageId, $token.get() ?? ''));
    },
    [myId, peerId],
  );

  return { messages, loading, hasMore, failed, loadOlder, send };
}
