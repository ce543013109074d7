// The designer's model: inserting from the palette at a place, moving between containers (with the
// list settings following), undo/redo, the drop rules of drag and drop, and what the palette offers.
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { kindOf } from '../model/kinds';
import type { Field } from '../model/types';
import { field, formData, subTable, visualDev } from '../testing/factories';
import { dropAction, type DragData, type DropData } from './dnd';
import { editorReducer, HISTORY_MAX, initialEditorState, toVisualDevForm, type EditorAction, type EditorState } from './editorReducer';
import { findField, keyOf } from './fieldTree';
import { canContain, newField, PALETTE, PALETTE_KINDS } from './palette';
import { validateModel } from './validateModel';

beforeAll(async () => {
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) => actions.reduce(editorReducer, state);
const kids = (state: EditorState, key: number | null): string[] =>
  (key === null ? state.formData.fields : (findField(state.formData.fields, key)?.__config__.children ?? [])).map((item) => item.__vModel__ ?? kindOf(item));
const columns = (state: EditorState) => state.columnData.columnList.map((column) => column.prop);
const insert = (kind: string, parent: number | null, index: number): EditorAction => ({ type: 'insertField', kind, label: kind, parent, index, texts: { pane: '标签页', option: '选项' } });

/** A form: [comInput100, row101 [], card102 [], tab103 (panes 104, 105), table106 []]. */
function layoutForm(): EditorState {
  return run([insert('comInput', null, 0), insert('row', null, 1), insert('card', null, 2), insert('tab', null, 3), insert('table', null, 9)]);
}

describe('insertField (drop from the palette)', () => {
  it('puts a new field at the place dropped on, in the form and in every kind of container', () => {
    let state = layoutForm();
    expect(kids(state, null)).toEqual(['comInput100', 'row', 'card', 'tab', 'tableField106']);
    expect(kids(state, 103)).toEqual(['tabItem', 'tabItem']);
    expect(findField(state.formData.fields, 104)).toMatchObject({ title: '标签页1', __config__: { renderKey: 104, jnpfKey: 'tabItem' } });
    state = run([insert('numInput', null, 0), insert('date', 101, 0), insert('select', 102, 0), insert('textarea', 104, 0), insert('amount', 106, 0), insert('numInput', 106, 0)], state);
    expect(kids(state, null)).toEqual(['numInput107', 'comInput100', 'row', 'card', 'tab', 'tableField106']);
    expect(kids(state, 101)).toEqual(['date108']);
    expect(kids(state, 102)).toEqual(['select109']);
    expect(kids(state, 104)).toEqual(['textarea110']);
    expect(kids(state, 106)).toEqual(['numInput112', 'amount111']);
    // Value fields in layouts are list columns; a sub-table's are not.
    expect(columns(state)).toEqual(['comInput100', 'numInput107', 'date108', 'select109', 'textarea110']);
    expect(state.selected).toBe(112);
    expect(findField(state.formData.fields, 109)!.options).toEqual([
      { id: '1', fullName: '选项1' },
      { id: '2', fullName: '选项2' },
    ]);
  });

  it('refuses what the container cannot hold: no sub-table or layout in a sub-table, no field straight into a tab', () => {
    const state = layoutForm();
    for (const action of [insert('table', 106, 0), insert('card', 106, 0), insert('divider', 106, 0), insert('createUser', 106, 0), insert('comInput', 103, 0), insert('comInput', 100, 0), insert('comInput', 999, 0)]) {
      expect(run([action], state)).toBe(state);
    }
  });
});

describe('moveFieldInto (drag on the canvas)', () => {
  it('moves a field into a container and back, at the index dropped on', () => {
    let state = run([insert('numInput', 102, 0)], layoutForm());
    state = run([{ type: 'moveFieldInto', key: 100, parent: 102, index: 0 }], state);
    expect(kids(state, null)).toEqual(['row', 'card', 'tab', 'tableField106']);
    expect(kids(state, 102)).toEqual(['comInput100', 'numInput107']);
    state = run([{ type: 'moveFieldInto', key: 100, parent: 105, index: 0 }], state);
    expect(kids(state, 102)).toEqual(['numInput107']);
    expect(kids(state, 105)).toEqual(['comInput100']);
    // A whole container moves with its fields.
    state = run([{ type: 'moveFieldInto', key: 102, parent: 101, index: 0 }], state);
    expect(kids(state, 101)).toEqual(['card']);
    expect(findField(state.formData.fields, 107)).not.toBeNull();
    // Within one list: the index counts after the field left its place (like arrayMove).
    state = run([{ type: 'moveFieldInto', key: 101, parent: null, index: 2 }], state);
    expect(kids(state, null)).toEqual(['tab', 'tableField106', 'row']);
  });

  it('a field moved into a sub-table leaves the list settings; moved out, it leaves the 合计 and is a column again', () => {
    let state = run([insert('numInput', null, 0), { type: 'toggleSearch', prop: 'numInput100', on: true }, insert('table', null, 1), insert('amount', 101, 0)]);
    state = run([{ type: 'moveFieldInto', key: 100, parent: 101, index: 1 }], state);
    expect(kids(state, 101)).toEqual(['amount102', 'numInput100']);
    expect(columns(state)).toEqual([]);
    expect(state.columnData.searchList).toEqual([]);
    state = run([{ type: 'updateField', key: 101, patch: { showSummary: true, summaryField: ['amount102', 'numInput100'] } }], state);
    state = run([{ type: 'moveFieldInto', key: 100, parent: null, index: 0 }], state);
    expect(findField(state.formData.fields, 101)!.summaryField).toEqual(['amount102']);
    expect(columns(state)).toEqual(['numInput100']);
  });

  it('refuses a field into itself or its own children, a layout into a sub-table, and a move to where it is', () => {
    const state = run([insert('comInput', 101, 0)], layoutForm());
    for (const action of [
      { type: 'moveFieldInto', key: 101, parent: 101, index: 0 },
      { type: 'moveFieldInto', key: 103, parent: 104, index: 0 },
      { type: 'moveFieldInto', key: 102, parent: 106, index: 0 },
      { type: 'moveFieldInto', key: 106, parent: 106, index: 0 },
      { type: 'moveFieldInto', key: 100, parent: null, index: 0 },
      { type: 'moveFieldInto', key: 104, parent: null, index: 0 },
    ] as EditorAction[]) {
      expect(run([action], state)).toBe(state);
    }
  });
});

describe('undo and redo', () => {
  it('undoes and redoes adds, moves and removals, with the selection; a new edit ends the redo history', () => {
    let state = run([insert('comInput', null, 0), insert('numInput', null, 1), { type: 'moveFieldInto', key: 101, parent: null, index: 0 }]);
    expect(kids(state, null)).toEqual(['numInput101', 'comInput100']);
    state = run([{ type: 'undo' }], state);
    expect(kids(state, null)).toEqual(['comInput100', 'numInput101']);
    state = run([{ type: 'undo' }], state);
    expect(kids(state, null)).toEqual(['comInput100']);
    expect(columns(state)).toEqual(['comInput100']);
    expect(state.selected).toBe(100);
    state = run([{ type: 'redo' }], state);
    expect(kids(state, null)).toEqual(['comInput100', 'numInput101']);
    expect(state.future).toHaveLength(1);
    state = run([{ type: 'removeField', key: 100 }], state);
    expect(state.future).toEqual([]);
    expect(run([{ type: 'redo' }], state)).toBe(state);
    state = run([{ type: 'undo' }], state);
    expect(kids(state, null)).toEqual(['comInput100', 'numInput101']);
  });

  it('typing into one property is one step; another property or field is the next', () => {
    let state = run([insert('comInput', null, 0)]);
    const steps = state.past.length;
    state = run(['请', '请假', '请假事由'].map((label): EditorAction => ({ type: 'updateField', key: 100, config: { label } })), state);
    expect(state.past).toHaveLength(steps + 1);
    state = run([{ type: 'updateField', key: 100, patch: { __vModel__: 'reason' } }], state);
    expect(state.past).toHaveLength(steps + 2);
    state = run([{ type: 'undo' }, { type: 'undo' }], state);
    expect(findField(state.formData.fields, 100)!.__config__.label).toBe('comInput');
  });

  it('keeps at most HISTORY_MAX steps, and a load starts afresh', () => {
    let state = run([insert('comInput', null, 0)]);
    for (let i = 0; i < HISTORY_MAX + 20; i += 1) state = run([{ type: 'setInfo', patch: { sortCode: i } }, { type: 'select', key: i % 2 === 0 ? 100 : null }], state);
    expect(state.past).toHaveLength(HISTORY_MAX);
    state = run([{ type: 'load', record: visualDev() }], state);
    expect(state.past).toEqual([]);
    expect(state.future).toEqual([]);
  });
});

describe('drag and drop rules', () => {
  // Test data: only the properties of its type matter.
  const over = (data: Record<string, unknown> & Pick<DropData, 'type'>): DropData =>
    ({ parent: null, containerKind: null, path: [], index: 0, length: 0, key: 0, kind: '', ...data }) as unknown as DropData;
  const palette = (kind: string): DragData => ({ type: 'palette', kind });
  const dragged = (key: number, kind: string, path: number[]): DragData => ({ type: 'field', key, kind, parent: null, containerKind: null, index: 0, path });

  it('a palette item dropped on a field goes before it; on a list, at its end', () => {
    expect(dropAction(palette('numInput'), over({ type: 'field', key: 7, parent: 5, containerKind: 'card', index: 2, path: [5, 7] }), '数字输入')).toEqual({
      type: 'insertField', kind: 'numInput', label: '数字输入', parent: 5, index: 2,
    });
    expect(dropAction(palette('numInput'), over({ type: 'list', parent: 9, containerKind: 'table', length: 3, path: [9] }), 'x')).toMatchObject({ parent: 9, index: 3 });
    expect(dropAction(palette('numInput'), null, 'x')).toBeNull();
  });

  it('refuses drops the containers cannot take, and a container into itself', () => {
    expect(dropAction(palette('card'), over({ type: 'list', parent: 9, containerKind: 'table', path: [9] }), 'x')).toBeNull();
    expect(dropAction(palette('comInput'), over({ type: 'list', parent: 3, containerKind: 'tab', path: [3] }), 'x')).toBeNull();
    expect(dropAction(dragged(5, 'card', [5]), over({ type: 'list', parent: 5, containerKind: 'card', path: [5] }), '')).toBeNull();
    expect(dropAction(dragged(5, 'card', [5]), over({ type: 'field', key: 8, parent: 6, containerKind: 'row', index: 0, path: [5, 6, 8] }), '')).toBeNull();
    expect(dropAction(dragged(5, 'card', [5]), over({ type: 'field', key: 8, parent: null, index: 1, path: [8] }), '')).toEqual({ type: 'moveFieldInto', key: 5, parent: null, index: 1 });
  });
});

describe('palette', () => {
  it('offers every kind issue 15 names, by group, each creatable and each known to the designer', () => {
    const named = [
      'comInput', 'textarea', 'numInput', 'amount', 'switch', 'radio', 'checkbox', 'select', 'cascader', 'treeSelect', 'date', 'dateRange', 'time', 'timeRange',
      'colorPicker', 'rate', 'slider', 'editor', 'divider', 'JNPFText', 'link', 'alert', 'groupTitle', 'button', 'card', 'row', 'tab', 'collapse', 'table',
      'uploadFz', 'uploadImg', 'userSelect', 'comSelect', 'depSelect', 'posSelect', 'roleSelect', 'groupSelect', 'address', 'dicSelect', 'popupSelect',
      'popupTableSelect', 'relationForm', 'relationFormAttr', 'billRule', 'calculate', 'barcode', 'qrcode',
      'createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition',
    ];
    expect([...PALETTE_KINDS].sort()).toEqual([...named].sort());
    expect(PALETTE.system).toEqual(['createUser', 'createTime', 'modifyUser', 'modifyTime', 'currOrganize', 'currDept', 'currPosition']);
    expect(PALETTE.layout).toEqual(expect.arrayContaining(['row', 'card', 'tab', 'collapse']));
    for (const kind of PALETTE_KINDS) expect(kindOf(newField(kind, 100, kind))).toBe(kind);
  });

  it('gives value kinds a JNPF name and display and layout kinds none', () => {
    expect(newField('numInput', 120, '').__vModel__).toBe('numInput120');
    expect(newField('table', 120, '').__vModel__).toBe('tableField120');
    for (const kind of ['row', 'card', 'tab', 'collapse', 'divider', 'barcode', 'qrcode', 'relationFormAttr']) expect(newField(kind, 120, '').__vModel__).toBeUndefined();
    expect(newField('uploadFz', 1, '')).toMatchObject({ fileSize: 100, sizeUnit: 'MB', limit: 0, pathType: 'defaultPath' });
    expect(newField('barcode', 1, '')).toMatchObject({ width: 4, height: 40 });
    expect(canContain('table', 'numInput')).toBe(true);
    expect(canContain('table', 'table')).toBe(false);
  });
});

describe('saving a designed layout', () => {
  it('sends tab and collapse panes without a kind (as JNPF does) and reads JNPF panes without keys', () => {
    const state = run([insert('tab', null, 0), insert('comInput', 101, 0), { type: 'setInfo', patch: { fullName: '请假单', enCode: 'leave' } }]);
    const saved = JSON.parse(toVisualDevForm(state).formData) as { fields: Field[] };
    const tab = saved.fields[0]!;
    expect(tab.__config__.jnpfKey).toBe('tab');
    expect(tab.__config__.children!.map((pane) => pane.__config__.jnpfKey)).toEqual([undefined, undefined]);
    expect(tab.__config__.children![0]!.__config__.children![0]).toMatchObject({ __vModel__: 'comInput103', __config__: { tableName: 'od_leave' } });
    expect(validateModel(state)).toEqual([]);

    // A JNPF module: panes with neither kind nor key.
    const jnpf = formData([field('collapse', undefined, '折叠', {}, { children: [{ title: '面板1', __config__: { children: [field('comInput', 'title', '标题')] } } as unknown as Field] }), subTable('items', '明细', [field('numInput', 'qty', '数量')])]);
    const loaded = run([{ type: 'load', record: visualDev({ formData: JSON.stringify(jnpf) }) }]);
    const pane = loaded.formData.fields[0]!.__config__.children![0]!;
    expect(kindOf(pane)).toBe('collapseItem');
    expect(keyOf(pane)).toBeGreaterThan(keyOf(loaded.formData.fields[1]!));
    expect(loaded.nextKey).toBe(keyOf(pane) + 1);
    // And it can be dropped into.
    expect(kids(run([insert('numInput', keyOf(pane), 1)], loaded), keyOf(pane))).toEqual(['title', `numInput${keyOf(pane) + 1}`]);
  });

  it('refuses option sources and popups without their data interface, and broken rules', () => {
    let state = run([{ type: 'setInfo', patch: { fullName: '请假单', enCode: 'leave' } }, insert('select', null, 0), insert('popupSelect', null, 1), insert('comInput', null, 2), insert('radio', null, 3)]);
    state = run([
      { type: 'updateField', key: 100, config: { dataType: 'dynamic' } },
      { type: 'updateField', key: 103, config: { dataType: 'dictionary' } },
      { type: 'updateField', key: 102, config: { regList: [{ pattern: '/(?<=a)b/', message: '格式不对' }] } },
    ], state);
    expect(validateModel(state).map((problem) => problem.message)).toEqual([
      '「select」请选择数据接口',
      '「popupSelect」请选择数据接口',
      '「comInput」的第 1 条校验规则有误',
      '「radio」请选择数据字典',
    ]);
  });

  it('refuses a sub-table that adds rows by selection without its data interface', () => {
    const table = subTable('items', '明细', [field('numInput', 'qty', '数量')], { addType: 1 });
    const loaded = run([{ type: 'load', record: visualDev({ fullName: '请假单', enCode: 'leave', formData: JSON.stringify(formData([table])) }) }]);
    expect(validateModel(loaded).map((problem) => problem.message)).toEqual(['「明细」请选择数据接口']);
    const chosen = run([{ type: 'updateField', key: keyOf(loaded.formData.fields[0]!), patch: { addTableConf: { interfaceId: 'di1' } } }], loaded);
    expect(validateModel(chosen)).toEqual([]);
  });
});
