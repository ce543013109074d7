// Account pages: no write buttons without the button codes; editing never shows a stored secret,
// and leaving it blank sends it blank (the server keeps the stored one).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pageOf, rowOf, setUpMessageTests } from '../center/listTesting';
import type { Account } from './api';
import { AccountPage } from './AccountPage';
import { ACCOUNT_KINDS } from './kinds';

const account: Account = {
  id: 'a1',
  type: 2,
  fullName: '通知邮箱',
  enCode: 'notice',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorTime: 0,
  smtpServer: 'smtp.example.com',
  smtpPort: 465,
  sslLink: 1,
  smtpUser: 'ops',
  smtpPassword: '******',
  addressorName: 'Atrium',
  senderAddress: 'noreply@example.com',
};

jest.mock('./api', () => ({
  getAccounts: jest.fn(),
  getAccount: jest.fn(),
  createAccount: jest.fn(() => Promise.resolve({ id: 'a2' })),
  updateAccount: jest.fn(() => Promise.resolve(null)),
  deleteAccount: jest.fn(() => Promise.resolve(null)),
  toggleAccount: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  copyAccount: jest.fn(() => Promise.resolve({ id: 'a3' })),
}));
jest.mock('../center/api', () => ({
  ...jest.requireActual('../center/api'),
  getTypeList: jest.fn(() => Promise.resolve([])),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getAccounts' | 'getAccount' | 'updateAccount' | 'copyAccount' | 'toggleAccount' | 'deleteAccount', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete', jest.Mock>;

setUpMessageTests();
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => false);
  api.getAccounts.mockResolvedValue(pageOf([account]));
  api.getAccount.mockResolvedValue(account);
});

const row = (container: HTMLElement) => rowOf(container, 'a1');

it('lists the accounts of its channel, without write buttons for a read-only user', async () => {
  const { unmount } = render(<AccountPage kind={ACCOUNT_KINDS.mail} />);
  expect(await screen.findByText('通知邮箱')).toBeTruthy();
  expect(api.getAccounts).toHaveBeenCalledWith(2, { keyword: '', currentPage: 1, pageSize: 20 });
  expect(screen.getByText('smtp.example.com')).toBeTruthy();
  expect(screen.queryByText('******')).toBeNull();
  for (const label of ['新建', '编辑', '复制', '禁用', '删除']) expect(screen.queryByText(label, { selector: 'sl-button' })).toBeNull();
  unmount();
});

it('edits without showing the stored password and sends it blank to keep it', async () => {
  shared.usePermission.mockImplementation(() => true);
  const { container, unmount } = render(<AccountPage kind={ACCOUNT_KINDS.mail} />);
  await screen.findByText('通知邮箱');
  fireEvent.click(row(container).getByText('编辑'));
  const password = await waitFor(() => {
    const input = document.querySelector('sl-input[label="SMTP 密码"]') as (HTMLElement & { value?: string }) | null;
    if (!input?.getAttribute('placeholder')) throw new Error('not loaded yet');
    return input;
  });
  // An empty value may be left unset on the element: either way the mask is not in the box.
  expect(password.value ?? password.getAttribute('value') ?? '').toBe('');
  expect(password.getAttribute('placeholder')).toBe('已设置，留空则保持不变');
  fireEvent.click(screen.getByText('确定', { selector: 'sl-button' }));
  await waitFor(() => expect(api.updateAccount).toHaveBeenCalled());
  expect(api.updateAccount).toHaveBeenCalledWith('a1', expect.objectContaining({ smtpPassword: '', smtpPort: 465, sslLink: 1, smtpServer: 'smtp.example.com' }));
  unmount();
});

it('copies, toggles after confirmation and deletes after confirmation', async () => {
  shared.usePermission.mockImplementation(() => true);
  const { container, unmount } = render(<AccountPage kind={ACCOUNT_KINDS.mail} />);
  await screen.findByText('通知邮箱');
  fireEvent.click(row(container).getByText('复制'));
  await waitFor(() => expect(api.copyAccount).toHaveBeenCalledWith('a1'));
  fireEvent.click(row(container).getByText('禁用'));
  await waitFor(() => expect(api.toggleAccount).toHaveBeenCalledWith('a1'));
  // Both confirmations name the account (issue 17 item 5).
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '您确定要禁用“通知邮箱”吗, 是否继续?' });
  fireEvent.click(row(container).getByText('删除'));
  await waitFor(() => expect(api.deleteAccount).toHaveBeenCalledWith('a1'));
  expect(shared.confirmDelete).toHaveBeenCalledWith({ name: '通知邮箱' });
  unmount();
});
