import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { createArea, getArea, updateArea } from './api';
import { areaRules, type AreaValues } from './rules';

interface Props {
  /** Where a new area goes, or the edited area's own parent (which cannot change). */
  parent: { id: string; fullName: string };
  /** The area to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** An area's form: the parent is fixed, since moving an area would change the level of its whole subtree. */
export function AreaDialog({ parent, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<AreaValues>({ fullName: '', enCode: '', sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<AreaValues>>({});
  const { busy, run } = useSave(onSaved);
  const rules = useShownRules(areaRules);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    getArea(id).then((area) => {
      if (!active) return;
      setValues({
        fullName: area.fullName,
        enCode: area.enCode,
        sortCode: String(area.sortCode),
        enabledMark: area.enabledMark,
        description: area.description ?? '',
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof AreaValues>(key: K, value: AreaValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { ...values, parentId: parent.id, sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode) };
    void run(() => (id ? updateArea(id, form) : createArea(form)), t(id ? 'area.updated' : 'area.created'));
  };

  return (
    <FormDialog title={t(id ? 'area.editTitle' : 'area.newTitle')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="parentId">
        <sl-input label={t('area.parent')} value={parent.fullName} readonly />
      </FormField>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('area.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('area.enCode')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('area.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('area.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('area.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
