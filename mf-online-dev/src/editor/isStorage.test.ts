// JNPF's isStorage (issue 15 review): a related attribute or calculated field is stored in its
// column when on, shown but not stored when off; the list follows.
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { holdsValue, isStored, valueFields } from '../model/kinds';
import { deriveTables } from '../model/tables';
import type { Field } from '../model/types';
import { field, formData, visualDev } from '../testing/factories';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editorReducer';
import { newField } from './palette';

beforeAll(async () => {
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const run = (actions: EditorAction[], state: EditorState = initialEditorState()) => actions.reduce(editorReducer, state);
const loaded = (fields: Field[], columns: string[]) =>
  run([{ type: 'load', record: visualDev({ formData: JSON.stringify(formData(fields)), columnData: JSON.stringify({ columnList: columns.map((prop) => ({ prop, label: prop })), searchList: [] }) }) }]);

it('a related attribute holds a value only when stored; a calculated field unless its flag is off', () => {
  const shownOnly = field('relationFormAttr', undefined, '天数', { relationField: 'leaveRef', showField: 'days', isStorage: 0 });
  const stored = field('relationFormAttr', 'leaveDays', '天数', { relationField: 'leaveRef', showField: 'days', isStorage: 1 });
  expect([holdsValue(shownOnly), holdsValue(stored)]).toEqual([false, true]);
  expect(isStored(field('calculate', 'sum', '合计'))).toBe(true); // older forms lack the flag
  expect(isStored(field('calculate', 'sum', '合计', { isStorage: 0 }))).toBe(false);
  expect(newField('calculate', 1, '计算', '').isStorage).toBe(1);
  expect(newField('relationFormAttr', 2, '属性', '')).toMatchObject({ isStorage: 0 });
  expect(newField('relationFormAttr', 2, '属性', '').__vModel__).toBeUndefined();
  // Only the stored one is a column of the table model.
  const tables = deriveTables(formData([field('relationForm', 'leaveRef', '请假'), shownOnly, stored]), 'leave');
  expect(valueFields([shownOnly, stored]).map((item) => item.__vModel__)).toEqual(['leaveDays']);
  expect(tables[0]!.table).toBe('od_leave');
});

it('turning storage off takes the field out of the list; turning a related attribute’s on names it', () => {
  const calc = field('calculate', 'total', '合计', { isStorage: 1 }, { expression: 'days * 2', renderKey: 5 });
  const attr = field('relationFormAttr', undefined, '请假天数', { relationField: 'leaveRef', showField: 'days', isStorage: 0 }, { renderKey: 6 });
  let state = loaded([field('numInput', 'days', '天数', {}, { renderKey: 4 }), calc, attr], ['days', 'total']);
  state = run([{ type: 'updateField', key: 5, patch: { isStorage: 0 }, config: {} }], state);
  expect(state.columnData.columnList.map((column) => column.prop)).toEqual(['days']);
  state = run([{ type: 'updateField', key: 6, patch: { isStorage: 1, __vModel__: 'relationFormAttr6' }, config: {} }], state);
  expect(valueFields(state.formData.fields).map((item) => item.__vModel__)).toEqual(['days', 'total', 'relationFormAttr6']);
});
