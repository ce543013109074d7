// Form field rights (spec section 6) and the test-send dialog: it is an action (send a test mail),
// not the template's data form, so the template page's form rights never hide its fields or skip
// their checks.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { PermissionEntry } from '@atrium/shared';
import { setUpMessageTests } from '../center/listTesting';
import type { MessageTemplate } from './api';
import { TestSendDialog } from './TestSendDialog';

const template: MessageTemplate = {
  id: 't1', fullName: '欢迎', enCode: 'welcome', messageType: 2, messageSource: 3, title: 'Welcome {name}', content: '<p>{name}</p>',
  templateCode: '', sortCode: 0, enabledMark: 1, description: '', creatorTime: 0, paramList: [{ field: 'name' }],
};

jest.mock('./api', () => ({ testSendMail: jest.fn(() => Promise.resolve(null)) }));
jest.mock('../accounts/api', () => ({
  getAccounts: jest.fn(() => Promise.resolve({ list: [{ id: 'acc', fullName: '通知邮箱', enabledMark: 1 }], pagination: { currentPage: 1, pageSize: 500, total: 1 } })),
}));
jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  const permissions = atom([]);
  const modelId = atom('m-template');
  return {
    ...jest.requireActual('@atrium/shared'),
    get $permissions() {
      return permissions;
    },
    get $currentModelId() {
      return modelId;
    },
  };
});
const api = jest.requireMock('./api') as Record<'testSendMail', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as { $permissions: { set: (value: readonly PermissionEntry[]) => void } };
const grant = (formAuthorize: boolean, codes: string[]) =>
  shared.$permissions.set([{ modelId: 'm-template', formAuthorize, form: codes.map((enCode) => ({ enCode })) }] as PermissionEntry[]);
const fields = () => [...document.querySelectorAll('[data-field]')].map((field) => field.getAttribute('data-field'));

setUpMessageTests();
beforeEach(() => jest.clearAllMocks());

it('without formAuthorize shows the account, the receiver and every parameter, each with its enCode', async () => {
  grant(false, []);
  render(<TestSendDialog template={template} onClose={jest.fn()} />);
  await waitFor(() => expect(fields()).toEqual(['accountId', 'toUser', 'paramsValue']));
});

it('keeps the account and the receiver, and checks the receiver, when the page form rights leave them out', async () => {
  grant(true, ['paramsValue']);
  render(<TestSendDialog template={template} onClose={jest.fn()} />);
  await waitFor(() => expect(fields()).toEqual(['accountId', 'toUser', 'paramsValue']));
  await waitFor(() => expect(document.querySelector('sl-select')?.getAttribute('value')).toBe('acc'));
  fireEvent.click(screen.getByText('发送'));
  expect(await screen.findAllByRole('alert')).toHaveLength(1);
  expect(api.testSendMail).not.toHaveBeenCalled();
});

it('keeps the account list shut until the accounts have loaded, then offers them', async () => {
  grant(false, []);
  const accounts = jest.requireMock('../accounts/api') as Record<'getAccounts', jest.Mock>;
  let answer: (page: unknown) => void = () => undefined;
  accounts.getAccounts.mockImplementationOnce(() => new Promise((resolve) => { answer = resolve; }));
  render(<TestSendDialog template={template} onClose={jest.fn()} />);
  const select = () => document.querySelector('sl-select');
  await waitFor(() => expect(accounts.getAccounts).toHaveBeenCalled());
  expect(select()?.hasAttribute('disabled')).toBe(true);
  answer({ list: [{ id: 'acc', fullName: '通知邮箱', enabledMark: 1 }], pagination: { currentPage: 1, pageSize: 500, total: 1 } });
  await waitFor(() => expect(select()?.hasAttribute('disabled')).toBe(false));
  expect(select()?.querySelector('sl-option')?.textContent).toBe('通知邮箱');
});

it('says why nothing can be sent when no mail account is enabled, and sends nothing', async () => {
  grant(false, []);
  const accounts = jest.requireMock('../accounts/api') as Record<'getAccounts', jest.Mock>;
  accounts.getAccounts.mockResolvedValueOnce({ list: [{ id: 'off', fullName: '停用邮箱', enabledMark: 0 }], pagination: { currentPage: 1, pageSize: 500, total: 1 } });
  render(<TestSendDialog template={template} onClose={jest.fn()} />);
  const select = document.querySelector('sl-select');
  await waitFor(() => expect(select?.getAttribute('help-text')).toBe('没有已启用的邮件账号，请先在“账号配置”中新建或启用一个邮件账号'));
  expect(select?.hasAttribute('disabled')).toBe(true);
  fireEvent.click(screen.getByText('发送'));
  expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)).toContain('没有已启用的邮件账号，请先在“账号配置”中新建或启用一个邮件账号');
  expect(api.testSendMail).not.toHaveBeenCalled();
});
