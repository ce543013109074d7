import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EMOJIS, emojiImageUrl } from '../emoji/emoji';
import { CHAT_NS } from '../i18n';
import { onEscape } from '../onEscape';

interface Props {
  styles: Readonly<Record<string, string>>;
  onPick: (token: string) => void;
  onClose: () => void;
}

/** The 120 emoji (codes 100–219); picking one inserts its [em:NNN] code. */
export function EmojiPopover({ styles, onPick, onClose }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    grid.current?.querySelector('button')?.focus();
    const outside = (event: Event) => {
      if (!grid.current?.contains(event.composedPath()[0] as Node)) onClose();
    };
    const view = grid.current?.ownerDocument.defaultView ?? window;
    view.addEventListener('pointerdown', outside, true);
    return () => view.removeEventListener('pointerdown', outside, true);
  }, [onClose]);
  return (
    <div ref={grid} className={styles.popover} role="dialog" aria-label={t('chat.emoji')} onKeyDown={onEscape(onClose)}>
      {EMOJIS.map((emoji) => (
        <button key={emoji.code} type="button" className={styles.emojiButton} data-emoji={emoji.code} aria-label={emoji.token} onClick={() => onPick(emoji.token)}>
          <img className={styles.emojiImage} src={emojiImageUrl(emoji.code) ?? ''} alt={emoji.char} width={22} height={22} draggable={false} />
        </button>
      ))}
    </div>
  );
}
