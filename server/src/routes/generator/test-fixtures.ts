import type { FastifyInstance } from 'fastify';
import { call } from '../../testing';
import { BUSINESS_TYPE, field, type Field } from '../visualdev/test-fixtures';

// A model with every field kind the designer stores (and layout kinds around them), a sub-table of
// several kinds, static, dictionary and tree options, rules, ranges and formulas: what the code
// generator's tests generate and compile.

const levels = [{ id: '1', fullName: '普通' }, { id: '2', fullName: '紧急' }];
const tree = [{ id: 'a', fullName: '甲', children: [{ id: 'a1', fullName: '甲一' }] }, { id: 'b', fullName: '乙' }];

/** `related`: the id of an existing module the related-form field links to (it must exist when saved). */
export function richFields(child: string, related: string): Field[] {
  return [
    field('comInput', 'title', '标题', { required: true, regList: [{ pattern: '/^[^0-9]/', message: '标题不能以数字开头' }] }, { maxlength: 20 }),
    field('textarea', 'reason', '事由'),
    field('editor', 'body', '正文'),
    field('colorPicker', 'colour', '颜色'),
    field('time', 'at', '时间'),
    field('numInput', 'days', '天数', { required: true }, { min: 0.5, max: 30, precision: 1 }),
    field('amount', 'price', '金额', {}, { min: 0 }),
    field('rate', 'stars', '评分'),
    field('slider', 'progress', '进度', {}, { min: 0, max: 100 }),
    field('switch', 'urgent', '加急', {}, { activeTxt: '是', inactiveTxt: '否' }),
    field('date', 'startDate', '开始日期', { required: true }),
    field('dateRange', 'period', '请假期间'),
    field('timeRange', 'hours', '时段'),
    field('radio', 'level', '紧急程度', { dataType: 'static' }, { options: levels }),
    field('checkbox', 'tags', '标签', { dataType: 'static' }, { options: levels }),
    field('select', 'leaveType', '类型', { dataType: 'dictionary', dictionaryType: BUSINESS_TYPE }, { props: { label: 'fullName', value: 'enCode' } }),
    field('select', 'choices', '多选', { dataType: 'static' }, { options: levels, multiple: true }),
    field('dicSelect', 'business', '业务', { dataType: 'dictionary', dictionaryType: BUSINESS_TYPE }),
    field('treeSelect', 'node', '节点', { dataType: 'static' }, { options: tree }),
    field('cascader', 'path', '级联', { dataType: 'static' }, { options: tree }),
    field('uploadFz', 'files', '附件'),
    field('uploadImg', 'images', '图片'),
    field('userSelect', 'approver', '审批人', { required: true }),
    field('userSelect', 'watchers', '抄送', {}, { multiple: true }),
    field('usersSelect', 'members', '成员'),
    field('comSelect', 'company', '公司'),
    field('depSelect', 'dept', '部门'),
    field('posSelect', 'post', '岗位', {}, { multiple: true }),
    field('roleSelect', 'role', '角色'),
    field('groupSelect', 'team', '分组'),
    field('address', 'region', '地区'),
    field('popupSelect', 'popup', '弹窗选择'),
    field('popupTableSelect', 'popupTable', '下拉表格'),
    field('relationForm', 'related', '关联表单', {}, { modelId: related, relationField: 'title' }),
    field('billRule', 'code', '单号', { billRule: 'OrderNumber' }),
    field('row', null, '布局', {
      children: [
        field('card', null, '卡片', { children: [field('comInput', 'inCard', '卡片内')] }),
        field('divider', null, '分割线'),
        field('JNPFText', null, '文本'),
      ],
    }),
    field('table', 'lines', '明细', {
      tableName: child,
      children: [
        field('comInput', 'item', '项目', { required: true, regList: [{ pattern: '/^\\S+$/', message: '项目不能有空格' }] }),
        field('amount', 'amount', '金额', { required: true }, { min: 0 }),
        field('numInput', 'qty', '数量'),
        field('select', 'unit', '单位', { dataType: 'static' }, { options: levels }),
        field('date', 'day', '日期'),
        field('userSelect', 'owner', '负责人'),
        field('calculate', 'subtotal', '小计', { expression: 'amount * qty' }),
      ],
    }),
    field('calculate', 'total', '合计', { expression: 'lines.subtotal' }),
    field('createUser', 'creator', '创建人'),
    field('createTime', 'createdAt', '创建时间'),
    field('modifyUser', 'modifier', '修改人'),
    field('modifyTime', 'modifiedAt', '修改时间'),
    field('currOrganize', 'org', '所属组织'),
    field('currDept', 'ownDept', '所属部门'),
    field('currPosition', 'ownPost', '所属岗位'),
  ];
}

/** A module a rich module's related-form field can link to: created (not released) once per test app. */
export async function relatedModule(app: FastifyInstance, token: string): Promise<string> {
  const suffix = Math.floor(Math.random() * 1e9);
  const body = { fullName: '关联目标', enCode: `target${suffix}`, category: '人事', type: 1, formData: JSON.stringify({ fields: [field('comInput', 'title', '标题')] }), columnData: null, tables: JSON.stringify([{ table: `target_${suffix}`, typeId: '1', fields: [] }]) };
  const created = await call<{ id: string }>(app, 'POST', '/api/visualdev/Base', { token, body });
  if (created.code !== 200) throw new Error(`relatedModule: ${created.msg}`);
  return created.data.id;
}

/** The POST /api/visualdev/Base body of a rich module on tables of its own; `related` as richFields says. */
export function richModule(related: string, overrides: Record<string, unknown> = {}, fields?: Field[]): Record<string, unknown> {
  const suffix = Math.floor(Math.random() * 1e9);
  const main = `rich_${suffix}`;
  const child = `rich_line_${suffix}`;
  return {
    fullName: '综合单',
    enCode: `rich${suffix}`,
    category: '人事',
    type: 1,
    formData: JSON.stringify({ formRef: 'elForm', fields: fields ?? richFields(child, related) }),
    columnData: JSON.stringify({
      columnList: [
        { prop: 'title', label: '标题', sortable: true },
        { prop: 'days', label: '天数' },
        { prop: 'urgent', label: '加急' },
        { prop: 'level', label: '紧急程度' },
        { prop: 'leaveType', label: '类型' },
        { prop: 'approver', label: '审批人' },
        { prop: 'code', label: '单号' },
        { prop: 'total', label: '合计' },
        { prop: 'createdAt', label: '创建时间' },
        { prop: 'lines-amount', label: '明细金额' },
      ],
      searchList: [{ prop: 'title', label: '标题', searchType: 2 }],
      defaultSidx: 'createdAt',
      sort: 'desc',
      type: 1,
      btnsList: [{ value: 'add', label: '新增' }],
      columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }],
    }),
    tables: JSON.stringify([
      { table: main, typeId: '1', fields: [] },
      { table: child, typeId: '0', relationField: 'id', tableField: 'foreign_id', fields: [] },
    ]),
    ...overrides,
  };
}

/** The child table named in a rich module body's tables. */
export const childTableOf = (body: Record<string, unknown>): string => (JSON.parse(String(body.tables)) as { table: string }[])[1]?.table ?? '';
