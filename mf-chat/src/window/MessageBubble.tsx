import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { PlainIcon } from '@atrium/ui';
import { mediaUrl, useChatEnvironment } from '../ChatEnvironment';
import { CHAT_NS } from '../i18n';
import { textToHtml } from '../message/renderText';
import { isStoredFile, type ChatMessage, type MediaContent } from '../message/types';
import { StoredFileBubble } from './StoredFileBubble';

export type PlayableMedia = { kind: 'image' | 'voice' | 'video'; url: string };

interface Props {
  message: ChatMessage;
  mine: boolean;
  styles: Readonly<Record<string, string>>;
  onPlay: (media: PlayableMedia) => void;
}

const pathOf = (content: ChatMessage['content']) => (typeof content === 'string' ? content : isStoredFile(content) ? '' : (content as MediaContent).path);

/**
 * One message with its time: text as sanitised HTML, an image (a stored one opens in the shared
 * image viewer), a file (preview and download), or a voice/video button for the player.
 */
export function MessageBubble({ message, mine, styles, onPlay }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const { apiBase } = useChatEnvironment();
  const html = useMemo(
    () => (message.type === 'text' && typeof message.content === 'string' ? textToHtml(message.content, styles.emojiChar) : ''),
    [message.type, message.content, styles.emojiChar],
  );
  const url = mediaUrl(apiBase, pathOf(message.content));

  let body;
  if (message.type === 'text') {
    // textToHtml escapes the text and runs DOMPurify (@atrium/html) on the result.
    body = <div className={styles.bubble} data-testid="chat-text" dangerouslySetInnerHTML={{ __html: html }} />;
  } else if ((message.type === 'image' || message.type === 'file') && isStoredFile(message.content)) {
    body = <StoredFileBubble kind={message.type} content={message.content} styles={styles} />;
  } else if (message.type === 'image') {
    body = (
      <button type="button" className={styles.bubble} onClick={() => onPlay({ kind: 'image', url })} aria-label={t('chat.image')}>
        <img className={styles.picture} src={url} alt={t('chat.image')} loading="lazy" />
      </button>
    );
  } else {
    const seconds = typeof message.content === 'object' && !isStoredFile(message.content) ? message.content.length : undefined;
    const label = message.type === 'voice' ? (seconds ? t('chat.voiceLength', { seconds }) : t('chat.voice')) : t('chat.video');
    body = (
      <button type="button" className={`${styles.bubble} ${styles.button}`} onClick={() => onPlay({ kind: message.type as 'voice' | 'video', url })}>
        <PlainIcon name="play-fill" /> {label}
      </button>
    );
  }

  return (
    <li className={styles.message} data-mine={mine} data-pending={Boolean(message.pending)} data-message-id={message.pending ? undefined : message.id}>
      <div className={styles.bubbleColumn}>
        <time className={styles.time} dateTime={new Date(message.time).toISOString()}>
          {formatDate(message.time, 'yyyy-MM-dd HH:mm:ss')}
          {message.pending && !message.error && ` · ${t('chat.pending')}`}
        </time>
        {body}
        {message.error && (
          <span className={styles.error} role="alert">
            {message.error}
          </span>
        )}
      </div>
    </li>
  );
}
