// A server of its own for a spec that changes what every user of a server sees: a system setting, a
// password policy, a lockout, a restore, a live module swap. Such a spec used to run after all the
// others, one file at a time, on the shared server (CI then had one browser busy and a core idle for
// about 170 s); on a server of its own it runs beside the other specs and disturbs none of them.
//
//   import { test } from './private-server';     // instead of './support'
//
// Every test of the file then talks to the file's server: `page`, `context`, `request` and `baseURL`
// point at it, `test.use({ account: 'admin' })` starts signed in on it, and `privateServer` names its
// database and import map. One server per spec file, started when the file's first test starts and
// stopped when the worker moves to another file. The database is a copy of one seeded once per run
// (a first start migrates and seeds: about 5 CPU-s), so a private server starts in about a second.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { E2E_PASSWORD_COST } from '../password-cost';
import { seedPassword, test as base } from './support';
import { useDatabase } from './run-database';

const repoRoot = path.resolve(__dirname, '..', '..');
const serverMain = path.join(repoRoot, 'server', 'dist', 'server', 'src', 'main.js');

export interface PrivateServer {
  baseURL: string;
  /** Its folder: the database, its uploads and backups, its import map. */
  dir: string;
  database: string;
  importMap: string;
}

interface Running extends PrivateServer {
  child: ChildProcess;
}

function runDir(): string {
  const dir = process.env.ATRIUM_E2E_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_DIR is not set: run e2e through playwright.config.ts');
  return dir;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 25; ; wait = Math.min(wait * 2, 250)) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`private server: ${what} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

async function answers(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/import-map.json`)).ok;
  } catch {
    return false;
  }
}

/** Starts the built server on `dir` (its database there, or a fresh one it seeds). */
async function startIn(dir: string): Promise<Running> {
  const port = await freePort();
  const database = path.join(dir, 'atrium.db');
  const importMap = path.join(dir, 'import-map.json');
  if (!existsSync(importMap)) copyFileSync(path.join(runDir(), 'import-map.json'), importMap);
  const log = openSync(path.join(dir, 'server.log'), 'a');
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', log],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ATRIUM_DB: database,
      ATRIUM_IMPORT_MAP: importMap,
      ATRIUM_SEED_PASSWORD: seedPassword(),
      // As the shared server (playwright.config.ts): the in-memory SMS gateway, captcha record and
      // identity provider the sign-in and lockout specs read.
      ATRIUM_TEST_PROVIDERS: '1',
      ATRIUM_PASSWORD_COST: E2E_PASSWORD_COST,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => { exited = true; });
  await until('the server answered', async () => {
    if (exited) throw new Error(`private server: it exited at start (see ${path.join(dir, 'server.log')})`);
    return answers(baseURL);
  }, 60_000);
  return { baseURL, dir, database, importMap, child };
}

async function stop(server: Running): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(killed);
}

/**
 * The seeded database every private server starts from, made once per run by whichever worker
 * asks first (a folder made with mkdir is the lock: only one worker can make it).
 */
async function template(): Promise<string> {
  const root = path.join(runDir(), 'private');
  const file = path.join(root, 'template.db');
  mkdirSync(root, { recursive: true });
  if (existsSync(file)) return file;
  const lock = path.join(root, 'template.lock');
  let mine = false;
  try {
    mkdirSync(lock);
    mine = true;
  } catch {
    await until('another worker seeded the template database', () => existsSync(file), 120_000);
    return file;
  }
  if (mine) {
    const seeding = path.join(root, 'seeding');
    rmSync(seeding, { recursive: true, force: true });
    mkdirSync(seeding);
    // A clean stop closes the database, which folds its write-ahead log into the file.
    await stop(await startIn(seeding));
    copyFileSync(path.join(seeding, 'atrium.db'), `${file}.part`);
    renameSync(`${file}.part`, file);
  }
  return file;
}

const running = new Map<string, Promise<Running>>();

/** The server of spec file `file`; the previous file's server (this worker ran it before) is stopped. */
function serverFor(file: string): Promise<Running> {
  const known = running.get(file);
  if (known) return known;
  const previous = [...running.values()];
  running.clear();
  const started = (async () => {
    await Promise.all(previous.map(async (server) => stop(await server).catch(() => undefined)));
    const source = await template();
    const dir = path.join(runDir(), 'private', `${path.basename(file).replace(/\W+/g, '-')}-${process.pid}-${Date.now().toString(36)}`);
    mkdirSync(dir, { recursive: true });
    copyFileSync(source, path.join(dir, 'atrium.db'));
    return startIn(dir);
  })();
  running.set(file, started);
  return started;
}

/** The token of an API sign-in on the private server, as the portal signs in (MD5 of the password). */
async function signInOverApi(baseURL: string, account: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/oauth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      account,
      password: createHash('md5').update(seedPassword()).digest('hex'),
      client_id: 'admin',
      scope: 'all',
      grant_type: 'password',
    }).toString(),
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } | null };
  if (body.code !== 200 || !body.data) throw new Error(`private server: ${account} could not sign in: ${body.msg}`);
  return body.data.token;
}

const tokens = new Map<string, Promise<string>>();

export const test = base.extend<{ privateServer: PrivateServer }, { privateServers: (file: string) => Promise<Running> }>({
  privateServers: [
    // Playwright reads a fixture's dependencies from this pattern: it must be an object, here empty.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await use(serverFor);
      await Promise.all([...running.values()].map(async (server) => stop(await server).catch(() => undefined)));
      running.clear();
    },
    { scope: 'worker' },
  ],
  privateServer: async ({ privateServers }, use, testInfo) => {
    const server = await privateServers(testInfo.file);
    // Direct database writes and the admin command line of this test go to this server's file.
    useDatabase(server.database);
    try {
      await use({ baseURL: server.baseURL, dir: server.dir, database: server.database, importMap: server.importMap });
    } finally {
      useDatabase(null);
    }
  },
  baseURL: async ({ privateServer }, use) => {
    await use(privateServer.baseURL);
  },
  // `test.use({ account })` starts signed in on this server: the token of an API sign-in where the
  // portal keeps it (the shared server's saved states name sessions this server never made).
  storageState: async ({ account, privateServer }, use) => {
    if (!account) {
      await use(undefined);
      return;
    }
    const key = `${privateServer.baseURL} ${account}`;
    const token = tokens.get(key) ?? signInOverApi(privateServer.baseURL, account);
    tokens.set(key, token);
    await use({
      cookies: [],
      origins: [{ origin: privateServer.baseURL, localStorage: [{ name: 'jnpf_token', value: JSON.stringify(await token) }] }],
    });
  },
});
