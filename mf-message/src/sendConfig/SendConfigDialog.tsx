import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FormDialog, FormField } from '@atrium/ui';
import { sortNumber } from '../center/commonRules';
import { useTypeList } from '../center/useTypeList';
import { MESSAGE_NS } from '../i18n';
import { createSendConfig, getSendConfig, updateSendConfig } from './api';
import { ItemRow } from './ItemRow';
import { validateSendConfig, type SendConfigErrors, type SendConfigValues } from './rules';

interface Props {
  /** The configuration to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: SendConfigValues = {
  fullName: '',
  enCode: '',
  messageSource: '3',
  sortCode: '0',
  enabledMark: 1,
  description: '',
  items: [{ messageType: '2', templateId: '', accountId: '' }],
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The send-configuration form: name, source, and one line per channel binding a template to an account. */
export function SendConfigDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const { types: channels } = useTypeList(1);
  const { types: sources } = useTypeList(2);
  const [values, setValues] = useState<SendConfigValues>(EMPTY);
  const [errors, setErrors] = useState<SendConfigErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getSendConfig(id).then((config) => {
      if (!active) return;
      setValues({
        fullName: config.fullName,
        enCode: config.enCode,
        messageSource: String(config.messageSource),
        sortCode: String(config.sortCode),
        enabledMark: config.enabledMark,
        description: config.description,
        items: config.items.map((item) => ({ messageType: String(item.messageType), templateId: item.templateId, accountId: item.accountId ?? '' })),
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof SendConfigValues>(key: K, value: SendConfigValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found = validateSendConfig(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const form = {
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      messageSource: Number(values.messageSource),
      sortCode: sortNumber(values.sortCode),
      enabledMark: values.enabledMark,
      description: values.description,
      items: values.items.map((item) => ({
        messageType: Number(item.messageType),
        templateId: item.templateId,
        accountId: Number(item.messageType) === 1 ? null : item.accountId,
      })),
    };
    setBusy(true);
    try {
      await (id ? updateSendConfig(id, form) : createSendConfig(form));
    } catch {
      setBusy(false);
      return;
    }
    notifySuccess(t(id ? 'center.updated' : 'center.created'));
    onSaved();
  };

  return (
    <FormDialog title={t(id ? 'center.sendConfig.editTitle' : 'center.sendConfig.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField error={errors.fullName}>
        <sl-input label={t('center.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField error={errors.enCode}>
        <sl-input label={t('center.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField error={errors.messageSource}>
        <sl-select label={t('center.template.messageSource')} required value={values.messageSource} hoist onsl-change={(event: Event) => set('messageSource', inputValue(event))}>
          {sources.map((source) => (
            <sl-option key={source.id} value={String(source.enCode)}>
              {source.fullName}
            </sl-option>
          ))}
        </sl-select>
      </FormField>
      <FormField error={errors.items}>
        {values.items.map((item, index) => (
          <ItemRow
            key={index}
            index={index}
            item={item}
            channels={channels}
            error={errors[`items.${index}`]}
            onChange={(next) => set('items', values.items.map((current, position) => (position === index ? next : current)))}
            onRemove={() => set('items', values.items.filter((_, position) => position !== index))}
          />
        ))}
        <sl-button size="small" onClick={() => set('items', [...values.items, { messageType: '', templateId: '', accountId: '' }])}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('center.sendConfig.addLine')}
        </sl-button>
      </FormField>
      <FormField error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('center.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField>
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('center.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField>
        <sl-textarea rows={3} label={t('center.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
