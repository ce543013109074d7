// Issue 20 item 6: `%` and `_` in a keyword match themselves, in every keyword list. Each list gets
// three rows: one with a %, one with a_b, and one with aXb (which an unescaped `a_b` would match);
// '%' must find only the first, 'a_b' only the second. Lists share one app (users appear in two
// of them), so each list reads back only the rows carrying its own tag.
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { buildTestApp, call, closeTestApp, createUser, signIn, storeChats } from '../testing';

let tag = '';
/** This list's three names. */
const names = () => [`百分100%号${tag}`, `下划a_b线${tag}`, `普通aXb名${tag}`];

interface ListCase {
  /** Inserts three rows named NAMES (or with NAMES in the searched text). */
  seed(app: FastifyInstance, context: Context): Promise<void> | void;
  url(keyword: string, context: Context): string;
  token(context: Context): string;
  /** The searched text of an item of the answer. */
  text(item: Record<string, unknown>): string;
}

interface Context {
  admin: string;
  adminId: string;
  staff: string;
  staffId: string;
  dictionaryTypeId: string;
}

const now = Date.UTC(2026, 0, 5);
const q = (keyword: string) => encodeURIComponent(keyword);

const cases: Record<string, ListCase> = {
  'online users': {
    async seed(app) {
      for (const realName of names()) {
        const user = await createUser(app, { realName });
        await signIn(app, user.account, user.password);
      }
    },
    url: (keyword) => `/api/system/OnlineUser?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.userName),
  },
  'dictionary data': {
    seed(app, context) {
      const insert = app.db.prepare(`INSERT INTO dictionary_data (id, dictionary_type_id, parent_id, full_name, en_code, creator_time)
        VALUES (?, ?, '0', ?, ?, ?)`);
      names().forEach((name, index) => insert.run(newId(), context.dictionaryTypeId, name, `kw-${index}`, now));
    },
    url: (keyword, context) => `/api/system/DictionaryData/${context.dictionaryTypeId}?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  areas: {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO areas (id, parent_id, full_name, en_code, type, creator_time) VALUES (?, 'kw-root', ?, ?, 1, ?)`);
      names().forEach((name, index) => insert.run(newId(), name, `kw-area-${index}`, now));
    },
    url: (keyword) => `/api/system/Area/kw-root?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  'bill rules': {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO bill_rules (id, full_name, en_code, category, prefix, date_format, digit, start_number, creator_time)
        VALUES (?, ?, ?, 'kw', 'KW', 'no', 3, '001', ?)`);
      names().forEach((name, index) => insert.run(newId(), name, `kw-rule-${index}`, now));
    },
    url: (keyword) => `/api/system/BillRule?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  'message accounts': {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO message_accounts (id, type, full_name, en_code, creator_time) VALUES (?, 2, ?, ?, ?)`);
      names().forEach((name, index) => insert.run(newId(), name, `kw-account-${index}`, now));
    },
    url: (keyword) => `/api/message/AccountConfig?type=2&keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  'message templates': {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO message_templates (id, full_name, en_code, message_type, message_source, creator_time) VALUES (?, ?, ?, 1, 1, ?)`);
      names().forEach((name, index) => insert.run(newId(), name, `kw-template-${index}`, now));
    },
    url: (keyword) => `/api/message/MessageTemplateConfig?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  'send configs': {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO message_send_configs (id, full_name, en_code, message_source, creator_time) VALUES (?, ?, ?, 1, ?)`);
      names().forEach((name, index) => insert.run(newId(), name, `kw-config-${index}`, now));
    },
    url: (keyword) => `/api/message/SendMessageConfig?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.fullName),
  },
  'message monitor': {
    seed(app) {
      const insert = app.db.prepare(`INSERT INTO message_monitor (id, message_type, receive_user, title, status, send_time) VALUES (?, 2, 'kw@example.com', ?, 1, ?)`);
      names().forEach((name) => insert.run(newId(), name, now));
    },
    url: (keyword) => `/api/message/MessageMonitor?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.title),
  },
  notices: {
    seed(app, context) {
      const insert = app.db.prepare(`INSERT INTO messages (id, type, title, enabled_mark, creator_user_id, creator_time) VALUES (?, 1, ?, 0, ?, ?)`);
      names().forEach((name, index) => insert.run(newId(now + index), name, context.adminId, now + index));
    },
    url: (keyword) => `/api/message/Notice?keyword=${q(keyword)}`,
    token: (context) => context.admin,
    text: (item) => String(item.title),
  },
  'message inbox': {
    seed(app, context) {
      const message = app.db.prepare(`INSERT INTO messages (id, type, title, enabled_mark, release_user_id, release_time, creator_user_id, creator_time)
        VALUES (?, 3, ?, 1, ?, ?, ?, ?)`);
      const receipt = app.db.prepare('INSERT INTO message_receipts (message_id, user_id) VALUES (?, ?)');
      names().forEach((name, index) => {
        const id = newId(now + index);
        message.run(id, name, context.adminId, now + index, context.adminId, now + index);
        receipt.run(id, context.staffId);
      });
    },
    url: (keyword) => `/api/message?keyword=${q(keyword)}`,
    token: (context) => context.staff,
    text: (item) => String(item.title),
  },
  'system log (requests)': {
    seed(app, context) {
      const insert = app.db.prepare(`INSERT INTO system_logs (id, category, user_id, at, method, path, code, duration_ms, ip) VALUES (?, 5, ?, ?, 'GET', ?, 200, 1, '127.0.0.1')`);
      names().forEach((name, index) => insert.run((now + index) * 1024, context.staffId, now + index, `/api/${name}`));
    },
    url: (keyword) => `/api/permission/Users/Current/SystemLog?category=5&keyword=${q(keyword)}`,
    token: (context) => context.staff,
    text: (item) => String(item.requestURL).replace('/api/', ''),
  },
  'chat contacts': {
    async seed(app) {
      for (const realName of names()) await createUser(app, { realName });
    },
    url: (keyword) => `/api/permission/Users/ImUser?keyword=${q(keyword)}`,
    token: (context) => context.staff,
    text: (item) => String(item.realName),
  },
  'chat recent conversations': {
    async seed(app, context) {
      for (const realName of names()) storeChats(app, context.staffId, (await createUser(app, { realName })).id, ['你好']);
    },
    url: (keyword) => `/api/message/imreply?keyword=${q(keyword)}`,
    token: (context) => context.staff,
    text: (item) => String(item.realName),
  },
};

describe('a keyword takes % and _ literally', () => {
  let app: FastifyInstance;
  const context = {} as Context;

  beforeAll(async () => {
    app = await buildTestApp();
    context.admin = await signIn(app, 'admin');
    const staff = await createUser(app, { realName: 'keyword tester' });
    context.staff = await signIn(app, staff.account, staff.password);
    context.staffId = staff.id;
    context.adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    context.dictionaryTypeId = (app.db.prepare('SELECT id FROM dictionary_types LIMIT 1').get() as { id: string }).id;
  });
  afterAll(async () => closeTestApp(app));

  it.each(Object.keys(cases).map((name, index) => [name, index]))('in %s', async (name, index) => {
    const list = cases[name] as ListCase;
    tag = `#${index}`;
    await list.seed(app, context);
    const search = async (keyword: string) => {
      const answer = await call<{ list: Record<string, unknown>[] }>(app, 'GET', list.url(keyword, context), { token: list.token(context) });
      return { keyword, code: answer.code, texts: answer.data.list.map(list.text).filter((text) => text.endsWith(tag)) };
    };
    // The seeded rows are there, so an empty answer below means the filter, not the fixture.
    expect(await search('')).toEqual({ keyword: '', code: 200, texts: expect.arrayContaining(names()) });
    const [percent, underscore] = names();
    expect(await search('%')).toEqual({ keyword: '%', code: 200, texts: [percent] });
    expect(await search('a_b')).toEqual({ keyword: 'a_b', code: 200, texts: [underscore] });
  });
});
