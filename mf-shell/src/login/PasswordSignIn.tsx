import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@atrium/shared';
import { SIGN_IN_NS } from '../i18n';
import { enterPortal } from './enterPortal';
import { TextField } from './TextField';
import { captchaUrl } from './api';
import { useStyleSheet } from '@atrium/ui';
import sheet from './login.module.css';

const styles = sheet.locals;

interface FieldErrors {
  account?: string;
  password?: string;
  code?: string;
}

const newCaptchaKey = (): string => String(Date.now());

/** The account and password form (the default tab), with the captcha when the server asks for it. */
export function PasswordSignIn({ redirect, needCode }: { redirect: string | null; needCode: boolean }) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!account.trim()) found.account = t('login.accountRequired');
    if (!password) found.password = t('login.passwordRequired');
    if (needCode && !code.trim()) found.code = t('login.codeRequired');
    setErrors(found);
    if (found.account || found.password || found.code) return;
    setBusy(true);
    try {
      await login({ account: account.trim(), password, ...(needCode ? { code: code.trim(), timestamp: captchaKey } : {}) });
      await enterPortal(redirect);
    } catch {
      // The shared HTTP client already showed the server's message. A code works once.
      setBusy(false);
      if (needCode) {
        setCode('');
        setCaptchaKey(newCaptchaKey());
      }
    }
  }

  return (
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
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
        {needCode && (
          <div className={styles.captcha}>
            <TextField
              name="code"
              label={t('login.code')}
              placeholder={t('login.codePlaceholder')}
              autoComplete="off"
              value={code}
              onValue={setCode}
              error={errors.code}
            />
            <button type="button" className={styles.captchaImage} aria-label={t('login.newCode')} onClick={() => setCaptchaKey(newCaptchaKey())}>
              <img src={captchaUrl(captchaKey)} alt="" width={100} height={38} />
            </button>
          </div>
        )}
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
  );
}
