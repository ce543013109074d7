// The data rule dialog: variables only with the operators that take them, no value for null checks.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RuleDialog } from './RuleDialog';
import { change, setupDialogTests } from './testing';

jest.mock('./api', () => ({
  createDataRule: jest.fn(() => Promise.resolve({ id: 'r' })),
  updateDataRule: jest.fn(() => Promise.resolve(null)),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));
const api = jest.requireMock('./api') as Record<'createDataRule' | 'updateDataRule', jest.Mock>;

beforeAll(setupDialogTests);
beforeEach(() => jest.clearAllMocks());

it('creates a rule on a system variable by default, and a literal once chosen', async () => {
  const onSaved = jest.fn();
  render(<RuleDialog moduleId="m" rule={null} onClose={jest.fn()} onSaved={onSaved} />);
  fireEvent.click(await screen.findByText('确定'));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toEqual(['请输入名称', '请输入编码']);
  await change('sl-input[label="字段说明"]', '所属组织');
  await change('sl-input[label="字段"]', 'organizeId');
  await change('sl-select[label="系统变量"]', 'organizationAndSuborganization', 'sl-change');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.createDataRule).toHaveBeenCalledWith(expect.objectContaining({
    moduleId: 'm', enCode: 'organizeId', fieldType: 'varchar', conditionSymbol: '==', conditionText: '@organizationAndSuborganization',
  }));
});

it('offers no variable with > and no value with notNull', async () => {
  render(<RuleDialog moduleId="m" rule={null} onClose={jest.fn()} onSaved={jest.fn()} />);
  await screen.findByText('确定');
  await change('sl-select[label="条件符号"]', '>', 'sl-change');
  expect(document.querySelector('sl-select[label="系统变量"]')).toBeNull();
  fireEvent.click(screen.getByText('确定'));
  expect(await screen.findByText('请输入条件内容')).toBeTruthy();
  await change('sl-select[label="条件符号"]', 'notNull', 'sl-change');
  expect(document.querySelector('sl-input[label="条件内容"]')).toBeNull();
});

it('edits a literal rule in place', async () => {
  const onSaved = jest.fn();
  const rule = { id: 'r1', moduleId: 'm', fullName: '级别', enCode: 'level', fieldType: 'int', conditionSymbol: 'in', conditionText: '1,2', sortCode: 3, enabledMark: 1, description: '' };
  render(<RuleDialog moduleId="m" rule={rule} onClose={jest.fn()} onSaved={onSaved} />);
  await screen.findByText('确定');
  expect(document.querySelector('sl-radio-group')?.getAttribute('value')).toBe('literal');
  await change('sl-input[label="条件内容"]', '1,2,3');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateDataRule).toHaveBeenCalledWith('r1', expect.objectContaining({ conditionText: '1,2,3', fieldType: 'int', sortCode: 3 }));
});
