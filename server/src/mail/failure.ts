import { networkFailureOf, type NetworkFailure } from '../domain/network-failure';
import { ApiError, badRequest } from '../plugins/errors';

/** Why talking to a mail server failed: the network kinds, plus the SMTP refusals. */
export type MailFailure =
  | NetworkFailure
  /** The server answered but refused the sender, a recipient or the message (5xx/4xx reply). */
  | { kind: 'rejected'; reply: string }
  /** Credentials are set but the server offers no AUTH method on this connection. */
  | 'authUnavailable';

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/** nodemailer's error: EAUTH, EENVELOPE (with the SMTP reply), ESOCKET/EDNS/ETIMEDOUT (network). */
export function mailFailureOf(error: unknown): MailFailure {
  const code = field(error, 'code');
  const response = field(error, 'response');
  if ((code === 'EENVELOPE' || code === 'EMESSAGE') && typeof response === 'string' && response !== '') {
    return { kind: 'rejected', reply: response.slice(0, 200) };
  }
  return networkFailureOf(error);
}

export interface MailServer {
  host: string;
  port: number;
}

/** The 400 a user sees for a mail failure: a translated sentence naming the server where it helps. */
export function mailFailureError(failure: MailFailure, server: MailServer): ApiError {
  const where = { host: server.host, port: server.port };
  if (typeof failure === 'object') return badRequest('mailRejected', { reply: failure.reply });
  switch (failure) {
    case 'refused': return badRequest('mailConnectRefused', where);
    case 'timeout': return badRequest('mailConnectTimeout', where);
    case 'notFound': return badRequest('mailHostNotFound', { host: server.host });
    case 'tls': return badRequest('mailTlsFailed', where);
    case 'auth': return badRequest('mailAuthFailed');
    case 'authUnavailable': return badRequest('mailAuthUnavailable', where);
    case 'unexpected': return badRequest('mailUnexpectedReply', where);
  }
}
