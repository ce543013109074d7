// The message centre: the list with its filters and paging, read state, delete with confirmation,
// mark all read, the detail dialog, and a live refresh on socket events (ended on unmount).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { mountRootParcel } from 'single-spa';
import { publishSocketEvent, setLocale } from '@atrium/shared';
import { registerMessageTranslations } from '../i18n';
import type { MessageItem } from '../messages/api';
import { RecordPage } from './RecordPage';

const rows: MessageItem[] = [
  { id: 'm1', title: '系统维护通知', type: 1, releaseUser: '管理员', releaseTime: Date.UTC(2026, 0, 2), isRead: 0 },
  { id: 'm2', title: '审批完成', type: 2, releaseUser: '张三', releaseTime: Date.UTC(2026, 0, 1), isRead: 1 },
];

jest.mock('../messages/api', () => ({
  ...jest.requireActual('../messages/api'),
  getMessages: jest.fn(),
  readMessage: jest.fn(),
  readAllMessages: jest.fn(() => Promise.resolve({ count: 1 })),
  deleteMessageRecords: jest.fn(() => Promise.resolve({ count: 1 })),
}));
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
  navigate: jest.fn(),
}));

const api = jest.requireMock('../messages/api') as Record<'getMessages' | 'readMessage' | 'readAllMessages' | 'deleteMessageRecords', jest.Mock>;
const shared = jest.requireMock('@atrium/shared') as Record<'confirmDialog' | 'confirmDelete' | 'notifyWarning' | 'navigate', jest.Mock>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerMessageTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  api.getMessages.mockResolvedValue({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 45 } });
});

it('lists the first page of 20 with read state, and pages on', async () => {
  const { unmount } = render(<RecordPage />);
  expect(await screen.findByText('系统维护通知')).toBeTruthy();
  expect(api.getMessages).toHaveBeenCalledWith({ currentPage: 1, pageSize: 20, keyword: '', type: null, isRead: null });
  expect(screen.getByText('未读', { selector: 'sl-tag' })).toBeTruthy();
  expect(screen.getByText('已读', { selector: 'sl-tag' })).toBeTruthy();
  expect(screen.getByText('共 45 条')).toBeTruthy();
  expect(screen.getByText('第 1 / 3 页')).toBeTruthy();

  // The shared pager's next button is an icon button labelled 下一页.
  fireEvent.click(await waitFor(() => document.querySelector('sl-icon-button[label="下一页"]') as HTMLElement));
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith(expect.objectContaining({ currentPage: 2, pageSize: 20 })));
  unmount();
});

it('searches with the type and read filters from page 1', async () => {
  const { container, unmount } = render(<RecordPage />);
  await screen.findByText('系统维护通知');
  const [type, isRead] = [...container.querySelectorAll('sl-select')] as (HTMLElement & { value: string })[];
  (type as { value: string }).value = '3';
  fireEvent(type as HTMLElement, new CustomEvent('sl-change', { bubbles: true }));
  (isRead as { value: string }).value = '0';
  fireEvent(isRead as HTMLElement, new CustomEvent('sl-change', { bubbles: true }));
  // sl-button submits its form in a browser; jsdom has no upgraded sl-button.
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith({ currentPage: 1, pageSize: 20, keyword: '', type: 3, isRead: 0 }));
  unmount();
});

it('deletes the selected records after confirmation, and asks for a selection first', async () => {
  const { unmount } = render(<RecordPage />);
  await screen.findByText('系统维护通知');
  fireEvent.click(screen.getByText('删除'));
  await waitFor(() => expect(shared.notifyWarning).toHaveBeenCalledWith('请选择要删除的消息'));
  expect(shared.confirmDelete).not.toHaveBeenCalled();

  fireEvent.click(screen.getByRole('checkbox', { name: '选择 审批完成' }));
  fireEvent.click(screen.getByText('删除'));
  // The confirmation names the records that go (issue 17 item 5).
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith({ names: ['审批完成'] }));
  await waitFor(() => expect(api.deleteMessageRecords).toHaveBeenCalledWith(['m2']));
  await waitFor(() => expect(api.getMessages).toHaveBeenCalledTimes(2));
  unmount();
});

it('marks all read after the spec confirmation and opens a row in the detail dialog', async () => {
  api.readMessage.mockResolvedValue({ ...rows[0], bodyText: '<b>正文</b><script>window.__pwned=1</script>', files: '[]' });
  const { unmount } = render(<RecordPage />);
  await screen.findByText('系统维护通知');
  fireEvent.click(screen.getByText('全部已读'));
  await waitFor(() => expect(api.readAllMessages).toHaveBeenCalled());
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '您确定全部标识为已读状态, 是否继续?' });

  fireEvent.click(screen.getByRole('button', { name: '系统维护通知' }));
  const body = await screen.findByTestId('message-body');
  expect(api.readMessage).toHaveBeenCalledWith('m1');
  expect(body.innerHTML).toBe('<b>正文</b>');
  expect(screen.getByText('无附件')).toBeTruthy();
  unmount();
});

it('as a parcel, reloads on messagePush and initMessage, and stops listening after unmount', async () => {
  const domElement = document.createElement('div');
  document.body.append(domElement);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the mocks above
  const parcel = mountRootParcel((require('./parcel') as typeof import('./parcel')).default, { domElement });
  await parcel.mountPromise;
  await waitFor(() => expect(domElement.querySelectorAll('tbody tr[data-row-id]')).toHaveLength(2));

  publishSocketEvent({ method: 'messagePush', id: 'm9', title: '新' });
  await waitFor(() => expect(api.getMessages).toHaveBeenCalledTimes(2));
  publishSocketEvent({ method: 'initMessage', unreadTotalCount: 0 });
  await waitFor(() => expect(api.getMessages).toHaveBeenCalledTimes(3));

  await parcel.unmount();
  expect(domElement.innerHTML).toBe('');
  publishSocketEvent({ method: 'messagePush', id: 'm10', title: '更新' });
  expect(api.getMessages).toHaveBeenCalledTimes(3);
  domElement.remove();
});

it('opens a flow message at its flow detail route instead of the dialog, and shows it read', async () => {
  api.readMessage.mockResolvedValue({ ...rows[1], bodyText: '{"flowName":"报销"}', files: '[]' });
  const { unmount } = render(<RecordPage />);
  fireEvent.click(await screen.findByRole('button', { name: '审批完成' }));
  await waitFor(() => expect(shared.navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/workFlowDetail\?config=/)));
  expect(api.readMessage).toHaveBeenCalledWith('m2');
  expect(screen.queryByTestId('message-body')).toBeNull();
  await waitFor(() => expect(api.getMessages).toHaveBeenCalledTimes(2));
  unmount();
});

it('uses the list kit: "—" for an empty cell, its empty state, and 清空搜索 after a search found nothing', async () => {
  api.getMessages.mockResolvedValueOnce({ list: [{ ...rows[0], releaseUser: null }], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  const { container, unmount } = render(<RecordPage />);
  const row = await waitFor(() => {
    const found = container.querySelector('tr[data-row-id="m1"]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  expect([...row.querySelectorAll('td')].map((cell) => cell.textContent)).toContain('—');

  api.getMessages.mockResolvedValue({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
  const keyword = container.querySelector('sl-input[name="keyword"]') as HTMLElement & { value: string };
  keyword.value = '无此消息';
  fireEvent(keyword, new CustomEvent('sl-input', { bubbles: true }));
  fireEvent.submit(container.querySelector('form') as HTMLFormElement);
  const clear = await screen.findByText('清空搜索', { selector: 'sl-button' });
  expect(screen.getByText('暂无数据')).toBeTruthy();
  fireEvent.click(clear);
  await waitFor(() => expect(api.getMessages).toHaveBeenLastCalledWith({ currentPage: 1, pageSize: 20, keyword: '', type: null, isRead: null }));
  expect(keyword.value).toBe('');
  unmount();
});
