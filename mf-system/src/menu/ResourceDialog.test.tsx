// Button, column and form-field dialogs, and the batch of fields.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Resource } from './api';
import { BatchDialog } from './BatchDialog';
import { ResourceDialog } from './ResourceDialog';
import { change, setupDialogTests } from './testing';

jest.mock('./api', () => ({
  MENU_ROOT: '-1',
  getResource: jest.fn(() => Promise.resolve({ id: 'b2', moduleId: 'm', parentId: 'b1', fullName: '导出', enCode: 'btn_export', bindTable: '', sortCode: 2, enabledMark: 1, description: '' })),
  createResource: jest.fn(() => Promise.resolve({ id: 'new' })),
  updateResource: jest.fn(() => Promise.resolve(null)),
  batchCreateFields: jest.fn(() => Promise.resolve({ count: 2 })),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn() }));
const api = jest.requireMock('./api') as Record<'createResource' | 'updateResource' | 'batchCreateFields', jest.Mock>;

const item = (id: string, fullName: string, children: Resource[] = []): Resource => ({
  id, moduleId: 'm', parentId: '-1', fullName, enCode: id, bindTable: '', sortCode: 0, enabledMark: 1, description: '', children,
});
const buttons = [item('b1', '更多', [item('b2', '导出', [item('b3', '导出全部')])])];

beforeAll(setupDialogTests);
beforeEach(() => jest.clearAllMocks());

it('creates a column with its bound table and refuses a code the server would refuse', async () => {
  const onSaved = jest.fn();
  render(<ResourceDialog kind="column" moduleId="m" id={null} buttons={[]} onClose={jest.fn()} onSaved={onSaved} />);
  fireEvent.click(await screen.findByText('确定'));
  expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('新建列表字段');
  expect(document.querySelector('sl-select')).toBeNull(); // no parent for columns
  await change('sl-input[label="名称"]', '账号');
  await change('sl-input[label="编码"]', '1st');
  fireEvent.click(screen.getByText('确定'));
  expect(await screen.findByText('编码只能包含英文、数字、下划线、短横线和小数点，且以英文或下划线开头')).toBeTruthy();
  await change('sl-input[label="编码"]', 'F_Account');
  await change('sl-input[label="绑定表"]', 'base_user');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.createResource).toHaveBeenCalledWith('column', expect.objectContaining({ moduleId: 'm', enCode: 'F_Account', bindTable: 'base_user', parentId: '-1' }));
});

it('edits a button under its parent, never offering itself or its sub-buttons as parent', async () => {
  const onSaved = jest.fn();
  render(<ResourceDialog kind="button" moduleId="m" id="b2" buttons={buttons} onClose={jest.fn()} onSaved={onSaved} />);
  await waitFor(() => expect(document.querySelector('sl-input[label="名称"]')?.getAttribute('value')).toBe('导出'));
  const options = [...document.querySelectorAll('sl-option')].map((option) => option.getAttribute('value'));
  expect(options).toEqual(['-1', 'b1']);
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.updateResource).toHaveBeenCalledWith('button', 'b2', expect.objectContaining({ parentId: 'b1', enCode: 'btn_export', sortCode: 2 }));
});

it('adds several fields from "code,name" lines and names a bad line', async () => {
  const onSaved = jest.fn();
  render(<BatchDialog kind="form" moduleId="m" onClose={jest.fn()} onSaved={onSaved} />);
  await screen.findByText('确定');
  await change('sl-textarea', 'F_A,账号\nbroken');
  fireEvent.click(screen.getByText('确定'));
  expect(await screen.findByText('第 2 行应为“编码,名称”')).toBeTruthy();
  await change('sl-textarea', 'F_A,账号\nF_B,姓名');
  await change('sl-input[label="绑定表"]', 'base_user');
  fireEvent.click(screen.getByText('确定'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(api.batchCreateFields).toHaveBeenCalledWith('form', {
    moduleId: 'm', bindTable: 'base_user', columnJson: [{ enCode: 'F_A', fullName: '账号' }, { enCode: 'F_B', fullName: '姓名' }],
  });
});
