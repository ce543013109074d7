import { render } from '@testing-library/react';
import { maxLengthRule, requiredRule } from '@atrium/shared';
import { FormField } from './FormField';
import { FormRulesScope } from './FormRulesScope';

const rules = {
  sysName: [requiredRule(() => '请输入系统名称'), maxLengthRule(50, () => '最多50个字符')],
  sysDescription: [maxLengthRule(500, () => '最多500个字符')],
};

it('marks the fields whose rules require them, as a FormDialog does, outside any dialog', () => {
  const { container } = render(
    <FormRulesScope rules={rules}>
      <FormField name="sysName"><input /></FormField>
      <FormField name="sysDescription"><input /></FormField>
      <FormField name="other"><input /></FormField>
    </FormRulesScope>,
  );
  const required = (name: string) => container.querySelector(`[data-field="${name}"]`)?.hasAttribute('data-required');
  expect(required('sysName')).toBe(true);
  expect(required('sysDescription')).toBe(false);
  expect(required('other')).toBe(false);
});

it('without a scope no field is required unless it says so', () => {
  const { container } = render(
    <>
      <FormField name="sysName"><input /></FormField>
      <FormField name="x" required><input /></FormField>
    </>,
  );
  expect(container.querySelector('[data-field="sysName"]')?.hasAttribute('data-required')).toBe(false);
  expect(container.querySelector('[data-field="x"]')?.hasAttribute('data-required')).toBe(true);
});
