import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField } from '@atrium/ui';
import { sortNumber } from '../center/commonRules';
import { RecordNameFields } from '../center/RecordNameFields';
import { RecordStatusFields } from '../center/RecordStatusFields';
import { useRecordForm } from '../center/useRecordForm';
import { useSaveRecord } from '../center/useSaveRecord';
import { MESSAGE_NS } from '../i18n';
import { createAccount, getAccount, updateAccount, type Account, type AccountForm } from './api';
import { ChoiceSelect } from './ChoiceSelect';
import { SECRET_MASK, type AccountKind, type SettingField } from './kinds';
import { validateAccount, type AccountErrors, type AccountValues } from './rules';

interface Props {
  kind: AccountKind;
  /** The account to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

function emptyValues(kind: AccountKind): AccountValues {
  const settings: Record<string, string> = {};
  for (const field of kind.fields) settings[field.key] = field.kind === 'port' ? '25' : field.kind === 'flag' ? '0' : field.kind === 'choice' ? '1' : '';
  return { fullName: '', enCode: '', sortCode: '0', enabledMark: 1, description: '', settings };
}

/** The settings as the server takes them: numbers for ports, flags and choices, text otherwise. */
function settingsForm(kind: AccountKind, settings: Record<string, string>): Record<string, string | number> {
  const form: Record<string, string | number> = {};
  for (const field of kind.fields) {
    const value = (settings[field.key] ?? '').trim();
    form[field.key] = field.kind === 'port' || field.kind === 'flag' || field.kind === 'choice' ? Number(value) : value;
  }
  return form;
}

/** The form of a stored account; its secrets come back masked, so the boxes start empty and remember which are stored. */
function fromAccount(kind: AccountKind, account: Account): { values: AccountValues; storedSecrets: ReadonlySet<string> } {
  const settings: Record<string, string> = {};
  const storedSecrets = new Set<string>();
  for (const field of kind.fields) {
    const value = account[field.key];
    if (field.kind === 'secret') {
      if (value === SECRET_MASK) storedSecrets.add(field.key);
      settings[field.key] = '';
    } else {
      settings[field.key] = value === null || value === undefined ? '' : String(value);
    }
  }
  const values = {
    fullName: account.fullName,
    enCode: account.enCode,
    sortCode: String(account.sortCode),
    enabledMark: account.enabledMark,
    description: account.description,
    settings,
  };
  return { values, storedSecrets };
}

/**
 * Create or edit an account of one channel. Secrets never come back from the server: a stored
 * one shows as an empty password box that keeps it unless something new is typed.
 */
export function AccountDialog({ kind, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const [storedSecrets, setStoredSecrets] = useState<ReadonlySet<string>>(new Set());
  const load = useCallback(
    (accountId: string) =>
      getAccount(accountId).then((account) => {
        const loaded = fromAccount(kind, account);
        setStoredSecrets(loaded.storedSecrets);
        return loaded.values;
      }),
    [kind],
  );
  const { values, set, update } = useRecordForm(id, () => emptyValues(kind), load);
  const [errors, setErrors] = useState<AccountErrors>({});
  const { busy, save: send } = useSaveRecord(id, onSaved);

  const setSetting = (key: string, value: string) => update((current) => ({ ...current, settings: { ...current.settings, [key]: value } }));

  const save = async () => {
    const found = validateAccount(values, kind.fields, storedSecrets);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form: AccountForm = {
      ...settingsForm(kind, values.settings),
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      sortCode: sortNumber(values.sortCode),
      enabledMark: values.enabledMark,
      description: values.description,
    };
    await send(() => (id ? updateAccount(id, form) : createAccount(kind.type, form)));
  };

  const settingInput = (field: SettingField) => {
    const label = t(`center.fields.${field.key}`);
    const value = values.settings[field.key] ?? '';
    switch (field.kind) {
      case 'flag':
        return (
          <sl-switch checked={value === '1'} onsl-change={(event: Event) => setSetting(field.key, (event.target as HTMLInputElement).checked ? '1' : '0')}>
            {label}
          </sl-switch>
        );
      case 'choice':
        return <ChoiceSelect list={field.choices ?? 3} label={label} value={value} onChange={(next) => setSetting(field.key, next)} />;
      case 'secret':
        return (
          <sl-input
            type="password"
            password-toggle
            autocomplete="new-password"
            label={label}
            placeholder={storedSecrets.has(field.key) ? t('center.secretKept') : ''}
            value={value}
            onsl-input={(event: Event) => setSetting(field.key, inputValue(event))}
          />
        );
      default:
        return (
          <sl-input
            type={field.kind === 'port' ? 'number' : 'text'}
            label={label}
            required={field.required}
            value={value}
            onsl-input={(event: Event) => setSetting(field.key, inputValue(event))}
          />
        );
    }
  };

  return (
    <FormDialog title={t(id ? 'center.account.editTitle' : 'center.account.newTitle')} width={600} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <RecordNameFields values={values} errors={errors} onChange={set} />
      {kind.fields.map((field) => (
        <FormField key={field.key} name={field.key} error={errors[field.key]}>
          {settingInput(field)}
        </FormField>
      ))}
      <RecordStatusFields values={values} errors={errors} onChange={set} />
    </FormDialog>
  );
}
