import { atom, type ReadableAtom } from 'nanostores';

export interface UnreadCounts {
  notice: number;
  chat: number;
  total: number;
}

const $unreadState = atom<UnreadCounts>({ notice: 0, chat: 0, total: 0 });

/** Unread notices and chat messages (the bell and chat badges). */
export const $unread: ReadableAtom<UnreadCounts> = $unreadState;

function count(n: number | undefined, previous: number): number {
  if (n === undefined) return previous;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
}

/** Sets one or both counts; total follows. Negative or non-numeric counts become 0. */
export function setUnreadCounts(counts: { notice?: number; chat?: number }): void {
  const current = $unreadState.get();
  const notice = count(counts.notice, current.notice);
  const chat = count(counts.chat, current.chat);
  if (notice === current.notice && chat === current.chat) return;
  $unreadState.set({ notice, chat, total: notice + chat });
}

const $flowTodoState = atom<number>(0);

/** Pending workflow to-dos of the user, their own and delegated to them (the shell's to-do badge, issue 18 item 4). */
export const $flowTodoCount: ReadableAtom<number> = $flowTodoState;

/** Sets the to-do count; negative or non-numeric counts become 0. */
export function setFlowTodoCount(n: number): void {
  $flowTodoState.set(count(n, 0));
}
