import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, notifyError } from '@atrium/shared';
import { useStyleSheet } from '@atrium/ui';
import { MORE_SIGN_IN_NS } from '../../i18n';
import { useLocation } from '../../useLocation';
import { LOGIN_PATH } from '../../paths';
import { adoptSignIn } from '../adoptSignIn';
import sheet from '../login.module.css';
import { ssoCallback } from './api';
import { takeSso } from './pendingSso';

const styles = sheet.locals;

/**
 * /auth-redirect?code&state: the provider sent the browser back. No code (the user refused) →
 * password login; a failure → its message, then password login (spec section 2 "Login").
 */
export default function AuthRedirectPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(MORE_SIGN_IN_NS);
  const { query } = useLocation();
  const code = query.get('code');
  const state = query.get('state');
  // The code and state are single use: one exchange per arrival, even if the effect runs twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const pending = takeSso();
    if (!code) {
      navigate(LOGIN_PATH);
      return;
    }
    if (!state || !pending || pending.state !== state) {
      notifyError(t('sso.stateMismatch'));
      navigate(LOGIN_PATH);
      return;
    }
    // Shown by the shared client's error toast; the password form takes over.
    ssoCallback(code, state)
      .then((result) => adoptSignIn(result, pending.redirect))
      .catch(() => navigate(LOGIN_PATH));
  }, [code, state, t]);

  return (
    <main className={styles.page}>
      <p className={styles.card} role="status">
        {t('sso.signingIn')}
      </p>
    </main>
  );
}
