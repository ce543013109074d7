import type { ChatMessage } from '../message/types';
import { mergeMessages } from './mergeMessages';

const msg = (overrides: Partial<ChatMessage>): ChatMessage => ({ id: 'm', fromUserId: 'me', toUserId: 'u', type: 'text', content: 'x', time: 1, ...overrides });

it('replaces the pending message by its record and ignores a repeated echo', () => {
  const pending = msg({ id: 'c1', clientMessageId: 'c1', pending: true, time: 50 });
  let list = mergeMessages([msg({ id: 'm0', time: 10 })], [pending]);
  expect(list.map((m) => m.id)).toEqual(['m0', 'c1']);
  list = mergeMessages(list, [msg({ id: 'm1', clientMessageId: 'c1', time: 40 })]);
  expect(list.map((m) => [m.id, Boolean(m.pending)])).toEqual([['m0', false], ['m1', false]]);
  list = mergeMessages(list, [msg({ id: 'm1', clientMessageId: 'c1', time: 40 })]);
  expect(list).toHaveLength(2);
});

it('keeps pending messages last and records in time order', () => {
  const list = mergeMessages([msg({ id: 'c2', clientMessageId: 'c2', pending: true, time: 1 })], [msg({ id: 'm3', time: 30 }), msg({ id: 'm2', time: 20 })]);
  expect(list.map((m) => m.id)).toEqual(['m2', 'm3', 'c2']);
});
