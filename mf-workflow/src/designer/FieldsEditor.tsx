// The flow's own form fields (formType 1): code, label, kind, required, select options.
import { useTranslation } from 'react-i18next';
import { WORKFLOW_NS } from '../i18n';
import type { FlowFormField } from '../api';
import sheet from './designer.module.css';

const styles = sheet.locals;

export const FIELD_KINDS = ['input', 'textarea', 'number', 'date', 'select', 'user'] as const;
const CODE = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Field problems by index: a bad or repeated code, a missing label. */
export function fieldIssues(fields: readonly FlowFormField[], t: (key: string, params?: Record<string, unknown>) => string): Record<number, string> {
  const issues: Record<number, string> = {};
  const seen = new Set<string>();
  fields.forEach((field, index) => {
    if (!CODE.test(field.vModel)) issues[index] = t('fields.vModelInvalid');
    else if (seen.has(field.vModel)) issues[index] = t('fields.vModelDuplicate', { name: field.vModel });
    else if (field.label.trim() === '') issues[index] = t('fields.labelRequired');
    seen.add(field.vModel);
  });
  return issues;
}

interface Props {
  fields: FlowFormField[];
  onChange: (fields: FlowFormField[]) => void;
  issues: Record<number, string>;
}

const valueOf = (event: Event) => (event.target as HTMLInputElement).value;

export function FieldsEditor({ fields, onChange, issues }: Props) {
  const { t } = useTranslation(WORKFLOW_NS);
  const patch = (index: number, change: Partial<FlowFormField>) => onChange(fields.map((field, at) => (at === index ? { ...field, ...change } : field)));
  return (
    <div className={styles.stack}>
      {fields.length === 0 && <p>{t('fields.empty')}</p>}
      {fields.map((field, index) => (
        <div key={index}>
          <div className={styles.fieldRow}>
            <sl-input size="small" label={t('fields.vModel')} required value={field.vModel} data-field-code={index} onsl-input={(event: Event) => patch(index, { vModel: valueOf(event).trim() })} />
            <sl-input size="small" label={t('fields.label')} required value={field.label} onsl-input={(event: Event) => patch(index, { label: valueOf(event) })} />
            <sl-select size="small" label={t('fields.jnpfKey')} value={field.jnpfKey} hoist onsl-change={(event: Event) => patch(index, { jnpfKey: valueOf(event) })}>
              {FIELD_KINDS.map((kind) => <sl-option key={kind} value={kind}>{t(`fields.kinds.${kind}`)}</sl-option>)}
            </sl-select>
            <sl-checkbox size="small" checked={Boolean(field.required)} onsl-change={(event: Event) => patch(index, { required: (event.target as HTMLInputElement).checked })}>{t('fields.required')}</sl-checkbox>
            <sl-icon-button name="trash" label={t('fields.remove', { name: field.label || field.vModel })} onClick={() => onChange(fields.filter((_, at) => at !== index))} />
          </div>
          {field.jnpfKey === 'select' && (
            <sl-textarea size="small" rows={2} label={t('fields.options')} value={(field.options ?? []).map((option) => option.fullName).join('\n')}
              onsl-change={(event: Event) => patch(index, { options: valueOf(event).split('\n').map((line) => line.trim()).filter(Boolean).map((name) => ({ id: name, fullName: name })) })} />
          )}
          {issues[index] && <div role="alert" style={{ color: 'var(--sl-color-danger-600)', fontSize: 12 }}>{issues[index]}</div>}
        </div>
      ))}
      <div>
        <sl-button size="small" onClick={() => onChange([...fields, { vModel: `field${fields.length + 1}`, label: '', jnpfKey: 'input', required: false }])}>
          <sl-icon slot="prefix" name="plus-lg" />
          {t('fields.add')}
        </sl-button>
      </div>
    </div>
  );
}
