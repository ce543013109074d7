import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $sysConfig, ApiError, loadCurrentUser, notifyError, notifySuccess } from '@atrium/shared';
import { FormDialog, FormField } from '@atrium/ui';
import { SHELL_NS } from '../i18n';
import { captchaUrl, newCaptchaKey } from '../captcha';
import { updatePassword } from './api';
import { checkPassword, type PasswordErrors, type PasswordForm } from './passwordPolicy';

interface Props {
  /** A forced change (initial password) cannot be dismissed. */
  forced: boolean;
  onClose: () => void;
}

const EMPTY: PasswordForm = { oldPassword: '', password: '', password2: '', code: '' };

/** Spec section 7: the success message shows 1.5 s, then the dialog closes. */
const CLOSE_DELAY_MS = 1500;

/**
 * The change-password dialog (600 px) on the portal's FormDialog (issue 17 item 5): every field
 * required with the asterisk, the password policy of spec section 5 as red messages announced when
 * they appear (issue 19 item 7), the focus on the first field in error, and the captcha.
 * Loaded only when it opens, with the encryption of the new password (sealPassword).
 */
export function ChangePasswordDialog({ forced, onClose }: Props) {
  const { t } = useTranslation(SHELL_NS);
  const policy = useStore($sysConfig);
  const [form, setForm] = useState<PasswordForm>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [busy, setBusy] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(newCaptchaKey);

  const onInput = (name: keyof PasswordForm) => (event: Event) =>
    setForm((current) => ({ ...current, [name]: (event.target as HTMLInputElement).value }));

  const field = (name: Exclude<keyof PasswordForm, 'code'>, label: string) => (
    <FormField name={name} required error={errors[name] ?? null}>
      <sl-input
        type="password"
        password-toggle
        name={name}
        label={label}
        autocomplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        value={form[name]}
        data-invalid={errors[name] ? '' : undefined}
        aria-invalid={errors[name] ? true : undefined}
        onsl-input={onInput(name)}
      />
    </FormField>
  );

  async function submit(): Promise<void> {
    if (busy) return;
    const found = checkPassword(form, policy, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await updatePassword({ oldPassword: form.oldPassword, password: form.password, code: form.code, timestamp: captchaKey });
      notifySuccess(t('password.changed'), CLOSE_DELAY_MS);
      // The new changePasswordDate ends a forced change; other sessions of the user have ended.
      void loadCurrentUser();
      window.setTimeout(onClose, CLOSE_DELAY_MS);
    } catch (error) {
      // The server's message was shown (ApiError); otherwise the browser could not encrypt.
      if (!(error instanceof ApiError)) notifyError(t('password.cannotEncrypt'));
      setBusy(false);
      // A captcha works once: keep what was typed but the code, and draw a new picture.
      setForm((current) => ({ ...current, code: '' }));
      setCaptchaKey(newCaptchaKey());
    }
  }

  return (
    <FormDialog
      title={forced ? t('password.forcedTitle') : t('password.title')}
      width={600}
      busy={busy}
      dismissible={!forced}
      // The shell's own form: the page's form rights never hide its fields.
      authorize={false}
      confirmText={t('password.submit')}
      cancelText={t('password.cancel')}
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      {forced && <p>{t('password.forcedHint')}</p>}
      {field('oldPassword', t('password.old'))}
      {field('password', t('password.new'))}
      {field('password2', t('password.repeat'))}
      <FormField name="code" required error={errors.code ?? null}>
        <div style={{ display: 'flex', alignItems: 'flex-start', gap: 8 }}>
          <sl-input
            name="code"
            label={t('password.code')}
            autocomplete="off"
            value={form.code}
            data-invalid={errors.code ? '' : undefined}
            aria-invalid={errors.code ? true : undefined}
            onsl-input={onInput('code')}
            style={{ flex: 1 }}
          />
          <button
            type="button"
            aria-label={t('password.newCode')}
            title={t('password.newCode')}
            onClick={() => setCaptchaKey(newCaptchaKey())}
            data-testid="password-captcha"
            style={{ marginTop: 26, padding: 0, border: '1px solid var(--sl-color-neutral-300)', borderRadius: 4, background: '#fff', cursor: 'pointer', lineHeight: 0 }}
          >
            <img src={captchaUrl(captchaKey)} data-key={captchaKey} alt="" width={100} height={38} />
          </button>
        </div>
      </FormField>
    </FormDialog>
  );
}
