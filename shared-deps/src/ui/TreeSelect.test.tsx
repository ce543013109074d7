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
