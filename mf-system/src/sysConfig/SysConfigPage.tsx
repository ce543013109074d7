import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BTN_EDIT, loadCurrentUser, notifySuccess, usePermission } from '@atrium/shared';
import { FormField, isAllowed, isValid, useFieldRights, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { getSysConfig, saveSysConfig, testEmail, type FlagKey, type SysConfigSettings, type TextKey } from './api';
import { sysConfigRules, type CheckedValues } from './rules';
import sheet from './sysConfig.module.css';

const styles = sheet.locals;

type FormValues = Record<TextKey, string> & Record<FlagKey, number> & {
  passwordLengthMinNumber: string;
  emailSmtpPort: string;
  emailPassword: string;
};

const toForm = (settings: SysConfigSettings): FormValues => ({
  ...settings,
  passwordLengthMinNumber: String(settings.passwordLengthMinNumber),
  emailSmtpPort: String(settings.emailSmtpPort),
  emailPassword: '',
});

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * System configuration (spec sections 3, 7): name, logos, password policy, sign-in switches and
 * the mail account. After a save the session is reloaded, so the shell's title, logo and captcha
 * switch change at once, without a redeploy.
 */
export function SysConfigPage() {
  const { t } = useTranslation(SYSTEM_NS);
  const canEdit = usePermission('button', BTN_EDIT);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FormErrors<CheckedValues>>({});
  const [testing, setTesting] = useState(false);
  const { busy, run } = useSave(() => void loadCurrentUser().catch(() => undefined));
  // Form rights (spec section 6): this page is not a dialog, so it hides the fields the route's
  // entry does not list itself, and their rules do not block the save (the server keeps them).
  const rights = useFieldRights('form');
  const shows = (key: string): boolean => isAllowed(rights, key);
  const rules = useShownRules(sysConfigRules);

  useEffect(() => {
    let active = true;
    getSysConfig().then((settings) => active && setValues(toForm(settings)), () => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!values) return <sl-spinner aria-label={t('sysConfig.loading')} />;

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => (current ? { ...current, [key]: value } : current));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const { emailPassword, ...rest } = values;
    const update = {
      ...rest,
      passwordLengthMinNumber: Number(values.passwordLengthMinNumber),
      emailSmtpPort: Number(values.emailSmtpPort),
      ...(emailPassword ? { emailPassword } : {}),
    };
    void run(() => saveSysConfig(update), t('sysConfig.saved'));
  };

  const test = () => {
    const found = validateForm(values, { emailSmtpPort: rules.emailSmtpPort });
    setErrors(found);
    if (!isValid(found)) return;
    setTesting(true);
    testEmail({
      emailSmtpHost: values.emailSmtpHost,
      emailSmtpPort: Number(values.emailSmtpPort),
      emailSsl: values.emailSsl,
      emailAccount: values.emailAccount,
      emailPassword: values.emailPassword,
    })
      .then(() => notifySuccess(t('sysConfig.testOk')), () => undefined)
      .finally(() => setTesting(false));
  };

  const text = (key: TextKey | 'passwordLengthMinNumber' | 'emailSmtpPort' | 'emailPassword', extra: { type?: string; help?: string } = {}) => shows(key) && (
    <FormField name={key} error={key in errors ? errors[key as keyof CheckedValues] : null}>
      <sl-input
        label={t(`sysConfig.${key}`)}
        value={values[key]}
        type={extra.type ?? 'text'}
        help-text={extra.help}
        disabled={!canEdit}
        password-toggle={extra.type === 'password' || undefined}
        onsl-input={(event: Event) => set(key, inputValue(event))}
      />
    </FormField>
  );

  const flag = (key: FlagKey) => shows(key) && (
    <FormField name={key}>
      <sl-switch checked={values[key] === 1} disabled={!canEdit} onsl-change={(event: Event) => set(key, (event.target as HTMLInputElement).checked ? 1 : 0)}>
        {t(`sysConfig.${key}`)}
      </sl-switch>
    </FormField>
  );

  const group = (title: string, children: ReactNode) => (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );

  return (
    <section className={styles.page} aria-label={t('sysConfig.title')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canEdit && !busy) save();
        }}
      >
        {group(t('sysConfig.basic'), (
          <>
            {text('sysName')}
            {text('sysVersion')}
            {text('copyright')}
            {text('logoIcon', { help: t('sysConfig.iconHelp') })}
            {text('loginIcon', { help: t('sysConfig.iconHelp') })}
            {text('navigationIcon', { help: t('sysConfig.iconHelp') })}
          </>
        ))}
        {group(t('sysConfig.security'), (
          <>
            {flag('mandatoryModificationOfInitialPassword')}
            {flag('loginNeedCode')}
            {flag('passwordStrengthLimit')}
            {flag('passwordLengthMin')}
            {text('passwordLengthMinNumber', { type: 'number' })}
            {flag('containsNumbers')}
            {flag('includeLowercaseLetters')}
            {flag('includeUppercaseLetters')}
            {flag('containsCharacters')}
          </>
        ))}
        {group(t('sysConfig.email'), (
          <>
            {text('emailSmtpHost')}
            {text('emailSmtpPort', { type: 'number' })}
            {flag('emailSsl')}
            {text('emailSenderName')}
            {text('emailAccount')}
            {text('emailPassword', { type: 'password', help: t('sysConfig.passwordHelp') })}
            {canEdit && (
              <>
                <sl-button size="small" loading={testing} disabled={!values.emailSmtpHost.trim()} title={values.emailSmtpHost.trim() ? undefined : t('sysConfig.testNeedsHost')} onClick={test}>
                  {t('sysConfig.test')}
                </sl-button>
                {/* A disabled button says why (issue 17 item 8). */}
                {!values.emailSmtpHost.trim() && <p className={styles.hint}>{t('sysConfig.testNeedsHost')}</p>}
              </>
            )}
          </>
        ))}
        {canEdit && (
          <div className={styles.footer}>
            <sl-button variant="primary" type="submit" loading={busy}>
              {t('sysConfig.save')}
            </sl-button>
          </div>
        )}
      </form>
    </section>
  );
}
