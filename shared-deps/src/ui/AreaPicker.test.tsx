import { act, render, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { AreaPicker } from './AreaPicker';
import type { AreaOption, PickerApi } from './pickerApi';

const area = (id: string, isLeaf = false): AreaOption => ({ id, fullName: `名${id}`, isLeaf });
const tree: Record<string, AreaOption[]> = {
  '-1': [area('js'), area('bj')],
  js: [area('nj')],
  nj: [area('xw', true), area('qh', true)],
};
const api: PickerApi = { billRules: jest.fn(), billCategories: jest.fn(), areas: jest.fn((parentId: string) => Promise.resolve(tree[parentId] ?? [])) };

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

type Select = HTMLElement & { value: string };

async function pick(container: HTMLElement, label: string, id: string): Promise<void> {
  await waitFor(() => expect(container.querySelector(`sl-select[label="${label}"] sl-option[value="${id}"]`)).not.toBeNull());
  const select = container.querySelector(`sl-select[label="${label}"]`) as Select;
  await act(async () => {
    select.value = id;
    select.dispatchEvent(new CustomEvent('sl-change'));
  });
}

it('cascades province, city, district and answers only at the district (default level 2)', async () => {
  const onChange = jest.fn();
  const { container } = render(<AreaPicker value={[]} onChange={onChange} api={api} />);
  await pick(container, '省', 'js');
  await pick(container, '市', 'nj');
  expect(onChange).not.toHaveBeenCalled();
  await pick(container, '区县', 'xw');
  expect(onChange).toHaveBeenCalledWith([['js', 'nj', 'xw']], [['名js', '名nj', '名xw']]);
});

it('answers at the city with level 1, and ignores a duplicate in multiple mode', async () => {
  const onChange = jest.fn();
  const { container } = render(<AreaPicker value={[['js', 'nj']]} onChange={onChange} level={1} multiple api={api} />);
  await pick(container, '省', 'js');
  await pick(container, '市', 'nj');
  expect(onChange).toHaveBeenLastCalledWith([['js', 'nj']], expect.any(Array));
  expect(container.querySelector('sl-select[label="区县"]')).toBeNull();
});
