// The department page: the first company is chosen, its departments listed; a new department
// starts under that company.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerPermissionTranslations } from '../i18n';
import { DepartmentPage } from './DepartmentPage';

jest.mock('./api', () => ({
  getDepartments: jest.fn(() => Promise.resolve([{ id: 'd1', parentId: 'o1', fullName: '研发部', enCode: 'rd', sortCode: 0, enabledMark: 1, managerName: '老板' }])),
  getDepartmentParents: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司', children: [{ id: 'd1', fullName: '研发部' }] }])),
  getDepartment: jest.fn(),
  createDepartment: jest.fn(),
  updateDepartment: jest.fn(),
  deleteDepartment: jest.fn(),
  toggleDepartment: jest.fn(),
}));
jest.mock('../common/options', () => ({
  ...jest.requireActual('../common/options'),
  getCompanyTree: jest.fn(() => Promise.resolve([{ id: 'o1', fullName: '总公司' }])),
  getUserOptions: jest.fn(() => Promise.resolve([])),
}));
jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), usePermission: jest.fn(() => true) }));

const api = jest.requireMock('./api') as Record<'getDepartments' | 'getDepartmentParents', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerPermissionTranslations();
});

it('lists the first company’s departments and presets it as the parent of a new one', async () => {
  render(<DepartmentPage />);
  expect(await screen.findByText('研发部')).toBeTruthy();
  expect(api.getDepartments).toHaveBeenCalledWith('o1', '');
  expect(screen.getByText('老板')).toBeTruthy();
  fireEvent.click(screen.getByText('新建'));
  await waitFor(() => expect(document.querySelector('sl-dialog')?.getAttribute('label')).toBe('新建部门'));
  await waitFor(() => expect(document.querySelector('sl-dialog sl-select[label="上级"]')?.getAttribute('value')).toBe('o1'));
  expect(api.getDepartmentParents).toHaveBeenCalledWith(null);
});
