import { render, screen } from '@testing-library/react';
import { FormField } from './FormField';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

it('shows the validation message under the control, and nothing without one', () => {
  const { rerender } = render(<FormField error="请输入名称"><input aria-label="name" /></FormField>);
  expect(screen.getByRole('alert').textContent).toBe('请输入名称');
  rerender(<FormField error={null}><input aria-label="name" /></FormField>);
  expect(screen.queryByRole('alert')).toBeNull();
});
