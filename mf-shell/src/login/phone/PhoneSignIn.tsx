import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStyleSheet } from '@atrium/ui';
import { MORE_SIGN_IN_NS, SIGN_IN_NS } from '../../i18n';
import { adoptSignIn } from '../adoptSignIn';
import { TextField } from '../TextField';
import sheet from '../login.module.css';
import altSheet from '../alt-sign-in.module.css';
import { sendSmsCode, smsLogin } from './api';
import { isPhoneLogin, isSmsCode } from './phoneInput';
import { useCountdown } from './useCountdown';

const styles = { ...sheet.locals, ...altSheet.locals };

interface Errors {
  phone?: string;
  code?: string;
}

/** The phone tab: phone (or phone@account), 'get code' with a 60 s countdown, code, sign in. */
export default function PhoneSignIn({ redirect }: { redirect: string | null }) {
  useStyleSheet(sheet);
  useStyleSheet(altSheet);
  const { t } = useTranslation([MORE_SIGN_IN_NS, SIGN_IN_NS]);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const [left, startCountdown] = useCountdown();

  function phoneError(): string | undefined {
    if (!phone.trim()) return t('phone.phoneRequired');
    return isPhoneLogin(phone) ? undefined : t('phone.phoneFormat');
  }

  async function requestCode(): Promise<void> {
    const error = phoneError();
    setErrors({ phone: error });
    if (error) return;
    setSending(true);
    try {
      const sent = await sendSmsCode(phone.trim());
      startCountdown(sent.interval);
    } catch {
      // The shared client showed the server's message (too frequent, not set up, …).
    } finally {
      setSending(false);
    }
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const found: Errors = { phone: phoneError() };
    if (!code.trim()) found.code = t('phone.codeRequired');
    else if (!isSmsCode(code)) found.code = t('phone.codeFormat');
    setErrors(found);
    if (found.phone || found.code) return;
    setBusy(true);
    try {
      await adoptSignIn(await smsLogin(phone.trim(), code.trim()), redirect);
    } catch {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('tabs.phone', { ns: SIGN_IN_NS })}>
      <TextField
        name="phone"
        type="tel"
        label={t('phone.phone')}
        placeholder={t('phone.phonePlaceholder')}
        autoComplete="tel"
        value={phone}
        onValue={setPhone}
        error={errors.phone}
      />
      <div className={styles.captcha}>
        <TextField
          name="smsCode"
          label={t('phone.code')}
          placeholder={t('phone.codePlaceholder')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onValue={setCode}
          error={errors.code}
        />
        <button type="button" className={styles.codeButton} disabled={sending || left > 0} onClick={() => void requestCode()}>
          {left > 0 ? t('phone.resend', { seconds: left }) : t('phone.getCode')}
        </button>
      </div>
      <button type="submit" className={styles.submit} disabled={busy} aria-busy={busy}>
        {busy ? t('login.submitting', { ns: SIGN_IN_NS }) : t('login.submit', { ns: SIGN_IN_NS })}
      </button>
      <p className={styles.hint}>{t('login.subAccountHint', { ns: SIGN_IN_NS })}</p>
    </form>
  );
}
