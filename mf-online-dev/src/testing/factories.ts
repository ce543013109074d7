// Designed modules for tests, JNPF-shaped, built by overriding sensible defaults.
import { emptyColumnData, emptyFormData } from '../model/defaults';
import type { ColumnData, Field, FieldConfig, FormData, VisualDevRecord } from '../model/types';

let key = 1000;

export function field(jnpfKey: string, vModel: string | undefined, label: string, extra: Partial<Field> = {}, config: Partial<FieldConfig> = {}): Field {
  key += 1;
  return { ...(vModel ? { __vModel__: vModel } : {}), ...extra, __config__: { jnpfKey, label, renderKey: key, span: 24, ...config } };
}

export function subTable(vModel: string, label: string, columns: Field[], extra: Partial<Field> = {}): Field {
  return field('table', vModel, label, { addType: 0, ...extra }, { children: columns });
}

export function formData(fields: Field[], extra: Partial<FormData> = {}): FormData {
  return { ...emptyFormData(), ...extra, fields };
}

export function columnData(extra: Partial<ColumnData> = {}): ColumnData {
  return { ...emptyColumnData(), ...extra };
}

export function visualDev(overrides: Partial<VisualDevRecord> = {}): VisualDevRecord {
  return {
    id: 'vd1',
    fullName: '请假单',
    enCode: 'leave',
    category: 'c1',
    type: 1,
    state: 0,
    description: '',
    sortCode: 0,
    formData: JSON.stringify(emptyFormData()),
    columnData: JSON.stringify(emptyColumnData()),
    tables: '[]',
    dbLinkId: '0',
    creatorTime: 1_700_000_000_000,
    lastModifyTime: null,
    enabledMark: 1,
    ...overrides,
  };
}

/** The 请假单 of the e2e: text, number, date range, dictionary select, user picker, expenses with totals, a bill number, a calculated field. */
export function leaveForm(): Field[] {
  return [
    field('billRule', 'billNo', '单据编号', { readonly: true }, { billRule: 'leave' }),
    field('comInput', 'reason', '请假事由', {}, { required: true, regList: [{ pattern: '/^.{2,}$/', message: '事由至少2个字' }] }),
    field('numInput', 'days', '请假天数', { precision: 1 }, { required: true }),
    field('dateRange', 'period', '请假时间', {}, { required: true }),
    field('dicSelect', 'leaveType', '请假类型', {}, { dataType: 'dictionary', dictionaryType: 'LeaveType' }),
    field('userSelect', 'approver', '审批人', {}, { required: true }),
    subTable('expenses', '费用明细', [field('comInput', 'item', '项目', {}, { required: true }), field('numInput', 'amount', '金额', { precision: 2 })], { showSummary: true, summaryField: ['amount'] }),
    field('calculate', 'allowance', '补贴', { readonly: true }, { expression: 'days * 100 + expenses.amount' }),
    field('createUser', 'creator', '创建人员', { readonly: true }),
  ];
}
