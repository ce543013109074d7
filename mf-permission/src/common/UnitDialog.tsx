import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, TreeSelect, UserSelect, isValid, useShownRules, validateForm, type FormErrors, type FormRules } from '@atrium/ui';
import { PERMISSION_NS } from '../i18n';
import { inputValue, sortNumber } from './lists';
import type { OrganizeNode } from './options';
import { descriptionRules, enCodeRules, fullNameRules, message, sortRules } from './rules';
import { requiredRule } from '@atrium/shared';
import { oneUser } from './users';
import { useSave } from './useSave';

/** What an organisation or a department is saved with. */
export interface UnitForm {
  parentId: string;
  fullName: string;
  enCode: string;
  managerId: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

interface UnitValues {
  parentId: string;
  fullName: string;
  enCode: string;
  managerId: string;
  sortCode: string;
  enabledMark: number;
  description: string;
}

const rules: FormRules<UnitValues> = {
  parentId: [requiredRule(message('parentRequired'))],
  fullName: fullNameRules,
  enCode: enCodeRules,
  sortCode: sortRules,
  description: descriptionRules,
};

export interface UnitDialogProps {
  /** The unit to edit, or null for a new one. */
  id: string | null;
  /** Translation keys of the titles (新建组织 / 编辑组织 …). */
  titles: { create: string; edit: string };
  /** The parent of a new unit (the chosen company, or '' to choose). */
  initialParentId: string;
  loadParents: (id: string | null) => Promise<OrganizeNode[]>;
  load: (id: string) => Promise<Partial<UnitForm>>;
  create: (form: UnitForm) => Promise<unknown>;
  update: (id: string, form: UnitForm) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The organisation and department dialog (600 px): parent (tree select without the unit's own
 * subtree), name, code, manager, sort, enabled and description.
 */
export function UnitDialog({ id, titles, initialParentId, loadParents, load, create, update, onClose, onSaved }: UnitDialogProps) {
  const { t } = useTranslation(PERMISSION_NS);
  const [values, setValues] = useState<UnitValues>({ parentId: initialParentId, fullName: '', enCode: '', managerId: '', sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<UnitValues>>({});
  const [parents, setParents] = useState<OrganizeNode[]>([]);
  const { busy, run } = useSave(onSaved);
  const shownRules = useShownRules(rules);

  useEffect(() => {
    let active = true;
    loadParents(id).then((list) => active && setParents(list), () => undefined);
    if (id) {
      load(id).then((item) => {
        if (!active) return;
        setValues({
          parentId: item.parentId ?? '',
          fullName: item.fullName ?? '',
          enCode: item.enCode ?? '',
          managerId: item.managerId ?? '',
          sortCode: String(item.sortCode ?? 0),
          enabledMark: item.enabledMark ?? 1,
          description: item.description ?? '',
        });
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [id, load, loadParents]);

  const set = <K extends keyof UnitValues>(key: K, value: UnitValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateForm(values, shownRules);
    setErrors(found);
    if (!isValid(found)) return;
    const form: UnitForm = { ...values, fullName: values.fullName.trim(), enCode: values.enCode.trim(), sortCode: sortNumber(values.sortCode) };
    void run(() => (id ? update(id, form) : create(form)), t(id ? 'common.updated' : 'common.created'));
  };

  return (
    <FormDialog title={t(id ? titles.edit : titles.create)} width={600} rules={shownRules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="parentId" error={errors.parentId}>
        <TreeSelect label={t('common.parent')} nodes={parents} value={values.parentId} onChange={(value) => set('parentId', value)} invalid={!!errors.parentId} />
      </FormField>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('common.fullName')} required value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('common.enCode')} required value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="managerId">
        <UserSelect label={t('common.manager')} value={oneUser(values.managerId)} onChange={(ids) => set('managerId', ids[0] ?? '')} />
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
