const sent: Record<string, unknown>[] = [];
jest.mock('@atrium/shared', () => {
  const actual = jest.requireActual<typeof import('@atrium/shared')>('@atrium/shared');
  return { ...actual, sendSocketMessage: (message: Record<string, unknown>) => sent.push(message) };
});

import { publishSocketEvent } from '@atrium/shared';
import { pendingHistoryRequests, requestHistory } from './messageList';

const record = (id: number, time: number) => ({ id: `m${id}`, sendUserId: 'a', receiveUserId: 'b', contentType: 'text', content: `t${id}`, sendTime: time });

it('asks for 50 newest first and answers each peer in order, oldest message first', async () => {
  const first = requestHistory('b', 1);
  const other = requestHistory('c', 2, 'x');
  expect(sent).toEqual([
    { method: 'MessageList', toUserId: 'b', currentPage: 1, pageSize: 50, sord: 'desc', keyword: '' },
    { method: 'MessageList', toUserId: 'c', currentPage: 2, pageSize: 50, sord: 'desc', keyword: 'x' },
  ]);
  publishSocketEvent({ method: 'messageList', toUserId: 'c', list: [], pagination: { currentPage: 2, pageSize: 50, total: 0 } });
  publishSocketEvent({ method: 'messageList', toUserId: 'b', list: [record(2, 20), record(1, 10)], pagination: { currentPage: 1, pageSize: 50, total: 2 } });
  await expect(other).resolves.toEqual({ messages: [], hasMore: false });
  const page = await first;
  expect(page.messages.map((m) => m.id)).toEqual(['m1', 'm2']);
  expect(page.hasMore).toBe(false);
  expect(pendingHistoryRequests()).toBe(0);
});
