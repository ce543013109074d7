import type { WebSocket } from 'ws';
import type { ServerMessage } from './protocol';

export interface Connection {
  /** Unique per socket; the socket quota names sockets by it. */
  id: string;
  socket: WebSocket;
  sessionId: string;
  userId: string;
}

/** WebSocket close codes of our own (4000-4999 are free for applications). */
export const CloseCode = { sessionEnded: 4001, badOrigin: 4003, rateLimited: 4008, tooManySockets: 4009, tooLarge: 1009 } as const;

/**
 * Every open socket, by user and by session. One user may have several tabs and devices:
 * a push to a user reaches all of them; ending a session closes exactly its sockets.
 */
export class Hub {
  private readonly byUser = new Map<string, Set<Connection>>();

  add(connection: Connection): void {
    const set = this.byUser.get(connection.userId) ?? new Set<Connection>();
    set.add(connection);
    this.byUser.set(connection.userId, set);
  }

  remove(connection: Connection): void {
    const set = this.byUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** Sends to every socket of the user; returns how many sockets it reached. */
  pushToUser(userId: string, message: ServerMessage): number {
    const set = this.byUser.get(userId);
    if (!set) return 0;
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const connection of set) {
      if (connection.socket.readyState === connection.socket.OPEN) {
        connection.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  /** Sends to every open socket of this process (an import-map change concerns every portal); returns how many it reached. */
  broadcast(message: ServerMessage): number {
    const frame = JSON.stringify(message);
    let sent = 0;
    for (const set of this.byUser.values()) {
      for (const connection of set) {
        if (connection.socket.readyState !== connection.socket.OPEN) continue;
        connection.socket.send(frame);
        sent += 1;
      }
    }
    return sent;
  }

  send(connection: Connection, message: ServerMessage): void {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(JSON.stringify(message));
  }

  /** Tells the sockets of the matching sessions why, then closes them (sign-out, forced offline, …). */
  closeWhere(match: (connection: Connection) => boolean, message: ServerMessage): number {
    let closed = 0;
    for (const set of this.byUser.values()) {
      for (const connection of [...set]) {
        if (!match(connection)) continue;
        this.close(connection, message, CloseCode.sessionEnded, 'session ended');
        closed += 1;
      }
    }
    return closed;
  }

  /** Tells one socket why, then closes it with that code. */
  close(connection: Connection, message: ServerMessage, code: number, reason: string): void {
    this.send(connection, message);
    connection.socket.close(code, reason);
    this.remove(connection);
  }

  /** The open socket with this id, if this process holds it. */
  find(userId: string, id: string): Connection | undefined {
    for (const connection of this.byUser.get(userId) ?? []) if (connection.id === id) return connection;
    return undefined;
  }

  closeSession(sessionId: string, message: ServerMessage): number {
    return this.closeWhere((connection) => connection.sessionId === sessionId, message);
  }

  closeUser(userId: string, message: ServerMessage, exceptSessionId: string | null = null): number {
    return this.closeWhere((connection) => connection.userId === userId && connection.sessionId !== exceptSessionId, message);
  }

  connections(): Connection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  closeAll(): void {
    for (const set of this.byUser.values()) for (const connection of set) connection.socket.terminate();
    this.byUser.clear();
  }
}
