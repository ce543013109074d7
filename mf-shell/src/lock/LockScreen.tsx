import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, navigate, resetSession, unlockScreen } from '@atrium/shared';
import { SIGN_IN_NS } from '../i18n';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import { lastActivePath } from '../tabs/tabsState';
import { TextField } from '../login/TextField';
import { useStyleSheet } from '@atrium/ui';
import sheet from '../login/login.module.css';

const styles = sheet.locals;

export function LockScreen() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const user = useStore($user);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function unlock(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!password || !user) return;
    setBusy(true);
    try {
      await unlockScreen(user.account, password);
      // Back to the page that was locked, its tabs and kept pages as they were (issue 19 item 5).
      navigate(lastActivePath() || HOME_PATH);
    } catch {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void unlock(event)} aria-label={t('lock.title')}>
        <h2 className={styles.title}>{t('lock.title')}</h2>
        <p className={styles.brand}>{user?.realName ?? ''}</p>
        <TextField
          type="password"
          name="password"
          label={t('lock.password')}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          revealLabel={{ show: t('login.showPassword'), hide: t('login.hidePassword') }}
        />
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {t('lock.unlock')}
        </button>
        <button
          type="button"
          className={styles.link}
          onClick={() => {
            resetSession();
            navigate(LOGIN_PATH);
          }}
        >
          {t('lock.switchAccount')}
        </button>
      </form>
    </main>
  );
}
