import type { FastifyInstance } from 'fastify';
import { conversationPeers } from './repository';

/**
 * Presence (docs/chat-protocol.md): when a user's first socket opens or last socket closes,
 * everyone who has a conversation with them is told. Only changes are announced, so the
 * several close events of a user whose tabs all end at once give one "offline".
 */
export class Presence {
  private readonly announced = new Set<string>();

  constructor(private readonly app: FastifyInstance) {}

  /** Call after the hub added the user's socket. */
  connected(userId: string): void {
    if (this.announced.has(userId)) return;
    this.announced.add(userId);
    this.announce(userId, true);
  }

  /** Call after the hub removed a socket of the user. */
  disconnected(userId: string): void {
    if (this.app.hub.isOnline(userId) || !this.announced.delete(userId)) return;
    this.announce(userId, false);
  }

  private announce(userId: string, online: boolean): void {
    // Sockets still close while the app shuts down, after the database is gone.
    if (!this.app.db.open) return;
    for (const peer of conversationPeers(this.app.db, userId)) {
      if (this.app.hub.isOnline(peer)) this.app.hub.pushToUser(peer, { method: 'presence', userId, online });
    }
  }
}
