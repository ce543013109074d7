import { lazy, Suspense, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@atrium/shared';
import { SIGN_IN_NS } from '../i18n';
import { enterPortal } from './enterPortal';
import { newCaptchaKey } from '../captcha';
import { needCodeOf } from './needCode';
import { TextField } from './TextField';
import { takeOverStaticSignIn } from './static/takeOverStaticSignIn';
import { useStyleSheet } from '@atrium/ui';
import sheet from './login.module.css';

// Most sign-ins never need it (sign-in page JS budget).
const CaptchaField = lazy(() => import(/* webpackChunkName: "sign-in-captcha" */ './CaptchaField'));

const styles = sheet.locals;

interface FieldErrors {
  account?: string;
  password?: string;
  code?: string;
}

// A timestamp as JNPF sends, but never the same twice: an unchanged src would keep showing a
// picture whose code the last try already spent.

/**
 * The account and password form (the default tab), with the captcha when the system configuration
 * (`needCode`) or the answer to a failed try (`data.needCode`, after a few failures) asks for it.
 */
export function PasswordSignIn({ redirect, needCode: configNeedsCode }: { redirect: string | null; needCode: boolean }) {
  useStyleSheet(sheet);
  const { t } = useTranslation(SIGN_IN_NS);
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);
  const [serverNeedsCode, setServerNeedsCode] = useState(false);
  const needCode = configNeedsCode || serverNeedsCode;
  const form = useRef<HTMLFormElement>(null);

  // The server sent a plain copy of this form with index.html (static/staticSignInPage.ts), which
  // the user may already be typing into: carry it over before this form is first painted.
  useLayoutEffect(() => {
    const typed = takeOverStaticSignIn();
    if (!typed) return;
    setAccount(typed.account);
    setPassword(typed.password);
    if (typed.focused) form.current?.querySelector<HTMLInputElement>(`input[name="${typed.focused}"]`)?.focus();
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
      await enterPortal(redirect);
    } catch (error) {
      // The shared HTTP client already showed the server's message. A code works once, so every
      // try ends with a new picture.
      setBusy(false);
      const asked = needCodeOf(error);
      if (asked !== undefined) setServerNeedsCode(asked);
      if (needCode || asked === true) {
        setCode('');
        setCaptchaKey(newCaptchaKey());
      }
    }
  }

  return (
      <form ref={form} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('login.title')}>
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
          <Suspense fallback={null}>
            <CaptchaField
              captchaKey={captchaKey}
              code={code}
              error={errors.code}
              onCode={setCode}
              onNewPicture={() => setCaptchaKey(newCaptchaKey())}
            />
          </Suspense>
        )}
        <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </button>
      </form>
  );
}
