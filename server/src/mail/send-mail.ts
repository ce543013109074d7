import { mailFailureOf, type MailFailure } from './failure';

export interface SmtpAccount {
  host: string;
  port: number;
  /** true: implicit TLS from the first byte (port 465 style); otherwise STARTTLS when offered. */
  ssl: boolean;
  user: string;
  password: string;
  senderName: string;
  senderAddress: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
}

/**
 * A mail server refused or could not be reached. `detail` is its own words (or the library's
 * code and text), for the server log; `failure` says what kind of trouble it was, for the user.
 */
export class MailSendError extends Error {
  constructor(readonly detail: string, readonly failure: MailFailure) {
    super(`atrium-server: mail send failed: ${detail}`);
    this.name = 'MailSendError';
  }
}

/**
 * Short by design: staff wait on a test send, and a dead SMTP host must not hold a request open.
 * Each limit bounds one phase (connect, greeting, each command).
 */
export const MAIL_TIMEOUT_MS = 5000;

function detailOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { response, code, message } = error as { response?: unknown; code?: unknown; message?: unknown };
  // The SMTP reply ("550 5.1.1 mailbox unavailable") says most; then the socket code (ECONNREFUSED).
  if (typeof response === 'string' && response !== '') return response;
  if (typeof code === 'string' && code !== '' && typeof message === 'string') return `${code} ${message}`;
  return typeof message === 'string' ? message : String(error);
}

/** Sends one mail through the account's SMTP server with nodemailer; resolves once the server accepted it. */
export async function sendMail(account: SmtpAccount, mail: OutgoingMail, timeoutMs: number = MAIL_TIMEOUT_MS): Promise<void> {
  // Loaded on the first mail: most server starts (and test files) never send one.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport({
    host: account.host,
    port: account.port,
    secure: account.ssl,
    ...(account.user !== '' ? { auth: { user: account.user, pass: account.password } } : {}),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({
      from: { name: account.senderName, address: account.senderAddress },
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
    });
  } catch (error) {
    throw new MailSendError(detailOf(error), mailFailureOf(error));
  } finally {
    transport.close();
  }
}
