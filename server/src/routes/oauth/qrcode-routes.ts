import type { FastifyInstance } from 'fastify';
import { openSignedInSession } from '../../auth/login';
import { answerQrTicket, createQrTicket, QR_TICKET_TTL_MS, qrTicketByPollKey, spendQrTicket } from '../../auth/qr-tickets';
import { findUserById } from '../../domain/users';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest } from '../../plugins/errors';
import { qrAnswerSchema, qrCreateSchema, qrStatusSchema } from './sign-in-schemas';

/** What the app scans: a small JSON naming the purpose, so it can refuse QR codes that are not sign-ins. */
export function qrPayload(ticket: string): string {
  return JSON.stringify({ t: 'login', ticket });
}

/**
 * App QR-scan sign-in (spec section 2 "Login": app QR scan). The sign-in page creates a ticket
 * and polls with its private poll key; a signed-in app confirms or cancels the scanned ticket.
 * The QR is drawn here (SVG data URL) so the sign-in page carries no QR library.
 */
export async function qrSignInRoutes(app: FastifyInstance): Promise<void> {
  app.post('/oauth/qrcode', { schema: qrCreateSchema, config: { auth: 'public' } }, async (request) => {
    const ticket = createQrTicket(app.db, { ip: request.ip, now: app.clock() });
    const { default: QRCode } = await import('qrcode');
    const svg = await QRCode.toString(qrPayload(ticket.ticket), { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    return ok(request, {
      ticket: ticket.ticket,
      pollKey: ticket.pollKey,
      qrcode: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`,
      expiresIn: QR_TICKET_TTL_MS / 1000,
    });
  });

  // POST with the key in the body, not GET with it in the path: the key is a credential and paths are logged.
  app.post<{ Body: { pollKey: string } }>('/oauth/qrcode/status', { schema: qrStatusSchema, config: { auth: 'public' } }, async (request) => {
    const now = app.clock();
    const found = qrTicketByPollKey(app.db, request.body.pollKey, now);
    if (found.status !== 'confirmed' || !found.userId || !found.ticketHash) return ok(request, { status: found.status });
    const user = findUserById(app.db, found.userId);
    if (!user) return ok(request, { status: 'expired' as const });
    const ticketHash = found.ticketHash;
    const ctx = { db: app.db, now, kdf: app.kdf, ttlSeconds: app.config.tokenTtlSeconds };
    const result = openSignedInSession(ctx, user, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }, () =>
      spendQrTicket(app.db, ticketHash));
    return ok(request, { status: 'confirmed' as const, token: `bearer ${result.token}`, theme: result.theme }, 'signedIn');
  });

  for (const action of ['confirm', 'cancel'] as const) {
    app.post<{ Params: { ticket: string } }>(`/oauth/qrcode/:ticket/${action}`, { schema: qrAnswerSchema }, async (request) => {
      const session = sessionOf(request);
      if (!findUserById(app.db, session.userId)) throw badRequest('qrTicketExpired');
      answerQrTicket(app.db, { ticket: request.params.ticket, userId: session.userId, confirm: action === 'confirm', now: app.clock() });
      return ok(request, null);
    });
  }
}
