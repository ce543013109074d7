import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { MORE_SIGN_IN_NS } from '../../i18n';
import { useLocation } from '../../useLocation';
import { LOGIN_PATH } from '../../paths';
import sheet from '../login.module.css';
import { ssoAuthorizeUrl } from './api';
import { rememberSso } from './pendingSso';

const styles = sheet.locals;

/** /sso: off to the enterprise-chat provider; if it is not available, the message shows and the password form returns. */
export default function SsoPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(MORE_SIGN_IN_NS);
  const { query } = useLocation();
  const redirect = query.get('redirect');

  useEffect(() => {
    let active = true;
    ssoAuthorizeUrl()
      .then((url) => {
        if (!active) return;
        const target = new URL(url, window.location.origin);
        rememberSso({ state: target.searchParams.get('state') ?? '', redirect });
        window.location.assign(target.toString());
      })
      .catch(() => {
        if (active) navigate(LOGIN_PATH);
      });
    return () => {
      active = false;
    };
  }, [redirect]);

  return (
    <main className={styles.page}>
      <p className={styles.card} role="status">
        {t('sso.redirecting')}
      </p>
    </main>
  );
}
