import type { FastifyInstance } from 'fastify';
import { ok } from '../plugins/envelope';
import { sessionOf } from '../plugins/auth';
import { ticketSchema } from '../routes/common-schemas';

/** POST /api/oauth/SocketTicket: the credential for /websocket/{ticket}, over authenticated HTTP. */
export async function socketTicketRoutes(app: FastifyInstance): Promise<void> {
  app.post('/oauth/SocketTicket', { schema: ticketSchema }, async (request) => {
    const session = sessionOf(request);
    return ok(request, app.socketTickets.issue(session.id, session.userId), 'success');
  });
}
