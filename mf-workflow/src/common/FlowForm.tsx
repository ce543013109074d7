// A minimal renderer of a flow's form fields (formData.fields): text, multi-line text, number,
// date, select and user. Each field may be hidden, read-only or writable, and required, per the
// node's field rights (formOperates). mf-online-dev's runtime renderer is another module's
// code (MFs never import each other) and no shared module offers one yet.
import { useTranslation } from 'react-i18next';
import { UserSelect, type UserSelectProps } from '@atrium/ui';
import type { ComponentType } from 'react';
import { WORKFLOW_NS } from '../i18n';
import type { FlowFormField } from '../api';
import sheet from './common.module.css';

const styles = sheet.locals;

export type FormValues = Record<string, unknown>;

/** What a node lets the user do with a field. */
export interface FieldRight {
  read: boolean;
  write: boolean;
  required: boolean;
}

export type FieldRights = Record<string, FieldRight>;

/** Field rights by vModel from JNPF's formOperates; a field not listed is readable and, when `editable`, writable. */
export function rightsOf(fields: readonly FlowFormField[], operates: readonly { id: string; read: boolean; write: boolean; required?: boolean }[] | undefined, editable: boolean): FieldRights {
  const listed = new Map((operates ?? []).map((operate) => [operate.id, operate]));
  return Object.fromEntries(
    fields.map((field) => {
      const operate = listed.get(field.vModel);
      if (!operate) return [field.vModel, { read: true, write: editable, required: editable && Boolean(field.required) }];
      return [field.vModel, { read: operate.read || operate.write, write: editable && operate.write, required: editable && operate.write && Boolean(operate.required ?? field.required) }];
    }),
  );
}

/** Reads fields out of formData / flowFormInfo (a JSON string or an object with `fields`). */
export function fieldsOf(formData: unknown): FlowFormField[] {
  let value = formData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  const fields = (value as { fields?: unknown } | null)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter((field): field is FlowFormField => typeof field === 'object' && field !== null && typeof (field as FlowFormField).vModel === 'string' && (field as FlowFormField).vModel !== '');
}

/** Values of a stored JSON string (task data) or object. */
export function valuesOf(data: unknown): FormValues {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as FormValues) : {};
}

/** The control a field gets, from JNPF's jnpfKey and the engine's kind. */
export function controlOf(field: FlowFormField): 'textarea' | 'number' | 'date' | 'select' | 'user' | 'input' {
  if (field.jnpfKey === 'textarea') return 'textarea';
  if (field.kind === 'number' || field.jnpfKey === 'numInput' || field.jnpfKey === 'number') return 'number';
  if (field.kind === 'date' || field.jnpfKey === 'date') return 'date';
  if (field.jnpfKey === 'userSelect' || field.jnpfKey === 'user') return 'user';
  if ((field.options?.length ?? 0) > 0 || field.jnpfKey === 'select') return 'select';
  return 'input';
}

const isEmpty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Required writable fields left empty and numbers that are not numbers: { vModel: message }. */
export function validateValues(fields: readonly FlowFormField[], rights: FieldRights, values: FormValues, t: (key: string, params?: Record<string, unknown>) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const right = rights[field.vModel];
    if (!right?.write) continue;
    const value = values[field.vModel];
    if (right.required && isEmpty(value)) errors[field.vModel] = t('form.required', { label: field.label });
    else if (controlOf(field) === 'number' && !isEmpty(value) && !Number.isFinite(Number(value))) errors[field.vModel] = t('form.notNumber', { label: field.label });
    else if (controlOf(field) === 'number' && !isEmpty(value) && ((field.min !== undefined && Number(value) < field.min) || (field.max !== undefined && Number(value) > field.max))) {
      errors[field.vModel] = t('form.outOfRange', { label: field.label, min: field.min ?? '—', max: field.max ?? '—' });
    } else if (field.maxlength !== undefined && typeof value === 'string' && value.length > field.maxlength) errors[field.vModel] = t('form.tooLong', { label: field.label, max: field.maxlength });
  }
  return errors;
}

interface Props {
  fields: readonly FlowFormField[];
  rights: FieldRights;
  values: FormValues;
  errors?: Record<string, string>;
  onChange: (vModel: string, value: unknown) => void;
  /** The user field's picker (tests pass a stand-in). */
  userSelect?: ComponentType<UserSelectProps>;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : Array.isArray(value) ? value.join(',') : String(value));

export function FlowForm({ fields, rights, values, errors = {}, onChange, userSelect: Users = UserSelect }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const shown = fields.filter((field) => rights[field.vModel]?.read);
  if (shown.length === 0) return <p className={styles.muted}>{t('form.noFields')}</p>;
  return (
    <div data-flow-form="">
      {shown.map((field) => {
        const right = rights[field.vModel] as FieldRight;
        const value = values[field.vModel];
        const error = errors[field.vModel];
        const common = {
          label: field.label,
          required: right.required,
          disabled: !right.write,
          'data-form-field': field.vModel,
        };
        const change = (event: Event) => onChange(field.vModel, (event.target as HTMLInputElement).value);
        let control;
        switch (controlOf(field)) {
          case 'textarea':
            control = <sl-textarea {...common} rows={3} maxlength={field.maxlength} value={text(value)} onsl-input={change} />;
            break;
          case 'number':
            control = <sl-input {...common} type="number" min={field.min} max={field.max} value={text(value)} onsl-input={(event: Event) => {
              const raw = (event.target as HTMLInputElement).value;
              onChange(field.vModel, raw === '' ? '' : Number(raw));
            }} />;
            break;
          case 'date':
            control = <sl-input {...common} type="date" value={text(value)} onsl-change={change} />;
            break;
          case 'select':
            control = (
              <sl-select {...common} placeholder={t('form.choose')} value={text(value)} hoist onsl-change={change}>
                {(field.options ?? []).map((option) => <sl-option key={option.id} value={option.id}>{option.fullName}</sl-option>)}
              </sl-select>
            );
            break;
          case 'user':
            control = (
              <Users label={field.label} required={right.required} disabled={!right.write} invalid={Boolean(error)}
                value={text(value) ? [text(value)] : []} onChange={(ids) => onChange(field.vModel, ids[0] ?? '')} />
            );
            break;
          default:
            control = <sl-input {...common} maxlength={field.maxlength} value={text(value)} onsl-input={change} />;
        }
        return (
          <div key={field.vModel} style={{ marginBottom: 12 }}>
            {control}
            {error && <div role="alert" className={styles.error}>{error}</div>}
          </div>
        );
      })}
    </div>
  );
}
