import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { publishSocketEvent, setLocale } from '@atrium/shared';
import type { Contact, Conversation } from '../api';
import { registerChatTranslations } from '../i18n';

const api = {
  getConversations: jest.fn<Promise<Conversation[]>, [string]>(),
  getContacts: jest.fn<Promise<{ list: Contact[]; pagination: { currentPage: number; pageSize: number; total: number } }>, [string, number]>(),
  removeConversation: jest.fn<Promise<unknown>, [string]>(async () => null),
  clearChatRecords: jest.fn<Promise<unknown>, [string]>(async () => null),
};
// Called through arrows: the factory runs before `api` is initialised (imports are hoisted).
jest.mock('../api', () => ({
  ...jest.requireActual<typeof import('../api')>('../api'),
  getConversations: (keyword: string) => api.getConversations(keyword),
  getContacts: (keyword: string, page: number) => api.getContacts(keyword, page),
  removeConversation: (id: string) => api.removeConversation(id),
  clearChatRecords: (id: string) => api.clearChatRecords(id),
}));

import { ChatPanel, CONTACTS_NEAR_BOTTOM_PX } from './ChatPanel';

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;
const contact = (n: number): Contact => ({ id: `u${n}`, realName: `用户${n}`, account: `user${n}`, department: '研发部' });
const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: 'u2', realName: '李四', account: 'lisi', latestMessage: 'hi', messageType: 'text', latestDate: 1, unreadMessage: 0, ...overrides,
});

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  api.getConversations.mockResolvedValue([conversation({ unreadMessage: 2, online: false })]);
  api.getContacts.mockImplementation(async (_keyword, page) => ({
    list: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => contact((page - 1) * 20 + i)),
    pagination: { currentPage: page, pageSize: 20, total: 25 },
  }));
});

function renderPanel() {
  const onOpen = jest.fn();
  const onCleared = jest.fn();
  render(<ChatPanel styles={styles} activePeerId={null} onOpen={onOpen} onCleared={onCleared} />);
  return { onOpen, onCleared };
}

it('lists conversations with their unread count and follows presence and new messages', async () => {
  renderPanel();
  const list = await screen.findByRole('list', { name: '消息' });
  await waitFor(() => expect(within(list).getByText('李四')).toBeTruthy());
  expect(within(list).getByLabelText('2 条未读').textContent).toBe('2');
  expect(within(list).getByRole('img', { name: '离线' })).toBeTruthy();
  await act(async () => publishSocketEvent({ method: 'presence', userId: 'u2', online: true }));
  expect(within(list).getByRole('img', { name: '在线' })).toBeTruthy();

  api.getConversations.mockResolvedValue([conversation({ unreadMessage: 3, latestMessage: '', messageType: 'image' })]);
  await act(async () => publishSocketEvent({ method: 'receiveMessage', id: 'm9', formUserId: 'u2', messageType: 'image', formMessage: { path: '/x' }, unreadChatCount: 3 }));
  await waitFor(() => expect(within(list).getByText('[图片]')).toBeTruthy());
  expect(within(list).getByLabelText('3 条未读')).toBeTruthy();
});

it('shows when each conversation last had a message: HH:mm today, MM-dd this year, the full date before', async () => {
  const at = (year: number, month: number, day: number, hour: number, minute: number) => new Date(year, month - 1, day, hour, minute).getTime();
  const today = new Date();
  const thisYear = today.getFullYear();
  // Earlier today when possible (00:00 at midnight itself), and a day of this year that is not today.
  const earlier = at(thisYear, today.getMonth() + 1, today.getDate(), 0, 0);
  const otherDay = today.getMonth() === 0 && today.getDate() === 1 ? at(thisYear, 1, 2, 8, 0) : at(thisYear, 1, 1, 8, 0);
  api.getConversations.mockResolvedValue([
    conversation({ id: 'u2', realName: '李四', latestDate: earlier }),
    conversation({ id: 'u3', realName: '王五', latestDate: otherDay }),
    conversation({ id: 'u4', realName: '赵六', latestDate: at(2019, 3, 9, 10, 0) }),
    conversation({ id: 'u5', realName: '钱七', latestDate: undefined }),
  ]);
  renderPanel();
  const list = await screen.findByRole('list', { name: '消息' });
  await waitFor(() => expect(within(list).getByText('赵六')).toBeTruthy());
  const timeOf = (peer: string) => list.querySelector(`[data-peer="${peer}"] time`);
  expect(timeOf('u2')?.textContent).toBe('00:00');
  expect(timeOf('u3')?.textContent).toBe(otherDay === at(thisYear, 1, 1, 8, 0) ? '01-01' : '01-02');
  expect(timeOf('u4')?.textContent).toBe('2019-03-09');
  expect(timeOf('u4')?.getAttribute('title')).toBe('2019-03-09 10:00:00');
  expect(timeOf('u5')).toBeNull();
});

it('searches contacts on Enter and loads the next 20 within 300 px of the bottom, until a short page', async () => {
  const { onOpen } = renderPanel();
  fireEvent.click(screen.getByRole('tab', { name: '联系人' }));
  const list = await screen.findByRole('list', { name: '联系人' });
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(20));
  expect(api.getContacts).toHaveBeenLastCalledWith('', 1);

  Object.defineProperties(list, { scrollHeight: { value: 1000, configurable: true }, clientHeight: { value: 400, configurable: true } });
  list.scrollTop = 1000 - 400 - CONTACTS_NEAR_BOTTOM_PX - 1;
  fireEvent.scroll(list);
  expect(api.getContacts).toHaveBeenCalledTimes(1);
  list.scrollTop = 1000 - 400 - CONTACTS_NEAR_BOTTOM_PX;
  fireEvent.scroll(list);
  await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(25));
  expect(api.getContacts).toHaveBeenLastCalledWith('', 2);
  fireEvent.scroll(list);
  expect(api.getContacts).toHaveBeenCalledTimes(2); // the short page was the last

  const search = screen.getByRole('searchbox', { name: '关键词' });
  fireEvent.change(search, { target: { value: '  user3 ' } });
  expect(api.getContacts).toHaveBeenCalledTimes(2); // typing alone does not search
  fireEvent.submit(search);
  await waitFor(() => expect(api.getContacts).toHaveBeenLastCalledWith('user3', 1));
  fireEvent.click(within(list).getAllByRole('button')[3] as HTMLElement);
  expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: 'u3', account: 'user3' }));
});

it('right-click: removes a conversation, or clears its records only after the spec confirm', async () => {
  const { onCleared } = renderPanel();
  const item = await screen.findByText('李四');
  fireEvent.contextMenu(item);
  fireEvent.click(screen.getByRole('menuitem', { name: '移除会话' }));
  await waitFor(() => expect(api.removeConversation).toHaveBeenCalledWith('u2'));

  fireEvent.contextMenu(item);
  fireEvent.click(screen.getByRole('menuitem', { name: '清空聊天记录' }));
  const confirm = screen.getByRole('alertdialog', { name: '是否清空当前聊天的所有记录?' });
  // The question keeps the spec's words and names whose chat goes (issue 17 item 5).
  expect(within(confirm).getByText('与 李四（lisi） 的聊天')).toBeTruthy();
  expect(confirm.getAttribute('aria-describedby')).toBe(within(confirm).getByText('与 李四（lisi） 的聊天').id);
  fireEvent.click(within(confirm).getByRole('button', { name: '取消' }));
  expect(api.clearChatRecords).not.toHaveBeenCalled();

  fireEvent.contextMenu(item);
  fireEvent.click(screen.getByRole('menuitem', { name: '清空聊天记录' }));
  fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '确定' }));
  await waitFor(() => expect(onCleared).toHaveBeenCalledWith('u2'));
  expect(api.clearChatRecords).toHaveBeenCalledWith('u2');
});

it('has the drawers\' header: the title as a heading and an icon close button with a tooltip, no text glyph (issue 17 item 7)', async () => {
  const onClose = jest.fn();
  render(<ChatPanel styles={styles} activePeerId={null} onOpen={jest.fn()} onCleared={jest.fn()} onClose={onClose} />);
  const title = await screen.findByRole('heading', { level: 2 });
  const close = screen.getByRole('button', { name: '关闭' });
  expect(close.getAttribute('title')).toBe('关闭');
  expect(close.textContent?.trim()).toBe('');
  expect(close.firstElementChild).not.toBeNull();
  expect(title.closest('header')?.contains(close)).toBe(true);
  fireEvent.click(close);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('shows the last message’s emoji as images, never as a font’s glyph, and its markup as text (issue 17 item 3)', async () => {
  api.getConversations.mockResolvedValue([conversation({ latestMessage: '好的 [em:100] <b>x</b>' })]);
  renderPanel();
  const list = await screen.findByRole('list', { name: '消息' });
  await waitFor(() => expect(list.querySelector('img[data-emoji="100"]')).not.toBeNull());
  const image = list.querySelector('img[data-emoji="100"]') as HTMLImageElement;
  expect(image.getAttribute('src')).toBe('emoji/100.svg');
  expect(image.alt).toBe('😀');
  const line = image.parentElement as HTMLElement;
  expect(line.textContent).toBe('好的  <b>x</b>');
  expect(line.querySelector('b')).toBeNull();
});
