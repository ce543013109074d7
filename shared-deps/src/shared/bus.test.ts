import { moduleEvents$, publishModuleEvent, publishSocketEvent, socketEvents$, type ModuleEvent, type SocketEvent } from './bus';
import { $unread, setUnreadCounts } from './unread';

describe('event streams', () => {
  it('delivers socket events to subscribers until they unsubscribe', () => {
    const seen: SocketEvent[] = [];
    const subscription = socketEvents$.subscribe((e) => seen.push(e));
    publishSocketEvent({ method: 'initMessage', unreadNoticeCount: 2 });
    subscription.unsubscribe();
    publishSocketEvent({ method: 'messagePush' });
    expect(seen).toEqual([{ method: 'initMessage', unreadNoticeCount: 2 }]);
  });

  it('keeps no history for late subscribers', () => {
    publishModuleEvent({ type: 'swapped', moduleName: '@atrium/mf-system' });
    const seen: ModuleEvent[] = [];
    const subscription = moduleEvents$.subscribe((e) => seen.push(e));
    const error = new Error('404');
    publishModuleEvent({ type: 'failed', moduleName: '@atrium/mf-chat', error });
    subscription.unsubscribe();
    expect(seen).toEqual([{ type: 'failed', moduleName: '@atrium/mf-chat', error }]);
  });

  it('exposes streams that cannot be written to', () => {
    expect((socketEvents$ as unknown as { next?: unknown }).next).toBeUndefined();
  });
});

describe('unread counts', () => {
  it('sets counts, keeps the other one, and keeps the total', () => {
    setUnreadCounts({ notice: 3 });
    setUnreadCounts({ chat: 4 });
    expect($unread.get()).toEqual({ notice: 3, chat: 4, total: 7 });
  });

  it('turns negative and non-numeric counts into 0 and floors fractions', () => {
    setUnreadCounts({ notice: -2, chat: Number.NaN });
    expect($unread.get()).toEqual({ notice: 0, chat: 0, total: 0 });
    setUnreadCounts({ notice: 2.7 });
    expect($unread.get().notice).toBe(2);
  });

  it('does not notify when nothing changed', () => {
    setUnreadCounts({ notice: 1, chat: 1 });
    const listener = jest.fn();
    const stop = $unread.listen(listener);
    setUnreadCounts({ notice: 1 });
    stop();
    expect(listener).not.toHaveBeenCalled();
  });
});
