import net from 'node:net';
import { networkFailureOf } from '../domain/network-failure';
import { mailFailureError, mailFailureOf } from './failure';
import { MailSendError, sendMail } from './send-mail';

const account = (port: number) => ({ host: '127.0.0.1', port, ssl: false, user: '', password: '', senderName: 'Atrium', senderAddress: 'noreply@example.com' });
const mail = { to: 'a@example.com', subject: 's', html: '<p>x</p>' };

it('says the server did not answer when it stays silent past the limit, naming host and port', async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  try {
    const sent = sendMail(account(port), mail, 300);
    await expect(sent).rejects.toBeInstanceOf(MailSendError);
    const error = (await sent.catch((caught: unknown) => caught)) as MailSendError;
    expect(error.failure).toBe('timeout');
    // The library's words stay in `detail`, for the log.
    expect(error.detail).toMatch(/ETIMEDOUT/);
    const server = { host: '127.0.0.1', port };
    expect(mailFailureError(error.failure, server).localise('zh')).toBe(`邮件服务器 127.0.0.1:${port} 没有响应，请检查地址、端口和网络`);
    expect(mailFailureError(error.failure, server).localise('en')).toBe(`The mail server 127.0.0.1:${port} did not answer; check the address, the port and the network`);
  } finally {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  }
});

it('reads nodemailer’s and Node’s error shapes', () => {
  const coded = (code: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { code, ...extra });
  expect(mailFailureOf(coded('ESOCKET', 'connect ECONNREFUSED 127.0.0.1:25'))).toBe('refused');
  expect(mailFailureOf(coded('EDNS', 'getaddrinfo ENOTFOUND smtp.nowhere'))).toBe('notFound');
  expect(mailFailureOf(coded('ETIMEDOUT', 'Greeting never received'))).toBe('timeout');
  expect(mailFailureOf(coded('EAUTH', 'Invalid login: 535 Authentication failed', { response: '535 Authentication failed' }))).toBe('auth');
  expect(mailFailureOf(coded('ESOCKET', 'self-signed certificate'))).toBe('tls');
  expect(mailFailureOf(coded('ESOCKET', 'error:0A00010B:SSL routines::wrong version number'))).toBe('tls');
  expect(mailFailureOf(coded('EENVELOPE', 'Recipient rejected', { response: '550 5.1.1 No such user' }))).toEqual({ kind: 'rejected', reply: '550 5.1.1 No such user' });
  expect(mailFailureOf(coded('EPROTOCOL', 'Invalid greeting'))).toBe('unexpected');
  // fetch hides the socket error in `cause`.
  expect(networkFailureOf(new TypeError('fetch failed', { cause: coded('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9') }))).toBe('refused');
  expect(networkFailureOf(new TypeError('fetch failed', { cause: coded('CERT_HAS_EXPIRED', 'certificate has expired') }))).toBe('tls');
  expect(networkFailureOf(new TypeError('fetch failed', { cause: coded('UND_ERR_CONNECT_TIMEOUT', 'Connect Timeout Error') }))).toBe('timeout');
  expect(networkFailureOf(coded('EAI_AGAIN', 'getaddrinfo EAI_AGAIN example.com'))).toBe('notFound');
});
