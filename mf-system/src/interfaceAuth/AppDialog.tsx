import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@atrium/shared';
import { FormDialog, FormField, isValid, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { AppForm, AppSecret, InterfaceAuthApi, InterfaceGroup } from './api';
import sheet from './interfaceAuth.module.css';

const styles = sheet.locals;

interface Values {
  appName: string;
  whitelistIp: string;
  /** yyyy-MM-dd, '' for never. */
  expiry: string;
  enabledMark: number;
  description: string;
  dataInterfaceIds: string[];
}

const EMPTY: Values = { appName: '', whitelistIp: '', expiry: '', enabledMark: 1, description: '', dataInterfaceIds: [] };

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
/** The app works through the whole chosen day (local time). */
export const expiryOf = (day: string): number | null => (day ? new Date(`${day}T23:59:59`).getTime() : null);

interface Props {
  api: InterfaceAuthApi;
  /** The app to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: (message: string, secret: AppSecret | null) => void;
}

/** 新建应用 / 编辑应用: name, granted interfaces, IP allow-list, expiry, state, description. */
export function AppDialog({ api, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [groups, setGroups] = useState<InterfaceGroup[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let active = true;
    api.interfaces().then((list) => active && setGroups(list), () => undefined);
    if (id) {
      api.get(id).then((item) => {
        if (!active) return;
        setValues({
          appName: item.appName,
          whitelistIp: item.whitelistIp,
          expiry: item.usefulLife === null ? '' : formatDate(item.usefulLife, 'yyyy-MM-dd'),
          enabledMark: item.enabledMark,
          description: item.description,
          dataInterfaceIds: item.dataInterfaceIds,
        });
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [api, id]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found: FormErrors<Values> = {};
    if (values.appName.trim() === '') found.appName = t('interfaceAuth.appNameRequired');
    setErrors(found);
    if (!isValid(found)) return;
    const form: AppForm = {
      appName: values.appName.trim(),
      whitelistIp: values.whitelistIp,
      usefulLife: expiryOf(values.expiry),
      enabledMark: values.enabledMark,
      description: values.description,
      dataInterfaceIds: values.dataInterfaceIds,
    };
    setBusy(true);
    try {
      if (id) {
        await api.update(id, form);
        onSaved(t('interfaceAuth.updated'), null);
      } else {
        onSaved(t('interfaceAuth.created'), await api.create(form));
      }
    } catch {
      // Refused (the client showed the server's reason): the input stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog title={t(id ? 'interfaceAuth.editTitle' : 'interfaceAuth.newTitle')} width={600} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField name="appName" error={errors.appName}>
        <sl-input label={t('interfaceAuth.appName')} required value={values.appName} onsl-input={(event: Event) => set('appName', inputValue(event))} />
      </FormField>
      <FormField name="dataInterfaceIds">
        <sl-select
          label={t('interfaceAuth.interfaces')}
          placeholder={t('interfaceAuth.choose')}
          multiple
          clearable
          hoist
          max-options-visible={0}
          value={values.dataInterfaceIds.join(' ')}
          onsl-change={(event: Event) => set('dataInterfaceIds', [...((event.target as unknown as { value: string[] }).value ?? [])])}
        >
          {groups.map((group) => [
            <small key={`g${group.id}`} className={styles.group}>{group.fullName}</small>,
            ...group.children.map((item) => (
              <sl-option key={item.id} value={item.id}>
                {item.fullName}
              </sl-option>
            )),
          ])}
        </sl-select>
      </FormField>
      <FormField name="whitelistIp">
        <sl-textarea
          rows={3}
          label={t('interfaceAuth.whitelistIp')}
          help-text={t('interfaceAuth.whitelistHint')}
          value={values.whitelistIp}
          onsl-input={(event: Event) => set('whitelistIp', inputValue(event))}
        />
      </FormField>
      <FormField name="usefulLife">
        <sl-input type="date" label={t('interfaceAuth.usefulLife')} help-text={t('interfaceAuth.usefulLifeHint')} value={values.expiry} onsl-input={(event: Event) => set('expiry', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('interfaceAuth.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={2} label={t('interfaceAuth.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}

/** The credentials after creation or a reset: shown this once, with the warning to copy them now. */
export function SecretDialog({ secret, onClose }: { secret: AppSecret; onClose: () => void }) {
  const { t } = useTranslation(SYSTEM_NS);
  return (
    <FormDialog title={t('interfaceAuth.secretTitle')} width={600} confirmText={t('interfaceAuth.secretSaved')} onConfirm={onClose} onClose={onClose} authorize={false}>
      <p className={styles.warning} role="alert">{t('interfaceAuth.secretOnce')}</p>
      <FormField>
        <sl-input label={t('interfaceAuth.appId')} readonly value={secret.appId} className={styles.secret} />
      </FormField>
      <FormField>
        <sl-input label={t('interfaceAuth.appSecret')} readonly value={secret.appSecret} className={styles.secret} />
      </FormField>
    </FormDialog>
  );
}
