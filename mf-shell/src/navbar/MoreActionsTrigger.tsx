// The 更多操作 button of a narrow header. The chat button (and its unread count) sits in the panel
// it opens, so the count is shown on this button too: a phone user would otherwise not see that
// chats wait until they opened the panel.
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $unread } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { badgeText } from './MessageBell';
import sheet from './navbar.module.css';

const styles = sheet.locals;

export function MoreActionsTrigger() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const { chat } = useStore($unread);
  return (
    <span slot="trigger" className={styles.moreTrigger}>
      <sl-icon-button
        name="three-dots-vertical"
        label={chat > 0 ? t('layout.moreActionsUnread', { count: chat }) : t('layout.moreActions')}
        title={chat > 0 ? t('layout.moreActionsUnread', { count: chat }) : t('layout.moreActions')}
        data-testid="navbar-more"
      />
      {chat > 0 && (
        <sl-badge variant="danger" pill className={styles.badge} aria-hidden="true">
          {badgeText(chat)}
        </sl-badge>
      )}
    </span>
  );
}
