// Templates: no write buttons without the button codes; the test send is offered on mail
// templates only and shows the server's answer (success or the SMTP error) in its dialog.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@atrium/shared';
import { pageOf, rowOf, setUpMessageTests } from '../center/listTesting';
import type { MessageTemplate } from './api';
import { TemplatePage } from './TemplatePage';

const template = (id: string, messageType: number, fullName: string): MessageTemplate => ({
  id,
  fullName,
  enCode: id,
  messageType,
  messageSource: 3,
  title: 'Welcome {name}',
  content: '<p>{name}</p>',
  templateCode: messageType === 3 ? 'SMS_1' : '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorTime: 0,
  paramList: [{ field: 'name' }],
});

jest.mock('./api', () => ({
  getTemplates: jest.fn(),
  getTemplate: jest.fn(),
  createTemplate: jest.fn(),
  updateTemplate: jest.fn(),
  deleteTemplate: jest.fn(() => Promise.resolve(null)),
  toggleTemplate: jest.fn(() => Promise.resolve({ enabledMark: 0 })),
  copyTemplate: jest.fn(() => Promise.resolve({ id: 'copy' })),
  testSendMail: jest.fn(),
}));
jest.mock('../accounts/api', () => ({
  getAccounts: jest.fn(() => Promise.resolve({ list: [{ id: 'acc', fullName: '通知邮箱', enabledMark: 1 }], pagination: { currentPage: 1, pageSize: 500, total: 1 } })),
}));
jest.mock('../center/api', () => ({
  ...jest.requireActual('../center/api'),
  getTypeList: jest.fn((list: number) =>
    Promise.resolve(list === 1 ? [{ id: '2', enCode: 2, fullName: '邮件' }, { id: '3', enCode: 3, fullName: '短信' }] : [{ id: '3', enCode: 3, fullName: '系统' }])),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
}));

const api = jest.requireMock('./api') as Record<'getTemplates' | 'testSendMail' | 'copyTemplate', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'usePermission', jest.Mock>;

setUpMessageTests();
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => false);
  api.getTemplates.mockResolvedValue(pageOf([template('mail1', 2, '欢迎邮件'), template('sms1', 3, '验证码短信')]));
});

it('names channels from the type list and shows no write buttons to a read-only user', async () => {
  const { container, unmount } = render(<TemplatePage />);
  await screen.findByText('欢迎邮件');
  await waitFor(() => expect(rowOf(container, 'sms1').getByText('短信')).toBeTruthy());
  for (const label of ['新建', '编辑', '复制', '测试发送', '删除']) expect(screen.queryByText(label, { selector: 'sl-button' })).toBeNull();
  unmount();
});

it('offers the test send on mail templates only and shows the mail server error in the dialog', async () => {
  shared.usePermission.mockImplementation(() => true);
  api.testSendMail.mockRejectedValueOnce(new ApiError({ code: 400, msg: '邮件发送失败：550 Mailbox unavailable', kind: 'api' }));
  const { container, unmount } = render(<TemplatePage />);
  await screen.findByText('欢迎邮件');
  expect(rowOf(container, 'sms1').queryByText('测试发送')).toBeNull();
  fireEvent.click(rowOf(container, 'mail1').getByText('测试发送'));

  const dialog = await waitFor(() => {
    const found = document.querySelector('sl-dialog[open]') as HTMLElement | null;
    if (!found) throw new Error('no dialog yet');
    return within(found);
  });
  // FormField is a lazily loaded component: the fields appear a moment after the dialog.
  const to = await waitFor(() => {
    const input = document.querySelector('sl-input[label="收件人邮箱"]') as HTMLElement | null;
    if (!input) throw new Error('no field yet');
    return input;
  });
  fireEvent.click(dialog.getByText('发送', { selector: 'sl-button' }));
  expect(await dialog.findByText('请输入正确的收件人邮箱')).toBeTruthy();
  expect(api.testSendMail).not.toHaveBeenCalled();

  (to as HTMLElement & { value: string }).value = 'ada@example.com';
  to.dispatchEvent(new Event('sl-input'));
  const param = document.querySelector('sl-input[label="参数 name"]') as HTMLElement & { value: string };
  param.value = 'Ada';
  param.dispatchEvent(new Event('sl-input'));
  // The first enabled mail account is chosen once the list arrives.
  await waitFor(() => expect(document.querySelector('sl-select[label="邮箱账号"]')?.getAttribute('value')).toBe('acc'));
  fireEvent.click(dialog.getByText('发送', { selector: 'sl-button' }));
  expect(await dialog.findByText('邮件发送失败：550 Mailbox unavailable')).toBeTruthy();
  expect(api.testSendMail).toHaveBeenCalledWith({ id: 'mail1', accountId: 'acc', toUser: 'ada@example.com', paramsValue: { name: 'Ada' } });

  api.testSendMail.mockResolvedValueOnce({ title: 'Welcome Ada', content: '<p>Ada</p>', toUser: 'ada@example.com' });
  fireEvent.click(dialog.getByText('发送', { selector: 'sl-button' }));
  expect(await dialog.findByText('已发送到 ada@example.com')).toBeTruthy();
  unmount();
});
