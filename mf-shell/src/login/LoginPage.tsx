import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, loadCurrentUser, login, navigate } from '@atrium/shared';
import { SIGN_IN_NS } from '../i18n';
import { useLocation } from '../useLocation';
import { markArrivalFromSignIn } from '../account/fromSignIn';
import { safeRedirect } from './safeRedirect';
import { TextField } from './TextField';
import { useStyleSheet } from '@atrium/ui';
import sheet from './login.module.css';

const styles = sheet.locals;

interface FieldErrors {
  account?: string;
  password?: string;
}

export function LoginPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const { query } = useLocation();
  const sysConfig = useStore($sysConfig);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!account.trim()) found.account = t('login.accountRequired');
    if (!password) found.password = t('login.passwordRequired');
    setErrors(found);
    if (found.account || found.password) return;
    setBusy(true);
    try {
      await login({ account: account.trim(), password });
      await loadCurrentUser();
      markArrivalFromSignIn();
      navigate(safeRedirect(query.get('redirect')));
    } catch {
      // The shared HTTP client already showed the server's message.
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
        <h1 className={styles.brand}>{sysConfig?.sysName || 'Atrium'}</h1>
        <h2 className={styles.title}>{t('login.title')}</h2>
        <TextField
          name="account"
          label={t('login.account')}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          value={account}
          onValue={setAccount}
          error={errors.account}
        />
        <TextField
          name="password"
          type="password"
          label={t('login.password')}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
          revealLabel={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
        />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
        <p className={styles.hint}>{t('login.subAccountHint')}</p>
      </form>
    </main>
  );
}
