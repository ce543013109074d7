/** @slow about 5 s (child processes) in a small file: run it early on a clean clone (scripts/jest-sequencer.js) */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { LOGIN_POLICY } from '../auth/login-throttle';
import { buildTestApp, call, closeTestApp, createUser, seedPasswordOf, signIn, tempDirOf, tryLogin } from '../testing';
import { runAdminCli } from './admin';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

const run = promisify(execFile);
const repoRoot = path.resolve(__dirname, '../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
const cli = path.join(__dirname, 'admin.ts');

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI as an operator runs it: a child process on the server's database file. */
async function admin(dbFile: string, ...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await run(tsx, [cli, ...args], { env: { ...process.env, ATRIUM_DB: dbFile }, cwd: repoRoot });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let app: FastifyInstance;
let dbFile: string;

beforeAll(async () => {
  app = await buildTestApp({ routes: [] });
  dbFile = path.join(tempDirOf(app), 'data', 'atrium.db');
});
afterAll(async () => closeTestApp(app));

describe('npm run admin', () => {
  it('unlock lifts the temporary lock of the sole administrator', async () => {
    for (let n = 0; n < LOGIN_POLICY.pairLockAfter; n += 1) {
      const key = `k${n}`;
      await call(app, 'POST', '/api/oauth/Login', {
        body: { account: 'admin', password: 'f'.repeat(32), code: app.captchas.issue(key), timestamp: key },
      });
    }
    expect((await tryLogin(app, 'admin', seedPasswordOf(app))).msg).toMatch(/^该账号在当前地址登录失败次数过多/);

    const result = await admin(dbFile, 'unlock', 'admin');
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Unlocked "admin"');
    expect((await tryLogin(app, 'admin', seedPasswordOf(app))).code).toBe(200);
  }, 60_000);

  it('reset-password prints a new random password that works, ends the sessions and refuses the old one', async () => {
    const token = await signIn(app, 'lisi');
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM login_devices WHERE account = ?').get('lisi')).toEqual({ n: 1 });
    const first = await admin(dbFile, 'reset-password', 'lisi');
    expect(first.code).toBe(0);
    const password = /New password of "lisi": (\S+)/.exec(first.stdout)?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(password).not.toBe(seedPasswordOf(app));

    expect((await call(app, 'GET', '/api/oauth/CurrentUser', { token })).code).toBe(601);
    // The browsers that knew the old password are trusted no more.
    expect(app.db.prepare('SELECT COUNT(*) AS n FROM login_devices WHERE account = ?').get('lisi')).toEqual({ n: 0 });
    expect((await tryLogin(app, 'lisi', seedPasswordOf(app))).msg).toBe('账号或密码错误');
    expect((await tryLogin(app, 'lisi', password)).code).toBe(200);

    // Never a fixed password: a second reset gives another one.
    const second = await admin(dbFile, 'reset-password', 'lisi');
    expect(/New password of "lisi": (\S+)/.exec(second.stdout)?.[1]).not.toBe(password);
  }, 60_000);

  it('reset-password hashes at the server’s ATRIUM_PASSWORD_COST, as the server would', async () => {
    const user = await createUser(app);
    const lines: string[] = [];
    await runAdminCli(['reset-password', user.account], { env: { ATRIUM_DB: dbFile, ATRIUM_PASSWORD_COST: '16' }, out: (line) => lines.push(line) });
    const password = new RegExp(`New password of "${user.account}": (\\S+)`).exec(lines.join('\n'))?.[1] ?? '';
    const stored = app.db.prepare('SELECT password_hash FROM users WHERE account = ?').get(user.account) as { password_hash: string };
    expect(stored.password_hash).toMatch(/^scrypt\$16\$8\$1\$/);
    expect((await tryLogin(app, user.account, password)).code).toBe(200);
  }, 60_000);

  it('says clearly when the account, the command or the database does not exist', async () => {
    const unknown = await admin(dbFile, 'unlock', 'nobody');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('there is no account "nobody"');

    const wrong = await admin(dbFile, 'lock', 'admin');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('unknown command "lock"');

    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-admin-cli-'));
    try {
      const missing = await admin(path.join(dir, 'none.db'), 'unlock', 'admin');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('no database at');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
