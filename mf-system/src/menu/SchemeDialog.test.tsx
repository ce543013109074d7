// The data scheme dialog stores exactly [{logic, groups: [{id}]}] (groups ANDed), or 全部数据.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataRule } from './api';
import { SchemeDialog } from './SchemeDialog';
import { change, check, setupDialogTests } from './testing';

jest.mock('./api', () => ({
  createDataScheme: jest.fn(() => Promise.resolve({ id: 's' })),
  updateDataScheme: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));
const api = jest.requireMock('./api') as Record<'createDataScheme' | 'updateDataScheme', jest.Mock>;

const rule = (id: string, fullName: string): DataRule => ({
  id, moduleId: 'm', fullName, enCode: id, fieldType: 'varchar', conditionSymbol: '==', conditionText: '@userId', sortCode: 0, enabledMark: 1, description: '',
});
const rules = [rule('r1', '本人'), rule('r2', '本部门')];

beforeAll(setupDialogTests);
beforeEach(() => jest.clearAllMocks());

it('needs a rule in every group, then saves the groups as the server stores them', async () => {
  const onSaved = jest.fn();
  render(<SchemeDialog moduleId="m" scheme={null} rules={rules} onClose={jest.fn()} onSaved={onSaved} />);
  await screen.findByText('确定');
  await change('sl-input[label="方案名称"]', '本人或本部门');
  await change('sl-input[label="方案编码"]', 'mine.or.dept');
  fireEvent.click(await screen.findByText('确定'));
  expect(await screen.findByText('每个条件组至少选择一条规则')).toBeTruthy();

  await change('[data-group="0"] sl-select[label="组内关系"]', 'or', 'sl-change');
  await check('[data-group="0"] sl-checkbox[value="r1"]', true);
  await check('[data-group="0"] sl-checkbox[value="r2"]', true);
  fireEvent.click(screen.getByText('添加条件组'));
  await check('[data-group="1"] sl-checkbox[value="r2"]', true);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const body = api.createDataScheme.mock.calls[0]?.[0] as { conditionJson: string; allData: number };
  expect(body.allData).toBe(0);
  expect(JSON.parse(body.conditionJson)).toEqual([{ logic: 'or', groups: [{ id: 'r1' }, { id: 'r2' }] }, { logic: 'and', groups: [{ id: 'r2' }] }]);
});

it('saves 全部数据 with no condition', async () => {
  const onSaved = jest.fn();
  const scheme = { id: 's1', moduleId: 'm', fullName: '全部', enCode: 'all', conditionJson: '[{"logic":"and","groups":[{"id":"r1"}]}]', allData: 0, sortCode: 0, enabledMark: 1, description: '' };
  render(<SchemeDialog moduleId="m" scheme={scheme} rules={rules} onClose={jest.fn()} onSaved={onSaved} />);
  await screen.findByText('确定');
  expect(document.querySelector('[data-group="0"] sl-checkbox[value="r1"]')?.hasAttribute('checked')).toBe(true);
  await check('sl-switch', true);
  await waitFor(() => expect(document.querySelector('[data-group="0"]')).toBeNull());
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateDataScheme).toHaveBeenCalledWith('s1', expect.objectContaining({ allData: 1, conditionJson: '[]' }));
});
