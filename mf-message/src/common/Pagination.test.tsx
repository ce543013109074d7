import { render, screen } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { TOTAL_CAP } from '@atrium/ui';
import { registerMessageTranslations } from '../i18n';
import { Pagination } from './Pagination';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  registerMessageTranslations();
  setLocale('zh');
});

it('shows an exact total as it is', () => {
  render(<Pagination page={1} pageSize={20} total={45} onChange={jest.fn()} />);
  expect(screen.getByText('共 45 条')).toBeTruthy();
});

it('shows a total the server stopped counting as 10000+', () => {
  render(<Pagination page={2} pageSize={20} total={TOTAL_CAP + 1} onChange={jest.fn()} />);
  expect(screen.getByText('共 10000+ 条')).toBeTruthy();
  expect(screen.getByText('第 2 / 500+ 页')).toBeTruthy();
});
