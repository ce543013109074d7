import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { templateParams } from '@atrium/shared';
import { sanitizeHtml } from '@atrium/html';
import { FormDialog, FormField, isValid, type FormErrors, Select } from '@atrium/ui';
import { sortNumber } from '../center/commonRules';
import { RecordNameFields } from '../center/RecordNameFields';
import { RecordStatusFields } from '../center/RecordStatusFields';
import { useRecordForm } from '../center/useRecordForm';
import { useSaveRecord } from '../center/useSaveRecord';
import { useTypeList } from '../center/useTypeList';
import { RichTextEditor } from '../editor';
import { MESSAGE_NS } from '../i18n';
import { createTemplate, getTemplate, updateTemplate } from './api';
import { isHtmlChannel, SMS, validateTemplate, type TemplateValues } from './rules';

interface Props {
  /** The template to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: TemplateValues = {
  fullName: '',
  enCode: '',
  messageType: '2',
  messageSource: '3',
  title: '',
  content: '',
  templateCode: '',
  sortCode: '0',
  enabledMark: 1,
  description: '',
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

const loadValues = (id: string): Promise<TemplateValues> =>
  getTemplate(id).then((template) => ({
    fullName: template.fullName,
    enCode: template.enCode,
    messageType: String(template.messageType),
    messageSource: String(template.messageSource),
    title: template.title,
    content: template.content,
    templateCode: template.templateCode,
    sortCode: String(template.sortCode),
    enabledMark: template.enabledMark,
    description: template.description,
  }));

/** The template form: channel and source from the server's type lists, and the `{name}` parameters it finds. */
export function TemplateDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const { types } = useTypeList(1);
  const { types: sources } = useTypeList(2);
  const { values, set } = useRecordForm(id, EMPTY, loadValues);
  const [errors, setErrors] = useState<FormErrors<TemplateValues>>({});
  const { busy, save: send } = useSaveRecord(id, onSaved);

  const sms = Number(values.messageType) === SMS;
  const html = isHtmlChannel(values.messageType);
  const params = templateParams(values.title, values.content);

  const save = async () => {
    const found = validateTemplate(values);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      ...values,
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      title: values.title.trim(),
      // Site messages and mail are HTML: sent sanitised with the display profile, like notices.
      content: html ? sanitizeHtml(values.content) : values.content,
      templateCode: values.templateCode.trim(),
      messageType: Number(values.messageType),
      messageSource: Number(values.messageSource),
      sortCode: sortNumber(values.sortCode),
    };
    await send(() => (id ? updateTemplate(id, form) : createTemplate(form)));
  };

  const select = (key: 'messageType' | 'messageSource', options: { id: string; enCode: number; fullName: string }[]) => (
    <FormField name={key} error={errors[key]}>
      {/* The shared Select is made again once the options arrive: a select whose value was set before
          its options existed could keep showing nothing (the e2e saw 消息类型 empty now and then). */}
      <Select
        label={t(`center.template.${key}`)}
        required
        value={values[key]}
        options={options.map((option) => ({ value: String(option.enCode), label: option.fullName }))}
        onChange={(value) => set(key, value)}
        invalid={!!errors[key]}
      />
    </FormField>
  );

  return (
    <FormDialog title={t(id ? 'center.template.editTitle' : 'center.template.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <RecordNameFields values={values} errors={errors} onChange={set} />
      {select('messageType', types)}
      {select('messageSource', sources)}
      {sms && (
        <FormField name="templateCode" error={errors.templateCode}>
          <sl-input label={t('center.template.templateCode')} required value={values.templateCode} onsl-input={(event: Event) => set('templateCode', inputValue(event))} />
        </FormField>
      )}
      <FormField name="title" error={errors.title}>
        <sl-input label={t('center.template.title')} required={!sms} value={values.title} onsl-input={(event: Event) => set('title', inputValue(event))} />
      </FormField>
      <FormField name="content" error={errors.content}>
        {html ? (
          <RichTextEditor
            label={t('center.template.content')}
            helpText={t('center.template.contentHint')}
            required
            invalid={Boolean(errors.content)}
            value={values.content}
            onChange={(content) => set('content', content)}
          />
        ) : (
          <sl-textarea
            rows={8}
            label={t('center.template.content')}
            help-text={t('center.template.contentHint')}
            value={values.content}
            onsl-input={(event: Event) => set('content', inputValue(event))}
          />
        )}
      </FormField>
      <p aria-live="polite">
        {t('center.template.params')}: {params.length > 0 ? params.map((name) => `{${name}}`).join(', ') : t('center.template.noParams')}
      </p>
      <RecordStatusFields values={values} errors={errors} onChange={set} />
    </FormDialog>
  );
}
