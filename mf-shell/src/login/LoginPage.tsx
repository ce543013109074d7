import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, loadCurrentUser, login, navigate } from '@atrium/shared';
import { SIGN_IN_NS } from '../i18n';
import { useLocation } from '../useLocation';
import { markArrivalFromSignIn } from '../account/fromSignIn';
import { safeRedirect } from './safeRedirect';
import { TextField } from './TextField';
import { captchaUrl, getLoginConfig } from './api';
import { useStyleSheet } from '@atrium/ui';
import sheet from './login.module.css';

const styles = sheet.locals;

interface FieldErrors {
  account?: string;
  password?: string;
  code?: string;
}

const newCaptchaKey = (): string => String(Date.now());

export function LoginPage() {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const { query } = useLocation();
  const sysConfig = useStore($sysConfig);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [needCode, setNeedCode] = useState(false);
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [name, setName] = useState<string | null>(null);

  // The captcha switch and the system name come from the server, before anyone is signed in.
  useEffect(() => {
    let active = true;
    getLoginConfig()
      .then((config) => {
        if (!active) return;
        setNeedCode(config.loginNeedCode === 1);
        if (config.sysName) setName(config.sysName);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

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
      await loadCurrentUser();
      markArrivalFromSignIn();
      navigate(safeRedirect(query.get('redirect')));
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
    <main className={styles.page}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
        <h1 className={styles.brand}>{name || sysConfig?.sysName || 'Atrium'}</h1>
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
        <p className={styles.hint}>{t('login.subAccountHint')}</p>
      </form>
    </main>
  );
}
