import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, isValid, type FormErrors } from '@atrium/ui';
import { sortNumber } from '../center/commonRules';
import { useTypeList } from '../center/useTypeList';
import { MESSAGE_NS } from '../i18n';
import { createTemplate, getTemplate, updateTemplate } from './api';
import { templateParams } from './params';
import { SMS, validateTemplate, type TemplateValues } from './rules';

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

/** The template form: channel and source from the server's type lists, and the `{name}` parameters it finds. */
export function TemplateDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(MESSAGE_NS);
  const { types } = useTypeList(1);
  const { types: sources } = useTypeList(2);
  const [values, setValues] = useState<TemplateValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<TemplateValues>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getTemplate(id).then((template) => {
      if (!active) return;
      setValues({
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
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof TemplateValues>(key: K, value: TemplateValues[K]) => setValues((current) => ({ ...current, [key]: value }));
  const sms = Number(values.messageType) === SMS;
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
      templateCode: values.templateCode.trim(),
      messageType: Number(values.messageType),
      messageSource: Number(values.messageSource),
      sortCode: sortNumber(values.sortCode),
    };
    setBusy(true);
    try {
      await (id ? updateTemplate(id, form) : createTemplate(form));
    } catch {
      setBusy(false);
      return;
    }
    notifySuccess(t(id ? 'center.updated' : 'center.created'));
    onSaved();
  };

  const select = (key: 'messageType' | 'messageSource', options: { id: string; enCode: number; fullName: string }[]) => (
    <FormField error={errors[key]}>
      <sl-select label={t(`center.template.${key}`)} required value={values[key]} hoist onsl-change={(event: Event) => set(key, inputValue(event))}>
        {options.map((option) => (
          <sl-option key={option.id} value={String(option.enCode)}>
            {option.fullName}
          </sl-option>
        ))}
      </sl-select>
    </FormField>
  );

  return (
    <FormDialog title={t(id ? 'center.template.editTitle' : 'center.template.newTitle')} width={800} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField error={errors.fullName}>
        <sl-input label={t('center.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField error={errors.enCode}>
        <sl-input label={t('center.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      {select('messageType', types)}
      {select('messageSource', sources)}
      {sms && (
        <FormField error={errors.templateCode}>
          <sl-input label={t('center.template.templateCode')} required value={values.templateCode} onsl-input={(event: Event) => set('templateCode', inputValue(event))} />
        </FormField>
      )}
      <FormField error={errors.title}>
        <sl-input label={t('center.template.title')} required={!sms} value={values.title} onsl-input={(event: Event) => set('title', inputValue(event))} />
      </FormField>
      <FormField error={errors.content}>
        <sl-textarea
          rows={8}
          label={t('center.template.content')}
          help-text={t('center.template.contentHint')}
          value={values.content}
          onsl-input={(event: Event) => set('content', inputValue(event))}
        />
      </FormField>
      <p aria-live="polite">
        {t('center.template.params')}: {params.length > 0 ? params.map((name) => `{${name}}`).join(', ') : t('center.template.noParams')}
      </p>
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
