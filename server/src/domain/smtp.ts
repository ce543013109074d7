import net from 'node:net';
import tls from 'node:tls';
import type { MailFailure } from '../mail/failure';
import { networkFailureOf } from './network-failure';

export interface SmtpSettings {
  host: string;
  port: number;
  /** 1: implicit TLS from the first byte (port 465 style). */
  ssl: number;
  account: string;
  password: string;
}

/** `detail` is for the server log; `failure` chooses the sentence the user sees. */
export class SmtpProbeError extends Error {
  constructor(readonly detail: string, readonly failure: MailFailure) {
    super(`atrium-server: smtp probe failed: ${detail}`);
    this.name = 'SmtpProbeError';
  }
}

interface Reply {
  code: number;
  lines: string[];
}

/**
 * Holds one SMTP conversation: greeting, EHLO, AUTH when credentials are given,
 * QUIT. No mail is sent; the point is to prove host, port, TLS and credentials
 * before staff rely on them. Every step shares one deadline so a silent server
 * cannot hold the request open.
 */
export async function probeSmtp(settings: SmtpSettings, timeoutMs: number): Promise<void> {
  const socket: net.Socket = settings.ssl === 1
    ? tls.connect({ host: settings.host, port: settings.port, servername: net.isIP(settings.host) ? undefined : settings.host })
    : net.connect({ host: settings.host, port: settings.port });
  socket.setEncoding('utf8');

  let buffer = '';
  let pending: Reply = { code: 0, lines: [] };
  const replies: Reply[] = [];
  let waiter: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  let failure: Error | null = null;

  const fail = (error: Error): void => {
    failure ??= error;
    if (waiter) {
      waiter.reject(failure);
      waiter = null;
    }
  };
  const timer = setTimeout(() => {
    fail(new SmtpProbeError(`timeout after ${timeoutMs} ms`, 'timeout'));
    socket.destroy();
  }, timeoutMs);

  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      const match = /^(\d{3})([ -])(.*)$/.exec(line);
      if (!match) {
        fail(new SmtpProbeError(`not an SMTP reply: ${line.slice(0, 80)}`, 'unexpected'));
        return;
      }
      pending.lines.push(match[3] ?? '');
      // "250-..." continues a multi-line reply; "250 ..." ends it.
      if (match[2] === ' ') {
        pending.code = Number(match[1]);
        if (waiter) {
          waiter.resolve(pending);
          waiter = null;
        } else {
          replies.push(pending);
        }
        pending = { code: 0, lines: [] };
      }
      end = buffer.indexOf('\n');
    }
  });
  socket.on('error', (error: NodeJS.ErrnoException) => fail(new SmtpProbeError(error.code ?? error.message, networkFailureOf(error))));
  socket.on('close', () => fail(new SmtpProbeError('connection closed by the server', 'unexpected')));

  const next = (): Promise<Reply> => {
    const queued = replies.shift();
    if (queued) return Promise.resolve(queued);
    if (failure) return Promise.reject(failure);
    return new Promise((resolve, reject) => {
      waiter = { resolve, reject };
    });
  };
  const expect = async (codes: number[], step: string): Promise<Reply> => {
    const reply = await next();
    if (!codes.includes(reply.code)) {
      throw new SmtpProbeError(`${step}: ${reply.code} ${reply.lines.join(' ')}`.trim(), step === 'AUTH' ? 'auth' : 'unexpected');
    }
    return reply;
  };
  const send = (line: string): void => {
    socket.write(`${line}\r\n`);
  };

  try {
    await expect([220], 'greeting');
    send('EHLO atrium');
    const ehlo = await expect([250], 'EHLO');
    if (settings.account !== '') {
      const auth = ehlo.lines.find((line) => /^AUTH[ =]/i.test(line))?.toUpperCase().split(/[ =]/) ?? [];
      if (auth.includes('PLAIN')) {
        send(`AUTH PLAIN ${Buffer.from(`\u0000${settings.account}\u0000${settings.password}`).toString('base64')}`);
        await expect([235], 'AUTH');
      } else if (auth.includes('LOGIN')) {
        send('AUTH LOGIN');
        await expect([334], 'AUTH');
        send(Buffer.from(settings.account).toString('base64'));
        await expect([334], 'AUTH');
        send(Buffer.from(settings.password).toString('base64'));
        await expect([235], 'AUTH');
      } else {
        throw new SmtpProbeError('the server offers no AUTH PLAIN or LOGIN on this connection (SSL needed?)', 'authUnavailable');
      }
    }
    send('QUIT');
    await next().catch(() => undefined);
  } finally {
    clearTimeout(timer);
    socket.destroy();
  }
}
