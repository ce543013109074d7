// The dashboard's last sign-ins are on the shared DataTable: a sign-in without a recorded
// address shows "—" (not a blank cell), and no sign-ins show the empty state's text.
import { render, screen, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerShellTranslations } from '../i18n';
import type { DashboardOverview } from './api';
import { DashboardPage } from './DashboardPage';

const overview = (lastLogins: DashboardOverview['lastLogins']): DashboardOverview => ({
  userCount: 1, organizeCount: 1, departmentCount: 1, roleCount: 1, positionCount: 1, onlineUserCount: 1, dictionaryCount: 1, menuCount: 1, lastLogins,
});

jest.mock('./api', () => ({ getDashboardOverview: jest.fn(), getPortalGroups: jest.fn(() => Promise.resolve([])), setDefaultPortal: jest.fn() }));
const api = jest.requireMock('./api') as { getDashboardOverview: jest.Mock };

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerShellTranslations();
});

it('lists the last sign-ins on the shared table, "—" for an address not recorded', async () => {
  api.getDashboardOverview.mockResolvedValue(overview([
    { time: new Date(2026, 10, 26, 9, 30, 5).getTime(), ip: '10.0.0.8' },
    { time: new Date(2026, 10, 25, 18, 0, 0).getTime(), ip: '' },
  ]));
  render(<DashboardPage />);
  const table = await screen.findByRole('table', { name: '最近登录' });
  await within(table).findByText('10.0.0.8');
  const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
  expect(rows).toEqual([
    ['2026-11-26 09:30:05', '10.0.0.8'],
    ['2026-11-25 18:00:00', '—'],
  ]);
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['时间', 'IP 地址']);
});

it('shows 暂无数据 when nobody signed in yet', async () => {
  api.getDashboardOverview.mockResolvedValue(overview([]));
  render(<DashboardPage />);
  const table = await screen.findByRole('table', { name: '最近登录' });
  expect((await within(table).findByText('暂无数据')).closest('td')?.colSpan).toBe(2);
});
