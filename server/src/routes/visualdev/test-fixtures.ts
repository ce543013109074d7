import type { FastifyInstance } from 'fastify';
import { dictionaryTypeId } from '../../db/seed/dictionaries';
import { call } from '../../testing';

// A 请假单 as the form designer saves it (JNPF's formData / columnData / tables), for the visualdev
// tests: text with a rule, number with a range, date and date range, a dictionary select, static
// radio options, a user picker, a bill number, a sub-table of expenses with a row formula, and
// main-form formulas over the sub-table's sum.

export type Field = Record<string, unknown> & { __config__: Record<string, unknown> };

export const field = (jnpfKey: string, vModel: string | null, label: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Field => ({
  ...(vModel === null ? {} : { __vModel__: vModel }),
  ...extra,
  __config__: { jnpfKey, label, renderKey: Math.floor(Math.random() * 1e9), span: 24, ...config },
});

export const BUSINESS_TYPE = dictionaryTypeId('BusinessType');

export function leaveFields(): Field[] {
  return [
    field('comInput', 'title', '标题', { required: true, regList: [{ pattern: '/^[^0-9]/', message: '标题不能以数字开头' }] }, { maxlength: 20 }),
    field('numInput', 'days', '天数', { required: true }, { min: 0.5, max: 30, precision: 1 }),
    field('date', 'startDate', '开始日期'),
    field('dateRange', 'period', '请假期间'),
    field('select', 'leaveType', '类型', { dataType: 'dictionary', dictionaryType: BUSINESS_TYPE }, { props: { label: 'fullName', value: 'enCode' } }),
    field('radio', 'level', '紧急程度', { dataType: 'static' }, { options: [{ id: '1', fullName: '普通' }, { id: '2', fullName: '紧急' }] }),
    field('userSelect', 'approver', '审批人'),
    field('billRule', 'code', '单号', { billRule: 'OrderNumber' }),
    field('row', null, '布局', { children: [field('textarea', 'reason', '事由')] }),
    field('table', 'tableField101', '费用明细', {
      tableName: 'leave_expense',
      children: [
        field('comInput', 'item', '项目', { required: true }),
        field('amount', 'amount', '金额', { required: true }, { min: 0 }),
        field('numInput', 'qty', '数量'),
        field('calculate', 'subtotal', '小计', { expression: 'amount * qty' }),
      ],
    }),
    field('calculate', 'total', '合计', { expression: 'tableField101.subtotal' }),
    field('calculate', 'allowance', '补贴', { expression: 'ROUND(total / days, 2) + 1' }),
    field('createUser', 'creator', '创建人'),
    field('createTime', 'createdAt', '创建时间'),
  ];
}

export const leaveTables = (main = 'leave_form', child = 'leave_expense') => JSON.stringify([
  { table: main, typeId: '1', fields: [{ field: 'id', dataType: 'varchar', primaryKey: true }, { field: 'title', fieldName: '标题', dataType: 'varchar', dataLength: '50' }] },
  { table: child, typeId: '0', relationField: 'id', tableField: 'foreign_id', fields: [] },
]);

export const leaveColumns = () => JSON.stringify({
  columnList: [
    { prop: 'title', label: '标题', sortable: true },
    { prop: 'days', label: '天数', sortable: true },
    { prop: 'leaveType', label: '类型' },
    { prop: 'level', label: '紧急程度' },
    { prop: 'approver', label: '审批人' },
    { prop: 'code', label: '单号' },
    { prop: 'total', label: '合计', sortable: true },
    { prop: 'createdAt', label: '创建时间' },
  ],
  searchList: [
    { prop: 'title', label: '标题', searchType: 2 },
    { prop: 'level', label: '紧急程度', searchType: 1 },
    { prop: 'days', label: '天数', searchType: 3 },
    { prop: 'leaveType', label: '类型', searchType: 1 },
  ],
  defaultSidx: '',
  sort: 'desc',
  hasPage: true,
  pageSize: 20,
  // The left tree filters on the approver (a user id), sent in the same json as the search form.
  type: 2,
  treeDataSource: 'organize',
  treeRelation: 'approver',
  btnsList: [{ value: 'add', label: '新增' }, { value: 'download', label: '导出' }, { value: 'batchRemove', label: '批量删除' }],
  columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }],
});

export function leaveModule(overrides: Record<string, unknown> = {}, fields: Field[] = leaveFields()): Record<string, unknown> {
  return {
    fullName: '请假单',
    enCode: `leave${Math.floor(Math.random() * 1e9)}`,
    category: '人事',
    type: 1,
    formData: JSON.stringify({ formRef: 'elForm', labelWidth: 100, labelPosition: 'right', gutter: 15, formBtns: false, fields }),
    columnData: leaveColumns(),
    tables: leaveTables(),
    ...overrides,
  };
}

const BASE = '/api/visualdev/Base';

/** Creates and releases a module; returns its id and menu id. */
export async function releasedModule(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<{ id: string; menuId: string; enCode: string }> {
  const created = await call<{ id: string }>(app, 'POST', BASE, { token, body });
  if (created.code !== 200) throw new Error(`create failed: ${created.msg}`);
  const released = await call<{ menuId: string }>(app, 'POST', `${BASE}/${created.data.id}/Actions/Release`, { token, body: {} });
  if (released.code !== 200) throw new Error(`release failed: ${released.msg}`);
  return { id: created.data.id, menuId: released.data.menuId, enCode: String(body.enCode) };
}

export const formDataOf = (fields: Field[]): string => JSON.stringify({ formRef: 'elForm', fields });

/** A released leave module on tables of its own, so its records are only the caller's. */
export async function freshLeave(app: FastifyInstance, token: string): Promise<{ id: string; menuId: string; enCode: string }> {
  const suffix = Math.floor(Math.random() * 1e9);
  const body = leaveModule({ tables: leaveTables(`lf_${suffix}`, `le_${suffix}`) });
  const form = JSON.parse(String(body.formData)) as { fields: { __vModel__?: string; __config__: Record<string, unknown> }[] };
  for (const item of form.fields) if (item.__vModel__ === 'tableField101') item.__config__ = { ...item.__config__, tableName: `le_${suffix}` };
  return releasedModule(app, token, { ...body, formData: JSON.stringify(form) });
}
