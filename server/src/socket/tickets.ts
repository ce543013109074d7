import { randomBytes } from 'node:crypto';

/**
 * Single-use socket tickets (OWASP ASVS 5 §4.4, §14.2.1): a browser cannot set headers on a
 * websocket, so the credential travels in the URL, where proxies and histories log it. A ticket
 * that lives 30 s and works once is worthless in a log, unlike the session token.
 * Kept in memory: the reference server is one process; a ticket lost to a restart is simply
 * asked for again by the reconnecting client.
 */
export const TICKET_TTL_MS = 30_000;

interface Ticket {
  sessionId: string;
  userId: string;
  expiresAt: number;
}

export class TicketBook {
  private readonly tickets = new Map<string, Ticket>();

  constructor(private readonly clock: () => number) {}

  issue(sessionId: string, userId: string): { ticket: string; expiresIn: number } {
    this.sweep();
    const ticket = randomBytes(32).toString('base64url');
    this.tickets.set(ticket, { sessionId, userId, expiresAt: this.clock() + TICKET_TTL_MS });
    return { ticket, expiresIn: TICKET_TTL_MS / 1000 };
  }

  /** The ticket's session if it is live; the ticket is spent either way. */
  redeem(ticket: string): { sessionId: string; userId: string } | null {
    const found = this.tickets.get(ticket);
    this.tickets.delete(ticket);
    if (!found || found.expiresAt <= this.clock()) return null;
    return { sessionId: found.sessionId, userId: found.userId };
  }

  private sweep(): void {
    const now = this.clock();
    for (const [ticket, entry] of this.tickets) if (entry.expiresAt <= now) this.tickets.delete(ticket);
  }
}
