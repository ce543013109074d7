import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, notifySuccess } from '@atrium/shared';
import { FormDialog, FormField, TreeSelect, isValid, useShownRules, type FormErrors, type TreeSelectNode } from '@atrium/ui';
import { SYSTEM_NS } from '../i18n';
import type { ProjectRow, TableDemoApi } from './api';
import { refusalOf } from './refusal';
import { AMOUNT_FIELDS, DESCRIPTION_MAX, EMPTY_VALUES, projectRules, toProjectForm, validateProject, valuesOf, type ProjectValues } from './rules';
import sheet from './tableDemo.module.css';

const styles = sheet.locals;

interface Props {
  api: TableDemoApi;
  /** The project to edit, or null for a new one. */
  id: string | null;
  types: readonly TreeSelectNode[];
  /** A new project's type (the tree table's chosen type); '' for none. */
  defaultType?: string;
  onClose: () => void;
  onSaved: () => void;
}

type TextField = Exclude<keyof ProjectValues, 'projectType' | 'interactionDate' | 'description' | (typeof AMOUNT_FIELDS)[number]>;

const inputValue = (event: Event) => (event.target as HTMLInputElement).value;

/**
 * 新建项目 / 编辑项目 (800 px, two columns): every editable field of a project. A refused save keeps
 * the dialog and everything typed, and shows the server's sentence above the buttons.
 */
export function ProjectDialog({ api, id, types, defaultType = '', onClose, onSaved }: Props) {
  const { t } = useTranslation(SYSTEM_NS);
  const [values, setValues] = useState<ProjectValues>({ ...EMPTY_VALUES, projectType: defaultType });
  const [stored, setStored] = useState<ProjectRow | null>(null);
  const [errors, setErrors] = useState<FormErrors<ProjectValues>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const rules = useShownRules(projectRules);

  useEffect(() => {
    if (!id) return undefined;
    let active = true;
    api.get(id).then((row) => {
      if (!active) return;
      setStored(row);
      setValues(valuesOf(row));
    }, () => undefined);
    return () => {
      active = false;
    };
  }, [api, id]);

  const set = <K extends keyof ProjectValues>(key: K, value: ProjectValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  const save = () => {
    const found = validateProject(values, rules);
    setErrors(found);
    setRefusal(null);
    if (!isValid(found)) return;
    setBusy(true);
    const form = toProjectForm(values);
    (id ? api.update(id, form) : api.create(form)).then(
      () => {
        notifySuccess(t(id ? 'tableDemo.updated' : 'tableDemo.created'));
        onSaved();
      },
      (error: unknown) => {
        setBusy(false);
        setRefusal(refusalOf(error));
      },
    );
  };

  const text = (key: TextField) => (
    <FormField name={key} error={errors[key]}>
      <sl-input label={t(`tableDemo.fields.${key}`)} value={values[key]} onsl-input={(event: Event) => set(key, inputValue(event))} />
    </FormField>
  );

  return (
    <FormDialog title={t(id ? 'tableDemo.editTitle' : 'tableDemo.addTitle')} width={800} rules={rules} busy={busy} onConfirm={save} onClose={onClose}>
      {text('projectName')}
      {text('projectCode')}
      <FormField name="projectType" error={errors.projectType}>
        <TreeSelect label={t('tableDemo.fields.projectType')} nodes={types} value={values.projectType} invalid={!!errors.projectType} onChange={(value) => set('projectType', value)} />
      </FormField>
      {text('projectPhase')}
      {text('customerName')}
      {text('principal')}
      {text('jackStands')}
      <FormField name="interactionDate" error={errors.interactionDate}>
        <sl-input
          type="date"
          label={t('tableDemo.fields.interactionDate')}
          value={values.interactionDate}
          onsl-input={(event: Event) => set('interactionDate', inputValue(event))}
          onsl-change={(event: Event) => set('interactionDate', inputValue(event))}
        />
      </FormField>
      {AMOUNT_FIELDS.map((key) => (
        <FormField key={key} name={key} error={errors[key]}>
          <sl-input
            type="number"
            inputmode="decimal"
            min={0}
            step="0.01"
            label={t(`tableDemo.fields.${key}`)}
            value={values[key]}
            placeholder="0.00"
            onsl-input={(event: Event) => set(key, inputValue(event))}
          >
            <span slot="suffix">¥</span>
          </sl-input>
        </FormField>
      ))}
      {stored && (
        // What the user cannot change is shown, disabled, never as a blank.
        <>
          <FormField>
            <sl-input label={t('tableDemo.fields.registrant')} value={stored.registrant || '—'} disabled />
          </FormField>
          <FormField>
            <sl-input label={t('tableDemo.fields.registerDate')} value={formatDate(stored.registerDate) || '—'} disabled />
          </FormField>
        </>
      )}
      <FormField name="description" error={errors.description}>
        <sl-textarea
          rows={3}
          label={t('tableDemo.fields.description')}
          maxlength={DESCRIPTION_MAX}
          value={values.description}
          onsl-input={(event: Event) => set('description', inputValue(event))}
        />
      </FormField>
      {refusal && (
        // Not a field's message: focusFirstInvalid looks for those (role="alert" beside a control).
        <div className={styles.refusal}>
          <p role="alert">{t('tableDemo.saveFailed', { message: refusal })}</p>
        </div>
      )}
    </FormDialog>
  );
}
