import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue, sortNumber } from '../common/lists';
import { descriptionRules, enCodeRules, fullNameRules, sortRules } from '../common/rules';
import { useSave } from '../common/useSave';
import { createGroup, getGroup, updateGroup } from './api';

interface Values {
  fullName: string;
  enCode: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

const rules: FormRules<Values> = { fullName: fullNameRules, enCode: enCodeRules, sortCode: sortRules, description: descriptionRules };

interface Props {
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The group dialog (600 px): name, code, sort, enabled, description. */
export function GroupDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<Values>({ fullName: '', enCode: '', sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const { busy, run } = useSave(onSaved);
  const shownRules = useShownRules(rules);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getGroup(id).then((group) => {
      if (!active) return;
      setValues({
        fullName: group.fullName ?? '',
        enCode: group.enCode ?? '',
        sortCode: String(group.sortCode ?? 0),
        enabledMark: group.enabledMark ?? 1,
        description: group.description ?? '',
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = () => {
    const found = validateForm(values, shownRules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { ...values, fullName: values.fullName.trim(), enCode: values.enCode.trim(), sortCode: sortNumber(values.sortCode) };
    void run(() => (id ? updateGroup(id, form) : createGroup(form)), t(id ? 'common.updated' : 'common.created'));
  };

  return (
    <FormDialog title={t(id ? 'group.editTitle' : 'group.createTitle')} width={600} rules={shownRules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('common.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('common.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('common.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('common.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description" error={errors.description}>
        <sl-textarea rows={3} label={t('common.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
