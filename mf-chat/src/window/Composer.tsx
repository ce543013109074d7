import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $socketStatus } from '@atrium/shared';
import { uploadImage } from '../api';
import { CHAT_NS } from '../i18n';
import type { MessageContent, MessageType } from '../message/types';
import { EmojiPopover } from './EmojiPopover';
import { imageRefusal } from './imageCheck';

interface Props {
  styles: Readonly<Record<string, string>>;
  onSend: (type: MessageType, content: MessageContent) => void;
}

/** Emoji, image upload, the 3-row textarea (Enter sends the trimmed text, Shift+Enter a new line) and send. */
export function Composer({ styles, onSend }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const status = useStore($socketStatus);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);

  const send = () => {
    const value = text.trim();
    if (value === '') return;
    onSend('text', value);
    setText('');
    setError('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const insert = (token: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? text.length;
    setText(text.slice(0, start) + token + text.slice(end));
    setEmojiOpen(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const closeEmoji = useCallback(() => setEmojiOpen(false), []);

  const pickImage = (chosen: File | undefined) => {
    if (file.current) file.current.value = '';
    if (!chosen) return;
    const refusal = imageRefusal(chosen);
    if (refusal) {
      setError(t(refusal));
      return;
    }
    setError('');
    setUploading(true);
    uploadImage(chosen).then(
      (uploaded) => {
        setUploading(false);
        onSend('image', { path: uploaded.url });
      },
      (reason: unknown) => {
        setUploading(false);
        setError(reason instanceof Error ? reason.message : t('chat.loadFailed'));
      },
    );
  };

  return (
    <div className={styles.composer}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.iconButton} aria-label={t('chat.emoji')} aria-expanded={emojiOpen} onClick={() => setEmojiOpen((open) => !open)}>
          ☺
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('chat.image')} disabled={uploading} onClick={() => file.current?.click()}>
          🖼
        </button>
        <input ref={file} type="file" accept="image/*" hidden data-testid="chat-image-input" onChange={(event) => pickImage(event.target.files?.[0])} />
        {emojiOpen && <EmojiPopover styles={styles} onPick={insert} onClose={closeEmoji} />}
      </div>
      <textarea
        ref={area}
        className={styles.textarea}
        rows={3}
        aria-label={t('chat.input')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerActions}>
        <span className={styles.hint} role="status">
          {error ? <span className={styles.error}>{error}</span> : status !== 'open' && status !== 'connecting' ? t('chat.reconnecting') : ''}
        </span>
        <button type="button" className={`${styles.button} ${styles.primary}`} disabled={text.trim() === ''} onClick={send}>
          {t('chat.send')}
        </button>
      </div>
    </div>
  );
}
