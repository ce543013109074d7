import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { $unread, resolveWidgetModule, socketEvents$ } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { WidgetParcel } from '../content/WidgetParcel';
import { SHELL_NS } from '../i18n';
import sheet from './navbar.module.css';

const styles = sheet.locals;

/** Spec section 9: the badge shows at most 99. */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * Unread notices from the shared counts; blinks while unread messages wait (initMessage) or when
 * one is pushed, until opened; opens the message drawer, a widget of whichever module the route
 * manifest names for it.
 */
export function MessageBell() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SHELL_NS);
  const { notice } = useStore($unread);
  const [blinking, setBlinking] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const subscription = socketEvents$.subscribe((event) => {
      if (event.method === 'messagePush') setBlinking(true);
      // Spec section 4: initMessage carries the counts and the blink — unread mail waiting since
      // the last visit (or missed while reconnecting) is signalled like a fresh push.
      if (event.method === 'initMessage') setBlinking(Number(event.unreadTotalCount ?? 0) > 0);
    });
    return () => subscription.unsubscribe();
  }, []);

  const drawerModule = resolveWidgetModule('messageDrawer');
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={t('navbar.unread', { count: notice })}
        title={t('navbar.unread', { count: notice })}
        data-blinking={blinking ? '' : undefined}
        disabled={!drawerModule}
        onClick={() => {
          setBlinking(false);
          setOpen(true);
        }}
      >
        <sl-icon name="bell" aria-hidden="true" className={styles.bellIcon} />
        {notice > 0 && (
          <sl-badge variant="danger" pill pulse className={styles.badge}>
            {badgeText(notice)}
          </sl-badge>
        )}
      </button>
      {open && drawerModule && <WidgetParcel moduleName={drawerModule} widget="messageDrawer" onClose={() => setOpen(false)} />}
    </>
  );
}
