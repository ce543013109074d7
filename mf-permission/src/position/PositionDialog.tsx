import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requiredRule } from '@atrium/shared';
import { FormDialog, FormField, TreeSelect, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue, sortNumber } from '../common/lists';
import { getOrganizeTree } from '../common/options';
import { descriptionRules, enCodeRules, fullNameRules, message, sortRules } from '../common/rules';
import { useOptions } from '../common/useOptions';
import { useSave } from '../common/useSave';
import { createPosition, getPosition, updatePosition } from './api';

interface Values {
  organizeId: string;
  fullName: string;
  enCode: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

const rules: FormRules<Values> = {
  organizeId: [requiredRule(message('organizeRequired'))],
  fullName: fullNameRules,
  enCode: enCodeRules,
  sortCode: sortRules,
  description: descriptionRules,
};

interface Props {
  id: string | null;
  /** The organisation chosen on the left, preset for a new position. */
  organizeId: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The position dialog (600 px): organisation, name, code, sort, enabled, description. */
export function PositionDialog({ id, organizeId, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<Values>({ organizeId, fullName: '', enCode: '', sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const organizes = useOptions(getOrganizeTree);
  const { busy, run } = useSave(onSaved);
  const shownRules = useShownRules(rules);

  useEffect(() => {
    if (!id) return;
    let active = true;
    getPosition(id).then((item) => {
      if (!active) return;
      setValues({
        organizeId: item.organizeId ?? '',
        fullName: item.fullName ?? '',
        enCode: item.enCode ?? '',
        sortCode: String(item.sortCode ?? 0),
        enabledMark: item.enabledMark ?? 1,
        description: item.description ?? '',
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
    void run(() => (id ? updatePosition(id, form) : createPosition(form)), t(id ? 'common.updated' : 'common.created'));
  };

  return (
    <FormDialog title={t(id ? 'position.editTitle' : 'position.createTitle')} width={600} rules={shownRules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="organizeId" error={errors.organizeId}>
        <TreeSelect label={t('position.organize')} nodes={organizes} value={values.organizeId} onChange={(value) => set('organizeId', value)} invalid={!!errors.organizeId} />
      </FormField>
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
