// The keyword search (search-index.ts) must answer exactly what a naive substring filter answers,
// whichever path a query takes: the trigram index for rare keywords of three or more characters,
// the ordered walk for common ones, the LIKE filter alone for one or two characters; Chinese,
// English in either case, and %, _, \ and " taken literally. Generated data, compared row by row.
import type { FastifyInstance } from 'fastify';
import { listHistory } from '../chat/repository';
import {
  deleteMessage,
  deleteReceipts,
  insertNotice,
  listInbox,
  listInboxOffThread,
  listNotices,
  listNoticesOffThread,
  readMessage,
  releaseMessage,
  updateNotice,
  type InboxQuery,
} from '../routes/messages/repository';
import { buildTestApp, closeTestApp, createUser, storeChats } from '../testing';
import { newId } from './ids';
import { COMMON_HITS, TOTAL_CAP, likeContains, trigramQuery } from './search-index';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

// Thousands of generated rows and a few hundred queries: more than the default 5 s on a busy machine.
jest.setTimeout(60_000);

/** SQLite's LIKE folds ASCII letters only. */
const foldAscii = (text: string): string => text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
const naiveContains = (text: string, keyword: string): boolean => foldAscii(text).includes(foldAscii(keyword));

// A small alphabet, so short keywords hit often and longer ones sometimes; É/é check that only
// ASCII case is folded (the trigram index folds more: its hits must be filtered again).
const ALPHABET = ['维', '护', '通', '知', '请', '假', 'a', 'B', 'c', 'VPN', 'vpn', '%', '_', '\\', ' ', '"', 'É', 'é', '𠀀'];
const COMMON = '维护通知';

function generator(seed: number) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const text = (min: number, max: number) => Array.from({ length: min + Math.floor(random() * (max - min + 1)) }, () => pick(ALPHABET)).join('');
  return { random, pick, text };
}

/** Keywords of every kind: fixed edge cases plus substrings of the data and random strings. */
function keywordsFor(texts: readonly string[], seed: number): string[] {
  const { random, pick, text } = generator(seed);
  const fixed = ['%', '_', '\\', '"', '%_', 'a%', '_B', 'vpn', 'VPN', 'Vpn', 'é', 'É', '𠀀', '维', '维护', '维护通', COMMON, '护通知a', '不存在', 'x'];
  const fromData = Array.from({ length: 40 }, () => {
    const source = [...pick(texts)];
    const start = Math.floor(random() * source.length);
    return source.slice(start, start + 1 + Math.floor(random() * 5)).join('');
  });
  const made = Array.from({ length: 20 }, () => text(1, 5));
  return [...new Set([...fixed, ...fromData, ...made])].filter((keyword) => keyword.trim() !== '');
}

describe('keyword search equals a naive substring filter', () => {
  let app: FastifyInstance;
  let userId: string;
  let otherId: string;
  let adminId: string;

  interface Seeded {
    id: string;
    title: string;
    type: number;
    time: number;
    isRead: number;
    deleted: number;
    mine: boolean;
  }
  const seeded: Seeded[] = [];

  beforeAll(async () => {
    app = await buildTestApp({ routes: [] });
    userId = (await createUser(app)).id;
    otherId = (await createUser(app)).id;
    adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
    const { random, text } = generator(7);
    const message = app.db.prepare(`INSERT INTO messages (id, type, title, enabled_mark, release_user_id, release_time, creator_user_id, creator_time)
      VALUES (?, ?, ?, 1, ?, ?, ?, ?)`);
    const receipt = app.db.prepare('INSERT INTO message_receipts (message_id, user_id, is_read, deleted) VALUES (?, ?, ?, ?)');
    const base = Date.UTC(2026, 0, 1);
    // More rows with the common phrase than COMMON_HITS, so its searches take the ordered walk.
    const count = Math.ceil(COMMON_HITS * 1.6);
    app.db.transaction(() => {
      for (let index = 0; index < count; index += 1) {
        const title = random() < 0.7 ? `${text(0, 3)}${COMMON}${text(0, 3)}` : text(1, 8);
        // Shared release times exercise the id tie-break.
        const time = base + Math.floor(index / 3) * 1000;
        const row: Seeded = {
          id: newId(time), title, type: 1 + (index % 3), time, isRead: random() < 0.5 ? 1 : 0, deleted: random() < 0.1 ? 1 : 0, mine: random() < 0.8,
        };
        message.run(row.id, row.type, row.title, adminId, row.time, adminId, row.time);
        receipt.run(row.id, row.mine ? userId : otherId, row.isRead, row.deleted);
        seeded.push(row);
      }
    })();
  });
  afterAll(async () => closeTestApp(app));

  function naiveInbox(query: InboxQuery): { ids: string[]; total: number } {
    const rows = seeded
      .filter((row) => row.mine && row.deleted === 0 && naiveContains(row.title, query.keyword))
      .filter((row) => (query.type === null || row.type === query.type) && (query.isRead === null || row.isRead === query.isRead))
      .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1));
    return { ids: rows.slice(query.offset, query.offset + query.limit).map((row) => row.id), total: rows.length };
  }

  it('the common phrase is common enough to take the walk, and short keywords skip the index', () => {
    expect(seeded.filter((row) => row.title.includes(COMMON)).length).toBeGreaterThan(COMMON_HITS);
    expect(trigramQuery('维护')).toBeNull();
    expect(trigramQuery('𠀀𠀀')).toBeNull();
    expect(trigramQuery('a"b')).toBe('"a""b"');
  });

  it('the inbox, on both connections, for every keyword, filter and page', async () => {
    const keywords = keywordsFor(seeded.map((row) => row.title), 11);
    expect(keywords.length).toBeGreaterThan(50);
    for (const keyword of keywords) {
      for (const filters of [{ type: null, isRead: null, offset: 0, limit: 500 }, { type: 2, isRead: 0, offset: 5, limit: 20 }]) {
        const query: InboxQuery = { keyword, ...filters };
        const expected = naiveInbox(query);
        const sync = listInbox(app.db, userId, query);
        const offThread = await listInboxOffThread(app.dbReader, userId, query);
        expect({ keyword, ids: sync.list.map((row) => row.id), total: sync.total }).toEqual({ keyword, ...expected });
        expect({ keyword, ids: offThread.list.map((row) => row.id), total: offThread.total }).toEqual({ keyword, ...expected });
      }
    }
  });

  it('notices, on both connections', async () => {
    for (const keyword of keywordsFor(seeded.map((row) => row.title), 13)) {
      const expected = seeded
        .filter((row) => row.type === 1 && naiveContains(row.title, keyword))
        .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1));
      const query = { keyword, offset: 0, limit: 500 };
      // A manager sees every notice, so the index alone decides what matches.
      const viewer = { userId: 'admin', manager: true };
      for (const page of [listNotices(app.db, query, viewer), await listNoticesOffThread(app.dbReader, query, viewer)]) {
        expect({ keyword, ids: page.list.map((row) => row.id), total: page.total })
          .toEqual({ keyword, ids: expected.slice(0, 500).map((row) => row.id), total: expected.length });
      }
    }
  });

  it('chat history, text records only', async () => {
    const me = await createUser(app);
    const peer = await createUser(app);
    const { random, text } = generator(5);
    const texts = Array.from({ length: 300 }, () => (random() < 0.3 ? `${text(0, 2)}${COMMON}${text(0, 2)}` : text(1, 8)));
    storeChats(app, me.id, peer.id, texts.slice(0, 150), 'text', Date.UTC(2026, 1, 1));
    storeChats(app, peer.id, me.id, texts.slice(150), 'text', Date.UTC(2026, 1, 2));
    // Someone else's conversation with the same words must not show.
    storeChats(app, peer.id, otherId, texts.slice(0, 50), 'text', Date.UTC(2026, 1, 3));
    for (const keyword of keywordsFor(texts, 17)) {
      const expected = texts.filter((content) => naiveContains(content, keyword));
      const page = listHistory(app.db, me.id, peer.id, { keyword, offset: 0, limit: 500, descending: false });
      expect({ keyword, contents: page.list.map((record) => record.content), total: page.total }).toEqual({ keyword, contents: expected, total: expected.length });
    }
  });
});

describe('the index and the kept totals follow every write', () => {
  let app: FastifyInstance;
  let userId: string;
  let adminId: string;

  beforeAll(async () => {
    app = await buildTestApp({ routes: [] });
    userId = (await createUser(app)).id;
    adminId = (app.db.prepare("SELECT id FROM users WHERE account = 'admin'").get() as { id: string }).id;
  });
  afterAll(async () => closeTestApp(app));

  const query = (keyword: string): InboxQuery => ({ keyword, type: null, isRead: null, offset: 0, limit: 100 });
  const titles = async (keyword: string) => (await listInboxOffThread(app.dbReader, userId, query(keyword))).list.map((row) => row.title);
  const total = async (keyword: string, isRead: number | null = null) =>
    (await listInboxOffThread(app.dbReader, userId, { ...query(keyword), isRead })).total;

  it('insert, release, rename, read, delete', async () => {
    const notice = (title: string) => insertNotice(app.db, { title, bodyText: '', files: '[]', toUserIds: [userId] }, adminId, Date.now());
    const first = notice('年度安全检查通知');
    releaseMessage(app.db, first, adminId, Date.now());
    expect(await titles('安全检查')).toEqual(['年度安全检查通知']);
    expect(await total('安全')).toBe(1);
    expect(await total('安全', 0)).toBe(1);

    const second = notice('安全培训');
    expect(await total('安全')).toBe(1); // a draft reaches nobody's inbox
    releaseMessage(app.db, second, adminId, Date.now() + 1);
    expect(await total('安全')).toBe(2);
    expect(await titles('安全培训')).toEqual(['安全培训']);

    updateNotice(app.db, second, { title: '消防演练', bodyText: '', files: '[]', toUserIds: [userId] }, Date.now());
    expect(await titles('安全培训')).toEqual([]);
    expect(await titles('消防演练')).toEqual(['消防演练']);
    expect(await total('安全')).toBe(1);

    readMessage(app.db, userId, first, Date.now());
    expect(await total('安全', 0)).toBe(0);
    expect(await total('安全', 1)).toBe(1);

    deleteReceipts(app.db, userId, [first]);
    expect(await total('安全')).toBe(0);
    expect(await titles('年度安全')).toEqual([]);

    deleteMessage(app.db, second);
    expect(await titles('消防演练')).toEqual([]);
    expect(app.db.prepare("SELECT COUNT(*) AS n FROM messages_fts WHERE messages_fts MATCH '\"消防演\"'").get()).toEqual({ n: 0 });
  });

  it('a rename of the releasing user shows on the next page read', async () => {
    const id = insertNotice(app.db, { title: '改名测试', bodyText: '', files: '[]', toUserIds: [userId] }, adminId, Date.now());
    releaseMessage(app.db, id, adminId, Date.now() + 10);
    const before = (await listInboxOffThread(app.dbReader, userId, query('改名测试'))).list[0]?.releaseUser;
    app.db.prepare('UPDATE users SET real_name = ? WHERE id = ?').run('新名字', adminId);
    const after = (await listInboxOffThread(app.dbReader, userId, query('改名测试'))).list[0]?.releaseUser;
    expect(before).not.toBe('新名字');
    expect(after).toBe('新名字');
  });

  it('counts stop past TOTAL_CAP and report TOTAL_CAP + 1; fewer are exact', async () => {
    const many = (await createUser(app)).id;
    const message = app.db.prepare(`INSERT INTO messages (id, type, title, enabled_mark, release_user_id, release_time, creator_user_id, creator_time)
      VALUES (?, 3, ?, 1, ?, ?, ?, ?)`);
    const receipt = app.db.prepare('INSERT INTO message_receipts (message_id, user_id) VALUES (?, ?)');
    app.db.transaction(() => {
      for (let index = 0; index < TOTAL_CAP + 50; index += 1) {
        const time = Date.UTC(2026, 2, 1) + index;
        const id = newId(time);
        message.run(id, index % 1000 === 0 ? `rare 100%_${index}` : `系统通知 ${index}`, adminId, time, adminId, time);
        receipt.run(id, many);
      }
    })();
    const of = async (keyword: string) => (await listInboxOffThread(app.dbReader, many, query(keyword))).total;
    expect(await of('')).toBe(TOTAL_CAP + 1);
    expect(await of('通知')).toBe(TOTAL_CAP + 1);
    expect(await of('系统通知')).toBe(TOTAL_CAP + 1);
    expect(await of('100%_')).toBe(11);
    expect(await of('%')).toBe(11);
    expect(listInbox(app.db, many, query('rare')).total).toBe(11);
  });

  it('likeContains escapes the escape character, % and _', () => {
    expect(likeContains('a\\b%c_d')).toBe('%a\\\\b\\%c\\_d%');
  });
});
