// Issue 17 item 5 in the designer: every select of the property panel and the list settings shows
// 请选择 while it is empty, whichever field kind is selected.
import { render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { columnData, formData, visualDev } from '../testing/factories';
import type { DesignerApi } from './api';
import { editorReducer, initialEditorState } from './editorReducer';
import { FieldProperties } from './FieldProperties';
import { ListSettingsTab } from './ListSettingsTab';
import { newField, PALETTE_KINDS } from './palette';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  getDictionaries: jest.fn(() => Promise.resolve([{ id: 'LeaveType', enCode: 'LeaveType', fullName: '请假类型', dictionaryList: [] }])),
}));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

const api: DesignerApi = {
  dataInterfaces: () => Promise.resolve([{ id: 'di1', fullName: '城市' }]),
  modules: () => Promise.resolve([{ id: 'vd1', fullName: '请假单' }]),
};
const placeholders = () => Array.from(document.querySelectorAll('sl-select')).map((select) => [select.getAttribute('label') ?? select.getAttribute('aria-label'), select.getAttribute('placeholder')]);

it.each(PALETTE_KINDS)('the property panel of %s', async (kind) => {
  const link = newField('relationForm', 500, '关联请假');
  const field = newField(kind, 501, '字段');
  const state = editorReducer(initialEditorState(), { type: 'load', record: visualDev({ formData: JSON.stringify(formData([link, field])) }) });
  const { unmount } = render(<FieldProperties field={field} state={state} dispatch={jest.fn()} api={api} />);
  // Selects filled later (dictionaries, interfaces, modules) are there after their answers.
  await waitFor(() => expect(document.querySelector('sl-spinner')).toBeNull());
  for (const [label, placeholder] of placeholders()) expect([kind, label, placeholder]).toEqual([kind, label, '请选择']);
  unmount();
});

it('the list settings', () => {
  const fields = [newField('comInput', 600, '标题'), newField('numInput', 601, '天数')];
  const state = editorReducer(initialEditorState(), {
    type: 'load',
    record: visualDev({ formData: JSON.stringify(formData(fields)), columnData: JSON.stringify(columnData({ searchList: [] })) }),
  });
  render(<ListSettingsTab state={state} dispatch={jest.fn()} />);
  const found = placeholders();
  expect(found.length).toBeGreaterThanOrEqual(4);
  // The default sort names what empty means (by creation time); every other select asks for a choice.
  for (const [label, placeholder] of found) expect([label, placeholder]).toEqual([label, label === '默认排序字段' ? '按创建时间' : '请选择']);
});
