import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, loadCurrentUser, notifySuccess } from '@atrium/shared';
import { FormField, Select, isAllowed, isValid, useFieldRights, useShownRules, useStyleSheet, validateForm, type FormErrors } from '@atrium/ui';
import { getBaseInfo, updateBaseInfo, type BaseInfo, type BaseInfoUpdate } from './api';
import { baseInfoRules, type BaseInfoForm } from './baseInfoRules';
import { MobilePhoneField } from './MobilePhoneField';
import { PROFILE_NS } from './i18n';
import sheet from './profile.module.css';

const styles = sheet.locals;

const GENDERS = ['0', '1', '2'] as const;

function formOf(info: BaseInfo): BaseInfoForm {
  return {
    realName: info.realName,
    // A value the choices lack (a JNPF server's null) shows 请选择, not a blank box.
    gender: (GENDERS as readonly string[]).includes(String(info.gender)) ? String(info.gender) : '',
    mobilePhone: info.mobilePhone,
    telePhone: info.telePhone,
    email: info.email,
    birthday: info.birthday === null ? '' : formatDate(info.birthday, 'yyyy-MM-dd'),
    postalAddress: info.postalAddress,
    signature: info.signature,
  };
}

function updateOf(form: BaseInfoForm, info: BaseInfo): BaseInfoUpdate {
  return {
    realName: form.realName.trim(),
    // Left unchosen: the stored value stays as it was.
    gender: form.gender === '' ? info.gender : Number(form.gender),
    // The stored number as it is: a new one is confirmed with its code (MobilePhoneField).
    mobilePhone: form.mobilePhone.trim(),
    telePhone: form.telePhone.trim(),
    email: form.email.trim(),
    // The date the user picked, at local midnight.
    birthday: form.birthday === '' ? null : new Date(`${form.birthday}T00:00:00`).getTime(),
    postalAddress: form.postalAddress.trim(),
    signature: form.signature.trim(),
  };
}

const TEXT_FIELDS = ['realName', 'telePhone', 'email', 'postalAddress', 'signature'] as const;

/** Base info: read-only details, and the personal fields as a form (GET and PUT Current/BaseInfo). */
export function BaseInfoSection() {
  useStyleSheet(sheet);
  const { t } = useTranslation(PROFILE_NS);
  const [info, setInfo] = useState<BaseInfo | null>(null);
  const [form, setForm] = useState<BaseInfoForm | null>(null);
  const [errors, setErrors] = useState<FormErrors<BaseInfoForm>>({});
  const [busy, setBusy] = useState(false);
  // Form rights of the route (spec section 6): the page hides the fields its entry does not list
  // (FormField hides by name only inside a FormDialog), and their rules do not block the save.
  const rights = useFieldRights('form');
  const shows = (name: string): boolean => isAllowed(rights, name);
  const rules = useShownRules(useMemo(() => baseInfoRules(t), [t]));

  useEffect(() => {
    let active = true;
    getBaseInfo()
      .then((data) => {
        if (!active) return;
        setInfo(data);
        setForm(formOf(data));
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);

  if (!info || !form) return <sl-spinner />;

  const set = (name: keyof BaseInfoForm) => (event: Event) =>
    setForm((current) => (current ? { ...current, [name]: (event.target as HTMLInputElement).value } : current));

  async function reload(): Promise<void> {
    const fresh = await getBaseInfo();
    setInfo(fresh);
    // Keep what is being typed elsewhere in the form; only the number changed.
    setForm((current) => (current ? { ...current, mobilePhone: fresh.mobilePhone } : formOf(fresh)));
  }

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    if (!form || !info) return;
    const found = validateForm(form, rules);
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    try {
      await updateBaseInfo(updateOf(form, info));
      notifySuccess(t('base.saved'));
      const fresh = await getBaseInfo();
      setInfo(fresh);
      setForm(formOf(fresh));
      // The header shows the name from the session's user info.
      await loadCurrentUser();
    } catch {
      // the server's message was shown; keep what was typed
    } finally {
      setBusy(false);
    }
  }

  const details: [string, string][] = [
    [t('base.account'), info.account],
    [t('base.organize'), info.organize],
    [t('base.position'), info.position],
    [t('base.roleName'), info.roleName],
    [t('base.creatorTime'), info.creatorTime ? formatDate(info.creatorTime, 'yyyy-MM-dd HH:mm') : ''],
    [t('base.prevLogin'), info.prevLoginTime ? `${formatDate(info.prevLoginTime, 'yyyy-MM-dd HH:mm:ss')} ${info.prevLoginIPAddress}` : ''],
  ];

  return (
    <div className={styles.panel}>
      <dl className={styles.details} data-testid="profile-details">
        {details.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="profile-form">
        <div className={styles.fields}>
          {TEXT_FIELDS.filter(shows).map((name) => (
            <FormField key={name} name={name} error={errors[name] ?? null}>
              <sl-input
                name={name}
                label={t(`base.${name}`)}
                type={name === 'email' ? 'email' : 'text'}
                required={name === 'realName'}
                value={form[name]}
                onsl-input={set(name)}
              />
            </FormField>
          ))}
          {shows('mobilePhone') && <MobilePhoneField info={info} onChanged={() => void reload().catch(() => undefined)} />}
          {shows('gender') && (
            <FormField name="gender">
              <Select
                name="gender"
                label={t('base.gender')}
                value={form.gender}
                options={GENDERS.map((value) => ({ value, label: t(`base.genders.${value}`) }))}
                onChange={(gender) => setForm((current) => (current ? { ...current, gender } : current))}
              />
            </FormField>
          )}
          {shows('birthday') && (
            <FormField name="birthday" error={errors.birthday ?? null}>
              <sl-input name="birthday" type="date" label={t('base.birthday')} value={form.birthday} onsl-input={set('birthday')} onsl-change={set('birthday')} />
            </FormField>
          )}
        </div>
        <div className={styles.actions}>
          <sl-button type="submit" variant="primary" loading={busy}>
            {t('base.save')}
          </sl-button>
          <sl-button
            onClick={() => {
              setForm(formOf(info));
              setErrors({});
            }}
          >
            {t('base.cancel')}
          </sl-button>
        </div>
      </form>
    </div>
  );
}
