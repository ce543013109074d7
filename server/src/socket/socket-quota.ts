/**
 * How many sockets one account may hold open at once, and which of them must close when it opens
 * one more. Per process today; with several processes behind one address a shared store (a list
 * per user) implements the same interface, and whichever process holds an evicted socket closes it.
 */
export interface SocketQuota {
  /** Records a newly opened socket; returns the ids of the user's sockets to close (oldest first) so that at most the cap remain. */
  admit(userId: string, socketId: string): string[];
  /** Forgets a closed socket. */
  release(userId: string, socketId: string): void;
}

export class LocalSocketQuota implements SocketQuota {
  /** Socket ids per user in the order they opened. */
  private readonly byUser = new Map<string, string[]>();

  constructor(private readonly maxPerUser: number) {
    if (!Number.isInteger(maxPerUser) || maxPerUser < 1) throw new Error(`atrium-server: the socket cap must be a positive integer, got ${maxPerUser}`);
  }

  admit(userId: string, socketId: string): string[] {
    const open = this.byUser.get(userId) ?? [];
    open.push(socketId);
    this.byUser.set(userId, open);
    return open.length > this.maxPerUser ? open.splice(0, open.length - this.maxPerUser) : [];
  }

  release(userId: string, socketId: string): void {
    const open = this.byUser.get(userId);
    if (!open) return;
    const index = open.indexOf(socketId);
    if (index >= 0) open.splice(index, 1);
    if (open.length === 0) this.byUser.delete(userId);
  }
}
