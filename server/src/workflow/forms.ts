import type { Db } from '../db/connection';
import type { Lang } from '../i18n/messages';
import { badRequest } from '../plugins/errors';
import { Lookups } from '../visualdev/records/lookups';
import { checkRecord } from '../visualdev/records/validate';
import { findModule, releasedSelector } from '../visualdev/repository';
import { runtimeModule } from '../visualdev/runtime-model';
import type { CompiledField } from '../visualdev/model';

/** 1: a system form (built into the server); 2: a released online-development form (server/src/visualdev). */
export type FormType = 1 | 2;
export const FORM_TYPES: readonly FormType[] = [1, 2];

/** How conditions compare a field: numbers and dates by value, the rest as text. */
export type FieldKind = 'text' | 'number' | 'date' | 'select' | 'other';

export interface FlowFormField {
  vModel: string;
  label: string;
  jnpfKey: string;
  kind: FieldKind;
  required: boolean;
  options?: readonly { id: string; fullName: string }[];
  min?: number;
  max?: number;
  maxlength?: number;
}

export interface FlowForm {
  id: string;
  fullName: string;
  enCode: string;
  formType: FormType;
  fields: readonly FlowFormField[];
}

export type FormData = Record<string, unknown>;

const option = (name: string) => ({ id: name, fullName: name });

/** The system forms a flow may be bound to without online development. */
export const SYSTEM_FORMS: readonly FlowForm[] = [
  {
    id: 'leaveApply',
    fullName: '请假申请',
    enCode: 'leaveApply',
    formType: 1,
    fields: [
      { vModel: 'leaveType', label: '请假类型', jnpfKey: 'select', kind: 'select', required: true, options: ['事假', '病假', '年假', '调休', '婚假', '产假', '其他'].map(option) },
      { vModel: 'startTime', label: '开始时间', jnpfKey: 'date', kind: 'date', required: true },
      { vModel: 'endTime', label: '结束时间', jnpfKey: 'date', kind: 'date', required: true },
      { vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true, min: 0.5, max: 365 },
      { vModel: 'leaveReason', label: '请假事由', jnpfKey: 'textarea', kind: 'text', required: true, maxlength: 500 },
    ],
  },
  {
    id: 'generalApply',
    fullName: '通用审批',
    enCode: 'generalApply',
    formType: 1,
    fields: [
      { vModel: 'title', label: '申请标题', jnpfKey: 'comInput', kind: 'text', required: true, maxlength: 100 },
      { vModel: 'amount', label: '金额', jnpfKey: 'numInput', kind: 'number', required: false, min: 0, max: 1e12 },
      { vModel: 'content', label: '申请内容', jnpfKey: 'textarea', kind: 'text', required: true, maxlength: 2000 },
    ],
  },
];

function kindOf(field: CompiledField): FieldKind {
  if (field.shape === 'number' || field.shape === 'integer') return 'number';
  if (field.shape === 'datetime') return 'date';
  if (field.options !== null) return 'select';
  if (field.shape === 'text') return 'text';
  return 'other';
}

/** The online-development form (a released module) as a flow sees it: its main table's fields. */
function onlineForm(db: Db, id: string): FlowForm | undefined {
  if (!findModule(db, id)) return undefined;
  let runtime;
  try {
    runtime = runtimeModule(db, id, () => true);
  } catch {
    return undefined;
  }
  return {
    id,
    fullName: runtime.released.fullName,
    enCode: runtime.released.enCode,
    formType: 2,
    fields: runtime.model.main.fields
      .filter((field) => field.fill === null)
      .map((field) => ({
        vModel: field.vModel,
        label: field.label,
        jnpfKey: field.jnpfKey,
        kind: kindOf(field),
        required: field.required,
        ...(field.min !== null ? { min: field.min } : {}),
        ...(field.max !== null ? { max: field.max } : {}),
        ...(field.maxlength !== null ? { maxlength: field.maxlength } : {}),
      })),
  };
}

/** The form a flow is bound to; undefined when it does not exist (or, online, is not released). */
export function findForm(db: Db, formType: number, formId: string): FlowForm | undefined {
  if (formType === 1) return SYSTEM_FORMS.find((form) => form.id === formId);
  if (formType === 2) return onlineForm(db, formId);
  return undefined;
}

/** Every form a flow may be bound to: the system forms, then the released online forms. */
export function bindableForms(db: Db): { id: string; fullName: string; enCode: string; formType: FormType }[] {
  return [
    ...SYSTEM_FORMS.map(({ id, fullName, enCode, formType }) => ({ id, fullName, enCode, formType })),
    ...releasedSelector(db).map((row) => ({ id: row.id, fullName: row.fullName, enCode: row.enCode, formType: 2 as const })),
  ];
}

const blank = (value: unknown): boolean => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** A system form's data checked field by field; unknown keys are dropped. */
function checkSystemData(form: FlowForm, data: FormData): FormData {
  const checked: FormData = {};
  for (const field of form.fields) {
    const value = data[field.vModel];
    if (blank(value)) {
      if (field.required) throw badRequest('flowFieldRequired', { field: field.label });
      checked[field.vModel] = null;
      continue;
    }
    if (field.kind === 'number') {
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number)) throw badRequest('flowFieldNumber', { field: field.label });
      if ((field.min !== undefined && number < field.min) || (field.max !== undefined && number > field.max)) {
        throw badRequest('flowFieldRange', { field: field.label, min: field.min ?? '-∞', max: field.max ?? '∞' });
      }
      checked[field.vModel] = number;
    } else if (field.kind === 'date') {
      const time = typeof value === 'number' ? value : typeof value === 'string' ? Date.parse(value) : NaN;
      if (!Number.isFinite(time)) throw badRequest('flowFieldDate', { field: field.label });
      checked[field.vModel] = time;
    } else {
      if (typeof value !== 'string') throw badRequest('flowFieldText', { field: field.label });
      if (field.maxlength !== undefined && value.length > field.maxlength) throw badRequest('flowFieldTooLong', { field: field.label, max: field.maxlength });
      if (field.options && !field.options.some((item) => item.id === value)) throw badRequest('flowFieldOption', { field: field.label });
      checked[field.vModel] = value;
    }
  }
  return checked;
}

/**
 * The form data checked with the form's own rules (required, numbers, options, patterns of an
 * online form's fields): a value that fails answers 400 with the rule's message. Drafts skip the
 * required checks only.
 */
export function checkFormData(db: Db, form: FlowForm, data: unknown, lang: Lang, draft: boolean): FormData {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) throw badRequest('flowFormDataInvalid');
  const record = data as FormData;
  if (form.formType === 1) {
    if (!draft) return checkSystemData(form, record);
    const relaxed: FlowForm = { ...form, fields: form.fields.map((field) => ({ ...field, required: false })) };
    return checkSystemData(relaxed, record);
  }
  const runtime = runtimeModule(db, form.id, () => true);
  if (draft) {
    // A draft keeps what was typed, limited to the form's own keys.
    const keep: FormData = {};
    for (const field of form.fields) if (field.vModel in record) keep[field.vModel] = record[field.vModel];
    return keep;
  }
  const checked = checkRecord(runtime.model, record, { lookups: new Lookups(db), lang, writable: 'all' });
  const result: FormData = { ...checked.main };
  for (const [table, rows] of checked.children) if (table.key) result[table.key] = rows.map((row) => row.values);
  return result;
}

/** { label: value } of the form's fields, for message bodies and /workFlowDetail. */
export function labelledData(form: FlowForm | undefined, data: FormData): Record<string, unknown> {
  if (!form) return data;
  const labelled: Record<string, unknown> = {};
  for (const field of form.fields) {
    const value = data[field.vModel];
    if (value === undefined || value === null) continue;
    labelled[field.label] = field.kind === 'date' && typeof value === 'number' ? new Date(value).toISOString().slice(0, 10) : value;
  }
  return labelled;
}
