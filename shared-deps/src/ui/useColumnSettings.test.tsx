import { act, render, waitFor } from '@testing-library/react';
import type { ColumnSettingsApi } from './columnSettingsApi';
import { mergeColumns, useColumnSettings, visibleColumns, type ColumnSettingsState } from './useColumnSettings';

const defaults = [{ prop: 'fullName', label: '名称' }, { prop: 'enCode', label: '编码' }, { prop: 'sortCode', label: '排序' }];

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

it('applies saved order and visibility, drops unknown props and appends new columns', () => {
  const merged = mergeColumns(defaults, [{ prop: 'enCode', visible: false }, { prop: 'gone', visible: true }, { prop: 'fullName', visible: true }]);
  expect(merged).toEqual([
    { prop: 'enCode', label: '编码', visible: false },
    { prop: 'fullName', label: '名称', visible: true },
    { prop: 'sortCode', label: '排序', visible: true },
  ]);
});

function setup(api: ColumnSettingsApi, moduleId: string | null = 'm1') {
  const state: { current: ColumnSettingsState | null } = { current: null };
  function Probe() {
    state.current = useColumnSettings(moduleId, defaults, api);
    return null;
  }
  render(<Probe />);
  return state;
}

it('loads the saved settings of the module and saves new ones', async () => {
  const api = { load: jest.fn(() => Promise.resolve([{ prop: 'sortCode', visible: false }])), save: jest.fn(() => Promise.resolve(null)) };
  const state = setup(api);
  await waitFor(() => expect(state.current?.columns[0]).toEqual({ prop: 'sortCode', label: '排序', visible: false }));
  expect(api.load).toHaveBeenCalledWith('m1');
  const next = defaults.map((column) => ({ ...column, visible: column.prop !== 'enCode' }));
  let ok = false;
  await act(async () => {
    ok = (await state.current?.save(next)) ?? false;
  });
  expect(ok).toBe(true);
  expect(api.save).toHaveBeenCalledWith('m1', next);
  expect(state.current?.columns).toEqual(next);
});

it('puts the previous columns back when the save fails', async () => {
  const api = { load: jest.fn(() => Promise.resolve([])), save: jest.fn(() => Promise.reject(new Error('refused'))) };
  const state = setup(api);
  await waitFor(() => expect(api.load).toHaveBeenCalled());
  const before = state.current?.columns;
  let ok = true;
  await act(async () => {
    ok = (await state.current?.save(defaults.map((column) => ({ ...column, visible: false })))) ?? true;
  });
  expect(ok).toBe(false);
  expect(state.current?.columns).toEqual(before);
});

it('without a module id uses the defaults and never calls the server', async () => {
  const api = { load: jest.fn(() => Promise.resolve([])), save: jest.fn(() => Promise.resolve(null)) };
  const state = setup(api, null);
  expect(state.current?.columns.map((column) => column.visible)).toEqual([true, true, true]);
  await act(async () => {
    await state.current?.save([]);
  });
  expect(api.load).not.toHaveBeenCalled();
  expect(api.save).not.toHaveBeenCalled();
});

describe('visibleColumns', () => {
  it('keeps the saved order and drops hidden columns', () => {
    const columns = [{ key: 'a' }, { key: 'b' }, { key: 'c' }];
    const settings = [
      { prop: 'c', label: 'C', visible: true },
      { prop: 'a', label: 'A', visible: false },
      { prop: 'b', label: 'B', visible: true },
    ];
    expect(visibleColumns(settings, columns)).toEqual([{ key: 'c' }, { key: 'b' }]);
  });
});
