import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, signIn } from '../../testing';
import { COMMON_WORDS_MAX, COMMON_WORDS_TEXT_MAX } from './routes';
import { commonWordsRoutes } from './routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [commonWordsRoutes];

interface Words { id: string; commonWordsText: string; commonWordsType: number; sortCode: number; enabledMark: number }
interface Page { list: Words[]; pagination: { total: number } }

let app: FastifyInstance;
let admin: string;
let alice: string;
let bob: string;
beforeAll(async () => {
  app = await buildTestApp({ routes });
  admin = await signIn(app, 'admin');
  const a = await createUser(app, { account: 'cw-alice' });
  const b = await createUser(app, { account: 'cw-bob' });
  alice = await signIn(app, a.account, a.password);
  bob = await signIn(app, b.account, b.password);
});
afterAll(async () => closeTestApp(app));

const base = '/api/system/CommonWords';
const create = (token: string, body: Record<string, unknown>) => call<{ id: string }>(app, 'POST', base, { token, body });
const list = async (token: string, query = '') => (await call<Page>(app, 'GET', `${base}${query}`, { token })).data;

describe('/api/system/CommonWords', () => {
  it('each user lists, edits and deletes only their own phrases; another user gets 404 and their list never shows them', async () => {
    const made = await create(alice, { commonWordsText: '  收到，马上处理  ', sortCode: 2 });
    expect(made).toMatchObject({ code: 200, msg: '新建成功' });
    await create(alice, { commonWordsText: '好的，谢谢', sortCode: 1, enabledMark: 0 });
    const mine = await list(alice);
    expect(mine.list.map((words) => words.commonWordsText)).toEqual(['好的，谢谢', '收到，马上处理']);
    expect(mine.list.every((words) => words.commonWordsType === 1)).toBe(true);
    expect((await list(alice, '?keyword=马上')).list).toHaveLength(1);

    expect((await list(bob)).list.some((words) => words.commonWordsText.includes('收到'))).toBe(false);
    const id = made.data.id;
    expect((await call(app, 'GET', `${base}/${id}`, { token: bob })).code).toBe(404);
    expect((await call(app, 'PUT', `${base}/${id}`, { token: bob, body: { commonWordsText: '改掉' } })).code).toBe(404);
    expect((await call(app, 'DELETE', `${base}/${id}`, { token: bob })).code).toBe(404);
    // Not even the administrator sees someone's own phrases.
    expect((await call(app, 'GET', `${base}/${id}`, { token: admin })).code).toBe(404);

    expect(await call(app, 'PUT', `${base}/${id}`, { token: alice, body: { commonWordsText: '收到', sortCode: 3, enabledMark: 1 } })).toMatchObject({ code: 200, msg: '更新成功' });
    expect((await call<Words>(app, 'GET', `${base}/${id}`, { token: alice })).data).toMatchObject({ commonWordsText: '收到', sortCode: 3 });
    // The picker offers enabled phrases only.
    const selector = await call<{ list: Words[] }>(app, 'GET', `${base}/Selector`, { token: alice });
    expect(selector.data.list.map((words) => words.commonWordsText)).toEqual(['收到']);
    expect(await call(app, 'DELETE', `${base}/${id}`, { token: alice })).toMatchObject({ code: 200, msg: '删除成功' });
    expect((await call(app, 'GET', `${base}/${id}`, { token: alice })).code).toBe(404);
  });

  it('refuses bad input with the message and stores nothing', async () => {
    const before = (await list(bob)).pagination.total;
    expect(await create(bob, {})).toMatchObject({ code: 400, msg: '请输入常用语' });
    expect(await create(bob, { commonWordsText: '' })).toMatchObject({ code: 400, msg: '请输入常用语' });
    expect((await create(bob, { commonWordsText: '   ' })).code).toBe(400);
    expect(await create(bob, { commonWordsText: '长'.repeat(COMMON_WORDS_TEXT_MAX + 1) })).toMatchObject({ code: 400, msg: `常用语最多为${COMMON_WORDS_TEXT_MAX}个字符` });
    expect((await create(bob, { commonWordsText: 'x', enabledMark: 3 })).code).toBe(400);
    expect((await create(bob, { commonWordsText: 'x', sortCode: 'a' })).code).toBe(400);
    expect((await call(app, 'GET', `${base}?commonWordsType=5`, { token: bob })).code).toBe(400);
    expect((await list(bob)).pagination.total).toBe(before);
    // Too many: the limit is checked in the write's transaction.
    app.db.transaction(() => {
      const userId = (app.db.prepare("SELECT id FROM users WHERE account = 'cw-bob'").get() as { id: string }).id;
      const insert = app.db.prepare('INSERT INTO common_words (id, common_words_text, common_words_type, user_id, creator_time) VALUES (?, ?, 1, ?, 0)');
      for (let i = before; i < COMMON_WORDS_MAX; i += 1) insert.run(`cw-bob-${i}`, `p${i}`, userId);
    })();
    expect(await create(bob, { commonWordsText: '再来一条' })).toMatchObject({ code: 400, msg: `常用语最多${COMMON_WORDS_MAX}条，请先删除不用的` });
  });

  it('system phrases: kept by administrators only, offered to everyone', async () => {
    expect(await create(alice, { commonWordsText: '系统用语', commonWordsType: 0 })).toMatchObject({ code: 403, msg: '仅超级管理员可维护系统常用语' });
    const made = await create(admin, { commonWordsText: '同意', commonWordsType: 0 });
    expect(made.code).toBe(200);
    const seen = await list(alice, '?commonWordsType=0');
    expect(seen.list.map((words) => words.commonWordsText)).toEqual(['同意']);
    const picker = await call<{ list: Words[] }>(app, 'GET', `${base}/Selector`, { token: alice });
    expect(picker.data.list.map((words) => words.commonWordsText)).toContain('同意');
    expect((await call(app, 'PUT', `${base}/${made.data.id}`, { token: alice, body: { commonWordsText: '不同意' } })).code).toBe(403);
    expect((await call(app, 'DELETE', `${base}/${made.data.id}`, { token: alice })).code).toBe(403);
    expect((await call<Words>(app, 'GET', `${base}/${made.data.id}`, { token: alice })).data.commonWordsText).toBe('同意');
    expect((await call(app, 'DELETE', `${base}/${made.data.id}`, { token: admin })).code).toBe(200);
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', base)).code).not.toBe(200);
  });
});
