// The position page: choosing an organisation filters the paged list (back to page 1), 显示全部
// drops the filter, and the members drawer lists the users of a position.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { PositionPage } from './PositionPage';

jest.mock('./api', () => ({
  ...jest.requireActual('./api'),
  getPositions: jest.fn(() => Promise.resolve({ list: [{ id: 'p1', fullName: '研发工程师', enCode: 'engineer', organizeId: 'd1', department: '研发部', sortCode: 0, enabledMark: 1 }], pagination: { total: 1 } })),
  getPositionUsers: jest.fn(() => Promise.resolve([{ id: 'u1', account: 'zhangsan', realName: '张三', organize: '研发部' }])),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getOrganizeTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), usePermission: jest.fn(() => false) }));

const api = jest.requireMock('./api') as Record<'getPositions' | 'getPositionUsers', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

it('filters by the chosen organisation, shows all again, and lists a position’s users', async () => {
  render(<PositionPage />);
  await screen.findByText('研发工程师');
  expect(api.getPositions).toHaveBeenCalledWith({ keyword: '', currentPage: 1, pageSize: 20, organizeId: '' });
  expect(screen.queryByText('新建')).toBeNull();

  await waitFor(() => expect(document.querySelector('sl-tree-item[data-id="d1"]')).not.toBeNull());
  const item = document.querySelector('sl-tree-item[data-id="d1"]') as HTMLElement;
  document.querySelector('sl-tree')?.dispatchEvent(new CustomEvent('sl-selection-change', { detail: { selection: [item] } }));
  await waitFor(() => expect(api.getPositions).toHaveBeenLastCalledWith(expect.objectContaining({ organizeId: 'd1', currentPage: 1 })));
  fireEvent.click(await waitFor(() => document.querySelector('sl-icon-button[label="显示全部"]') as HTMLElement));
  await waitFor(() => expect(api.getPositions).toHaveBeenLastCalledWith(expect.objectContaining({ organizeId: '' })));

  fireEvent.click(within(document.querySelector('tr[data-row-id="p1"]') as HTMLElement).getByText('岗位成员'));
  expect(await screen.findByText('zhangsan')).toBeTruthy();
  expect(api.getPositionUsers).toHaveBeenCalledWith('p1', '');
});
