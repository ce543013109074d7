import { fireEvent, render, screen } from '@testing-library/react';
import { TextField } from './TextField';

it('reveals a password with an eye icon of the bundled set, labelled and with a tooltip', () => {
  render(<TextField label="密码" type="password" value="secret" onValue={() => undefined} revealLabel={{ show: '显示密码', hide: '隐藏密码' }} />);
  const input = screen.getByLabelText('密码');
  const reveal = screen.getByRole('button', { name: '显示密码' });
  expect(input.getAttribute('type')).toBe('password');
  expect(reveal.getAttribute('title')).toBe('显示密码');
  expect(reveal.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('eye');
  expect(reveal.textContent).toBe('');

  fireEvent.click(reveal);
  const hide = screen.getByRole('button', { name: '隐藏密码' });
  expect(input.getAttribute('type')).toBe('text');
  expect(hide.getAttribute('title')).toBe('隐藏密码');
  expect(hide.querySelector('[data-icon]')?.getAttribute('data-icon')).toBe('eye-slash');
});
