import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCode, maxLengthRule, nameRule, notifySuccess, patternRule, requiredRule, t as translate } from '@atrium/shared';
import { FormDialog, FormField, isValid, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { emptyColumnData, emptyFormData } from '../model/defaults';
import { ONLINE_DEV_NS } from '../i18n';
import type { VisualDevApi } from './api';
import type { Category } from './categories';

interface Props {
  api: VisualDevApi;
  categories: readonly Category[];
  onClose: () => void;
  /** With the new module's id, when it could be found. */
  onCreated: (id: string | null) => void;
}

interface Values {
  fullName: string;
  enCode: string;
  category: string;
}

const NAME_MAX = 50;
const message = (key: string, options?: Record<string, unknown>) => () => translate(`${ONLINE_DEV_NS}:model.${key}`, options);

export const createRules: FormRules<Values> = {
  fullName: [requiredRule(message('moduleNameRequired')), nameRule(), maxLengthRule(NAME_MAX, message('moduleNameMax', { max: NAME_MAX }))],
  // The code names the module's menu and page (onlineDev/run/<code>): the platform's code rule.
  enCode: [requiredRule(message('moduleCodeRequired')), patternRule(isCode, message('moduleCodeFormat')), maxLengthRule(NAME_MAX, message('moduleCodeMax', { max: NAME_MAX }))],
  category: [requiredRule(message('categoryRequired'))],
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 新建功能: name, code and category; the editor opens on the new module. */
export function CreateDialog({ api, categories, onClose, onCreated }: Props) {
  const { t } = useTranslation(ONLINE_DEV_NS);
  const [values, setValues] = useState<Values>({ fullName: '', enCode: '', category: '' });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values, value: string) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found = validateForm(values, createRules);
    setErrors(found);
    if (!isValid(found)) return;
    setBusy(true);
    const form = {
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      category: values.category,
      type: 1,
      description: '',
      sortCode: 0,
      formData: JSON.stringify(emptyFormData()),
      columnData: JSON.stringify(emptyColumnData()),
      tables: '[]',
      dbLinkId: '0',
    };
    let id: string | null;
    try {
      id = await api.create(form);
      // A server that answers no id: find the new module by its (unique) code.
      if (!id) {
        const page = await api.list({ keyword: form.enCode, category: '', currentPage: 1, pageSize: 20 });
        id = page.list.find((row) => row.enCode === form.enCode)?.id ?? null;
      }
    } catch {
      setBusy(false);
      return;
    }
    setBusy(false);
    notifySuccess(t('design.created', { name: form.fullName }));
    onCreated(id);
  };

  return (
    <FormDialog title={t('design.createTitle')} width={600} rules={createRules} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('design.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('design.enCode')} required help-text={t('design.enCodeHelp')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="category" error={errors.category}>
        {categories.length > 0 ? (
          <sl-select label={t('design.category')} required placeholder={t('common.choose')} value={values.category} hoist onsl-change={(event: Event) => set('category', inputValue(event))}>
            {categories.map((category) => (
              <sl-option key={category.id} value={category.id}>
                {category.fullName}
              </sl-option>
            ))}
          </sl-select>
        ) : (
          <sl-input label={t('design.category')} required value={values.category} onsl-input={(event: Event) => set('category', inputValue(event))} />
        )}
      </FormField>
    </FormDialog>
  );
}
