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
