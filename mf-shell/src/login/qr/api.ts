import { http } from '@atrium/shared';
import type { SignedIn } from '../adoptSignIn';

export interface QrTicket {
  /** What the app scans (inside the QR). */
  ticket: string;
  /** Known only to this page: the only key that collects the session. */
  pollKey: string;
  /** The QR as an image data URL, drawn by the server. */
  qrcode: string;
  expiresIn: number;
}

export type QrStatus = { status: 'waiting' | 'cancelled' | 'expired' } | ({ status: 'confirmed' } & SignedIn);

/** POST /api/oauth/qrcode: a new single-use ticket and its QR (2 minutes). */
export function createQrTicket(): Promise<QrTicket> {
  return http.post('/api/oauth/qrcode', {});
}

/** POST /api/oauth/qrcode/status: silent, since it runs every 2 s; a confirmed answer carries the token, once. */
export function qrTicketStatus(pollKey: string, signal: AbortSignal): Promise<QrStatus> {
  return http.post('/api/oauth/qrcode/status', { pollKey }, { silent: true, signal });
}
