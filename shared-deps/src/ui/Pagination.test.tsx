import { fireEvent, render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { Pagination, pageCount } from './Pagination';
import { TOTAL_CAP } from './totals';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
});

it('counts at least one page', () => {
  expect(pageCount(0, 20)).toBe(1);
  expect(pageCount(20, 20)).toBe(1);
  expect(pageCount(21, 20)).toBe(2);
});

it('shows the total and page, offers 20/50/100/500, and moves between pages', () => {
  const onChange = jest.fn();
  const { container } = render(<Pagination currentPage={1} pageSize={20} total={45} onChange={onChange} />);
  expect(screen.getByText('共 45 条')).toBeTruthy();
  expect(screen.getByText('第 1 / 3 页')).toBeTruthy();
  expect([...container.querySelectorAll('sl-option')].map((option) => option.getAttribute('value'))).toEqual(['20', '50', '100', '500']);
  const prev = container.querySelector('sl-icon-button[name="chevron-left"]') as HTMLElement;
  const next = container.querySelector('sl-icon-button[name="chevron-right"]') as HTMLElement;
  expect(prev.hasAttribute('disabled')).toBe(true);
  expect(next.hasAttribute('disabled')).toBe(false);
  fireEvent.click(next);
  expect(onChange).toHaveBeenCalledWith(2, 20);
});

it('goes back to page 1 when the size changes', () => {
  const onChange = jest.fn();
  const { container } = render(<Pagination currentPage={3} pageSize={20} total={45} onChange={onChange} />);
  const select = container.querySelector('sl-select') as HTMLElement & { value: string };
  select.value = '50';
  select.dispatchEvent(new CustomEvent('sl-change'));
  expect(onChange).toHaveBeenCalledWith(1, 50);
});

it('shows a total the server stopped counting as 10000+, and still moves on', () => {
  const onChange = jest.fn();
  const { container } = render(<Pagination currentPage={500} pageSize={20} total={TOTAL_CAP + 1} onChange={onChange} />);
  expect(screen.getByText('共 10000+ 条')).toBeTruthy();
  expect(screen.getByText('第 500 / 500+ 页')).toBeTruthy();
  fireEvent.click(container.querySelector('sl-icon-button[name="chevron-right"]') as HTMLElement);
  expect(onChange).toHaveBeenCalledWith(501, 20);
});

it('shows an exact total of 10000 as it is', () => {
  render(<Pagination currentPage={1} pageSize={500} total={TOTAL_CAP} onChange={jest.fn()} />);
  expect(screen.getByText('共 10000 条')).toBeTruthy();
  expect(screen.getByText('第 1 / 20 页')).toBeTruthy();
});
