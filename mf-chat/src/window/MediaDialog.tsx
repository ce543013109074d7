import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../i18n';
import { onEscape } from '../onEscape';
import type { PlayableMedia } from './MessageBubble';

interface Props {
  media: PlayableMedia;
  styles: Readonly<Record<string, string>>;
  onClose: () => void;
}

/** The playback dialog: video or audio with controls (or the full image); Escape closes it. */
export function MediaDialog({ media, styles, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const label = t(media.kind === 'voice' ? 'chat.voice' : media.kind === 'video' ? 'chat.video' : 'chat.image');
  return (
    <div className={styles.overlay} onClick={(event) => event.target === event.currentTarget && onClose()} onKeyDown={onEscape(onClose)}>
      <div className={styles.box} role="dialog" aria-modal="true" aria-label={label}>
        {media.kind === 'video' && <video className={styles.media} src={media.url} controls autoPlay />}
        {media.kind === 'voice' && <audio src={media.url} controls autoPlay />}
        {media.kind === 'image' && <img className={styles.media} src={media.url} alt={label} />}
        <div className={styles.boxActions}>
          <button type="button" ref={close} className={styles.button} onClick={onClose}>
            {t('chat.close')}
          </button>
        </div>
      </div>
    </div>
  );
}
