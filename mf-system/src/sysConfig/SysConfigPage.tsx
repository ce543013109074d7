import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { $isAdmin, BTN_EDIT, loadCurrentUser, notifySuccess, usePermission } from '@atrium/shared';
import { FormField, FormRulesScope, isAllowed, isValid, useFieldRights, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { AdminPanel } from './AdminPanel';
import { sysConfigApi, LOGO_KEYS, type FlagKey, type SecretKey, type SysConfigApi, type SysConfigSettings, type SysConfigUpdate, type TextKey } from './api';
import { LogoField } from './LogoField';
import { sysConfigRules, type CheckedValues } from './rules';
import { SyncPanel } from './SyncPanel';
import sheet from './sysConfig.module.css';

const styles = sheet.locals;

type NumberKey = 'passwordLengthMinNumber' | 'emailSmtpPort' | 'passwordErrorsNumber' | 'lockTime';
type FormValues = Record<TextKey, string> & Record<FlagKey, number> & Record<NumberKey, string> & Record<SecretKey, string> & { lockType: number };

const NUMBER_KEYS: readonly NumberKey[] = ['passwordLengthMinNumber', 'emailSmtpPort', 'passwordErrorsNumber', 'lockTime'];

const toForm = (settings: SysConfigSettings): FormValues => ({
  ...settings,
  passwordLengthMinNumber: String(settings.passwordLengthMinNumber),
  emailSmtpPort: String(settings.emailSmtpPort),
  passwordErrorsNumber: String(settings.passwordErrorsNumber ?? 0),
  lockTime: String(settings.lockTime ?? 10),
  lockType: settings.lockType === 1 ? 1 : 2,
  emailPassword: '',
  qyhAgentSecret: '',
  qyhCorpSecret: '',
  dingSynAppSecret: '',
});

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** Which fields depend on a switch or a choice (issue 17 item 9): disabled, with the reason, while it is off. */
function dependencies(values: FormValues): Partial<Record<keyof FormValues, string>> {
  const off: Partial<Record<keyof FormValues, string>> = {};
  if (values.passwordLengthMin !== 1) off.passwordLengthMinNumber = 'dependsOnLengthMin';
  if (values.passwordStrengthLimit !== 1) {
    for (const key of ['containsNumbers', 'includeLowercaseLetters', 'includeUppercaseLetters', 'containsCharacters'] as const) off[key] = 'dependsOnStrength';
  }
  const errors = Number(values.passwordErrorsNumber);
  if (!(errors > 0)) {
    off.lockType = 'dependsOnErrors';
    off.lockTime = 'dependsOnErrors';
  } else if (values.lockType !== 2) off.lockTime = 'dependsOnLockType';
  return off;
}

/** 系统配置: administrators and whoever the menu grants. */
export function SysConfigPage() {
  const canEdit = usePermission('button', BTN_EDIT);
  const isAdmin = useStore($isAdmin);
  return <SysConfigView api={sysConfigApi} canEdit={canEdit} isAdmin={isAdmin} />;
}

/**
 * System configuration (spec sections 3 and 7, issue 16 item 14, issue 17 item 9): sections with a
 * jump list, logos through the shared uploader, dependent fields disabled while their switch is off,
 * the mail, WeCom and DingTalk accounts with their connection tests, third-party synchronisation
 * with progress, the administrator list, and a save bar that stays in view and says when there are
 * unsaved changes. After a save the session is reloaded, so the shell's title, logo and captcha
 * switch change at once.
 */
export function SysConfigView({ api, canEdit, isAdmin }: { api: SysConfigApi; canEdit: boolean; isAdmin: boolean }) {
  const { t } = useTranslation(SYSTEM_NS);
  const [loaded, setLoaded] = useState<SysConfigSettings | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const [errors, setErrors] = useState<FormErrors<CheckedValues>>({});
  const [testing, setTesting] = useState<string | null>(null);
  // Form rights (spec section 6): this page is not a dialog, so it hides the fields the route's
  // entry does not list itself, and their rules do not block the save (the server keeps them).
  const rights = useFieldRights('form');
  const shows = (key: string): boolean => isAllowed(rights, key);
  const rules = useShownRules(sysConfigRules);

  const load = () => api.get().then((settings) => {
    setLoaded(settings);
    setValues(toForm(settings));
    setErrors({});
  }, () => undefined);
  const { busy, run } = useSave(() => {
    void loadCurrentUser().catch(() => undefined);
    void load();
  });

  useEffect(() => {
    void load();
  }, [api]);

  const first = useMemo(() => (loaded ? JSON.stringify(toForm(loaded)) : ''), [loaded]);
  if (!values || !loaded) return <sl-spinner aria-label={t('sysConfig.loading')} />;
  const dirty = JSON.stringify(values) !== first;
  const off = dependencies(values);

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => (current ? { ...current, [key]: value } : current));

  const save = () => {
    // A field its switch turns off is neither checked nor sent: the stored value stays.
    const active = Object.fromEntries(Object.entries(rules).filter(([key]) => !off[key as keyof FormValues])) as typeof rules;
    const found = validateForm(values, active);
    setErrors(found);
    if (!isValid(found)) {
      const firstInvalid = Object.keys(found)[0];
      (document.querySelector(`[data-field="${firstInvalid}"] sl-input`) as HTMLElement | null)?.focus?.();
      return;
    }
    const update: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (off[key as keyof FormValues] || !shows(key)) continue;
      if ((NUMBER_KEYS as readonly string[]).includes(key)) update[key] = Number(value);
      else if (key === 'emailPassword' || key === 'qyhAgentSecret' || key === 'qyhCorpSecret' || key === 'dingSynAppSecret') {
        if (value) update[key] = value;
      } else update[key] = value;
    }
    void run(() => api.save(update as SysConfigUpdate), t('sysConfig.saved'));
  };

  const test = (name: string, call: () => Promise<unknown>, message: string) => {
    setTesting(name);
    call().then(() => notifySuccess(message), () => undefined).finally(() => setTesting(null));
  };

  const reason = (key: keyof FormValues) => (off[key] ? t(`sysConfigExtra.${off[key]}`) : undefined);

  const text = (key: TextKey | NumberKey | SecretKey, extra: { type?: string; help?: string; label?: string } = {}) => shows(key) && (
    <FormField name={key} error={key in errors ? errors[key as keyof CheckedValues] : null}>
      <sl-input
        label={extra.label ?? t(`sysConfig.${key}`)}
        value={values[key]}
        type={extra.type ?? 'text'}
        help-text={reason(key) ?? extra.help}
        disabled={!canEdit || off[key] !== undefined}
        password-toggle={extra.type === 'password' || undefined}
        onsl-input={(event: Event) => set(key, inputValue(event))}
      />
    </FormField>
  );

  const secret = (key: SecretKey, label: string) =>
    text(key, { type: 'password', label, help: loaded.secretsSet?.[key] ? t('sysConfigExtra.secretSet') : t('sysConfigExtra.secretUnset') });

  const flag = (key: FlagKey, label = t(`sysConfig.${key}`)) => shows(key) && (
    <FormField name={key}>
      <sl-switch checked={values[key] === 1} disabled={!canEdit || off[key] !== undefined} help-text={reason(key)} onsl-change={(event: Event) => set(key, (event.target as HTMLInputElement).checked ? 1 : 0)}>
        {label}
      </sl-switch>
      {reason(key) && <p className={styles.hint}>{reason(key)}</p>}
    </FormField>
  );

  // The connection tests and the synchronisation are the server's administrator-only calls.
  const testButton = (name: string, label: string, missing: string | null, call: () => Promise<unknown>, message: string) => canEdit && isAdmin && (
    <>
      <sl-button size="small" loading={testing === name} disabled={missing !== null} title={missing ?? undefined} onClick={() => test(name, call, message)}>
        {label}
      </sl-button>
      {/* A disabled button says why (issue 17 item 8). */}
      {missing && <p className={styles.hint}>{missing}</p>}
    </>
  );

  const has = (key: TextKey | SecretKey) => values[key].trim() !== '' || ((SECRET_LIST as readonly string[]).includes(key) && loaded.secretsSet?.[key as SecretKey] === true);
  const group = (id: string, title: string, children: ReactNode) => (
    <fieldset className={styles.group} id={`sys-config-${id}`}>
      <legend className={styles.legend}>{title}</legend>
      {children}
    </fieldset>
  );
  const sections: [string, string][] = [
    ['basic', t('sysConfig.basic')], ['security', t('sysConfig.security')], ['lock', t('sysConfigExtra.lock')], ['email', t('sysConfig.email')],
    ['qy', t('sysConfigExtra.qy')], ['ding', t('sysConfigExtra.ding')], ['sync', t('sysConfigExtra.sync')], ['admins', t('sysConfigExtra.admins')],
  ];
  const storedQy = loaded.qyhCorpId !== '' && loaded.secretsSet?.qyhCorpSecret === true;
  const storedDing = loaded.dingSynAppKey !== '' && loaded.secretsSet?.dingSynAppSecret === true;
  const syncBlocked = (type: 1 | 2): string | null => {
    if (dirty) return t('sysConfigExtra.syncNeedsSave');
    if (type === 1 ? !storedQy : !storedDing) return t('sysConfigExtra.syncNeedsCredentials', { provider: t(type === 1 ? 'sysConfigExtra.qy' : 'sysConfigExtra.ding') });
    return null;
  };

  return (
    <section className={styles.page} aria-label={t('sysConfig.title')}>
      <nav aria-label={t('sysConfigExtra.sections')}>
        <ul className={styles.nav}>
          {sections.map(([id, title]) => (
            <li key={id}>
              <a href={`#sys-config-${id}`} onClick={(event) => {
                event.preventDefault();
                document.getElementById(`sys-config-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}>{title}</a>
            </li>
          ))}
        </ul>
      </nav>
      <FormRulesScope rules={rules}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (canEdit && !busy) save();
          }}
        >
          {group('basic', t('sysConfig.basic'), (
            <>
              <div className={styles.columns}>
                {text('sysName')}
                {text('sysVersion')}
              </div>
              {text('copyright')}
              {LOGO_KEYS.filter(shows).map((key) => (
                <LogoField key={key} name={key} label={t(`sysConfig.${key}`)} value={values[key]} disabled={!canEdit} onChange={(value) => set(key, value)} />
              ))}
            </>
          ))}
          {group('security', t('sysConfig.security'), (
            <div className={styles.columns}>
              <div>
                {flag('mandatoryModificationOfInitialPassword')}
                {flag('loginNeedCode')}
                {flag('passwordLengthMin')}
                {text('passwordLengthMinNumber', { type: 'number' })}
              </div>
              <div>
                {flag('passwordStrengthLimit')}
                {flag('containsNumbers')}
                {flag('includeLowercaseLetters')}
                {flag('includeUppercaseLetters')}
                {flag('containsCharacters')}
              </div>
            </div>
          ))}
          {group('lock', t('sysConfigExtra.lock'), (
            <div className={styles.columns}>
              {text('passwordErrorsNumber', { type: 'number', label: t('sysConfigExtra.passwordErrorsNumber'), help: t('sysConfigExtra.passwordErrorsHelp') })}
              {shows('lockType') && (
                <FormField name="lockType">
                  <sl-select label={t('sysConfigExtra.lockType')} value={String(values.lockType)} disabled={!canEdit || off.lockType !== undefined} help-text={reason('lockType')} hoist onsl-change={(event: Event) => set('lockType', inputValue(event) === '1' ? 1 : 2)}>
                    <sl-option value="1">{t('sysConfigExtra.lockType1')}</sl-option>
                    <sl-option value="2">{t('sysConfigExtra.lockType2')}</sl-option>
                  </sl-select>
                </FormField>
              )}
              {text('lockTime', { type: 'number', label: t('sysConfigExtra.lockTime') })}
            </div>
          ))}
          {group('email', t('sysConfig.email'), (
            <>
              <div className={styles.columns}>
                {text('emailSmtpHost')}
                {text('emailSmtpPort', { type: 'number' })}
                {text('emailSenderName')}
                {text('emailAccount')}
              </div>
              {flag('emailSsl')}
              {secret('emailPassword', t('sysConfig.emailPassword'))}
              {testButton('email', t('sysConfig.test'), values.emailSmtpHost.trim() ? null : t('sysConfig.testNeedsHost'), () => {
                const found = validateForm(values, { emailSmtpPort: rules.emailSmtpPort });
                setErrors(found);
                if (!isValid(found)) return Promise.reject(new Error('invalid port'));
                return api.testEmail({
                  emailSmtpHost: values.emailSmtpHost,
                  emailSmtpPort: Number(values.emailSmtpPort),
                  emailSsl: values.emailSsl,
                  emailAccount: values.emailAccount,
                  emailPassword: values.emailPassword,
                });
              }, t('sysConfig.testOk'))}
            </>
          ))}
          {group('qy', t('sysConfigExtra.qy'), (
            <>
              <div className={styles.columns}>
                {text('qyhCorpId', { label: t('sysConfigExtra.qyhCorpId') })}
                {text('qyhAgentId', { label: t('sysConfigExtra.qyhAgentId') })}
                {secret('qyhAgentSecret', t('sysConfigExtra.qyhAgentSecret'))}
                {secret('qyhCorpSecret', t('sysConfigExtra.qyhCorpSecret'))}
              </div>
              {flag('qyhIsSynOrg', t('sysConfigExtra.qyhIsSynOrg'))}
              {flag('qyhIsSynUser', t('sysConfigExtra.qyhIsSynUser'))}
              <div className={styles.actions}>
                {testButton('qyApp', t('sysConfigExtra.testQyApp'), has('qyhCorpId') && has('qyhAgentId') && has('qyhAgentSecret') ? null : t('sysConfigExtra.needQyApp'),
                  () => api.testQyWebChat(0, { qyhCorpId: values.qyhCorpId, qyhAgentId: values.qyhAgentId, qyhAgentSecret: values.qyhAgentSecret }), t('sysConfigExtra.connected'))}
                {testButton('qyBook', t('sysConfigExtra.testQyBook'), has('qyhCorpId') && has('qyhCorpSecret') ? null : t('sysConfigExtra.needQyBook'),
                  () => api.testQyWebChat(1, { qyhCorpId: values.qyhCorpId, qyhCorpSecret: values.qyhCorpSecret }), t('sysConfigExtra.connected'))}
              </div>
            </>
          ))}
          {group('ding', t('sysConfigExtra.ding'), (
            <>
              <div className={styles.columns}>
                {text('dingSynAppKey', { label: t('sysConfigExtra.dingSynAppKey') })}
                {text('dingAgentId', { label: t('sysConfigExtra.dingAgentId') })}
                {secret('dingSynAppSecret', t('sysConfigExtra.dingSynAppSecret'))}
              </div>
              {flag('dingSynIsSynOrg', t('sysConfigExtra.dingSynIsSynOrg'))}
              {flag('dingSynIsSynUser', t('sysConfigExtra.dingSynIsSynUser'))}
              <div className={styles.actions}>
                {testButton('ding', t('sysConfigExtra.testDing'), has('dingSynAppKey') && has('dingSynAppSecret') ? null : t('sysConfigExtra.needDing'),
                  () => api.testDingTalk({ dingSynAppKey: values.dingSynAppKey, dingAgentId: values.dingAgentId, dingSynAppSecret: values.dingSynAppSecret }), t('sysConfigExtra.connected'))}
              </div>
            </>
          ))}
          {group('sync', t('sysConfigExtra.sync'), isAdmin ? (
            <>
              <h4>{t('sysConfigExtra.qy')}</h4>
              <SyncPanel api={api} type={1} blocked={syncBlocked(1)} />
              <h4>{t('sysConfigExtra.ding')}</h4>
              <SyncPanel api={api} type={2} blocked={syncBlocked(2)} />
            </>
          ) : <p className={styles.hint}>{t('sysConfigExtra.adminOnlyHere')}</p>)}
          {group('admins', t('sysConfigExtra.admins'), <AdminPanel api={api} isAdmin={isAdmin} />)}
          {canEdit && (
            <div className={styles.footer} data-testid="sys-config-save-bar">
              <span className={dirty ? styles.dirty : styles.clean} role="status">{dirty ? t('sysConfigExtra.unsaved') : t('sysConfigExtra.allSaved')}</span>
              {dirty && (
                <sl-button size="small" onClick={() => {
                  setValues(toForm(loaded));
                  setErrors({});
                }}>
                  {t('sysConfigExtra.discard')}
                </sl-button>
              )}
              <sl-button variant="primary" type="submit" loading={busy}>
                {t('sysConfig.save')}
              </sl-button>
            </div>
          )}
        </form>
      </FormRulesScope>
    </section>
  );
}

const SECRET_LIST: readonly SecretKey[] = ['emailPassword', 'qyhAgentSecret', 'qyhCorpSecret', 'dingSynAppSecret'];
