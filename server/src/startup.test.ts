/** @slow about 3 s (server processes) in a small file: run it early on a clean clone (scripts/jest-sequencer.js) */
// A first start must never lose the generated password: it is saved (0600) and printed before
// the server listens, and a taken port says so in one line that names PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findRepoRoot, loadConfig } from './config';
import { listenFailure, passwordFileOf, saveGeneratedPassword, signInHelp } from './startup';

const repoRoot = findRepoRoot(__dirname);
let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-startup-'));
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const report = (generatedPassword: string | null) => ({ seeded: generatedPassword !== null, accounts: ['admin', 'viewer'], generatedPassword });

it('saves a generated password next to the database, readable by the owner only', () => {
  const config = loadConfig({ ATRIUM_DB: path.join(dir, 'atrium.db') }, repoRoot);
  const file = saveGeneratedPassword(config, report('Gen-123'));
  expect(file).toBe(path.join(dir, 'atrium.db.password'));
  expect(statSync(file!).mode & 0o777).toBe(0o600);
  expect(readFileSync(file!, 'utf8')).toContain('Gen-123');
  expect(signInHelp(config, report('Gen-123'), 'http://localhost:3000/', file)).toContain('Password of every account: Gen-123');
  // Later starts point at the file, and always at the way back in.
  const later = signInHelp(config, report(null), 'http://localhost:3000/', null);
  expect(later).toContain(passwordFileOf(config));
  expect(later).toContain('npm run admin -- reset-password <account>');
});

it('writes no file when the password was chosen (ATRIUM_SEED_PASSWORD)', () => {
  const config = loadConfig({ ATRIUM_DB: path.join(dir, 'atrium.db'), ATRIUM_SEED_PASSWORD: 'chosen' }, repoRoot);
  expect(saveGeneratedPassword(config, report(null))).toBeNull();
  expect(signInHelp(config, report(null), 'http://x/', null)).toContain('ATRIUM_SEED_PASSWORD');
});

it('names PORT when the port is taken, and leaves other errors alone', () => {
  const config = loadConfig({ PORT: '3456' }, repoRoot);
  expect(listenFailure(Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), config)).toMatch(/port 3456 is already in use.*PORT=3457/);
  expect(listenFailure(new Error('other'), config)).toBeNull();
});

function occupyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

it('on a taken port, a first start still prints and saves the password, then says which PORT in one line', async () => {
  const { server, port } = await occupyPort();
  try {
    const dbFile = path.join(dir, 'atrium.db');
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ATRIUM_DB: dbFile, LOG_LEVEL: 'warn' };
    delete env.ATRIUM_SEED_PASSWORD;
    delete env.ATRIUM_TEST_PROVIDERS;
    // The rules package's sources: its built dist/ need not exist before `npm run build`.
    env.NODE_OPTIONS = `${env.NODE_OPTIONS ?? ''} --conditions=@atrium/source`.trim();
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(__dirname, 'main.ts')], {
      cwd: repoRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`port ${port} is already in use`);
    expect(lines[0]).toContain('PORT=');
    const password = /password of every seeded account is (\S+)/.exec(stdout)?.[1];
    expect(password).toBeTruthy();
    const file = passwordFileOf(loadConfig({ ATRIUM_DB: dbFile }, repoRoot));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toContain(password);
  } finally {
    server.close();
  }
}, 120_000);
