import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormField, TreeSelect, isValid, useShownRules, validateForm, type FormErrors, type TreeSelectNode } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import { useSave } from '../common/useSave';
import { MENU_ROOT, createResource, getResource, updateResource, type Resource, type ResourceKind } from './api';
import { resourceRules, type ResourceValues } from './resourceForms';

interface Props {
  kind: ResourceKind;
  moduleId: string;
  /** The resource to edit, or null for a new one. */
  id: string | null;
  /** The menu's button tree (parent choices of a button). */
  buttons: readonly Resource[];
  onClose: () => void;
  onSaved: () => void;
}

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;
const TITLE: Record<ResourceKind, [string, string]> = {
  button: ['menu.resource.newButton', 'menu.resource.editButton'],
  column: ['menu.resource.newColumn', 'menu.resource.editColumn'],
  form: ['menu.resource.newForm', 'menu.resource.editForm'],
};

/** The buttons that may be a parent: all but the edited one and its sub-buttons. */
function parentChoices(buttons: readonly Resource[], editedId: string | null): TreeSelectNode[] {
  const prune = (list: readonly Resource[]): TreeSelectNode[] =>
    list.filter((item) => item.id !== editedId).map((item) => ({ id: item.id, fullName: item.fullName, children: prune(item.children ?? []) }));
  return prune(buttons);
}

/** A button, list column or form field of a menu. */
export function ResourceDialog({ kind, moduleId, id, buttons, onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<ResourceValues>({ parentId: MENU_ROOT, fullName: '', enCode: '', bindTable: '', sortCode: '0', enabledMark: 1, description: '' });
  const [errors, setErrors] = useState<FormErrors<ResourceValues>>({});
  const { busy, run } = useSave(onSaved);
  const rules = useShownRules(resourceRules);
  const parents = useMemo(
    () => [{ id: MENU_ROOT, fullName: t('menu.resource.root'), children: parentChoices(buttons, id) }],
    [buttons, id, t],
  );

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    getResource(kind, id).then((item) => {
      if (!active) return;
      setValues({
        parentId: item.parentId,
        fullName: item.fullName,
        enCode: item.enCode,
        bindTable: item.bindTable,
        sortCode: String(item.sortCode),
        enabledMark: item.enabledMark,
        description: item.description,
      });
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [kind, id]);

  const set = <K extends keyof ResourceValues>(key: K, value: ResourceValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateForm(values, rules);
    setErrors(found);
    if (!isValid(found)) return;
    const form = {
      moduleId,
      parentId: values.parentId,
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      bindTable: values.bindTable.trim(),
      sortCode: values.sortCode.trim() === '' ? 0 : Number(values.sortCode),
      enabledMark: values.enabledMark,
      description: values.description,
    };
    void run(() => (id ? updateResource(kind, id, form) : createResource(kind, form)), t(id ? 'menu.updated' : 'menu.created'));
  };

  const [newTitle, editTitle] = TITLE[kind];
  return (
    <FormDialog title={t(id ? editTitle : newTitle)} width={600} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      {kind === 'button' && (
        <FormField name="parentId">
          <TreeSelect label={t('menu.resource.parent')} nodes={parents} value={values.parentId} onChange={(value) => set('parentId', value)} />
        </FormField>
      )}
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('menu.resource.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('menu.resource.enCode')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      {kind !== 'button' && (
        <FormField name="bindTable">
          <sl-input label={t('menu.resource.bindTable')} value={values.bindTable} onsl-input={(event: Event) => set('bindTable', inputValue(event))} />
        </FormField>
      )}
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('menu.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('menu.enabledMark')}
        </sl-switch>
      </FormField>
      <FormField name="description">
        <sl-textarea rows={2} label={t('menu.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
