import { useCallback, useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../i18n';
import { requestHistory } from '../message/messageList';
import type { ChatMessage } from '../message/types';
import { MessageBubble, type PlayableMedia } from './MessageBubble';

/** Spec section 9: the history loads its next page within 100 px of the bottom. */
export const HISTORY_NEAR_BOTTOM_PX = 100;

interface Props {
  myId: string;
  peerId: string;
  styles: Readonly<Record<string, string>>;
  onPlay: (media: PlayableMedia) => void;
  onClose: () => void;
}

/** The history view: newest first, keyword search on Enter, 50 a page until a page is short. */
export function HistoryPanel({ myId, peerId, styles, onPlay, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const page = useRef(0);
  const requestId = useRef(0);

  const load = useCallback(
    (pageNumber: number) => {
      const id = ++requestId.current;
      setLoading(true);
      requestHistory(peerId, pageNumber, keyword).then(
        (result) => {
          if (id !== requestId.current) return;
          page.current = pageNumber;
          const newestFirst = [...result.messages].reverse();
          setItems((current) => (pageNumber === 1 ? newestFirst : [...current, ...newestFirst]));
          setHasMore(result.hasMore);
          setLoading(false);
          setFailed(false);
        },
        () => {
          if (id !== requestId.current) return;
          setLoading(false);
          setHasMore(false);
          setFailed(true);
        },
      );
    },
    [peerId, keyword],
  );

  useEffect(() => {
    load(1);
    return () => {
      requestId.current += 1;
    };
  }, [load]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    if (!loading && hasMore && list.scrollHeight - list.scrollTop - list.clientHeight <= HISTORY_NEAR_BOTTOM_PX) load(page.current + 1);
  };

  const status = loading ? t('chat.loading') : failed ? t('chat.loadFailed') : items.length === 0 ? t('chat.empty') : null;

  return (
    <section className={styles.historyPanel} aria-label={t('chat.history')}>
      <header className={styles.windowHeader}>
        <form
          role="search"
          className={styles.headerText}
          onSubmit={(event) => {
            event.preventDefault();
            setKeyword(draft.trim());
          }}
        >
          <input className={styles.input} type="search" aria-label={t('chat.keyword')} placeholder={t('chat.keywordPlaceholder')} value={draft} onChange={(event) => setDraft(event.target.value)} />
        </form>
        <button type="button" className={styles.iconButton} aria-label={t('chat.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <ul className={styles.messages} aria-label={t('chat.history')} aria-busy={loading} onScroll={onScroll}>
        {items.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.fromUserId === myId} styles={styles} onPlay={onPlay} />
        ))}
        {status && <li className={styles.status}>{status}</li>}
      </ul>
    </section>
  );
}
