import { useCallback, useEffect, useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainIcon } from '@atrium/ui';
import { CHAT_NS } from '../i18n';
import { requestHistory } from '../message/messageList';
import type { ChatMessage } from '../message/types';
import { MessageBubble, type PlayableMedia } from './MessageBubble';

/**
 * Spec section 9: the history loads its next page within 100 px of the edge where the older
 * messages are, which is the top: the view lists in the window's order (issue 17 item 10).
 */
export const HISTORY_NEAR_TOP_PX = 100;

interface Props {
  myId: string;
  peerId: string;
  /** Shown in the header, so the view still says whose records these are. */
  peerName: string;
  styles: Readonly<Record<string, string>>;
  onPlay: (media: PlayableMedia) => void;
  onClose: () => void;
}

/**
 * The history view, in the window's order (oldest at the top, opening at the newest), with the
 * peer's name in its header: keyword search on Enter, 50 a page until a page is short.
 */
export function HistoryPanel({ myId, peerId, peerName, styles, onPlay, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const [items, setItems] = useState<ChatMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [hasMore, setHasMore] = useState(true);
  const [failed, setFailed] = useState(false);
  const page = useRef(0);
  const requestId = useRef(0);
  const list = useRef<HTMLUListElement>(null);
  // Distance from the bottom to keep when an older page lands on top; 0 opens at the newest.
  const fromBottom = useRef(0);

  const load = useCallback(
    (pageNumber: number) => {
      const id = ++requestId.current;
      setLoading(true);
      requestHistory(peerId, pageNumber, keyword).then(
        (result) => {
          if (id !== requestId.current) return;
          page.current = pageNumber;
          if (pageNumber === 1) fromBottom.current = 0;
          setItems((current) => (pageNumber === 1 ? result.messages : [...result.messages, ...current]));
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

  useLayoutEffect(() => {
    const element = list.current;
    // Assignments, not Element.scrollTo (a Promise in Chromium, see the working rules).
    if (element) element.scrollTop = element.scrollHeight - element.clientHeight - fromBottom.current;
  }, [items]);

  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    fromBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight;
    if (!loading && hasMore && element.scrollTop <= HISTORY_NEAR_TOP_PX) load(page.current + 1);
  };

  const status = loading ? t('chat.loading') : failed ? t('chat.loadFailed') : items.length === 0 ? t('chat.empty') : null;

  return (
    <section className={styles.historyPanel} aria-label={t('chat.history')}>
      <header className={styles.windowHeader}>
        <h2 className={styles.historyTitle} title={peerName}>
          {t('chat.historyWith', { name: peerName })}
        </h2>
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
        <button type="button" className={styles.iconButton} aria-label={t('chat.close')} title={t('chat.close')} onClick={onClose}>
          <PlainIcon name="x-lg" />
        </button>
      </header>
      <ul ref={list} className={styles.messages} aria-label={t('chat.history')} aria-busy={loading} onScroll={onScroll}>
        {status && <li className={styles.status}>{status}</li>}
        {items.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.fromUserId === myId} styles={styles} onPlay={onPlay} />
        ))}
      </ul>
    </section>
  );
}
