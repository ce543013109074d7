/**
 * What went wrong talking to another server (an SMTP host, an HTTP interface), in words a user
 * can act on. Library errors carry their cause in different places: Node's socket errors in
 * `code` (ECONNREFUSED), nodemailer's in `code` (ESOCKET, EDNS, EAUTH) with the socket's text in
 * `message`, fetch's in `cause.code`. The raw text stays in the server's log; users see the
 * translated sentence chosen from this kind.
 */
export type NetworkFailure =
  /** Nothing listens on host:port, or a firewall refused the connection. */
  | 'refused'
  /** No answer within the limit. */
  | 'timeout'
  /** The host name does not resolve. */
  | 'notFound'
  /** The TLS handshake or the certificate check failed (also: SSL on a plain port and the reverse). */
  | 'tls'
  /** The server refused the account or password. */
  | 'auth'
  /** The peer closed or reset the connection, or answered in a way the protocol does not allow. */
  | 'unexpected';

const TLS_PATTERN = /\b(SSL|TLS|CERT|certificate|self[- ]signed|wrong version number|handshake|altname|UNABLE_TO_(GET|VERIFY))/i;

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined;
}

/** Every code and message on the error and its cause chain (fetch wraps the socket error in `cause`). */
function clues(error: unknown): { codes: string[]; text: string } {
  const codes: string[] = [];
  const texts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current !== undefined && current !== null; depth += 1) {
    const code = field(current, 'code');
    if (typeof code === 'string') codes.push(code);
    const message = field(current, 'message');
    if (typeof message === 'string') texts.push(message);
    else if (typeof current === 'string') texts.push(current);
    current = field(current, 'cause');
  }
  return { codes, text: texts.join(' ') };
}

export function networkFailureOf(error: unknown): NetworkFailure {
  const { codes, text } = clues(error);
  const has = (...names: string[]) => names.some((name) => codes.includes(name) || new RegExp(`\\b${name}\\b`).test(text));
  if (has('EAUTH')) return 'auth';
  if (has('ECONNREFUSED')) return 'refused';
  if (has('ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'EAI_NODATA', 'EDNS')) return 'notFound';
  if (has('ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'TimeoutError')) return 'timeout';
  if (field(error, 'name') === 'TimeoutError' || /\btime(d)? ?out\b|never received/i.test(text)) return 'timeout';
  if (codes.some((code) => /^(ERR_SSL|ERR_TLS|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/.test(code)) || has('ETLS') || TLS_PATTERN.test(text)) return 'tls';
  return 'unexpected';
}
