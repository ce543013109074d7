import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $socketStatus } from '@atrium/shared';
import { PlainIcon } from '@atrium/ui';
import { FILE_MAX_MB } from '../api';
import { CHAT_NS } from '../i18n';
import { emojiLineHtml, hasEmojiCode } from '../message/renderText';
import type { MessageContent, MessageType } from '../message/types';
import { CommonWordsPopover } from './CommonWordsPopover';
import { COMMON_WORDS_NS } from './commonWordsLocales';
import { EmojiPopover } from './EmojiPopover';
import { fileRefusal, imageRefusal } from './imageCheck';
import type { ChatUploadKind } from './useChatUploads';

interface Props {
  styles: Readonly<Record<string, string>>;
  onSend: (type: MessageType, content: MessageContent) => void;
  /** Starts the upload of a checked image or file; the message goes when it is stored. */
  onUpload: (kind: ChatUploadKind, file: File) => void;
}

/**
 * Emoji, common phrases (常用语), image (one image/* file under 5 MB) and file upload, the 3-row textarea (Enter sends the
 * trimmed text, Shift+Enter a new line) and send.
 */
export function Composer({ styles, onSend, onUpload }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const status = useStore($socketStatus);
  const [text, setText] = useState('');
  const [emojiOpen, setEmojiOpen] = useState(false);
  const [phrasesOpen, setPhrasesOpen] = useState(false);
  const [error, setError] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);
  const image = useRef<HTMLInputElement>(null);
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
    setPhrasesOpen(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const closeEmoji = useCallback(() => setEmojiOpen(false), []);
  const closePhrases = useCallback(() => setPhrasesOpen(false), []);

  const pick = (kind: ChatUploadKind, chosen: File | undefined) => {
    if (image.current) image.current.value = '';
    if (file.current) file.current.value = '';
    if (!chosen) return;
    const refusal = kind === 'image' ? imageRefusal(chosen) : fileRefusal(chosen);
    if (refusal) {
      setError(t(refusal, { size: FILE_MAX_MB, unit: 'MB' }));
      return;
    }
    setError('');
    onUpload(kind, chosen);
  };

  return (
    <div className={styles.composer}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.iconButton} aria-label={t('chat.emoji')} aria-expanded={emojiOpen} title={t('chat.emoji')} onClick={() => setEmojiOpen((open) => !open)}>
          <PlainIcon name="emoji-smile" />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t(`${COMMON_WORDS_NS}:title`)}
          aria-expanded={phrasesOpen}
          title={t(`${COMMON_WORDS_NS}:title`)}
          onClick={() => setPhrasesOpen((open) => !open)}
        >
          <PlainIcon name="chat-quote" />
        </button>
        <button type="button" className={styles.iconButton} aria-label={t('chat.image')} title={t('chat.image')} onClick={() => image.current?.click()}>
          <PlainIcon name="image" />
        </button>
        <input ref={image} type="file" accept="image/*" hidden data-testid="chat-image-input" onChange={(event) => pick('image', event.target.files?.[0])} />
        <button type="button" className={styles.iconButton} aria-label={t('chat.file')} title={t('chat.file')} onClick={() => file.current?.click()}>
          <PlainIcon name="paperclip" />
        </button>
        <input ref={file} type="file" hidden data-testid="chat-file-input" onChange={(event) => pick('file', event.target.files?.[0])} />
        {emojiOpen && <EmojiPopover styles={styles} onPick={insert} onClose={closeEmoji} />}
        {phrasesOpen && <CommonWordsPopover styles={styles} onPick={insert} onClose={closePhrases} />}
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
      {/* The text as it will read, its emoji codes drawn as the images the message will show (issue 17 item 3). */}
      {hasEmojiCode(text) && (
        <div
          className={styles.inputPreview}
          role="note"
          aria-label={t('chat.inputPreview')}
          data-testid="chat-input-preview"
          dangerouslySetInnerHTML={{ __html: emojiLineHtml(text, styles.emojiChar) }}
        />
      )}
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
