import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, createUser, fileOfType, signIn, tryLogin, uploadFile } from '../../testing';
import { avatarImageRoutes } from '../avatar-images/routes';
import { currentUserRoutes } from './routes';
import { uploadRoutes } from '../files/upload-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [avatarImageRoutes, currentUserRoutes, uploadRoutes];

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ routes });
});

afterAll(async () => {
  await closeTestApp(app);
});

const BASE = '/api/permission/Users/Current';

async function newUserToken(realName?: string): Promise<{ id: string; token: string }> {
  const user = await createUser(app, realName ? { realName } : {});
  return { id: user.id, token: await signIn(app, user.account, user.password) };
}

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000100' + '05fe02fea70000000049454e44ae426082',
  'hex',
);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

describe('PUT /Current/BaseInfo', () => {
  it('saves the personal fields, which BaseInfo and CurrentUser then return', async () => {
    const { token } = await newUserToken();
    const saved = await call(app, 'PUT', `${BASE}/BaseInfo`, {
      token,
      body: { realName: '  赵六  ', gender: 2, mobilePhone: '', email: 'zhao@example.com', birthday: Date.UTC(1990, 4, 1), signature: '好好学习' },
    });
    expect(saved).toMatchObject({ code: 200, msg: '更新成功' });
    const info = await call<Record<string, unknown>>(app, 'GET', `${BASE}/BaseInfo`, { token });
    // A new mobile number needs its code (mobile-phone.test.ts); without an SMS gateway the profile says so.
    expect(info.data).toMatchObject({ realName: '赵六', gender: 2, mobilePhone: '', mobilePhoneVerified: false, smsAvailable: false, email: 'zhao@example.com', birthday: Date.UTC(1990, 4, 1), signature: '好好学习', telePhone: '' });
    const current = await call<{ userInfo: { realName: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(current.data.userInfo.realName).toBe('赵六');
  });

  it('refuses invalid fields with the spec message and saves nothing', async () => {
    const { token } = await newUserToken('原名');
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '' }, '请输入姓名'],
      [{ realName: '名'.repeat(51) }, '姓名最多为50个字符'],
      [{ realName: '新名', mobilePhone: '12345' }, '请输入正确的手机号码'],
      [{ realName: '新名', email: 'not-an-email' }, '请输入正确的邮箱'],
      [{ realName: '新名', birthday: Date.now() + 86_400_000 }, '出生日期不能晚于今天'],
      [{ realName: '新名', gender: 7 }, 'gender 只能是 0, 1, 2'],
    ];
    for (const [body, msg] of cases) {
      const result = await call(app, 'PUT', `${BASE}/BaseInfo`, { token, body });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg });
    }
    const info = await call<{ realName: string; mobilePhone: string }>(app, 'GET', `${BASE}/BaseInfo`, { token });
    expect(info.data).toMatchObject({ realName: '原名', mobilePhone: '' });
  });

  it('ignores the fields a user may not change about themself', async () => {
    const user = await createUser(app);
    const token = await signIn(app, user.account, user.password);
    const saved = await call(app, 'PUT', `${BASE}/BaseInfo`, { token, body: { realName: '新名', account: 'hijack', isAdministrator: true, organizeId: 'x' } });
    expect(saved.code).toBe(200);
    const info = await call<{ realName: string; account: string; isAdministrator: boolean }>(app, 'GET', `${BASE}/BaseInfo`, { token });
    expect(info.data).toMatchObject({ realName: '新名', account: user.account, isAdministrator: false });
  });

  it('answers validation errors in the language of the request', async () => {
    const { token } = await newUserToken();
    const result = await call(app, 'PUT', `${BASE}/BaseInfo`, { token, body: { realName: 'X', mobilePhone: '1' }, lang: 'en' });
    expect(result.msg).toBe('Please enter your mobile number correctly');
  });

  it('needs a session', async () => {
    expect((await call(app, 'PUT', `${BASE}/BaseInfo`, { body: { realName: 'X' } })).code).toBe(602);
    expect((await call(app, 'GET', `${BASE}/BaseInfo`)).code).toBe(602);
  });
});

describe('avatars', () => {
  it('lists the built-in set and lets the user choose one, shown in the user info', async () => {
    const { token } = await newUserToken();
    const list = await call<{ list: { name: string; url: string; builtIn: boolean }[] }>(app, 'GET', `${BASE}/Avatar`, { token });
    expect(list.data.list.length).toBeGreaterThanOrEqual(8);
    const chosen = list.data.list[2]!;
    expect((await call(app, 'PUT', `${BASE}/Avatar/${chosen.name}`, { token })).code).toBe(200);
    const info = await call<{ userInfo: { headIcon: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token });
    expect(info.data.userInfo.headIcon).toBe(chosen.url);
    const image = await app.inject({ method: 'GET', url: chosen.url });
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body).toContain('<svg');
  });

  it('takes an image the user uploaded to the file store as the avatar, served publicly, and refuses anyone else’s file', async () => {
    const owner = await newUserToken();
    const other = await newUserToken();
    const stored = await uploadFile(app, owner.token, PNG, 'me.png', { type: 'userAvatar' });
    expect(await call(app, 'PUT', `${BASE}/Avatar/${stored.fileId}`, { token: other.token })).toMatchObject({ code: 400, msg: '图片不存在或不是您上传的，请重新上传' });
    expect((await call<{ userInfo: { headIcon: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: other.token })).data.userInfo.headIcon).not.toContain('userAvatar/');

    expect((await call(app, 'PUT', `${BASE}/Avatar/${stored.fileId}`, { token: owner.token })).code).toBe(200);
    const headIcon = (await call<{ userInfo: { headIcon: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token: owner.token })).data.userInfo.headIcon;
    expect(headIcon).toMatch(/^\/api\/file\/Image\/userAvatar\/[0-9a-f]{32}\.png$/);
    // Public like every avatar (an <img> sends no token), and exactly the uploaded bytes.
    const image = await app.inject({ method: 'GET', url: headIcon });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    // It joins the owner's avatars to choose from again, and only theirs.
    const name = headIcon.slice(headIcon.lastIndexOf('/') + 1);
    const mine = await call<{ list: { name: string; builtIn: boolean }[] }>(app, 'GET', `${BASE}/Avatar`, { token: owner.token });
    expect(mine.data.list).toContainEqual(expect.objectContaining({ name, builtIn: false }));
    const others = await call<{ list: { name: string }[] }>(app, 'GET', `${BASE}/Avatar`, { token: other.token });
    expect(others.data.list.map((item) => item.name)).not.toContain(name);
    expect((await call(app, 'PUT', `${BASE}/Avatar/${name}`, { token: other.token })).code).toBe(400);
    expect((await call(app, 'PUT', `${BASE}/Avatar/${name}`, { token: owner.token })).code).toBe(200);
  });

  it('refuses a stored file that is not an image by its bytes, an unknown name, and the old multipart upload', async () => {
    const { token } = await newUserToken();
    const before = (await call<{ userInfo: { headIcon: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.headIcon;
    const pdf = await uploadFile(app, token, fileOfType('pdf', 2000), 'me.pdf');
    expect(await call(app, 'PUT', `${BASE}/Avatar/${pdf.fileId}`, { token })).toMatchObject({ code: 400, msg: '请上传图片' });
    expect(await call(app, 'PUT', `${BASE}/Avatar/nothing.png`, { token })).toMatchObject({ code: 400, msg: '图片不存在或不是您上传的，请重新上传' });
    expect((await call<{ userInfo: { headIcon: string } }>(app, 'GET', '/api/oauth/CurrentUser', { token })).data.userInfo.headIcon).toBe(before);
    // The ad-hoc multipart upload is gone: avatars come through the file store.
    expect((await call(app, 'POST', `${BASE}/Avatar`, { token, body: {} })).code).toBe(404);
  });
});

describe('signature images', () => {
  type Sign = { id: string; signImg: string; isDefault: number };

  it('adds, makes default and deletes the user’s own signatures', async () => {
    const { token } = await newUserToken();
    const first = await call<{ id: string }>(app, 'POST', `${BASE}/SignImg`, { token, body: { signImg: PNG_DATA_URL } });
    const second = await call<{ id: string }>(app, 'POST', `${BASE}/SignImg`, { token, body: { signImg: PNG_DATA_URL, isDefault: 0 } });
    expect([first.code, second.code]).toEqual([200, 200]);
    let list = (await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token })).data;
    expect(list.map((s) => [s.id, s.isDefault])).toEqual([[second.data.id, 0], [first.data.id, 1]]);
    expect(list[0]!.signImg).toBe(PNG_DATA_URL);

    expect((await call(app, 'PUT', `${BASE}/${second.data.id}/SignImg`, { token })).code).toBe(200);
    list = (await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token })).data;
    expect(list.filter((s) => s.isDefault === 1).map((s) => s.id)).toEqual([second.data.id]);

    expect((await call(app, 'DELETE', `${BASE}/${first.data.id}/SignImg`, { token })).msg).toBe('删除成功');
    list = (await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token })).data;
    expect(list.map((s) => s.id)).toEqual([second.data.id]);
  });

  it('never shows, changes or deletes another user’s signature', async () => {
    const owner = await newUserToken();
    const other = await newUserToken();
    const created = await call<{ id: string }>(app, 'POST', `${BASE}/SignImg`, { token: owner.token, body: { signImg: PNG_DATA_URL } });
    expect((await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token: other.token })).data).toEqual([]);
    expect((await call(app, 'PUT', `${BASE}/${created.data.id}/SignImg`, { token: other.token })).code).toBe(404);
    expect((await call(app, 'DELETE', `${BASE}/${created.data.id}/SignImg`, { token: other.token })).code).toBe(404);
    expect((await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token: owner.token })).data).toHaveLength(1);
  });

  it('adds an image the user uploaded to the file store, kept as a data URL; another user’s file or a non-image is refused', async () => {
    const owner = await newUserToken();
    const other = await newUserToken();
    const stored = await uploadFile(app, owner.token, PNG, '签名.png', { type: 'annexpic' });
    const refused = await call(app, 'POST', `${BASE}/SignImg`, { token: other.token, body: { fileId: stored.fileId } });
    expect({ code: refused.code, msg: refused.msg }).toEqual({ code: 400, msg: '图片不存在或不是您上传的，请重新上传' });
    const pdf = await uploadFile(app, owner.token, fileOfType('pdf', 1000), 'x.pdf');
    expect(await call(app, 'POST', `${BASE}/SignImg`, { token: owner.token, body: { fileId: pdf.fileId } })).toMatchObject({ code: 400, msg: '请上传图片' });
    expect((await call(app, 'POST', `${BASE}/SignImg`, { token: owner.token, body: {} })).code).toBe(400);
    expect((await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token: other.token })).data).toEqual([]);

    const added = await call<{ id: string }>(app, 'POST', `${BASE}/SignImg`, { token: owner.token, body: { fileId: stored.fileId } });
    expect(added.code).toBe(200);
    expect((await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token: owner.token })).data)
      .toEqual([expect.objectContaining({ id: added.data.id, signImg: PNG_DATA_URL, isDefault: 1 })]);
  });

  it('accepts only real image data URLs', async () => {
    const { token } = await newUserToken();
    const fake = `data:image/png;base64,${Buffer.from('<script>alert(1)</script>').toString('base64')}`;
    for (const signImg of ['hello', fake, 'data:image/svg+xml;base64,PHN2Zy8+']) {
      const result = await call(app, 'POST', `${BASE}/SignImg`, { token, body: { signImg } });
      expect({ code: result.code, msg: result.msg }).toEqual({ code: 400, msg: '请上传图片' });
    }
    expect((await call<Sign[]>(app, 'GET', `${BASE}/SignImg`, { token })).data).toEqual([]);
  });
});

describe('GET /Current/Authorize', () => {
  type Node = { id: string; fullName: string; enCode: string; children: Node[] };
  const codes = (nodes: Node[]): string[] => nodes.flatMap((node) => [node.enCode, ...codes(node.children)]);

  it('gives the caller’s own menus and buttons as trees', async () => {
    const viewer = await signIn(app, 'viewer');
    const admin = await signIn(app, 'admin');
    const mine = await call<Record<'module' | 'button' | 'column' | 'form' | 'resource', Node[]>>(app, 'GET', `${BASE}/Authorize`, { token: viewer });
    const all = await call<Record<'module' | 'button' | 'column' | 'form' | 'resource', Node[]>>(app, 'GET', `${BASE}/Authorize`, { token: admin });
    expect(mine.code).toBe(200);
    expect(mine.data.module.length).toBeGreaterThan(0);
    // The viewer's role lacks add/edit/delete buttons; the administrator has them.
    expect(codes(mine.data.button)).not.toContain('btn_add');
    expect(codes(all.data.button)).toContain('btn_add');
    expect(codes(all.data.module).length).toBeGreaterThan(codes(mine.data.module).length - 1);
    expect(mine.data.resource).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await call(app, 'GET', `${BASE}/Authorize`)).code).toBe(602);
  });
});

describe('GET /Current/SystemLog', () => {
  type Log = { id: string; creatorTime: number; ipaddress: string; loginMark?: number; requestURL?: string; requestMethod?: string; code?: number };
  type Page = { list: Log[]; pagination: { currentPage: number; pageSize: number; total: number } };

  it('lists the caller’s own sign-ins, newest first, with an address filter', async () => {
    const user = await createUser(app);
    await tryLogin(app, user.account, 'wrong-password', '10.0.0.9');
    const token = (await tryLogin(app, user.account, user.password, '10.0.0.7')).data.token;
    const log = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=1`, { token });
    expect(log.data.list.map((entry) => [entry.ipaddress, entry.loginMark])).toEqual([['10.0.0.7', 1], ['10.0.0.9', 0]]);
    const filtered = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=1&keyword=0.0.9`, { token });
    expect(filtered.data.pagination.total).toBe(1);
    const other = await newUserToken();
    const theirs = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=1`, { token: other.token });
    expect(theirs.data.list.map((entry) => entry.ipaddress)).not.toContain('10.0.0.7');
  });

  it('records the caller’s requests and pages them, with keyword and time filters', async () => {
    const { token } = await newUserToken();
    await call(app, 'GET', `${BASE}/BaseInfo?secret=yes`, { token });
    await call(app, 'PUT', `${BASE}/BaseInfo`, { token, body: { realName: '' } });
    const log = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=5&keyword=BaseInfo`, { token });
    expect(log.data.list.map((entry) => [entry.requestMethod, entry.requestURL, entry.code])).toEqual([
      ['PUT', `${BASE}/BaseInfo`, 400],
      ['GET', `${BASE}/BaseInfo`, 200],
    ]);
    const paged = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=5&keyword=BaseInfo&pageSize=1&currentPage=2`, { token });
    expect(paged.data.list.map((entry) => entry.requestMethod)).toEqual(['GET']);
    expect(paged.data.pagination).toEqual({ currentPage: 2, pageSize: 1, total: 2 });
    const future = Date.now() + 3_600_000;
    const none = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=5&startTime=${future}`, { token });
    expect(none.data.pagination.total).toBe(0);
  });

  it('keeps one user’s requests out of another’s log', async () => {
    const first = await newUserToken();
    const second = await newUserToken();
    await call(app, 'GET', `${BASE}/SignImg`, { token: first.token });
    const log = await call<Page>(app, 'GET', `${BASE}/SystemLog?category=5&keyword=SignImg`, { token: second.token });
    expect(log.data.pagination.total).toBe(0);
  });

  it('refuses a start after the end and an unknown category', async () => {
    const { token } = await newUserToken();
    const reversed = await call(app, 'GET', `${BASE}/SystemLog?startTime=2000&endTime=1000`, { token });
    expect({ code: reversed.code, msg: reversed.msg }).toEqual({ code: 400, msg: '开始时间不能晚于结束时间' });
    expect((await call(app, 'GET', `${BASE}/SystemLog?category=3`, { token })).code).toBe(400);
  });
});
