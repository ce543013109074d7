import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { BillRulePicker } from './BillRulePicker';
import type { BillRuleOption, PickerApi } from './pickerApi';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifyWarning: jest.fn() }));
const shared = jest.requireMock('@atrium/shared') as { notifyWarning: jest.Mock };

const rule = (id: string, category = 'c1'): BillRuleOption => ({ id, fullName: `规则${id}`, enCode: id, category, categoryName: '采购', example: `CG${id}` });

function fakeApi(): PickerApi & { billRules: jest.Mock } {
  return {
    billRules: jest.fn((query: { categoryId: string }) => Promise.resolve({ list: query.categoryId ? [rule('b', 'c2')] : [rule('a'), rule('b', 'c2')], total: 45 })),
    billCategories: jest.fn(() => Promise.resolve([{ id: 'c1', fullName: '采购' }, { id: 'c2', fullName: '合同' }])),
    areas: jest.fn(),
  };
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('is a 1000 px dialog that pages by 20, filters by category and confirms only with a choice', async () => {
  const api = fakeApi();
  const onConfirm = jest.fn();
  const { container } = render(<BillRulePicker api={api} onConfirm={onConfirm} onClose={jest.fn()} />);
  await screen.findByText('规则a');
  expect((container.querySelector('sl-dialog') as HTMLElement).style.getPropertyValue('--width')).toBe('1000px');
  expect(api.billRules).toHaveBeenLastCalledWith({ keyword: '', categoryId: '', currentPage: 1, pageSize: 20 });
  expect(screen.getByText('共 45 条')).toBeTruthy();

  fireEvent.click(screen.getByText('确定'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('请选择一条数据');
  expect(onConfirm).not.toHaveBeenCalled();

  const category = container.querySelector('sl-select[label="业务分类"]') as HTMLElement & { value: string };
  await act(async () => {
    category.value = 'c2';
    category.dispatchEvent(new CustomEvent('sl-change'));
  });
  await waitFor(() => expect(api.billRules).toHaveBeenLastCalledWith({ keyword: '', categoryId: 'c2', currentPage: 1, pageSize: 20 }));
  await waitFor(() => expect(screen.queryByText('规则a')).toBeNull());

  fireEvent.click(screen.getByRole('radio', { name: '规则b' }));
  fireEvent.click(screen.getByText('确定'));
  expect(onConfirm).toHaveBeenCalledWith(rule('b', 'c2'));
});
