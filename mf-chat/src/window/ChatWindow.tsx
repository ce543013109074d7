import { useLayoutEffect, useRef, useState, type UIEvent } from 'react';
import { PlainIcon } from '@atrium/ui';
import { useTranslation } from 'react-i18next';
import type { Uploader } from '@atrium/shared';
import { useConversation } from '../conversation/useConversation';
import { CHAT_NS } from '../i18n';
import type { Peer } from '../message/types';
import { Avatar } from '../panel/Avatar';
import { Composer } from './Composer';
import { HistoryPanel } from './HistoryPanel';
import { MediaDialog } from './MediaDialog';
import { MessageBubble, type PlayableMedia } from './MessageBubble';
import { UploadBubble } from './UploadBubble';
import { useChatUploads } from './useChatUploads';

/** Spec section 9: older messages load within 100 px of the top. */
export const OLDER_NEAR_TOP_PX = 100;

interface Props {
  myId: string;
  peer: Peer;
  /** Changes when the records were cleared: the window starts again. */
  generation: number;
  styles: Readonly<Record<string, string>>;
  className: string;
  onClose: () => void;
  /** Tests pass an uploader over a fake transport; the window makes its own otherwise. */
  uploader?: Uploader;
}

/** One conversation: header, messages with time, uploads in progress, composer, history view and the media player. */
export function ChatWindow({ myId, peer, generation, styles, className, onClose, uploader }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const conversation = useConversation(myId, peer.id, generation);
  // A stored image or file becomes its message: the server takes the fileId and fills in the rest from the store.
  const uploads = useChatUploads(uploader, (kind, file, size) => {
    anchor.current = { atBottom: true, fromBottom: 0 };
    conversation.send(kind, { fileId: file.fileId, name: file.name, fileSize: file.fileSize, fileExtension: file.fileExtension, ...size });
  });
  const [history, setHistory] = useState(false);
  const [media, setMedia] = useState<PlayableMedia | null>(null);
  const list = useRef<HTMLUListElement>(null);
  // Where the view was before an update: at the bottom (follow new messages) or N px from it (older page).
  const anchor = useRef<{ atBottom: boolean; fromBottom: number }>({ atBottom: true, fromBottom: 0 });

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    // Assignments, not Element.scrollTo (a Promise in Chromium, see the working rules).
    element.scrollTop = anchor.current.atBottom ? element.scrollHeight : element.scrollHeight - element.clientHeight - anchor.current.fromBottom;
  }, [conversation.messages, uploads.uploads.length]);

  const onScroll = (event: UIEvent<HTMLUListElement>) => {
    const element = event.currentTarget;
    const fromBottom = element.scrollHeight - element.scrollTop - element.clientHeight;
    anchor.current = { atBottom: fromBottom < 20, fromBottom };
    if (element.scrollTop <= OLDER_NEAR_TOP_PX) conversation.loadOlder();
  };

  return (
    <section className={className} aria-label={`${t('chat.title')}: ${peer.realName}`} data-chat-window={peer.id}>
      <header className={styles.windowHeader}>
        <Avatar name={peer.realName} headIcon={peer.headIcon} className={styles.avatar} presenceClassName={styles.presence} />
        <span className={styles.headerText}>
          <span className={styles.name}>{peer.realName}</span>
          <span className={styles.sub}>{peer.account}</span>
        </span>
        <button type="button" className={styles.iconButton} aria-label={t('chat.history')} title={t('chat.history')} aria-pressed={history} onClick={() => setHistory((open) => !open)}>
          <PlainIcon name="clock-history" />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('chat.close')} title={t('chat.close')} onClick={onClose}>
          <PlainIcon name="x-lg" />
        </button>
      </header>
      <ul ref={list} className={styles.messages} aria-label={t('chat.messageList')} aria-busy={conversation.loading} onScroll={onScroll}>
        {conversation.loading && conversation.messages.length === 0 && <li className={styles.status}>{t('chat.loading')}</li>}
        {conversation.failed && <li className={styles.status}>{t('chat.loadFailed')}</li>}
        {!conversation.loading && !conversation.failed && conversation.messages.length === 0 && uploads.uploads.length === 0 && (
          <li className={styles.emptyChat} data-empty-chat="">
            <PlainIcon name="chat-dots" className={styles.emptyChatIcon} />
            <span className={styles.emptyChatTitle}>{t('chat.emptyConversation')}</span>
            <span>{t('chat.firstMessage', { name: peer.realName })}</span>
          </li>
        )}
        {conversation.messages.map((message) => (
          <MessageBubble key={message.clientMessageId ?? message.id} message={message} mine={message.fromUserId === myId} styles={styles} onPlay={setMedia} />
        ))}
        {uploads.uploads.map((upload) => (
          <UploadBubble key={upload.item.id} upload={upload} styles={styles} onRetry={uploads.retry} onRemove={uploads.remove} />
        ))}
      </ul>
      <Composer
        styles={styles}
        onUpload={(kind, file) => {
          anchor.current = { atBottom: true, fromBottom: 0 };
          uploads.add(kind, file);
        }}
        onSend={(type, content) => {
          anchor.current = { atBottom: true, fromBottom: 0 };
          conversation.send(type, content);
        }}
      />
      {history && <HistoryPanel myId={myId} peerId={peer.id} peerName={peer.realName} styles={styles} onPlay={setMedia} onClose={() => setHistory(false)} />}
      {media && <MediaDialog media={media} styles={styles} onClose={() => setMedia(null)} />}
    </section>
  );
}
