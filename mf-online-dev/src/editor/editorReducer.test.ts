import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import type { Field, ModelTable } from '../model/types';
import { field, formData, visualDev } from '../testing/factories';
import { editorReducer, initialEditorState, toVisualDevForm, type EditorAction, type EditorState } from './editorReducer';
import { findField } from './fieldTree';
import { validateModel } from './validateModel';

beforeAll(async () => {
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) => actions.reduce(editorReducer, state);
const names = (fields: readonly Field[]) => fields.map((item) => item.__vModel__);
const loaded = (fields: Field[], extra = {}) => run([{ type: 'load', record: visualDev({ formData: JSON.stringify(formData(fields)), ...extra }) }]);

describe('editorReducer', () => {
  it('loads a record: info, parsed form and list, keys after the largest in use, not dirty', () => {
    const state = loaded([field('comInput', 'title', '标题', {}, { renderKey: 250 })], { columnData: JSON.stringify({ columnList: [{ prop: 'title', label: '标题' }], pageSize: 50 }) });
    expect(state.info).toMatchObject({ fullName: '请假单', enCode: 'leave', category: 'c1' });
    expect(names(state.formData.fields)).toEqual(['title']);
    expect(state.columnData).toMatchObject({ pageSize: 50, columnList: [{ prop: 'title' }], popupType: 'general', hasPage: true });
    expect(state.nextKey).toBe(251);
    expect(state.dirty).toBe(false);
  });

  it('a broken formData loads as an empty form with one warning, never a crash', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = run([{ type: 'load', record: visualDev({ formData: '{not json' }) }]);
    expect(state.formData.fields).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('adds fields with JNPF names, selects the new one and lists it as a column', () => {
    const state = run([
      { type: 'addField', kind: 'comInput', label: '事由' },
      { type: 'addField', kind: 'numInput', label: '天数' },
      { type: 'addField', kind: 'table', label: '费用' },
    ]);
    expect(names(state.formData.fields)).toEqual(['comInput100', 'numInput101', 'tableField102']);
    expect(state.selected).toBe(102);
    expect(state.nextKey).toBe(103);
    expect(state.dirty).toBe(true);
    // A sub-table is not a list column.
    expect(state.columnData.columnList.map((column) => column.prop)).toEqual(['comInput100', 'numInput101']);
  });

  it('adds columns only into a sub-table, never a sub-table into a sub-table', () => {
    let state = run([{ type: 'addField', kind: 'table', label: '费用' }]);
    state = run([{ type: 'addField', kind: 'numInput', label: '金额', parent: 100 }], state);
    const table = findField(state.formData.fields, 100)!;
    expect(names(table.__config__.children!)).toEqual(['numInput101']);
    expect(state.columnData.columnList).toEqual([]); // a child table's column is not a list column
    expect(run([{ type: 'addField', kind: 'table', label: 'x', parent: 100 }], state)).toBe(state);
    expect(run([{ type: 'addField', kind: 'comInput', label: 'x', parent: 101 }], state)).toBe(state); // not a container
  });

  it('renames a field everywhere the list names it, and re-labels its column', () => {
    let state = run([
      { type: 'addField', kind: 'comInput', label: '事由' },
      { type: 'toggleSearch', prop: 'comInput100', on: true },
      { type: 'setColumnData', patch: { defaultSidx: 'comInput100' } },
    ]);
    state = run([{ type: 'updateField', key: 100, patch: { __vModel__: 'reason' }, config: { label: '请假事由' } }], state);
    expect(state.columnData.columnList).toMatchObject([{ prop: 'reason', label: '请假事由' }]);
    expect(state.columnData.searchList).toMatchObject([{ prop: 'reason', label: '请假事由', searchType: 2 }]);
    expect(state.columnData.defaultSidx).toBe('reason');
  });

  it('removes a field and every list setting that named it; a removed sub-table column leaves the summary', () => {
    let state = run([
      { type: 'addField', kind: 'numInput', label: '天数' },
      { type: 'toggleSearch', prop: 'numInput100', on: true },
      { type: 'setColumnData', patch: { defaultSidx: 'numInput100', summaryField: ['numInput100'] } },
      { type: 'addField', kind: 'table', label: '费用' },
      { type: 'addField', kind: 'numInput', label: '金额', parent: 101 },
      { type: 'updateField', key: 101, patch: { showSummary: true, summaryField: ['numInput102'] } },
      { type: 'select', key: 100 },
    ]);
    state = run([{ type: 'removeField', key: 100 }], state);
    expect(state.columnData).toMatchObject({ columnList: [], searchList: [], defaultSidx: '', summaryField: [] });
    expect(state.selected).toBeNull();
    state = run([{ type: 'updateField', key: 102, patch: { __vModel__: 'amount' } }], state);
    expect(findField(state.formData.fields, 101)!.summaryField).toEqual(['amount']);
    state = run([{ type: 'removeField', key: 102 }], state);
    expect(findField(state.formData.fields, 101)!.summaryField).toEqual([]);
  });

  it('moves fields within their own list; the ends stay put', () => {
    let state = run(['a', 'b', 'c'].map((label) => ({ type: 'addField', kind: 'comInput', label }) as EditorAction));
    state = run([{ type: 'moveField', key: 102, delta: -1 }], state);
    expect(state.formData.fields.map((item) => item.__config__.label)).toEqual(['a', 'c', 'b']);
    state = run([{ type: 'moveField', key: 100, delta: -1 }], state);
    expect(state.formData.fields.map((item) => item.__config__.label)).toEqual(['a', 'c', 'b']);
    state = run([{ type: 'moveFieldTo', key: 100, index: 9 }], state);
    expect(state.formData.fields.map((item) => item.__config__.label)).toEqual(['c', 'b', 'a']);
    expect(run([{ type: 'moveField', key: 999, delta: 1 }], state)).toBe(state);
  });

  it('toggles list columns, search items (with a type by kind) and buttons', () => {
    let state = run([
      { type: 'addField', kind: 'date', label: '日期' },
      { type: 'toggleColumn', prop: 'date100', on: false },
      { type: 'toggleSearch', prop: 'date100', on: true },
      { type: 'toggleButton', list: 'btnsList', button: { value: 'add', label: '新增' }, on: false },
    ]);
    expect(state.columnData.columnList).toEqual([]);
    expect(state.columnData.searchList).toEqual([{ prop: 'date100', label: '日期', jnpfKey: 'date', searchType: 3 }]);
    expect(state.columnData.btnsList.map((button) => button.value)).toEqual(['batchRemove', 'download']);
    state = run([{ type: 'toggleColumn', prop: 'date100', on: true }, { type: 'toggleSearch', prop: 'date100', on: true, searchType: 1 }], state);
    expect(state.columnData.columnList.map((column) => column.prop)).toEqual(['date100']);
    expect(state.columnData.searchList[0]?.searchType).toBe(1);
    expect(run([{ type: 'toggleColumn', prop: 'nope', on: true }], state)).toBe(state);
  });

  it('never changes the state it was given', () => {
    const before = run([{ type: 'addField', kind: 'table', label: '费用' }, { type: 'addField', kind: 'numInput', label: '金额', parent: 100 }]);
    const snapshot = JSON.stringify(before);
    run([{ type: 'updateField', key: 101, config: { label: 'x' } }, { type: 'removeField', key: 101 }, { type: 'moveField', key: 100, delta: 1 }], before);
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('toVisualDevForm', () => {
  it('sends JSON strings with table names filled in and the tables derived (main and child; column types left to the server)', () => {
    const state = run([
      { type: 'setInfo', patch: { fullName: '请假单', enCode: 'leaveForm' } },
      { type: 'addField', kind: 'comInput', label: '事由' },
      { type: 'addField', kind: 'table', label: '费用' },
      { type: 'addField', kind: 'numInput', label: '金额', parent: 101 },
    ]);
    const form = toVisualDevForm(state);
    expect(form).toMatchObject({ fullName: '请假单', enCode: 'leaveForm', dbLinkId: '0', type: 1 });
    const saved = JSON.parse(form.formData) as { fields: Field[] };
    expect(saved.fields[0]!.__config__.tableName).toBe('od_leave_form');
    expect(saved.fields[1]!.__config__.tableName).toBe('od_leave_form_table_field101');
    expect(saved.fields[1]!.__config__.children![0]!.__config__.tableName).toBe('od_leave_form_table_field101');
    const tables = JSON.parse(form.tables) as ModelTable[];
    expect(tables.map((table) => [table.table, table.typeId, table.tableField, table.fields.map((column) => column.field)])).toEqual([
      ['od_leave_form', '1', '', ['id']],
      ['od_leave_form_table_field101', '0', 'foreign_id', ['id']],
    ]);
    expect(JSON.parse(form.columnData)).toMatchObject({ columnList: [{ prop: 'comInput100' }] });
  });

  it('keeps the table names a released module already has, and the column types it declares for fields still there', () => {
    const declared = [
      {
        table: 'legacy_main',
        typeId: '1',
        relationField: '',
        tableField: '',
        fields: [
          { field: 'id', fieldName: 'id', dataType: 'varchar', dataLength: 50, allowNull: 0, primaryKey: 1 },
          { field: 'title', fieldName: '标题', dataType: 'text', dataLength: 0, allowNull: 1, primaryKey: 0 },
          { field: 'gone', fieldName: '已删', dataType: 'int', dataLength: 0, allowNull: 1, primaryKey: 0 },
        ],
      },
    ];
    const state = loaded([field('comInput', 'title', '标题', {}, { tableName: 'legacy_main' })], { tables: JSON.stringify(declared) });
    const form = toVisualDevForm({ ...state, info: { ...state.info, enCode: 'renamed' } });
    const [main] = JSON.parse(form.tables) as ModelTable[];
    expect(main!.table).toBe('legacy_main');
    expect(main!.fields.map((column) => `${column.field}:${column.dataType}`)).toEqual(['id:varchar', 'title:text']);
  });

  it('derives table names that fit the server’s identifier rules from any code', () => {
    const state = run([{ type: 'setInfo', patch: { enCode: 'HR.leave.Annual2024.requestWithAVeryLongCodeIndeed' } }, { type: 'addField', kind: 'table', label: '明细' }, { type: 'addField', kind: 'comInput', label: 'x', parent: 100 }]);
    const tables = JSON.parse(toVisualDevForm(state).tables) as ModelTable[];
    for (const { table } of tables) expect(table).toMatch(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/);
    expect(tables.every(({ table }) => table.length <= 50)).toBe(true);
    expect(tables[0]!.table.length).toBeLessThanOrEqual(30);
  });
});

describe('validateModel', () => {
  const messages = (state: EditorState) => validateModel(state).map((problem) => problem.message);

  it('accepts a good model', () => {
    const state = run([{ type: 'setInfo', patch: { fullName: '请假单', enCode: 'leave' } }, { type: 'addField', kind: 'comInput', label: '事由' }]);
    expect(validateModel(state)).toEqual([]);
  });

  it('refuses missing and malformed names, reserved and duplicate field names', () => {
    const state = loaded(
      [
        field('comInput', '1abc', '甲'),
        field('comInput', 'creator_time', '乙'),
        field('comInput', 'same', '丙'),
        field('numInput', 'Same', '丁'),
        field('comInput', '', '戊'),
        field('comInput', 'ok', ''),
      ],
      { fullName: '', enCode: '.bad' },
    );
    expect(messages(state)).toEqual([
      '请输入名称',
      '编码只能输入英文、数字和小数点且小数点不能放在首尾',
      '「甲」的字段名 1abc 须以字母开头，只能包含字母、数字和下划线',
      '「乙」的字段名 creator_time 是系统保留字段，请换一个',
      '「丁」与「丙」的字段名 Same 重复',
      '「戊」缺少字段名',
      '字段 ok 缺少标题',
    ]);
  });

  it('refuses a sub-table inside a sub-table, a dictionary select without a dictionary and a bill number without a rule', () => {
    const inner = field('table', 'inner', '内表', {}, { children: [] });
    const state = loaded([field('table', 'outer', '外表', {}, { children: [inner] }), field('dicSelect', 'kind', '类型'), field('billRule', 'no', '编号')]);
    expect(messages(state)).toEqual(['「内表」：子表中不能再放子表', '「类型」请选择数据字典', '「编号」请选择单据规则']);
    expect(validateModel(state)[0]!.key).toBe(inner.__config__.renderKey);
    expect(messages(loaded([field('table', 'rows', '明细', {}, { children: [] })]))).toEqual(['「明细」还没有列：请至少添加一列']);
    expect(messages(loaded([field('comInput', 'a__b', '双下划线')]))).toEqual(['「双下划线」的字段名 a__b 须以字母开头，只能包含字母、数字和下划线']);
  });

  it('refuses formulas that read unknown fields or loop, in the form and in a sub-table row', () => {
    const state = loaded([
      field('numInput', 'days', '天数'),
      field('calculate', 'a', '甲', {}, { expression: 'days + nope' }),
      field('calculate', 'b', '乙', {}, { expression: 'c * 2' }),
      field('calculate', 'c', '丙', {}, { expression: 'b + days' }),
      field('calculate', 'd', '丁', {}, { expression: 'days * (2' }),
      field('table', 'rows', '明细', {}, { children: [field('numInput', 'qty', '数量'), field('calculate', 'sum', '小计', {}, { expression: 'qty * price + rows.qty * days' })] }),
      field('calculate', 'e', '戊', {}, { expression: 'SUM(rows.qty) + days' }),
      field('comInput', 'note', '备注'),
      field('calculate', 'f', '己', {}, { expression: 'note * 2' }),
    ]);
    expect(messages(state)).toEqual([
      '「小计」的计算公式引用了不存在的字段 price',
      '「甲」的计算公式引用了不存在的字段 nope',
      '「乙」的计算公式循环引用：b → c → b',
      '「丙」的计算公式循环引用：b → c → b',
      '「丁」的计算公式有误：expected ")"',
      '「己」的计算公式引用的 note 不是数字字段',
    ]);
  });
});

it('new number fields keep decimals (no precision), amounts have 2', () => {
  const state = run([{ type: 'addField', kind: 'numInput', label: '金额' }, { type: 'addField', kind: 'amount', label: '总额' }]);
  expect(state.formData.fields[0]!.precision).toBeUndefined();
  expect(state.formData.fields[1]!.precision).toBe(2);
});
