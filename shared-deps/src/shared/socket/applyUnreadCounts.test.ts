import { $unread } from '../unread';
import { applyUnreadCounts } from './index';

it('takes the bell and chat counts from initMessage and messagePush', () => {
  applyUnreadCounts({ method: 'initMessage', unreadTotalCount: 4, unreadChatCount: 2 });
  expect($unread.get()).toEqual({ notice: 4, chat: 2, total: 6 });
  applyUnreadCounts({ method: 'messagePush', unreadTotalCount: 5 });
  expect($unread.get()).toEqual({ notice: 5, chat: 2, total: 7 });
  applyUnreadCounts({ method: 'refresh' });
  expect($unread.get()).toEqual({ notice: 5, chat: 2, total: 7 });
});

it('follows the chat count of received messages and of reads in any tab', () => {
  applyUnreadCounts({ method: 'initMessage', unreadTotalCount: 0, unreadChatCount: 0 });
  applyUnreadCounts({ method: 'receiveMessage', id: 'c1', formUserId: 'u2', unreadChatCount: 3 });
  expect($unread.get()).toEqual({ notice: 0, chat: 3, total: 3 });
  applyUnreadCounts({ method: 'chatRead', formUserId: 'u2', unreadChatCount: 1 });
  expect($unread.get()).toEqual({ notice: 0, chat: 1, total: 1 });
  // An echo of my own message says nothing about my unread count.
  applyUnreadCounts({ method: 'sendMessage', id: 'c2', toUserId: 'u2' });
  expect($unread.get().chat).toBe(1);
});
