import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSession, endedSessions } from '../../auth/sessions';
import { findUserById } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { TicketBook } from '../../socket/tickets';
import { ticketSchema } from '../common-schemas';

/**
 * Large-screen views (menu type 6) open at the data-visualisation host in a new window. JNPF puts
 * the session token in that URL, where the new window's history, the host's access log and any
 * Referer carry it. Atrium addition (no JNPF path): the portal asks for a one-time ticket that
 * lives 30 s, puts that in the URL instead, and the host exchanges it once, over a POST, for a
 * session of its own. A ticket is worthless once used or expired, and exchanging it needs no
 * other credential.
 */
const exchangeSchema = {
  body: {
    type: 'object',
    properties: { ticket: { type: 'string', minLength: 1, maxLength: 200 } },
    required: ['ticket'],
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      properties: {
        code: { type: 'integer' },
        msg: { type: 'string' },
        data: {
          type: 'object',
          properties: { token: { type: 'string' }, userId: { type: 'string' }, account: { type: 'string' } },
          required: ['token', 'userId', 'account'],
        },
      },
    },
  },
} as const;

const userAgent = (request: FastifyRequest): string => request.headers['user-agent'] ?? '';

export async function dataVisualTicketRoutes(app: FastifyInstance): Promise<void> {
  // Per-process, like the socket tickets: a ticket lost to a restart is asked for again by the
  // next click on the menu entry.
  const tickets = new TicketBook(app.clock);

  /** POST /api/oauth/DataVisualTicket: a one-time ticket for the signed-in user's large-screen view. */
  app.post('/oauth/DataVisualTicket', { schema: ticketSchema }, async (request) => {
    const session = sessionOf(request);
    return ok(request, tickets.issue(session.id, session.userId), 'success');
  });

  /**
   * POST /api/oauth/DataVisualTicket/Exchange {ticket}: called by the data-visualisation host. A
   * live ticket of a live session gives a new session for the same user; anything else (unknown,
   * used, expired, its session ended) is refused with one message and creates nothing.
   */
  app.post<{ Body: { ticket: string } }>(
    '/oauth/DataVisualTicket/Exchange',
    { schema: exchangeSchema, config: { auth: 'public' } },
    async (request) => {
      const now = app.clock();
      const redeemed = tickets.redeem(request.body.ticket);
      if (!redeemed || endedSessions(app.db, [redeemed.sessionId], now).has(redeemed.sessionId)) {
        throw badRequest('dataVisualTicketInvalid');
      }
      const user = findUserById(app.db, redeemed.userId);
      if (!user || user.enabled_mark !== 1) throw badRequest('dataVisualTicketInvalid');
      const { token } = createSession(app.db, {
        userId: redeemed.userId,
        ip: request.ip,
        userAgent: userAgent(request),
        now,
        ttlSeconds: app.config.tokenTtlSeconds,
      });
      return ok(request, { token: `bearer ${token}`, userId: redeemed.userId, account: user.account }, 'success');
    },
  );
}
