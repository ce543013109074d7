import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, TreeSelect, isValid, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import {
  createDictionaryType,
  getDictionaryData,
  getDictionaryType,
  getTypeParents,
  updateDictionaryType,
  type ParentOption,
} from './api';
import { sortNumber, typeRules, type TypeValues } from './rules';
import { useSave } from './useSave';

interface Props {
  /** The category to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: TypeValues = { parentId: '', fullName: '', enCode: '', isTree: 0, sortCode: '0', description: '' };

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** The category dialog (spec section 2): 600 px, parent tree, name, code, tree switch, sort, description. */
export function CategoryDialog({ id, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<TypeValues>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<TypeValues>>({});
  const [parents, setParents] = useState<ParentOption[]>([]);
  // The server refuses to turn a tree with nested items back into a list, so the switch says so first.
  const [treeLocked, setTreeLocked] = useState(false);
  const { busy, run } = useSave(onSaved);
  const rules = useShownRules(typeRules);

  useEffect(() => {
    let active = true;
    getTypeParents(id).then((list) => active && setParents(list), () => undefined);
    if (id) {
      getDictionaryType(id).then((type) => {
        if (!active) return;
        setValues({
          parentId: type.parentId,
          fullName: type.fullName,
          enCode: type.enCode,
          isTree: type.isTree,
          sortCode: String(type.sortCode),
          description: type.description ?? '',
        });
        if (type.isTree === 1) {
          getDictionaryData(id, { isTree: 1 }).then(
            (rows) => active && setTreeLocked(rows.some((row) => (row.children?.length ?? 0) > 0)),
            () => undefined,
          );
        }
      }, () => undefined);
    }
    return () => {
      active = false;
    };
  }, [id]);

  const set = <K extends keyof TypeValues>(key: K, value: TypeValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = { ...values, sortCode: sortNumber(values.sortCode) };
    void run(
      () => (id ? updateDictionaryType(id, form) : createDictionaryType(form)),
      t(id ? 'dictionary.updated' : 'dictionary.created'),
    );
  };

  return (
    <FormDialog title={t(id ? 'dictionary.editCategoryTitle' : 'dictionary.newCategoryTitle')} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      <FormField name="parentId" error={errors.parentId}>
        <TreeSelect label={t('dictionary.parent')} nodes={parents} value={values.parentId} onChange={(value) => set('parentId', value)} invalid={!!errors.parentId} />
      </FormField>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('dictionary.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('dictionary.enCode')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="isTree">
        <sl-switch
          checked={values.isTree === 1}
          disabled={treeLocked}
          help-text={treeLocked ? t('dictionary.cannotFlatten') : undefined}
          onsl-change={(event: Event) => set('isTree', (event.target as HTMLInputElement).checked ? 1 : 0)}
        >
          {t('dictionary.isTree')}
        </sl-switch>
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('dictionary.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="description">
        <sl-textarea rows={3} label={t('dictionary.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
