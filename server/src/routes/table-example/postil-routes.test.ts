import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, manualClock, signIn } from '../../testing';
import { TABLE_EXAMPLE_BASE as base, createProject, getProject, projectUser, type ProjectUser } from '../../testing/table-example';
import { tableExampleRoutes } from './routes';
import { POSTIL_MAX, POSTILS_PER_ROW } from './validation';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [tableExampleRoutes];

interface Postil { text: string; userId: string; creatorTime: number; creatorUserId: string }

const clock = manualClock();
let app: FastifyInstance;
let admin: string;
let alice: ProjectUser;
let bob: ProjectUser;
let editor: ProjectUser;
beforeAll(async () => {
  app = await buildTestApp({ routes, clock: clock.now });
  admin = await signIn(app, 'admin');
  alice = await projectUser(app, { realName: '爱丽丝' });
  bob = await projectUser(app, { realName: '鲍勃' });
  editor = await projectUser(app, { buttons: ['btn_edit'], realName: '编辑员' });
});
afterAll(async () => closeTestApp(app));

const send = (id: string, token: string, body: Record<string, unknown>) => call(app, 'POST', `${base}/${id}/Postil`, { token, body });
const remove = (id: string, index: number | string, token: string) => call(app, 'DELETE', `${base}/${id}/Postil/${index}`, { token });
const postils = async (id: string, token: string): Promise<Postil[]> => {
  const result = await call<{ postilJson: string }>(app, 'GET', `${base}/${id}/Actions/Postil`, { token });
  expect(result.code).toBe(200);
  return JSON.parse(result.data.postilJson) as Postil[];
};
const texts = async (id: string) => (await postils(id, admin)).map((postil) => postil.text);

describe('postils (批注)', () => {
  it('anyone with the page comments; the list is newest first in JNPF\'s shape, and the row counts them', async () => {
    const id = await createProject(app, admin);
    expect(await postils(id, alice.token)).toEqual([]);
    const first = clock.now();
    expect(await send(id, alice.token, { text: '  请先确认预算  ' })).toMatchObject({ code: 200, data: null });
    clock.advance(1000);
    expect((await send(id, bob.token, { text: '预算已确认\n下周启动' })).code).toBe(200);
    expect(await postils(id, alice.token)).toEqual([
      { text: '预算已确认\n下周启动', userId: `鲍勃/${bob.account}`, creatorTime: first + 1000, creatorUserId: bob.id },
      { text: '请先确认预算', userId: `爱丽丝/${alice.account}`, creatorTime: first, creatorUserId: alice.id },
    ]);
    expect((await getProject(app, admin, id)).data.postilCount).toBe(2);
    // Several in one millisecond keep the order they were sent in.
    await send(id, alice.token, { text: '同一时刻一' });
    await send(id, alice.token, { text: '同一时刻二' });
    expect((await texts(id)).slice(0, 2)).toEqual(['同一时刻二', '同一时刻一']);
  });

  it('refuses an empty, blank or too long comment with its message', async () => {
    const id = await createProject(app, admin);
    for (const body of [{}, { text: '' }, { text: null }, { text: '  \n ' }]) {
      expect(await send(id, alice.token, body)).toMatchObject({ code: 400, msg: '批注内容不能为空' });
    }
    expect(await call(app, 'POST', `${base}/${id}/Postil`, { token: alice.token, body: { text: '' }, lang: 'en' })).toMatchObject({ code: 400, msg: 'The comment cannot be empty' });
    expect(await send(id, alice.token, { text: '批'.repeat(POSTIL_MAX + 1) })).toMatchObject({ code: 400, msg: `批注内容最多为${POSTIL_MAX}个字符` });
    expect((await send(id, alice.token, { text: 'a\u202Eb' })).code).toBe(400);
    expect((await send(id, alice.token, { text: '批'.repeat(POSTIL_MAX) })).code).toBe(200);
    expect(await texts(id)).toHaveLength(1);
  });

  it(`keeps at most ${POSTILS_PER_ROW} per row`, async () => {
    const id = await createProject(app, admin);
    app.db.transaction(() => {
      const insert = app.db.prepare(`INSERT INTO table_example_postils (id, example_id, postil_text, creator_name, creator_user_id, creator_time) VALUES (?, ?, ?, 'x/x', NULL, ?)`);
      for (let i = 0; i < POSTILS_PER_ROW - 1; i += 1) insert.run(`cap-${id}-${i}`, id, `第${i}条`, i);
    })();
    expect((await send(id, alice.token, { text: '最后一条' })).code).toBe(200);
    expect(await send(id, alice.token, { text: '多一条' })).toMatchObject({ code: 400, msg: `每个项目最多${POSTILS_PER_ROW}条批注，请先删除不用的` });
    expect(await texts(id)).toHaveLength(POSTILS_PER_ROW);
  });

  it('deletes by index from the newest; an index past the end is a 400', async () => {
    const id = await createProject(app, admin);
    for (const text of ['一', '二', '三']) {
      await send(id, alice.token, { text });
      clock.advance(1000);
    }
    expect(await texts(id)).toEqual(['三', '二', '一']);
    expect(await remove(id, 1, alice.token)).toMatchObject({ code: 200, msg: '删除成功', data: null });
    expect(await texts(id)).toEqual(['三', '一']);
    expect(await remove(id, 2, alice.token)).toMatchObject({ code: 400, msg: '批注不存在或已被删除，请刷新后重试' });
    expect((await remove(id, -1, alice.token)).code).toBe(400);
    expect((await remove(id, 'first', alice.token)).code).toBe(400);
    expect((await remove(id, 0, alice.token)).code).toBe(200);
    expect(await texts(id)).toEqual(['一']);
    expect((await getProject(app, admin, id)).data.postilCount).toBe(1);
  });

  it('a delete that names the comment it read (creatorTime) is refused once the index points at another', async () => {
    const id = await createProject(app, admin);
    await send(id, alice.token, { text: '旧的' });
    clock.advance(1000);
    const [read] = await postils(id, alice.token);
    // Someone comments in between: index 0 is now the new one.
    await send(id, bob.token, { text: '新的' });
    const named = (index: number, creatorTime: number) => call(app, 'DELETE', `${base}/${id}/Postil/${index}?creatorTime=${creatorTime}`, { token: alice.token });
    expect(await named(0, read!.creatorTime)).toMatchObject({ code: 400, msg: '批注已有变化（有人新增或删除了批注），请刷新后重试' });
    expect(await texts(id)).toEqual(['新的', '旧的']);
    expect((await named(1, read!.creatorTime)).code).toBe(200);
    expect(await texts(id)).toEqual(['新的']);
  });

  it('another user deletes a comment only with the edit button, or as an administrator', async () => {
    const id = await createProject(app, admin);
    await send(id, alice.token, { text: '爱丽丝的批注' });
    clock.advance(1000);
    await send(id, alice.token, { text: '爱丽丝的第二条' });
    expect(await remove(id, 0, bob.token)).toMatchObject({ code: 403, msg: '只能删除自己的批注' });
    expect(await texts(id)).toEqual(['爱丽丝的第二条', '爱丽丝的批注']);
    expect((await remove(id, 0, editor.token)).code).toBe(200);
    expect((await remove(id, 0, admin)).code).toBe(200);
    expect(await texts(id)).toEqual([]);
  });

  it('needs the page, answers 404 for an unknown row, and goes with its row', async () => {
    const outsider = await projectUser(app, { page: false });
    const id = await createProject(app, admin);
    await send(id, alice.token, { text: '留言' });
    expect(await send(id, outsider.token, { text: '路过' })).toMatchObject({ code: 403, msg: '暂无权限' });
    expect((await remove(id, 0, outsider.token)).code).toBe(403);
    expect((await call(app, 'GET', `${base}/${id}/Actions/Postil`, { token: outsider.token })).code).toBe(403);
    expect(await texts(id)).toEqual(['留言']);

    expect(await call(app, 'GET', `${base}/no-such-row/Actions/Postil`, { token: alice.token })).toMatchObject({ code: 404, msg: '项目不存在或已被删除' });
    expect((await send('no-such-row', alice.token, { text: '留言' })).code).toBe(404);
    expect((await remove('no-such-row', 0, alice.token)).code).toBe(404);

    expect((await call(app, 'DELETE', `${base}/${id}`, { token: admin })).code).toBe(200);
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM table_example_postils WHERE example_id = ?').get(id)).toEqual({ n: 0 });
  });
});
