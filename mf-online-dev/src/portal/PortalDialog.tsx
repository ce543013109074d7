import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, isValid, useShownRules, validateForm, type FormErrors } from '@atrium/ui';
import type { PortalApi, PortalForm, PortalInfo } from './api';
import type { Category } from './categories';
import { PORTAL_NS } from './i18n';
import { portalRules, sortNumber, type PortalValues } from './rules';

interface Props {
  api: PortalApi;
  categories: readonly Category[];
  /** The portal to edit, or null for a new one. */
  id: string | null;
  onClose: () => void;
  /** With the new portal's id when one was created (null when the server named none), or the edited one's. */
  onSaved: (id: string | null) => void;
}

const EMPTY: PortalValues = { fullName: '', enCode: '', category: '', sortCode: '0', enabledMark: 1, description: '' };

/** A new portal starts with an empty layout: the designer fills it. */
const EMPTY_LAYOUT = JSON.stringify({ layout: [] });

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/** 新建门户 / 编辑门户: the portal's basic information; its layout is the designer's (kept as it is on edit). */
export function PortalDialog({ api, categories, id, onClose, onSaved }: Props) {
  const { t } = useTranslation(PORTAL_NS);
  const [values, setValues] = useState<PortalValues>(EMPTY);
  const [loaded, setLoaded] = useState<PortalInfo | null>(null);
  const [errors, setErrors] = useState<FormErrors<PortalValues>>({});
  const [busy, setBusy] = useState(false);
  const rules = useShownRules(portalRules);
  // A portal that cannot be read (deleted meanwhile) closes the dialog; the client said why.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!id) return;
    let active = true;
    api.get(id).then((info) => {
      if (!active) return;
      setLoaded(info);
      setValues({
        fullName: info.fullName,
        enCode: info.enCode,
        category: info.category,
        sortCode: String(info.sortCode ?? 0),
        enabledMark: info.enabledMark === 0 ? 0 : 1,
        description: info.description ?? '',
      });
    }, () => active && close.current());
    return () => {
      active = false;
    };
  }, [api, id]);

  const set = <K extends keyof PortalValues>(key: K, value: PortalValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = async () => {
    const found = validateForm(values, rules);
    setErrors(found);
    // An edit waits for the portal: its layout goes back unchanged.
    if (!isValid(found) || (id && !loaded)) return;
    const form: PortalForm = {
      fullName: values.fullName.trim(),
      enCode: values.enCode.trim(),
      category: values.category,
      sortCode: sortNumber(values.sortCode),
      enabledMark: values.enabledMark,
      description: values.description,
      type: 0,
      formData: loaded?.formData ?? EMPTY_LAYOUT,
    };
    setBusy(true);
    let saved: string | null;
    try {
      saved = id ? (await api.update(id, form), id) : await api.create(form);
    } catch {
      // The client showed the server's message; the dialog keeps the input.
      setBusy(false);
      return;
    }
    setBusy(false);
    notifySuccess(t(id ? 'dialog.updated' : 'dialog.created', { name: form.fullName }));
    onSaved(saved);
  };

  return (
    <FormDialog title={t(id ? 'dialog.editTitle' : 'dialog.createTitle')} width={600} rules={rules} busy={busy} onConfirm={() => void save()} onClose={onClose}>
      <FormField name="fullName" error={errors.fullName}>
        <sl-input label={t('fields.fullName')} value={values.fullName} onsl-input={(event: Event) => set('fullName', inputValue(event))} />
      </FormField>
      <FormField name="enCode" error={errors.enCode}>
        <sl-input label={t('fields.enCode')} help-text={t('dialog.enCodeHelp')} value={values.enCode} onsl-input={(event: Event) => set('enCode', inputValue(event))} />
      </FormField>
      <FormField name="category" error={errors.category}>
        <sl-select label={t('fields.category')} placeholder={t('common.choose')} value={values.category} hoist onsl-change={(event: Event) => set('category', inputValue(event))}>
          {categories.map((category) => (
            <sl-option key={category.id} value={category.id}>
              {category.fullName}
            </sl-option>
          ))}
        </sl-select>
      </FormField>
      <FormField name="sortCode" error={errors.sortCode}>
        <sl-input type="number" min={0} max={999999} label={t('fields.sortCode')} value={values.sortCode} onsl-input={(event: Event) => set('sortCode', inputValue(event))} />
      </FormField>
      <FormField name="enabledMark">
        <sl-switch checked={values.enabledMark === 1} onsl-change={(event: Event) => set('enabledMark', (event.target as HTMLInputElement).checked ? 1 : 0)}>
          {t('dialog.enabled')}
        </sl-switch>
      </FormField>
      <FormField name="description" error={errors.description}>
        <sl-textarea rows={3} label={t('fields.description')} value={values.description} onsl-input={(event: Event) => set('description', inputValue(event))} />
      </FormField>
    </FormDialog>
  );
}
