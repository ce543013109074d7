import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, $user, formatDate } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { takeArrivalFromSignIn } from './fromSignIn';
import { mustChangePassword } from './passwordPolicy';

const ChangePasswordDialog = lazy(() => import('./ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })));

/** Spec section 2: shown 2 s. */
const NOTICE_MS = 2000;

interface LastLogin {
  time: string;
  place: string;
  ip: string;
}

/**
 * What follows a sign-in: the last-login notice (only when arriving from the sign-in page and
 * there was a previous sign-in) and the forced password change for an initial password.
 */
export function AfterSignIn() {
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const config = useStore($sysConfig);
  const [notice, setNotice] = useState<LastLogin | null>(null);

  useEffect(() => {
    if (!takeArrivalFromSignIn() || !user || Number(user.prevLogin) !== 1) return;
    setNotice({
      time: user.prevLoginTime ? formatDate(user.prevLoginTime as number | string, 'yyyy-MM-dd HH:mm:ss') : '',
      place: String(user.prevLoginIPAddressName ?? ''),
      ip: String(user.prevLoginIPAddress ?? ''),
    });
    // Runs once per layout mount: only the user as it was on arrival matters.
  }, []);

  // The 2 s count from when the notice is on the page, not from when it was asked for: on a busy
  // machine its first render came ~0.3 s later, and the notice stayed only ~1.7 s (e2e, CI).
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return (
    <>
      {notice && (
        <aside
          role="status"
          aria-label={t('password.lastLogin')}
          data-testid="last-login"
          style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 2000, padding: '12px 16px', background: '#fff', borderRadius: 4, boxShadow: '0 2px 12px rgba(0,0,0,.15)', fontSize: 13, lineHeight: 1.8 }}
        >
          <strong>{t('password.lastLogin')}</strong>
          <div>{t('password.lastLoginTime', { time: notice.time })}</div>
          {notice.place && <div>{t('password.lastLoginPlace', { place: notice.place })}</div>}
          <div>{t('password.lastLoginIp', { ip: notice.ip })}</div>
        </aside>
      )}
      {mustChangePassword(user, config) && (
        <Suspense fallback={null}>
          <ChangePasswordDialog forced onClose={() => undefined} />
        </Suspense>
      )}
    </>
  );
}
