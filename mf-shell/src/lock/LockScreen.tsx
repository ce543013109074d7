import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $user, navigate, resetSession, unlockScreen } from '@atrium/shared';
import { SHELL_NS } from '../i18n';
import { HOME_PATH, LOGIN_PATH } from '../paths';
import sheet from '../login/login.module.css';

const styles = sheet.locals;

export function LockScreen() {
  const { t } = useTranslation(SHELL_NS);
  const user = useStore($user);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function unlock(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!password || !user) return;
    setBusy(true);
    try {
      await unlockScreen(user.account, password);
      navigate(HOME_PATH);
    } catch {
      setBusy(false);
    }
  }

  return (
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void unlock(event)} aria-label={t('lock.title')}>
        <h2 className={styles.title}>{t('lock.title')}</h2>
        <p className={styles.brand}>{user?.realName ?? ''}</p>
        <sl-input
          type="password"
          password-toggle
          name="password"
          label={t('lock.password')}
          autocomplete="current-password"
          value={password}
          onsl-input={(event: Event) => setPassword((event.target as HTMLInputElement).value)}
        />
        <sl-button type="submit" variant="primary" loading={busy}>
          {t('lock.unlock')}
        </sl-button>
        <sl-button
          variant="text"
          onClick={() => {
            resetSession();
            navigate(LOGIN_PATH);
          }}
        >
          {t('lock.switchAccount')}
        </sl-button>
      </form>
    </main>
  );
}
