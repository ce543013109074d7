import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $unread } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import sheet from './navbar.module.css';

const styles = sheet.locals;

/** Spec section 9: the badge shows at most 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Unread notices; the message drawer that opens from here comes with the socket work. */
export function MessageBell() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const { notice } = useStore($unread);
  return (
    <span role="img" aria-label={t('navbar.unread', { count: notice })} className={styles.bell}>
      <sl-icon name="bell" aria-hidden="true" className={styles.bellIcon} />
      {notice > 0 && (
        <sl-badge variant="danger" pill pulse className={styles.badge}>
          {badgeText(notice)}
        </sl-badge>
      )}
    </span>
  );
}
