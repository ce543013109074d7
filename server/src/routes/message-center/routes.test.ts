import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, call, closeTestApp, signIn } from '../../testing';
import { startSmtpListener } from '../../testing/smtp-listener';
import { SECRET_MASK } from '../../mail/secrets';
import { messageCenterRoutes } from '.';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [messageCenterRoutes];

const ACCOUNTS = '/api/message/AccountConfig';
const TEMPLATES = '/api/message/MessageTemplateConfig';
const SEND_CONFIGS = '/api/message/SendMessageConfig';
const MONITOR = '/api/message/MessageMonitor';

interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

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

let sequence = 0;
const code = (prefix: string): string => {
  sequence += 1;
  return `${prefix}${sequence}`;
};

const mailAccount = (overrides: Record<string, unknown> = {}) => ({
  type: 2,
  fullName: '通知邮箱',
  enCode: code('mail'),
  smtpServer: '127.0.0.1',
  smtpPort: 25,
  sslLink: 0,
  smtpUser: '',
  smtpPassword: 'top-secret',
  addressorName: 'Atrium',
  senderAddress: 'noreply@example.com',
  ...overrides,
});

async function create(base: string, body: Record<string, unknown>): Promise<string> {
  const result = await call<{ id: string }>(app, 'POST', base, { token: admin, body });
  if (result.code !== 200) throw new Error(`create ${base}: ${result.code} ${result.msg}`);
  return result.data.id;
}

const mailTemplate = (overrides: Record<string, unknown> = {}) => ({
  fullName: '欢迎邮件',
  enCode: code('welcome'),
  messageType: 2,
  messageSource: 3,
  title: 'Welcome {name}',
  content: '<p>Hello {name}, your code is {code}.</p>',
  ...overrides,
});

describe('AccountConfig', () => {
  it('creates, lists by channel with keyword and paging, and never returns secrets', async () => {
    const id = await create(ACCOUNTS, mailAccount({ fullName: '分页邮箱A' }));
    await create(ACCOUNTS, mailAccount({ fullName: '分页邮箱B' }));
    await create(ACCOUNTS, { type: 6, fullName: '公众号', enCode: code('mp'), appId: 'wx1', appSecret: 'mp-secret' });

    const page = await call<Page<Record<string, unknown>>>(app, 'GET', `${ACCOUNTS}?type=2&keyword=${encodeURIComponent('分页邮箱')}&currentPage=2&pageSize=1`, { token: admin });
    expect(page.code).toBe(200);
    expect(page.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    expect(page.data.list).toHaveLength(1);

    const info = await call<Record<string, unknown>>(app, 'GET', `${ACCOUNTS}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ type: 2, smtpServer: '127.0.0.1', smtpPort: 25, smtpPassword: SECRET_MASK, senderAddress: 'noreply@example.com' });
    const all = await call(app, 'GET', `${ACCOUNTS}?type=6`, { token: admin });
    expect(JSON.stringify(all.data)).not.toContain('mp-secret');
    expect(JSON.stringify(page.data)).not.toContain('top-secret');
  });

  it('keeps the stored secret when an edit leaves it blank or sends the mask, and replaces it when given', async () => {
    const id = await create(ACCOUNTS, mailAccount());
    const stored = () => JSON.parse((app.db.prepare('SELECT settings FROM message_accounts WHERE id = ?').get(id) as { settings: string }).settings) as Record<string, unknown>;
    const body = mailAccount({ enCode: `kept${id}`, smtpServer: 'smtp.example.com' });
    expect((await call(app, 'PUT', `${ACCOUNTS}/${id}`, { token: admin, body: { ...body, smtpPassword: '' } })).code).toBe(200);
    expect(stored()).toMatchObject({ smtpServer: 'smtp.example.com', smtpPassword: 'top-secret' });
    expect((await call(app, 'PUT', `${ACCOUNTS}/${id}`, { token: admin, body: { ...body, smtpPassword: SECRET_MASK } })).code).toBe(200);
    expect(stored().smtpPassword).toBe('top-secret');
    expect((await call(app, 'PUT', `${ACCOUNTS}/${id}`, { token: admin, body: { ...body, smtpPassword: 'rotated' } })).code).toBe(200);
    expect(stored().smtpPassword).toBe('rotated');
  });

  it('checks the fields of each channel and writes nothing on a bad input', async () => {
    const count = () => (app.db.prepare('SELECT COUNT(*) AS n FROM message_accounts').get() as { n: number }).n;
    const before = count();
    const cases: [Record<string, unknown>, string][] = [
      [mailAccount({ fullName: '' }), '请输入名称'],
      [mailAccount({ enCode: '.bad' }), '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      [mailAccount({ smtpServer: '' }), 'smtpServer 不能为空'],
      [mailAccount({ smtpPort: 70000 }), 'smtpPort 不能大于 65535'],
      [mailAccount({ senderAddress: 'not-an-address' }), 'senderAddress 格式不正确'],
      [{ type: 6, fullName: '公众号', enCode: code('mp'), appId: 'wx' }, 'appSecret 不能为空'],
      [{ type: 7, fullName: 'hook', enCode: code('hook'), webhookType: 1, webhookAddress: 'ftp://x' }, 'webhookAddress 格式不正确'],
      [{ type: 9, fullName: 'x', enCode: code('x') }, '请选择消息类型'],
    ];
    for (const [body, msg] of cases) {
      expect(await call(app, 'POST', ACCOUNTS, { token: admin, body })).toMatchObject({ code: 400, msg });
    }
    const taken = mailAccount();
    await create(ACCOUNTS, taken);
    expect(await call(app, 'POST', ACCOUNTS, { token: admin, body: mailAccount({ enCode: taken.enCode }) })).toMatchObject({ code: 400, msg: `编码已存在：${taken.enCode}` });
    expect(count()).toBe(before + 1);
  });

  it('copies with a new unique code and the same settings, toggles state and deletes', async () => {
    const original = mailAccount({ fullName: '原始邮箱' });
    const id = await create(ACCOUNTS, original);
    const copy = await call<{ id: string }>(app, 'POST', `${ACCOUNTS}/${id}/Actions/Copy`, { token: admin });
    expect(copy).toMatchObject({ code: 200, msg: '复制成功' });
    const copied = await call<Record<string, unknown>>(app, 'GET', `${ACCOUNTS}/${copy.data.id}`, { token: admin });
    expect(copied.data).toMatchObject({ fullName: '原始邮箱.副本', enCode: `${original.enCode}.copy`, smtpServer: '127.0.0.1', smtpPassword: SECRET_MASK });
    const second = await call<{ id: string }>(app, 'POST', `${ACCOUNTS}/${id}/Actions/Copy`, { token: admin });
    expect((await call<{ enCode: string }>(app, 'GET', `${ACCOUNTS}/${second.data.id}`, { token: admin })).data.enCode).toBe(`${original.enCode}.copy2`);

    expect((await call<{ enabledMark: number }>(app, 'PUT', `${ACCOUNTS}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(0);
    expect((await call<{ enabledMark: number }>(app, 'PUT', `${ACCOUNTS}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(1);
    expect((await call(app, 'DELETE', `${ACCOUNTS}/${copy.data.id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${ACCOUNTS}/${copy.data.id}`, { token: admin })).code).toBe(404);
  });

  it('lets the read-only account list but not write (403), per channel page', async () => {
    const id = await create(ACCOUNTS, mailAccount());
    expect((await call(app, 'GET', `${ACCOUNTS}?type=2`, { token: viewer })).code).toBe(200);
    expect((await call(app, 'GET', `${ACCOUNTS}/${id}`, { token: viewer })).code).toBe(200);
    expect((await call(app, 'POST', ACCOUNTS, { token: viewer, body: mailAccount() })).code).toBe(403);
    expect((await call(app, 'PUT', `${ACCOUNTS}/${id}`, { token: viewer, body: mailAccount() })).code).toBe(403);
    expect((await call(app, 'DELETE', `${ACCOUNTS}/${id}`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'PUT', `${ACCOUNTS}/${id}/Actions/State`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', `${ACCOUNTS}/${id}/Actions/Copy`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'GET', `${ACCOUNTS}?type=2`)).code).toBe(602);
  });
});

describe('MessageTemplateConfig', () => {
  it('creates a template whose parameters come from its {placeholders}; copy gets a new code', async () => {
    const body = mailTemplate();
    const id = await create(TEMPLATES, body);
    const info = await call<Record<string, unknown>>(app, 'GET', `${TEMPLATES}/${id}`, { token: admin });
    expect(info.data).toMatchObject({ messageType: 2, messageSource: 3, paramList: [{ field: 'name' }, { field: 'code' }] });

    const copy = await call<{ id: string }>(app, 'POST', `${TEMPLATES}/copy/${id}`, { token: admin });
    expect(copy.code).toBe(200);
    const copied = await call<{ enCode: string; title: string }>(app, 'GET', `${TEMPLATES}/${copy.data.id}`, { token: admin });
    expect(copied.data).toMatchObject({ enCode: `${body.enCode}.copy`, title: body.title });

    const list = await call<Page<{ id: string }>>(app, 'GET', `${TEMPLATES}?keyword=${body.enCode}&messageType=2`, { token: admin });
    expect(list.data.list.map((row) => row.id).sort()).toEqual([id, copy.data.id].sort());
  });

  it('validates type, source, title and content; SMS needs the vendor template code instead', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [mailTemplate({ messageType: null }), '请选择消息类型'],
      [mailTemplate({ messageSource: 0 }), '请选择消息来源'],
      [mailTemplate({ title: ' ' }), '请输入消息标题'],
      [mailTemplate({ content: '' }), '请输入消息内容'],
      [mailTemplate({ messageType: 3, title: '', content: '' }), '请输入模板编号'],
    ];
    for (const [body, msg] of cases) expect(await call(app, 'POST', TEMPLATES, { token: admin, body })).toMatchObject({ code: 400, msg });
    expect((await call(app, 'POST', TEMPLATES, { token: admin, body: mailTemplate({ messageType: 3, title: '', content: '', templateCode: 'SMS_1' }) })).code).toBe(200);
  });

  it('updates, toggles and deletes; the read-only account only reads', async () => {
    const id = await create(TEMPLATES, mailTemplate());
    expect((await call(app, 'PUT', `${TEMPLATES}/${id}`, { token: admin, body: mailTemplate({ title: 'Changed {x}' }) })).code).toBe(200);
    expect((await call<{ paramList: unknown }>(app, 'GET', `${TEMPLATES}/${id}`, { token: viewer })).data.paramList).toEqual([{ field: 'x' }, { field: 'name' }, { field: 'code' }]);
    expect((await call(app, 'PUT', `${TEMPLATES}/${id}`, { token: viewer, body: mailTemplate() })).code).toBe(403);
    expect((await call(app, 'POST', `${TEMPLATES}/copy/${id}`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'POST', `${TEMPLATES}/testSendMail`, { token: viewer, body: { id, accountId: id, toUser: 'a@b.cn' } })).code).toBe(403);
    expect((await call<{ enabledMark: number }>(app, 'PUT', `${TEMPLATES}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(0);
    expect((await call(app, 'DELETE', `${TEMPLATES}/${id}`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'DELETE', `${TEMPLATES}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'GET', `${TEMPLATES}/${id}`, { token: admin })).code).toBe(404);
  });

  it('lists message types and sources in the caller language', async () => {
    const types = await call<{ enCode: number; fullName: string }[]>(app, 'GET', '/api/message/MessageDataType/getTypeList/1', { token: viewer });
    expect(types.data.map((type) => type.enCode)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(types.data[1]?.fullName).toBe('邮件');
    const sources = await call<{ fullName: string }[]>(app, 'GET', '/api/message/MessageDataType/getTypeList/2', { token: admin, lang: 'en' });
    expect(sources.data.map((source) => source.fullName)).toEqual(['Notice', 'Workflow', 'System', 'Schedule']);
    expect((await call(app, 'GET', '/api/message/MessageDataType/getTypeList/99', { token: admin })).code).toBe(404);
  });
});

describe('testSendMail', () => {
  it('renders the template and delivers it over a real SMTP conversation, then logs it in the monitor', async () => {
    const smtp = await startSmtpListener();
    try {
      const accountId = await create(ACCOUNTS, mailAccount({ smtpPort: smtp.port, smtpPassword: '' }));
      const templateId = await create(TEMPLATES, mailTemplate());
      const result = await call<{ title: string }>(app, 'POST', `${TEMPLATES}/testSendMail`, {
        token: admin,
        body: { id: templateId, accountId, toUser: 'alice@example.com', paramsValue: { name: 'Alice', code: '<42>' } },
      });
      expect(result).toMatchObject({ code: 200, msg: '发送成功', data: { title: 'Welcome Alice' } });
      const mail = await smtp.waitForMail('alice@example.com');
      expect(mail.to).toEqual(['alice@example.com']);
      expect(mail.from).toBe('noreply@example.com');
      expect(mail.subject).toBe('Welcome Alice');
      expect(mail.body).toContain('<p>Hello Alice, your code is &lt;42&gt;.</p>');

      const log = await call<Page<Record<string, unknown>>>(app, 'GET', `${MONITOR}?keyword=alice@example.com`, { token: admin });
      expect(log.data.list[0]).toMatchObject({ status: 1, isTest: 1, messageType: 2, receiveUser: 'alice@example.com', title: 'Welcome Alice', errorMsg: '' });
    } finally {
      await smtp.close();
    }
  });

  it('reports the SMTP server refusal, translated, and logs the failure', async () => {
    const smtp = await startSmtpListener({ rejectRecipients: 'Mailbox unavailable' });
    try {
      const accountId = await create(ACCOUNTS, mailAccount({ smtpPort: smtp.port }));
      const templateId = await create(TEMPLATES, mailTemplate());
      const result = await call(app, 'POST', `${TEMPLATES}/testSendMail`, {
        token: admin, lang: 'en', body: { id: templateId, accountId, toUser: 'bob@example.com', paramsValue: { name: 'Bob' } },
      });
      expect(result.code).toBe(400);
      expect(result.msg).toBe('The mail server refused this mail (550 Mailbox unavailable); check the sender and recipient addresses');
      expect(smtp.mails).toHaveLength(0);
      const log = await call<Page<Record<string, unknown>>>(app, 'GET', `${MONITOR}?keyword=bob@example.com`, { token: admin });
      expect(log.data.list[0]).toMatchObject({ status: 0, errorMsg: expect.stringContaining('Mailbox unavailable') });
    } finally {
      await smtp.close();
    }
  });

  it('answers promptly when nothing listens on the port', async () => {
    const smtp = await startSmtpListener();
    await smtp.close();
    const accountId = await create(ACCOUNTS, mailAccount({ smtpPort: smtp.port }));
    const templateId = await create(TEMPLATES, mailTemplate());
    const started = Date.now();
    const result = await call(app, 'POST', `${TEMPLATES}/testSendMail`, { token: admin, body: { id: templateId, accountId, toUser: 'c@example.com' } });
    expect(result).toMatchObject({ code: 400, msg: `无法连接邮件服务器 127.0.0.1:${smtp.port}，请检查地址、端口和加密方式` });
    expect(Date.now() - started).toBeLessThan(5000);
    // The monitor shows the same sentence, not nodemailer's "ESOCKET connect ECONNREFUSED".
    const log = await call<Page<Record<string, unknown>>>(app, 'GET', `${MONITOR}?keyword=c@example.com`, { token: admin });
    expect(log.data.list[0]).toMatchObject({ status: 0, errorMsg: result.msg });
  });

  it('names the failure in words: unknown host, SSL on a plain port, refused password', async () => {
    const templateId = await create(TEMPLATES, mailTemplate());
    const send = async (account: Record<string, unknown>, lang: 'zh' | 'en' = 'zh') => {
      const accountId = await create(ACCOUNTS, mailAccount(account));
      return call(app, 'POST', `${TEMPLATES}/testSendMail`, { token: admin, lang, body: { id: templateId, accountId, toUser: 'd@example.com' } });
    };
    expect(await send({ smtpServer: 'no-such-host.invalid' })).toMatchObject({ code: 400, msg: '找不到邮件服务器 no-such-host.invalid，请检查服务器地址' });

    const plain = await startSmtpListener();
    try {
      expect(await send({ smtpPort: plain.port, sslLink: 1 }, 'en')).toMatchObject({
        code: 400,
        msg: `The encrypted connection to the mail server 127.0.0.1:${plain.port} failed; check that the SSL setting matches the port and that the server certificate is valid`,
      });
    } finally {
      await plain.close();
    }

    const guarded = new SMTPServer({
      logger: false,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth(_auth, _session, callback) { callback(new Error('Invalid username or password')); },
    });
    await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve));
    try {
      const port = (guarded.server.address() as AddressInfo).port;
      expect(await send({ smtpPort: port, smtpUser: 'ops@example.com', smtpPassword: 'wrong' })).toMatchObject({
        code: 400, msg: '邮件服务器拒绝了账号或密码，请检查账号和密码（部分邮箱需使用授权码）',
      });
    } finally {
      await new Promise<void>((resolve) => guarded.close(() => resolve()));
    }
  });

  it('refuses a bad recipient, a non-mail template, a non-mail or disabled account', async () => {
    const mailId = await create(ACCOUNTS, mailAccount());
    const mpId = await create(ACCOUNTS, { type: 6, fullName: '公众号', enCode: code('mp'), appId: 'wx', appSecret: 's' });
    const templateId = await create(TEMPLATES, mailTemplate());
    const smsTemplate = await create(TEMPLATES, mailTemplate({ messageType: 3, templateCode: 'SMS_2' }));
    const send = (body: Record<string, unknown>) => call(app, 'POST', `${TEMPLATES}/testSendMail`, { token: admin, body });
    expect(await send({ id: templateId, accountId: mailId, toUser: 'nobody' })).toMatchObject({ code: 400, msg: '请输入正确的收件人邮箱' });
    expect(await send({ id: smsTemplate, accountId: mailId, toUser: 'a@example.com' })).toMatchObject({ code: 400, msg: '只有邮件类型的模板可以测试发送' });
    expect(await send({ id: templateId, accountId: mpId, toUser: 'a@example.com' })).toMatchObject({ code: 400, msg: '账号与消息类型不一致' });
    await call(app, 'PUT', `${ACCOUNTS}/${mailId}/Actions/State`, { token: admin });
    expect(await send({ id: templateId, accountId: mailId, toUser: 'a@example.com' })).toMatchObject({ code: 400, msg: '该邮箱账号已禁用' });
  });
});

describe('SendMessageConfig', () => {
  it('binds templates to accounts per channel, checks the channel of each, and protects what it uses', async () => {
    const accountId = await create(ACCOUNTS, mailAccount());
    const templateId = await create(TEMPLATES, mailTemplate());
    const siteTemplate = await create(TEMPLATES, mailTemplate({ messageType: 1 }));
    const body = {
      fullName: '注册通知',
      enCode: code('register'),
      messageSource: 3,
      items: [{ messageType: 2, templateId, accountId }, { messageType: 1, templateId: siteTemplate }],
    };
    const id = await create(SEND_CONFIGS, body);
    const info = await call<{ items: Record<string, unknown>[] }>(app, 'GET', `${SEND_CONFIGS}/${id}`, { token: viewer });
    expect(info.data.items).toEqual([
      { messageType: 2, templateId, templateName: '欢迎邮件', accountId, accountName: '通知邮箱' },
      { messageType: 1, templateId: siteTemplate, templateName: '欢迎邮件', accountId: null, accountName: '' },
    ]);

    expect(await call(app, 'DELETE', `${TEMPLATES}/${templateId}`, { token: admin })).toMatchObject({ code: 400, msg: '该模板已被发送配置使用，不能删除' });
    expect(await call(app, 'DELETE', `${ACCOUNTS}/${accountId}`, { token: admin })).toMatchObject({ code: 400, msg: '该账号已被发送配置使用，不能删除' });

    const bad: [Record<string, unknown>, string][] = [
      [{ ...body, enCode: code('r'), items: [] }, '请至少添加一条发送配置'],
      [{ ...body, enCode: code('r'), items: [{ messageType: 1, templateId }] }, '模板与消息类型不一致'],
      [{ ...body, enCode: code('r'), items: [{ messageType: 2, templateId }] }, '请选择账号'],
      [{ ...body, enCode: code('r'), items: [{ messageType: 2, templateId, accountId }, { messageType: 2, templateId, accountId }] }, '同一消息类型只能配置一次'],
      [{ ...body, enCode: code('r'), messageSource: null }, '请选择消息来源'],
    ];
    for (const [input, msg] of bad) expect(await call(app, 'POST', SEND_CONFIGS, { token: admin, body: input })).toMatchObject({ code: 400, msg });

    const copy = await call<{ id: string }>(app, 'POST', `${SEND_CONFIGS}/${id}/Actions/Copy`, { token: admin });
    const copied = await call<{ enCode: string; items: unknown[] }>(app, 'GET', `${SEND_CONFIGS}/${copy.data.id}`, { token: admin });
    expect(copied.data.enCode).toBe(`${body.enCode}.copy`);
    expect(copied.data.items).toHaveLength(2);

    expect((await call(app, 'PUT', `${SEND_CONFIGS}/${id}`, { token: admin, body: { ...body, items: [{ messageType: 1, templateId: siteTemplate }] } })).code).toBe(200);
    expect((await call<{ items: unknown[] }>(app, 'GET', `${SEND_CONFIGS}/${id}`, { token: admin })).data.items).toHaveLength(1);
    expect((await call<{ enabledMark: number }>(app, 'PUT', `${SEND_CONFIGS}/${id}/Actions/State`, { token: admin })).data.enabledMark).toBe(0);
    expect((await call(app, 'POST', SEND_CONFIGS, { token: viewer, body })).code).toBe(403);
    expect((await call(app, 'DELETE', `${SEND_CONFIGS}/${id}`, { token: viewer })).code).toBe(403);
    expect((await call(app, 'DELETE', `${SEND_CONFIGS}/${id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'DELETE', `${SEND_CONFIGS}/${copy.data.id}`, { token: admin })).code).toBe(200);
    expect((await call(app, 'DELETE', `${TEMPLATES}/${templateId}`, { token: admin })).code).toBe(200);
  });
});

describe('MessageMonitor', () => {
  const insert = (id: string, messageType: number, sendTime: number) => app.db.prepare(`INSERT INTO message_monitor
    (id, message_type, receive_user, title, status, send_time) VALUES (?, ?, ?, ?, 1, ?)`).run(id, messageType, `${id}@example.com`, `标题${id}`, sendTime);

  it('filters by channel and date range, shows one entry, deletes selected ones, and empties', async () => {
    insert('m1', 2, Date.UTC(2025, 0, 1));
    insert('m2', 3, Date.UTC(2025, 0, 2));
    insert('m3', 2, Date.UTC(2025, 0, 3));
    const range = `startTime=${Date.UTC(2025, 0, 1)}&endTime=${Date.UTC(2025, 0, 2, 23)}`;
    const filtered = await call<Page<{ id: string }>>(app, 'GET', `${MONITOR}?messageType=2&${range}`, { token: viewer });
    expect(filtered.data.list.map((row) => row.id)).toEqual(['m1']);
    expect((await call<{ title: string }>(app, 'GET', `${MONITOR}/m2`, { token: viewer })).data.title).toBe('标题m2');

    expect((await call(app, 'DELETE', `${MONITOR}/batchRemove`, { token: viewer, body: { ids: ['m1'] } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${MONITOR}/empty`, { token: viewer })).code).toBe(403);
    expect((await call<{ deleted: number }>(app, 'DELETE', `${MONITOR}/batchRemove`, { token: admin, body: { ids: ['m1', 'm2', 'unknown'] } })).data.deleted).toBe(2);
    expect((await call(app, 'GET', `${MONITOR}/m1`, { token: admin })).code).toBe(404);
    expect((await call(app, 'DELETE', `${MONITOR}/batchRemove`, { token: admin, body: { ids: [] } })).code).toBe(400);
    const emptied = await call<{ deleted: number }>(app, 'DELETE', `${MONITOR}/empty`, { token: admin });
    expect(emptied).toMatchObject({ code: 200, msg: '清空成功' });
    expect(emptied.data.deleted).toBeGreaterThanOrEqual(1);
    expect((await call<Page<unknown>>(app, 'GET', MONITOR, { token: admin })).data.pagination.total).toBe(0);
  });
});
