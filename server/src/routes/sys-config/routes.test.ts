import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { probeSmtp, SmtpProbeError } from '../../domain/smtp';
import { buildTestApp, call, closeTestApp, connectSocket, createUser, signIn } from '../../testing';
import { sysConfigRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [sysConfigRoutes];

const BASE = '/api/system/SysConfig';

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});

afterAll(async () => {
  await closeTestApp(app);
});

const stored = (): Record<string, string> =>
  Object.fromEntries((app.db.prepare('SELECT key, value FROM sys_config').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]));

describe('reading and writing the system configuration', () => {
  it('returns every field of spec section 3 and the mail account, never its password', async () => {
    const result = await call<Record<string, unknown>>(app, 'GET', BASE, { token: viewer });
    expect(result.code).toBe(200);
    expect(result.data).toMatchObject({
      sysName: 'Atrium',
      sysVersion: 'V1.0.0',
      mandatoryModificationOfInitialPassword: 0,
      loginNeedCode: 0,
      passwordStrengthLimit: 1,
      passwordLengthMinNumber: 8,
      containsNumbers: 1,
      includeLowercaseLetters: 1,
      includeUppercaseLetters: 0,
      containsCharacters: 0,
      emailSmtpHost: '',
      emailSmtpPort: 25,
      emailSsl: 0,
    });
    expect(result.data).not.toHaveProperty('emailPassword');
  });

  it('applies a change at once to the sign-in page config and to CurrentUser', async () => {
    const put = await call(app, 'PUT', BASE, {
      token: admin,
      body: { sysName: '  Atrium 门户 ', loginNeedCode: 1, passwordStrengthLimit: 1, passwordLengthMinNumber: 8, emailPassword: 'secret', emailAccount: 'ops@example.com' },
    });
    expect(put).toMatchObject({ code: 200, msg: '更新成功' });
    const login = await call<{ sysName: string; loginNeedCode: number }>(app, 'GET', '/api/oauth/getConfig/admin');
    expect(login.data).toMatchObject({ sysName: 'Atrium 门户', loginNeedCode: 1 });
    const current = await call<{ sysConfigInfo: Record<string, unknown> }>(app, 'GET', '/api/oauth/CurrentUser', { token: viewer });
    expect(current.data.sysConfigInfo).toMatchObject({ sysName: 'Atrium 门户', loginNeedCode: 1, passwordStrengthLimit: 1, passwordLengthMinNumber: 8 });
    expect(current.data.sysConfigInfo).not.toHaveProperty('emailPassword');
    expect(stored().emailPassword).toBe('secret');
    // An empty password means "unchanged": the form never receives the stored one.
    await call(app, 'PUT', BASE, { token: admin, body: { emailPassword: '', loginNeedCode: 0 } });
    expect(stored()).toMatchObject({ emailPassword: 'secret', loginNeedCode: '0', sysName: 'Atrium 门户' });
  });

  it('ignores keys that are not settings', async () => {
    await call(app, 'PUT', BASE, { token: admin, body: { seededAt: 'x', injected: '1', sysVersion: 'V2' } });
    const values = stored();
    expect(values).not.toHaveProperty('injected');
    expect(values).not.toHaveProperty('seededAt');
    expect(values.sysVersion).toBe('V2');
  });

  it.each([
    ['an empty system name', { sysName: '' }, '请输入系统名称'],
    ['a blank system name', { sysName: '   ' }, 'sysName 不能只包含空白字符'],
    ['a system name of 51 characters', { sysName: 'x'.repeat(51) }, 'sysName 最多为 50 个字符'],
    ['a minimum password length of 5', { passwordLengthMinNumber: 5 }, 'passwordLengthMinNumber 不能小于 6'],
    ['a minimum password length of 17', { passwordLengthMinNumber: 17 }, 'passwordLengthMinNumber 不能大于 16'],
    ['a captcha flag of 2', { loginNeedCode: 2 }, 'loginNeedCode 只能是 0, 1'],
    ['a port of 70000', { emailSmtpPort: 70000 }, 'emailSmtpPort 不能大于 65535'],
    ['a flag that is not a number', { containsNumbers: 'yes' }, 'containsNumbers 的类型应为 integer'],
  ])('refuses %s with 400 and writes nothing', async (_label, body, msg) => {
    const before = stored();
    const result = await call(app, 'PUT', BASE, { token: admin, body: { sysVersion: 'changed', ...body } });
    expect(result).toMatchObject({ code: 400, msg });
    expect(stored()).toEqual(before);
  });

  it('refuses the viewer a change but lets the viewer read', async () => {
    const before = stored();
    expect((await call(app, 'PUT', BASE, { token: viewer, body: { sysName: 'Hacked' } })).code).toBe(403);
    expect((await call(app, 'POST', `${BASE}/Email/Test`, { token: viewer, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: 25 } })).code).toBe(403);
    expect(stored()).toEqual(before);
  });
});

describe('administrator list', () => {
  it('lists administrators and lets only an administrator replace the list', async () => {
    const list = await call<{ list: Array<{ account: string; id: string }> }>(app, 'GET', `${BASE}/getAdminList`, { token: viewer });
    expect(list.data.list.map((u) => u.account)).toEqual(['admin']);
    const adminId = list.data.list[0]?.id ?? '';
    const viewerId = (app.db.prepare("SELECT id FROM users WHERE account = 'viewer'").get() as { id: string }).id;
    expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: viewer, body: { adminIds: [viewerId] } })).code).toBe(403);
    expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [] } })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [adminId, 'nobody'] } })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [adminId, viewerId] } })).code).toBe(200);
    const after = await call<{ list: Array<{ account: string }> }>(app, 'GET', `${BASE}/getAdminList`, { token: admin });
    expect(after.data.list.map((u) => u.account).sort()).toEqual(['admin', 'viewer']);
    await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [adminId] } });
  });

  it('tells the open portals of users added to or removed from the list to reload their rights, and no one else', async () => {
    const adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const promoted = await createUser(app);
    const bystander = await createUser(app);
    const promotedPortal = await connectSocket(app, await signIn(app, promoted.account, promoted.password));
    const bystanderPortal = await connectSocket(app, await signIn(app, bystander.account, bystander.password));
    try {
      expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [adminId, promoted.id] } })).code).toBe(200);
      await expect(promotedPortal.next('refresh')).resolves.toEqual({ method: 'refresh' });
      // The promoted user's next call already runs as an administrator.
      const promotedToken = await signIn(app, promoted.account, promoted.password);
      expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: promotedToken, body: { adminIds: [adminId, promoted.id] } })).code).toBe(200);

      expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: admin, body: { adminIds: [adminId] } })).code).toBe(200);
      await expect(promotedPortal.next('refresh')).resolves.toEqual({ method: 'refresh' });
      expect((await call(app, 'PUT', `${BASE}/setAdminList`, { token: promotedToken, body: { adminIds: [adminId] } })).code).toBe(403);
      // Settled: nothing further arrives, and the user whose flag never changed heard nothing.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(promotedPortal.frames.filter((frame) => frame.method === 'refresh')).toEqual([]);
      expect(bystanderPortal.frames.filter((frame) => frame.method === 'refresh')).toEqual([]);
    } finally {
      promotedPortal.socket.close();
      bystanderPortal.socket.close();
    }
  });
});

/** A tiny SMTP server: greeting, EHLO with AUTH PLAIN LOGIN, and one accepted account. */
function startSmtp(options: { silent?: boolean } = {}): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => {
    if (options.silent) return;
    socket.setEncoding('utf8');
    socket.write('220 test ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (line.startsWith('EHLO')) socket.write('250-test\r\n250-AUTH PLAIN LOGIN\r\n250 OK\r\n');
        else if (line.startsWith('AUTH PLAIN ')) {
          const good = Buffer.from('\u0000ops@example.com\u0000right').toString('base64');
          socket.write(line === `AUTH PLAIN ${good}` ? '235 ok\r\n' : '535 5.7.8 authentication failed\r\n');
        } else if (line === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('502 unknown\r\n');
        end = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      resolve({
        port: address.port,
        close: () => new Promise((done) => {
          server.close(() => done());
          // A silent server keeps its sockets open; end them so close() returns.
          server.getConnections(() => undefined);
        }),
      });
    });
  });
}

describe('email test', () => {
  it('succeeds against a real SMTP conversation with the right account', async () => {
    const smtp = await startSmtp();
    try {
      const result = await call(app, 'POST', `${BASE}/Email/Test`, {
        token: admin,
        body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port, emailSsl: 0, emailAccount: 'ops@example.com', emailPassword: 'right' },
      });
      expect(result).toMatchObject({ code: 200, msg: '测试成功' });
    } finally {
      await smtp.close();
    }
  });

  it('fails with a clear 400 on a wrong password, using the stored one when none is sent', async () => {
    const smtp = await startSmtp();
    try {
      // The stored password is "secret" (set above), which this server refuses.
      const result = await call(app, 'POST', `${BASE}/Email/Test`, {
        token: admin,
        body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port, emailAccount: 'ops@example.com' },
      });
      expect(result.code).toBe(400);
      expect(result.msg).toBe('邮件服务器拒绝了账号或密码，请检查账号和密码（部分邮箱需使用授权码）');
    } finally {
      await smtp.close();
    }
  });

  it('fails with a sentence naming host and port when nothing listens, never the socket code', async () => {
    const smtp = await startSmtp();
    await smtp.close();
    const result = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port }, lang: 'en' });
    expect(result).toMatchObject({
      code: 400,
      msg: `Cannot connect to the mail server 127.0.0.1:${smtp.port}; check the address, the port and the encryption setting`,
    });
    const zh = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port } });
    expect(zh.msg).toBe(`无法连接邮件服务器 127.0.0.1:${smtp.port}，请检查地址、端口和加密方式`);
    const zhtw = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port }, lang: 'zhtw' });
    expect(zhtw.msg).toBe(`無法連線郵件伺服器 127.0.0.1:${smtp.port}，請檢查位址、連接埠和加密方式`);
  });

  it('says the host cannot be found when its name does not resolve', async () => {
    const result = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: 'no-such-host.invalid', emailSmtpPort: 25 } });
    expect(result).toMatchObject({ code: 400, msg: '找不到邮件服务器 no-such-host.invalid，请检查服务器地址' });
  });

  it('blames the encryption setting when SSL meets a plain SMTP port', async () => {
    const smtp = await startSmtp();
    try {
      const result = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: smtp.port, emailSsl: 1 } });
      expect(result).toMatchObject({
        code: 400,
        msg: `与邮件服务器 127.0.0.1:${smtp.port} 建立加密连接失败，请检查 SSL 设置是否与端口一致、服务器证书是否有效`,
      });
    } finally {
      await smtp.close();
    }
  });

  it('says the port does not answer as a mail server (an HTTP server there)', async () => {
    const http = net.createServer((socket) => {
      socket.on('error', () => undefined);
      socket.end('HTTP/1.1 400 Bad Request\r\n\r\n');
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as net.AddressInfo).port;
    try {
      const result = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpHost: '127.0.0.1', emailSmtpPort: port } });
      expect(result).toMatchObject({ code: 400, msg: `127.0.0.1:${port} 的应答不像邮件服务器，请检查端口和加密方式` });
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('refuses a missing host with 400', async () => {
    const result = await call(app, 'POST', `${BASE}/Email/Test`, { token: admin, body: { emailSmtpPort: 25 } });
    expect(result).toMatchObject({ code: 400, msg: 'emailSmtpHost 不能为空' });
  });

  it('gives up on a silent server after the timeout', async () => {
    const smtp = await startSmtp({ silent: true });
    try {
      const probe = probeSmtp({ host: '127.0.0.1', port: smtp.port, ssl: 0, account: '', password: '' }, 200);
      await expect(probe).rejects.toBeInstanceOf(SmtpProbeError);
      await expect(probe).rejects.toMatchObject({ detail: 'timeout after 200 ms', failure: 'timeout' });
    } finally {
      await smtp.close();
    }
  });
});
