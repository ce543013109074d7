import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { publishSocketEvent, setLocale } from '@atrium/shared';
import type { HistoryPage } from '../message/messageList';
import type { ChatMessage } from '../message/types';
import { registerChatTranslations } from '../i18n';

const sent: Record<string, unknown>[] = [];
const requestHistory = jest.fn<Promise<HistoryPage>, [string, number, string?]>();
jest.mock('@atrium/shared', () => ({
  ...jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared'),
  sendSocketMessage: (message: Record<string, unknown>) => sent.push(message),
}));
jest.mock('../message/messageList', () => ({
  ...jest.requireActual<typeof import('../message/messageList')>('../message/messageList'),
  requestHistory: (peer: string, page: number, keyword?: string) => requestHistory(peer, page, keyword),
}));

import { ChatWindow, OLDER_NEAR_TOP_PX } from './ChatWindow';

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;
const record = (n: number, from = 'u2'): ChatMessage => ({ id: `m${n}`, fromUserId: from, toUserId: from === 'me' ? 'u2' : 'me', type: 'text', content: `text ${n}`, time: n });
const page = (from: number, count: number): ChatMessage[] => Array.from({ length: count }, (_, i) => record(from + i));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

beforeEach(() => {
  sent.length = 0;
  requestHistory.mockReset();
});

function renderWindow() {
  render(<ChatWindow myId="me" peer={{ id: 'u2', realName: '李四', account: 'lisi' }} generation={0} styles={styles} className="window" onClose={jest.fn()} />);
  return screen.getByRole('list', { name: '消息列表' });
}

it('shows the latest 50, marks them read, and loads the older page within 100 px of the top', async () => {
  requestHistory.mockResolvedValueOnce({ messages: page(51, 50), hasMore: true }).mockResolvedValueOnce({ messages: page(1, 50), hasMore: false });
  const list = renderWindow();
  expect(screen.getByText('李四')).toBeTruthy();
  expect(screen.getByText('lisi')).toBeTruthy();
  await waitFor(() => expect(list.querySelectorAll('li[data-message-id]')).toHaveLength(50));
  expect(requestHistory).toHaveBeenCalledWith('u2', 1, undefined);
  expect(sent).toContainEqual(expect.objectContaining({ method: 'UpdateReadMessage', formUserId: 'u2' }));

  Object.defineProperties(list, { scrollHeight: { value: 5000, configurable: true }, clientHeight: { value: 400, configurable: true } });
  list.scrollTop = OLDER_NEAR_TOP_PX + 1;
  fireEvent.scroll(list);
  expect(requestHistory).toHaveBeenCalledTimes(1);
  list.scrollTop = OLDER_NEAR_TOP_PX;
  fireEvent.scroll(list);
  await waitFor(() => expect(list.querySelectorAll('li[data-message-id]')).toHaveLength(100));
  expect(requestHistory).toHaveBeenLastCalledWith('u2', 2, undefined);
  expect(list.querySelector('li[data-message-id]')?.textContent).toContain('text 1');
  fireEvent.scroll(list);
  expect(requestHistory).toHaveBeenCalledTimes(2); // the short page was the last
});

it('shows a sent message as pending until the echo, and reads what arrives while open', async () => {
  let answer: (page: HistoryPage) => void = () => undefined;
  requestHistory.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const list = renderWindow();
  const input = screen.getByRole('textbox', { name: '消息内容' });
  fireEvent.change(input, { target: { value: ' hello [em:101] ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  const frame = sent.find((message) => message.method === 'SendMessage');
  expect(frame).toEqual(expect.objectContaining({ toUserId: 'u2', messageType: 'text', messageContent: 'hello [em:101]' }));
  const pending = list.querySelector('li[data-pending="true"]');
  expect(pending?.textContent).toContain('发送中');

  await act(async () =>
    publishSocketEvent({ method: 'sendMessage', id: 'm7', clientMessageId: frame?.clientMessageId, toUserId: 'u2', messageType: 'text', toMessage: 'hello [em:101]', dateTime: 7 }),
  );
  expect(list.querySelector('li[data-pending="true"]')).toBeNull();
  expect(list.querySelector('li[data-message-id="m7"] [data-emoji="101"]')?.getAttribute('alt')).toBe('😁');
  // The first page answering after the echo keeps it (and adds the older record once).
  await act(async () => answer({ messages: [record(1), { ...record(7, 'me'), content: 'hello [em:101]' }], hasMore: false }));
  expect(Array.from(list.querySelectorAll('li[data-message-id]'), (li) => li.getAttribute('data-message-id'))).toEqual(['m1', 'm7']);

  sent.length = 0;
  await act(async () => publishSocketEvent({ method: 'receiveMessage', id: 'm8', formUserId: 'u2', messageType: 'text', formMessage: '<i>x</i>', dateTime: 8, unreadChatCount: 1 }));
  const received = within(list).getByText('<i>x</i>');
  expect(received.querySelector('i')).toBeNull();
  expect(sent).toEqual([expect.objectContaining({ method: 'UpdateReadMessage', formUserId: 'u2' })]);
  // A message from someone else is not this conversation's.
  await act(async () => publishSocketEvent({ method: 'receiveMessage', id: 'm9', formUserId: 'u3', messageType: 'text', formMessage: 'other', dateTime: 9 }));
  expect(within(list).queryByText('other')).toBeNull();
});

it('invites a first message in an empty conversation, and drops the invitation once a message is there', async () => {
  requestHistory.mockResolvedValue({ messages: [], hasMore: false });
  const list = renderWindow();
  const invitation = await waitFor(() => {
    const found = list.querySelector('[data-empty-chat]');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  expect(invitation.textContent).toContain('还没有消息');
  expect(invitation.textContent).toContain('在下方输入框中发送第一条消息，和 李四 打个招呼吧');
  expect(invitation.querySelector('[data-icon]')).not.toBeNull();
  await act(async () => publishSocketEvent({ method: 'receiveMessage', id: 'm1', formUserId: 'u2', messageType: 'text', formMessage: 'hi', dateTime: 1 }));
  expect(list.querySelector('[data-empty-chat]')).toBeNull();
  expect(within(list).getByText('hi')).toBeTruthy();
});

it('shows no invitation while the first page loads or when it failed', async () => {
  let fail: (error: Error) => void = () => undefined;
  requestHistory.mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
  const list = renderWindow();
  expect(within(list).getByText('加载中')).toBeTruthy();
  expect(list.querySelector('[data-empty-chat]')).toBeNull();
  await act(async () => fail(new Error('timeout')));
  await waitFor(() => expect(within(list).getByText('加载失败，请重试')).toBeTruthy());
  expect(list.querySelector('[data-empty-chat]')).toBeNull();
});
