import { render } from '@testing-library/react';
import { requiredRule, setLocale } from '@atrium/shared';
import { FormDialog } from './FormDialog';
import { FormField } from './FormField';
import { Select } from './Select';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

const options = [
  { value: 'a', label: '甲' },
  { value: 'b', label: '乙', disabled: true },
];

it('shows 请选择 while empty, lists the options and reports the choice', () => {
  const onChange = jest.fn();
  const { container } = render(<Select label="类型" value="" options={options} onChange={onChange} />);
  const select = container.querySelector('sl-select') as HTMLElement & { value: string };
  expect(select.getAttribute('placeholder')).toBe('请选择');
  expect(select.getAttribute('label')).toBe('类型');
  expect(select.hasAttribute('hoist')).toBe(true);
  const rendered = [...container.querySelectorAll('sl-option')];
  expect(rendered.map((option) => option.textContent)).toEqual(['甲', '乙']);
  expect(rendered[1]?.hasAttribute('disabled')).toBe(true);
  select.value = 'a';
  select.dispatchEvent(new CustomEvent('sl-change'));
  expect(onChange).toHaveBeenCalledWith('a');
});

it('keeps a placeholder the caller names', () => {
  const { container } = render(<Select label="级别" value="" placeholder="全部级别" options={options} onChange={() => undefined} />);
  expect(container.querySelector('sl-select')?.getAttribute('placeholder')).toBe('全部级别');
});

it('is required inside a FormField the dialog rules require, and when told so', () => {
  render(
    <FormDialog title="新建" rules={{ kind: [requiredRule()] }} onConfirm={() => undefined} onClose={() => undefined}>
      <FormField name="kind">
        <Select label="类型" value="" options={options} onChange={() => undefined} />
      </FormField>
      <FormField name="other">
        <Select label="其他" value="" options={options} onChange={() => undefined} />
      </FormField>
    </FormDialog>,
  );
  const [kind, other] = [...document.querySelectorAll('sl-select')];
  expect(kind?.hasAttribute('required')).toBe(true);
  expect(other?.hasAttribute('required')).toBe(false);
});
