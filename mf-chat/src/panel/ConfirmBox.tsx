import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_NS } from '../i18n';
import { onEscape } from '../onEscape';

interface Props {
  message: string;
  /** What the question is about (与 李四（lisi） 的聊天): a confirmation names its item (issue 17 item 5). */
  subject?: string;
  styles: Readonly<Record<string, string>>;
  onAnswer: (confirmed: boolean) => void;
}

/** A confirm of the chat's own: it lives inside the chat root (a legacy page gets no portal dialogs). */
export function ConfirmBox({ message, subject, styles, onAnswer }: Props) {
  const { t } = useTranslation(CHAT_NS);
  const ok = useRef<HTMLButtonElement>(null);
  const subjectId = useId();
  useEffect(() => ok.current?.focus(), []);
  return (
    <div className={styles.overlay} onKeyDown={onEscape(() => onAnswer(false))}>
      <div className={styles.box} role="alertdialog" aria-modal="true" aria-label={message} aria-describedby={subject ? subjectId : undefined}>
        {subject && <p id={subjectId} className={styles.boxSubject}>{subject}</p>}
        <p>{message}</p>
        <div className={styles.boxActions}>
          <button type="button" className={styles.button} onClick={() => onAnswer(false)}>
            {t('chat.cancel')}
          </button>
          <button type="button" ref={ok} className={`${styles.button} ${styles.primary}`} onClick={() => onAnswer(true)}>
            {t('chat.ok')}
          </button>
        </div>
      </div>
    </div>
  );
}
