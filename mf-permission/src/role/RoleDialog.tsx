import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue, sortNumber } from '../common/lists';
import { MultiTreeSelect } from '../common/MultiTreeSelect';
import { getOrganizeTree } from '../common/options';
import { descriptionRules, enCodeRules, fullNameRules, message, sortRules } from '../common/rules';
import { useOptions } from '../common/useOptions';
import { useSave } from '../common/useSave';
import { createRole, getRole, updateRole } from './api';

interface Values {
  fullName: string;
  enCode: string;
  globalMark: number;
  organizeIds: string[];
  sortCode: string;
  enabledMark: number;
  description: string;
}

const baseRules: FormRules<Values> = { fullName: fullNameRules, enCode: enCodeRules, sortCode: sortRules, description: descriptionRules };
/** An organisation role belongs to at least one organisation. */
const organizeRoleRules: FormRules<Values> = {
  ...baseRules,
  organizeIds: [(value) => (Array.isArray(value) && value.length > 0 ? null : message('organizeRequired')())],
};

interface Props {
  id: string | null;
  /** The tab a new role is created from (1 global, 0 organisation). */
  globalMark: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The role dialog (600 px): name, code, global or organisation role and its organisations, sort, enabled, description. */
export function RoleDialog({ id, globalMark, onClose, onSaved }: Props) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<Values>({ fullName: '', enCode: '', globalMark, organizeIds: [], sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<Values>>({});
  const organizes = useOptions(getOrganizeTree);
  const { busy, run } = useSave(onSaved);
  const shownBase = useShownRules(baseRules);
  const shownOrganizeRole = useShownRules(organizeRoleRules, { organizeIds: 'organizeIdsTree' });

  useEffect(() => {
    if (!id) return;
    let active = true;
    getRole(id).then((role) => {
      if (!active) return;
      setValues({
        fullName: role.fullName ?? '',
        enCode: role.enCode ?? '',
        globalMark: role.globalMark ?? 1,
        organizeIds: role.organizeIds,
        sortCode: String(role.sortCode ?? 0),
        enabledMark: role.enabledMark ?? 1,
        description: role.description ?? '',
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((current) => ({ ...current, [key]: value }));
  const save = () => {
    const found = validateForm(values, values.globalMark === 1 ? shownBase : shownOrganizeRole);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      ...values,
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      organizeIds: values.globalMark === 1 ? [] : values.organizeIds,
      sortCode: sortNumber(values.sortCode),
    };
    void run(() => (id ? updateRole(id, form) : createRole(form)), t(id ? 'common.updated' : 'common.created'));
  };

  return (
    <FormDialog title={t(id ? 'role.editTitle' : 'role.createTitle')} width={600} rules={values.globalMark === 1 ? shownBase : shownOrganizeRole} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('common.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('common.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="globalMark">
        <sl-radio-group
          label={t('role.kind')}
          value={String(values.globalMark)}
          onsl-change={(event: Event) => set('globalMark', Number((event.target as HTMLInputElement).value))}
        >
          <sl-radio-button value="1">{t('role.global')}</sl-radio-button>
          <sl-radio-button value="0">{t('role.organize')}</sl-radio-button>
        </sl-radio-group>
      </FormField>
      {values.globalMark === 0 && (
        <FormField name="organizeIdsTree" required error={errors.organizeIds}>
          <MultiTreeSelect label={t('role.organizes')} nodes={organizes} value={values.organizeIds} onChange={(ids) => set('organizeIds', ids)} invalid={!!errors.organizeIds} />
        </FormField>
      )}
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
