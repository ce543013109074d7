// The message monitor: deleting the selected entries asks a confirmation that names them (issue 17
// item 5: the first titles and the count), and nothing is deleted when it is refused.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { pageOf, setUpMessageTests } from '../center/listTesting';
import type { MonitorEntry } from './api';
import { MonitorPage } from './MonitorPage';

const entry = (id: string, title: string): MonitorEntry => ({
  id,
  messageType: 2,
  messageSource: 1,
  isTest: 0,
  accountName: '通知邮箱',
  templateName: '欢迎邮件',
  receiveUser: '张三',
  title,
  content: '',
  status: 1,
  errorMsg: '',
  sendUserName: '管理员',
  sendTime: Date.UTC(2026, 0, 2),
});

jest.mock('./api', () => ({
  getMonitor: jest.fn(),
  getMonitorEntry: jest.fn(),
  removeMonitorEntries: jest.fn(() => Promise.resolve({ deleted: 2 })),
  emptyMonitor: jest.fn(() => Promise.resolve({ deleted: 0 })),
}));
jest.mock('../center/api', () => ({
  ...jest.requireActual('../center/api'),
  getTypeList: jest.fn(() => Promise.resolve([{ id: '2', enCode: 2, fullName: '邮件' }])),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => true),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getMonitor' | 'removeMonitorEntries', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDelete' | 'notifyWarning', jest.Mock>;

setUpMessageTests();
beforeEach(() => {
  jest.clearAllMocks();
  api.getMonitor.mockResolvedValue(pageOf([entry('e1', '入职通知'), entry('e2', ''), entry('e3', '密码重置')]));
});

it('names the selected entries in the delete confirmation, an untitled one as （无标题）', async () => {
  const { unmount } = render(<MonitorPage />);
  await screen.findByText('入职通知');
  fireEvent.click(screen.getByText('删除所选'));
  await waitFor(() => expect(shared.notifyWarning).toHaveBeenCalled());
  expect(shared.confirmDelete).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: '选择 入职通知' }));
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 （无标题）' }));
  fireEvent.click(screen.getByText('删除所选'));
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ names: ['入职通知', '（无标题）'] }));
  await waitFor(() => expect(api.removeMonitorEntries).toHaveBeenCalledWith(['e1', 'e2']));
  unmount();
});

it('deletes nothing when the confirmation is refused', async () => {
  shared.confirmDelete.mockResolvedValueOnce(false);
  const { unmount } = render(<MonitorPage />);
  await screen.findByText('密码重置');
  fireEvent.click(screen.getByRole('checkbox', { name: '选择 密码重置' }));
  fireEvent.click(screen.getByText('删除所选'));
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ names: ['密码重置'] }));
  expect(api.removeMonitorEntries).not.toHaveBeenCalled();
  unmount();
});
