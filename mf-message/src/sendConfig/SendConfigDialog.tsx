import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Select } from '@atrium/ui';
import { sortNumber } from '../center/commonRules';
import { RecordNameFields } from '../center/RecordNameFields';
import { RecordStatusFields } from '../center/RecordStatusFields';
import { useRecordForm } from '../center/useRecordForm';
import { useSaveRecord } from '../center/useSaveRecord';
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

const loadValues = (id: string): Promise<SendConfigValues> =>
  getSendConfig(id).then((config) => ({
    fullName: config.fullName,
    enCode: config.enCode,
    messageSource: String(config.messageSource),
    sortCode: String(config.sortCode),
    enabledMark: config.enabledMark,
    description: config.description,
    items: config.items.map((item) => ({ messageType: String(item.messageType), templateId: item.templateId, accountId: item.accountId ?? '' })),
  }));

/** The send-configuration form: name, source, and one line per channel binding a template to an account. */
export function SendConfigDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const { types: channels } = useTypeList(1);
  const { types: sources } = useTypeList(2);
  const { values, set } = useRecordForm(id, EMPTY, loadValues);
  const [errors, setErrors] = useState<SendConfigErrors>({});
  const { busy, save: send } = useSaveRecord(id, onSaved);

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
    await send(() => (id ? updateSendConfig(id, form) : createSendConfig(form)));
  };

  return (
    <FormDialog title={t(id ? 'center.sendConfig.editTitle' : 'center.sendConfig.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <RecordNameFields values={values} errors={errors} onChange={set} />
      <FormField name="messageSource" error={errors.messageSource}>
        <Select
          label={t('center.template.messageSource')}
          required
          value={values.messageSource}
          options={sources.map((source) => ({ value: String(source.enCode), label: source.fullName }))}
          onChange={(value) => set('messageSource', value)}
          invalid={!!errors.messageSource}
        />
      </FormField>
      <FormField name="items" error={errors.items}>
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
      <RecordStatusFields values={values} errors={errors} onChange={set} />
    </FormDialog>
  );
}
