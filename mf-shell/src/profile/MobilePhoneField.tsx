import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobile, notifySuccess } from '@atrium/shared';
import { FormField } from '@atrium/ui';
import { confirmMobile, sendMobileCode, type BaseInfo } from './api';
import { PROFILE_NS } from './i18n';

interface Props {
  info: Pick<BaseInfo, 'mobilePhone' | 'mobilePhoneVerified' | 'smsAvailable'>;
  /** After a number was confirmed: reload the base info. */
  onChanged: () => void;
}

interface Errors {
  phone?: string;
  code?: string;
}

/**
 * The mobile number on the profile: shown with its state, changed (or confirmed) only with the
 * code texted to the new number. Without an SMS gateway the profile says so instead.
 */
export function MobilePhoneField({ info, onChanged }: Props) {
  const { t } = useTranslation(PROFILE_NS);
  const [editing, setEditing] = useState(false);
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [wait, setWait] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = window.setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const state = info.mobilePhone === '' ? '' : info.mobilePhoneVerified ? t('base.mobileVerified') : t('base.mobileUnverified');

  function start(): void {
    // An unverified number is offered for confirmation as it is.
    setPhone(info.mobilePhoneVerified ? '' : info.mobilePhone);
    setCode('');
    setErrors({});
    setEditing(true);
  }

  async function send(): Promise<void> {
    const number = phone.trim();
    if (!isMobile(number)) {
      setErrors({ phone: t('base.mobileFormat') });
      return;
    }
    setErrors({});
    try {
      const sent = await sendMobileCode(number);
      setWait(sent.interval);
      notifySuccess(t('base.mobileCodeSent', { phone: number }));
    } catch {
      // the server's message was shown
    }
  }

  async function confirm(): Promise<void> {
    const number = phone.trim();
    const found: Errors = {};
    if (!isMobile(number)) found.phone = t('base.mobileFormat');
    if (!/^\d{6}$/.test(code.trim())) found.code = t('base.mobileCodeRequired');
    setErrors(found);
    if (found.phone || found.code) return;
    setBusy(true);
    try {
      await confirmMobile(number, code.trim());
      notifySuccess(t('base.mobileSaved'));
      setEditing(false);
      onChanged();
    } catch {
      // the server's message was shown; keep what was typed
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormField name="mobilePhone">
      <div data-testid="profile-mobile" role="group" aria-label={t('base.mobilePhone')}>
        <sl-input name="mobilePhone" label={t('base.mobilePhone')} value={info.mobilePhone} readonly />
        {state && <small data-verified={info.mobilePhoneVerified ? '' : undefined}>{state}</small>}
        {!info.smsAvailable && <p role="note">{t('base.mobileNeedsSms')}</p>}
        {info.smsAvailable && !editing && (
          <sl-button size="small" style={{ marginTop: 8 }} onClick={start}>
            {info.mobilePhone !== '' && !info.mobilePhoneVerified ? t('base.verifyMobile') : t('base.changeMobile')}
          </sl-button>
        )}
        {info.smsAvailable && editing && (
          <div style={{ display: 'grid', gap: 8, marginTop: 8 }}>
            <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
              <FormField error={errors.phone ?? null}>
                <sl-input name="newMobilePhone" label={t('base.newMobile')} inputmode="numeric" value={phone}
                  onsl-input={(event: Event) => setPhone((event.target as HTMLInputElement).value)} />
              </FormField>
              <sl-button disabled={wait > 0} onClick={() => void send()}>
                {wait > 0 ? t('base.mobileResend', { seconds: wait }) : t('base.mobileSend')}
              </sl-button>
            </div>
            <FormField error={errors.code ?? null}>
              <sl-input name="mobileCode" label={t('base.mobileCode')} inputmode="numeric" autocomplete="one-time-code" value={code}
                onsl-input={(event: Event) => setCode((event.target as HTMLInputElement).value)} />
            </FormField>
            <div style={{ display: 'flex', gap: 8 }}>
              <sl-button variant="primary" loading={busy} onClick={() => void confirm()}>
                {t('base.mobileConfirm')}
              </sl-button>
              <sl-button onClick={() => setEditing(false)}>{t('base.cancel')}</sl-button>
            </div>
          </div>
        )}
      </div>
    </FormField>
  );
}
