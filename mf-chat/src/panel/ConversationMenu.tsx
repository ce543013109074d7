import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../i18n';
import { onEscape } from '../onEscape';

export type ConversationAction = 'remove' | 'clear';

interface Props {
  x: number;
  y: number;
  styles: Readonly<Record<string, string>>;
  onPick: (action: ConversationAction | null) => void;
}

/** The right-click menu of a conversation; Escape or a click elsewhere closes it. */
export function ConversationMenu({ x, y, styles, onPick }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const menu = useRef<HTMLUListElement>(null);
  useEffect(() => {
    menu.current?.querySelector('button')?.focus();
    const close = (event: Event) => {
      if (!menu.current?.contains(event.composedPath()[0] as Node)) onPick(null);
    };
    const view = menu.current?.ownerDocument.defaultView ?? window;
    view.addEventListener('pointerdown', close, true);
    return () => view.removeEventListener('pointerdown', close, true);
  }, [onPick]);
  return (
    <ul ref={menu} className={styles.menu} role="menu" aria-label={t('chat.conversationMenu')} style={{ left: x, top: y }} onKeyDown={onEscape(() => onPick(null))}>
      <li role="none">
        <button type="button" role="menuitem" className={styles.menuItem} onClick={() => onPick('remove')}>
          {t('chat.remove')}
        </button>
      </li>
      <li role="none">
        <button type="button" role="menuitem" className={styles.menuItem} onClick={() => onPick('clear')}>
          {t('chat.clear')}
        </button>
      </li>
    </ul>
  );
}
