import { render } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { TreeSelect } from './TreeSelect';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('lists the tree depth-first with indentation, disabled nodes disabled, and reports the choice', () => {
  const onChange = jest.fn();
  const nodes = [{ id: '-1', fullName: '顶级节点', children: [{ id: 'a', fullName: 'A', disabled: true, children: [{ id: 'b', fullName: 'B' }] }] }];
  const { container } = render(<TreeSelect label="上级" nodes={nodes} value="-1" onChange={onChange} />);
  const select = container.querySelector('sl-select') as HTMLElement & { value: string };
  expect(select.getAttribute('label')).toBe('上级');
  expect(select.getAttribute('placeholder')).toBe('请选择');
  const options = [...container.querySelectorAll('sl-option')] as HTMLElement[];
  expect(options.map((option) => option.textContent)).toEqual(['顶级节点', 'A', 'B']);
  expect(options.map((option) => option.style.paddingLeft)).toEqual(['0px', '16px', '32px']);
  expect(options[1]?.hasAttribute('disabled')).toBe(true);
  expect(options[0]?.hasAttribute('disabled')).toBe(false);

  select.value = 'b';
  select.dispatchEvent(new CustomEvent('sl-change'));
  expect(onChange).toHaveBeenCalledWith('b');
});

it('is made again when the tree arrives, so the fixed parent of an edit form is not blank', () => {
  const tree = [{ id: 'root', fullName: '性别' }];
  const view = render(<TreeSelect label="上级" nodes={[]} value="root" disabled onChange={() => undefined} />);
  const before = view.container.querySelector('sl-select');
  view.rerender(<TreeSelect label="上级" nodes={tree} value="root" disabled onChange={() => undefined} />);
  const after = view.container.querySelector('sl-select') as HTMLElement;
  expect(after).not.toBe(before);
  expect(after.hasAttribute('disabled')).toBe(true);
  expect(after.querySelector('sl-option')?.getAttribute('value')).toBe('root');
  view.rerender(<TreeSelect label="上级" nodes={[...tree]} value="root" disabled onChange={() => undefined} />);
  expect(view.container.querySelector('sl-select')).toBe(after);
});

it('may offer a clear button (a filter’s 全部): clearing reports no choice', () => {
  const onChange = jest.fn();
  const nodes = [{ id: 'a', fullName: 'A' }];
  const { container, rerender } = render(<TreeSelect label="类型" nodes={nodes} value="a" onChange={onChange} />);
  expect(container.querySelector('sl-select')?.hasAttribute('clearable')).toBe(false);
  rerender(<TreeSelect label="类型" nodes={nodes} value="a" clearable size="small" placeholder="全部类型" onChange={onChange} />);
  const select = container.querySelector('sl-select') as HTMLElement & { value: string };
  expect(select.hasAttribute('clearable')).toBe(true);
  expect(select.getAttribute('size')).toBe('small');
  expect(select.getAttribute('placeholder')).toBe('全部类型');
  // Shoelace's clear button empties the value, then sends sl-change.
  select.value = '';
  select.dispatchEvent(new CustomEvent('sl-change'));
  expect(onChange).toHaveBeenCalledWith('');
});
