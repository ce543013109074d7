import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, Select, TreeSelect, isValid, useShownRules, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { createBillRule, getBillRule, getCategories, updateBillRule, type CategoryOption } from './api';
import { DATE_FORMATS, billExample } from './example';
import { billRuleRules, sortNumber, validateBillRule, type BillRuleValues } from './rules';

interface Props {
  /** The rule to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: BillRuleValues = {
  fullName: '',
  enCode: '',
  category: '',
  prefix: '',
  dateFormat: 'yyyyMMdd',
  digit: '4',
  startNumber: '1',
  sortCode: '0',
  enabledMark: 1,
  description: '',
};

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The serial-number rule form (spec sections 2, 3 and 5): every field, and the live example. */
export function BillRuleDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<BillRuleValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<BillRuleValues>>({});
  const [categories, setCategories] = useState<CategoryOption[]>([]);
  const { busy, run } = useSave(onSaved);
  const rules = useShownRules(billRuleRules);

  useEffect(() => {
    let active = true;
    getCategories().then((list) => active && setCategories(list), () => undefined);
    if (id) {
      getBillRule(id).then((rule) => {
        if (!active) return;
        setValues({
          fullName: rule.fullName,
          enCode: rule.enCode,
          category: rule.category,
          prefix: rule.prefix,
          dateFormat: rule.dateFormat,
          digit: String(rule.digit),
          startNumber: rule.startNumber,
          sortCode: String(rule.sortCode),
          enabledMark: rule.enabledMark,
          description: rule.description,
        });
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof BillRuleValues>(key: K, value: BillRuleValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateBillRule(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { ...values, digit: Number(values.digit), sortCode: sortNumber(values.sortCode) };
    void run(() => (id ? updateBillRule(id, form) : createBillRule(form)), t(id ? 'billRule.updated' : 'billRule.created'));
  };

  const text = (key: 'fullName' | 'enCode' | 'prefix' | 'digit' | 'startNumber', extra: { maxlength?: number } = {}) => (
    <FormField name={key} error={errors[key]}>
      <sl-input label={t(`billRule.${key}`)} value={values[key]} {...extra} onsl-input={(event: Event) => set(key, inputValue(event))} />
    </FormField>
  );

  return (
    <FormDialog title={t(id ? 'billRule.editTitle' : 'billRule.newTitle')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      {text('fullName')}
      {text('enCode')}
      <FormField name="category" error={errors.category}>
        <TreeSelect
          label={t('billRule.category')}
          nodes={categories}
          value={values.category}
          onChange={(value) => set('category', value)}
          invalid={!!errors.category}
        />
      </FormField>
      {text('prefix')}
      <FormField name="dateFormat" error={errors.dateFormat}>
        <Select
          label={t('billRule.dateFormat')}
          value={values.dateFormat}
          options={DATE_FORMATS.map((format) => ({ value: format, label: format === 'no' ? t('billRule.noDate') : format }))}
          onChange={(value) => set('dateFormat', value)}
          invalid={!!errors.dateFormat}
        />
      </FormField>
      {text('digit', { maxlength: 1 })}
      {text('startNumber')}
      <FormField>
        <sl-input label={t('billRule.example')} value={billExample(values, new Date())} readonly />
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('billRule.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('billRule.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('billRule.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
