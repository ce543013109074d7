import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, TreeSelect, isValid, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import {
  createDictionaryData,
  getDataParents,
  getDictionaryDataInfo,
  updateDictionaryData,
  type DictionaryType,
  type ParentOption,
} from './api';
import { dataRules, sortNumber, type DataValues } from './rules';
import { useSave } from './useSave';

interface Props {
  category: DictionaryType;
  /** The item to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Top-level items are stored under '0'; the parent picker shows the category itself as that root. */
const ROOT = '0';

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The dictionary data dialog (spec section 2 and 4): id present means edit, with the parent fixed. */
export function DataDialog({ category, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<DataValues>({ parentId: category.id, fullName: '', enCode: '', enabledMark: 1, sortCode: '0', description: '' });
  const [errors, setErrors] = useState<FormErrors<DataValues>>({});
  const [parents, setParents] = useState<ParentOption[]>([]);
  const { busy, run } = useSave(onSaved);
  const rules = useShownRules(dataRules);

  useEffect(() => {
    let active = true;
    getDataParents(category.id, id).then((list) => active && setParents(list), () => undefined);
    if (id) {
      getDictionaryDataInfo(id).then((item) => {
        if (!active) return;
        setValues({
          parentId: item.parentId === ROOT ? category.id : item.parentId,
          fullName: item.fullName,
          enCode: item.enCode,
          enabledMark: item.enabledMark,
          sortCode: String(item.sortCode),
          description: item.description ?? '',
        });
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [category.id, id]);

  const set = <K extends keyof DataValues>(key: K, value: DataValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      ...values,
      dictionaryTypeId: category.id,
      parentId: values.parentId === category.id ? ROOT : values.parentId,
      sortCode: sortNumber(values.sortCode),
    };
    void run(
      () => (id ? updateDictionaryData(id, form) : createDictionaryData(form)),
      t(id ? 'dictionary.updated' : 'dictionary.created'),
    );
  };

  return (
    <FormDialog title={t(id ? 'dictionary.editTitle' : 'dictionary.newTitle')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="parentId" error={errors.parentId}>
        <TreeSelect
          label={t('dictionary.parent')}
          nodes={parents}
          value={values.parentId}
          disabled={!!id}
          onChange={(value) => set('parentId', value)}
          invalid={!!errors.parentId}
        />
      </FormField>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('dictionary.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('dictionary.enCode')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('dictionary.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('dictionary.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('dictionary.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
