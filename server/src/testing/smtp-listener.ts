import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** One mail as the listener received it over SMTP. */
export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The body, transfer encoding undone (single-part mails, as nodemailer sends `html` alone). */
  body: string;
  raw: string;
}

export interface SmtpListener {
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail received for this address (waits up to `timeoutMs`). */
  waitForMail: (to: string, timeoutMs?: number) => Promise<ReceivedMail>;
  close: () => Promise<void>;
}

export interface SmtpListenerOptions {
  /** Refuse every recipient with this SMTP reply text (code 550). */
  rejectRecipients?: string;
}

function decodeWord(text: string): string {
  return text.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_whole, kind: string, data: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'));
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers (unfolded) and decoded body of a single-part message. */
export function parseMail(raw: string): { subject: string; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const rest = raw.slice(split + 4);
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1] ?? '';
  // Encoded words split over folded lines join without the space folding added.
  const subject = decodeWord(header('Subject').replace(/\?=\s+=\?/g, '?==?'));
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body = encoding === 'quoted-printable'
    ? decodeQuotedPrintable(rest)
    : encoding === 'base64' ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8') : rest;
  return { subject, body: body.replace(/\r\n$/, '') };
}

/**
 * A real SMTP server (the `smtp-server` package) on a random local port, for tests: it accepts
 * any sender, records every mail, and can refuse recipients to exercise the failure path.
 */
export async function startSmtpListener(options: SmtpListenerOptions = {}): Promise<SmtpListener> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP: a self-signed STARTTLS certificate would only test certificate checks.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (options.rejectRecipients) {
        const error = Object.assign(new Error(options.rejectRecipients), { responseCode: 550 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(raw),
          raw,
        };
        mails.push(mail);
        for (const waiter of waiters.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiters.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  const waitForMail = (to: string, timeoutMs = 5000): Promise<ReceivedMail> => {
    const found = mails.find((mail) => mail.to.includes(to));
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no mail for ${to} within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({ to, resolve: (mail) => { clearTimeout(timer); resolve(mail); } });
    });
  };

  return { port, mails, waitForMail, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
