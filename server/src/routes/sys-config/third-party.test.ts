import type { FastifyInstance } from 'fastify';
import { TEST_THIRD_CREDENTIALS, TestThirdDirectory } from '../../test-providers/third-party';
import { buildTestApp, call, closeTestApp, connectSocket, signIn, TINY_PNG, uploadFile } from '../../testing';
import { thirdDirectoryOf } from './third-party-routes';
import { synThirdRoutes } from './third-party-routes';
import { sysConfigRoutes } from './routes';
import { uploadRoutes } from '../files/upload-routes';

// The API route plugins these tests call (buildTestApp's routes).
const routes = [synThirdRoutes, sysConfigRoutes, uploadRoutes];

const BASE = '/api/system/SysConfig';
const SYNC = '/api/system/SynThirdInfo';

let app: FastifyInstance;
let admin: string;
let viewer: string;

beforeAll(async () => {
  app = await buildTestApp({ routes, config: { testProviders: true } });
  admin = await signIn(app, 'admin');
  viewer = await signIn(app, 'viewer');
});
afterAll(async () => closeTestApp(app));

const qy = TEST_THIRD_CREDENTIALS[1];
const ding = TEST_THIRD_CREDENTIALS[2];
const stored = (key: string) => (app.db.prepare('SELECT value FROM sys_config WHERE key = ?').get(key) as { value: string } | undefined)?.value;
const directory = () => thirdDirectoryOf(app) as TestThirdDirectory;

describe('enterprise chat and DingTalk settings', () => {
  it('keeps the settings, never reads a secret back, and an empty secret keeps the stored one', async () => {
    const put = await call(app, 'PUT', BASE, { token: admin, body: { qyhCorpId: ` ${qy.id} `, qyhAgentId: qy.agentId, qyhAgentSecret: 'agent-secret', qyhCorpSecret: qy.secret, qyhIsSynOrg: 1, dingSynAppKey: ding.id, dingSynAppSecret: ding.secret } });
    expect(put.code).toBe(200);
    const read = await call<Record<string, unknown>>(app, 'GET', BASE, { token: admin });
    expect(read.data).toMatchObject({ qyhCorpId: qy.id, qyhAgentId: qy.agentId, qyhIsSynOrg: 1, qyhIsSynUser: 0, dingSynAppKey: ding.id, secretsSet: { qyhCorpSecret: true, dingSynAppSecret: true, qyhAgentSecret: true } });
    expect(JSON.stringify(read.data)).not.toContain(qy.secret);
    expect(JSON.stringify(read.data)).not.toContain('agent-secret');
    await call(app, 'PUT', BASE, { token: admin, body: { qyhCorpSecret: '', dingSynAppSecret: '' } });
    expect(stored('qyhCorpSecret')).toBe(qy.secret);
    expect(stored('dingSynAppSecret')).toBe(ding.secret);
  });

  it('tests the connections against the test providers, with the given or the stored secrets', async () => {
    expect(await call(app, 'POST', `${BASE}/1/testQyWebChatConnect`, { token: admin, body: { qyhCorpId: qy.id, qyhCorpSecret: qy.secret } })).toMatchObject({ code: 200, msg: '连接成功' });
    // Empty secret: the stored one is used.
    expect((await call(app, 'POST', `${BASE}/1/testQyWebChatConnect`, { token: admin, body: { qyhCorpId: qy.id, qyhCorpSecret: '' } })).code).toBe(200);
    expect(await call(app, 'POST', `${BASE}/1/testQyWebChatConnect`, { token: admin, body: { qyhCorpId: qy.id, qyhCorpSecret: 'wrong' } }))
      .toMatchObject({ code: 400, msg: '企业微信拒绝了这组凭证，请检查企业标识和密钥' });
    expect(await call(app, 'POST', `${BASE}/0/testQyWebChatConnect`, { token: admin, body: { qyhCorpId: qy.id, qyhAgentId: '1', qyhAgentSecret: qy.secret } }))
      .toMatchObject({ code: 400, msg: '企业微信应用 AgentId 不正确' });
    expect(await call(app, 'POST', `${BASE}/testDingTalkConnect`, { token: admin, body: { dingSynAppKey: ding.id, dingSynAppSecret: ding.secret } })).toMatchObject({ code: 200 });
    expect(await call(app, 'POST', `${BASE}/testDingTalkConnect`, { token: admin, body: { dingSynAppKey: 'other', dingSynAppSecret: ding.secret } }))
      .toMatchObject({ code: 400, msg: '钉钉拒绝了这组凭证，请检查企业标识和密钥' });
    expect((await call(app, 'POST', `${BASE}/testDingTalkConnect`, { token: viewer, body: {} })).code).toBe(403);
  });

  it('synchronises organisations then users with progress on the socket, and counts what happened', async () => {
    const before = await call<{ list: { synType: number; recordTotal: number; unSynCount: number; synSuccessCount: number }[] }>(app, 'GET', `${SYNC}/getSynThirdTotal/1`, { token: admin });
    const [orgs, users] = before.data.list;
    expect(orgs).toMatchObject({ synType: 1, synSuccessCount: 0 });
    expect(orgs?.unSynCount).toBe(orgs?.recordTotal);
    const socket = await connectSocket(app, admin);
    const organize = await call<{ total: number; success: number; failed: number }>(app, 'GET', `${SYNC}/synAllOrganizeSysToQy?type=0`, { token: admin });
    expect(organize.data.total).toBe(orgs?.recordTotal);
    expect(organize.data).toMatchObject({ failed: 0, success: orgs?.recordTotal });
    const last = socket.frames.filter((frame) => frame.method === 'synThirdProgress').at(-1);
    expect(last).toMatchObject({ thirdType: 1, dataType: 1, done: orgs?.recordTotal, total: orgs?.recordTotal });
    expect(directory().departments.get(1)?.size).toBe(orgs?.recordTotal);
    // Users without a mobile phone are refused by the provider and counted as failed.
    app.db.prepare("UPDATE users SET mobile_phone = '' WHERE account = 'viewer'").run();
    const user = await call<{ total: number; success: number; failed: number }>(app, 'GET', `${SYNC}/synAllUserSysToQy`, { token: admin });
    expect(user.data.total).toBe(users?.recordTotal);
    expect(user.data.failed).toBeGreaterThanOrEqual(1);
    const after = await call<{ list: { synSuccessCount: number; synFailCount: number; unSynCount: number; synDate: number | null }[] }>(app, 'GET', `${SYNC}/getSynThirdTotal/1`, { token: admin });
    expect(after.data.list[1]).toMatchObject({ synSuccessCount: user.data.success, synFailCount: user.data.failed, unSynCount: 0 });
    expect(after.data.list[0]?.synDate).not.toBeNull();
    // DingTalk has its own records.
    expect((await call<{ list: { synSuccessCount: number }[] }>(app, 'GET', `${SYNC}/getSynThirdTotal/2`, { token: admin })).data.list[0]?.synSuccessCount).toBe(0);
    socket.socket.close();
  });

  it('refuses a synchronisation without stored credentials, and viewer every sync call', async () => {
    app.db.prepare("UPDATE sys_config SET value = '' WHERE key = 'dingSynAppKey'").run();
    expect(await call(app, 'GET', `${SYNC}/synAllOrganizeSysToDing`, { token: admin })).toMatchObject({ code: 400, msg: '请先填写钉钉的企业标识和密钥' });
    for (const path of ['getSynThirdTotal/1', 'synAllOrganizeSysToQy', 'synAllUserSysToQy', 'synAllOrganizeSysToDing', 'synAllUserSysToDing']) {
      expect((await call(app, 'GET', `${SYNC}/${path}`, { token: viewer })).code).toBe(403);
    }
  });
});

/** Errors come in the envelope (code 404), not as an image. */
const notServed = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return !String(response.headers['content-type']).startsWith('image/') && (JSON.parse(response.body) as { code: number }).code === 404;
};

describe('logos', () => {
  it('an uploaded image becomes a public logo; other values are refused', async () => {
    const image = await uploadFile(app, admin, TINY_PNG, 'logo.png', { type: 'annexpic' });
    const url = `/api/system/SysConfig/Logo/loginIcon/${image.fileId}`;
    // Not yet the logo: not served.
    expect(await notServed(url)).toBe(true);
    expect((await call(app, 'PUT', BASE, { token: admin, body: { loginIcon: url } })).code).toBe(200);
    const served = await app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    const login = await call<{ loginIcon: string }>(app, 'GET', '/api/oauth/getConfig/admin');
    expect(login.data.loginIcon).toBe(url);
    // The same file under another key is not that key's logo.
    expect((await call(app, 'PUT', BASE, { token: admin, body: { logoIcon: url } })).code).toBe(400);
    expect((await call(app, 'PUT', BASE, { token: admin, body: { logoIcon: 'javascript:alert(1)' } })).msg).toBe('logoIcon 必须是上传的图片或 http(s) 地址');
    expect((await call(app, 'PUT', BASE, { token: admin, body: { logoIcon: '/api/system/SysConfig/Logo/logoIcon/nothing' } })).code).toBe(400);
    expect((await call(app, 'PUT', BASE, { token: admin, body: { logoIcon: 'https://cdn.example.com/logo.png' } })).code).toBe(200);
    // Replaced: the old file is no longer served.
    expect((await call(app, 'PUT', BASE, { token: admin, body: { loginIcon: '' } })).code).toBe(200);
    expect(await notServed(url)).toBe(true);
  });
});
