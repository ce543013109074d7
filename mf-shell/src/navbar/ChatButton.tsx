import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $unread, resolveWidgetModule } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { WidgetParcel } from '../content/WidgetParcel';
import { SHELL_NS } from '../i18n';
import { badgeText } from './MessageBell';
import sheet from './navbar.module.css';

const styles = sheet.locals;

/** Unread chat messages from the shared counts; opens the chat panel widget the route manifest names. */
export function ChatButton() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const { chat } = useStore($unread);
  const [open, setOpen] = useState(false);
  const chatModule = resolveWidgetModule('chatPanel');
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={t('navbar.chatUnread', { count: chat })}
        title={t('navbar.chatUnread', { count: chat })}
        data-testid="chat-button"
        disabled={!chatModule}
        onClick={() => setOpen((value) => !value)}
      >
        <sl-icon name="chat-dots" aria-hidden="true" className={styles.bellIcon} />
        {chat > 0 && (
          <sl-badge variant="danger" pill className={styles.badge}>
            {badgeText(chat)}
          </sl-badge>
        )}
      </button>
      {open && chatModule && <WidgetParcel moduleName={chatModule} widget="chatPanel" onClose={() => setOpen(false)} />}
    </>
  );
}
