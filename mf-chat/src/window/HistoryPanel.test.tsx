import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import type { HistoryPage } from '../message/messageList';
import type { ChatMessage } from '../message/types';
import { registerChatTranslations } from '../i18n';

const requestHistory = jest.fn<Promise<HistoryPage>, [string, number, string?]>();
jest.mock('../message/messageList', () => ({
  ...jest.requireActual<typeof import('../message/messageList')>('../message/messageList'),
  requestHistory: (peer: string, page: number, keyword?: string) => requestHistory(peer, page, keyword),
}));

import { HISTORY_NEAR_TOP_PX, HistoryPanel } from './HistoryPanel';

const styles = new Proxy({}, { get: (_target, key) => String(key) }) as Record<string, string>;
const record = (n: number): ChatMessage => ({ id: `m${n}`, fromUserId: n % 2 ? 'u2' : 'me', toUserId: n % 2 ? 'me' : 'u2', type: 'text', content: `text ${n}`, time: n });
// Pages come oldest first, as the window gets them.
const page = (from: number, count: number): ChatMessage[] => Array.from({ length: count }, (_, i) => record(from + i));
const ids = (list: HTMLElement) => Array.from(list.querySelectorAll('li[data-message-id]'), (li) => li.getAttribute('data-message-id'));

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerChatTranslations();
});

beforeEach(() => requestHistory.mockReset());

function renderHistory() {
  render(<HistoryPanel myId="me" peerId="u2" peerName="李四" styles={styles} onPlay={jest.fn()} onClose={jest.fn()} />);
  const region = screen.getByRole('region', { name: '聊天记录' });
  const list = within(region).getByRole('list', { name: '聊天记录' });
  // Every row 100 px high in a 400 px view, so the scroll position can be followed.
  Object.defineProperties(list, {
    scrollHeight: { get: () => list.querySelectorAll('li').length * 100, configurable: true },
    clientHeight: { value: 400, configurable: true },
  });
  return { region, list };
}

it('keeps the peer’s name in its header', async () => {
  requestHistory.mockResolvedValue({ messages: page(1, 3), hasMore: false });
  const { region } = renderHistory();
  expect(within(region).getByRole('heading', { name: '与 李四 的聊天记录' })).toBeTruthy();
  // The search box is still there beside it.
  expect(within(region).getByRole('searchbox', { name: '关键词' })).toBeTruthy();
  // Its close button is an icon of the bundled set with a tooltip, not a × glyph (issue 17 item 3).
  const close = within(region).getByRole('button', { name: '关闭' });
  expect(close.querySelector('[data-icon="x-lg"]')).not.toBeNull();
  expect(close.textContent).toBe('');
  expect(close.getAttribute('title')).toBe('关闭');
});

it('lists oldest at the top like the window, opens at the newest and puts older pages above within 100 px of the top', async () => {
  requestHistory.mockResolvedValueOnce({ messages: page(51, 50), hasMore: true }).mockResolvedValueOnce({ messages: page(1, 50), hasMore: false });
  const { list } = renderHistory();
  await waitFor(() => expect(ids(list)).toHaveLength(50));
  expect(ids(list)[0]).toBe('m51');
  expect(ids(list)[49]).toBe('m100');
  expect(requestHistory).toHaveBeenCalledWith('u2', 1, '');
  // Opened at the bottom: the newest message is in view.
  expect(list.scrollTop).toBe(50 * 100 - 400);

  list.scrollTop = HISTORY_NEAR_TOP_PX + 1;
  fireEvent.scroll(list);
  expect(requestHistory).toHaveBeenCalledTimes(1);
  list.scrollTop = HISTORY_NEAR_TOP_PX;
  fireEvent.scroll(list);
  await waitFor(() => expect(ids(list)).toHaveLength(100));
  expect(requestHistory).toHaveBeenLastCalledWith('u2', 2, '');
  expect(ids(list).slice(0, 2)).toEqual(['m1', 'm2']);
  expect(ids(list)[99]).toBe('m100');
  // The messages that were in view stay in view: same distance from the bottom as before the load.
  expect(list.scrollTop).toBe(100 * 100 - 400 - (50 * 100 - 400 - HISTORY_NEAR_TOP_PX));
  fireEvent.scroll(list);
  expect(requestHistory).toHaveBeenCalledTimes(2); // the short page was the last
});

it('searches on Enter and shows the matches in the same order', async () => {
  requestHistory.mockResolvedValueOnce({ messages: page(1, 5), hasMore: false }).mockResolvedValueOnce({ messages: [record(2), record(4)], hasMore: false });
  const { list, region } = renderHistory();
  await waitFor(() => expect(ids(list)).toHaveLength(5));
  const box = within(region).getByRole('searchbox', { name: '关键词' });
  fireEvent.change(box, { target: { value: ' text ' } });
  fireEvent.submit(box);
  await waitFor(() => expect(ids(list)).toEqual(['m2', 'm4']));
  expect(requestHistory).toHaveBeenLastCalledWith('u2', 1, 'text');
});
