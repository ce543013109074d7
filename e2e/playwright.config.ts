// e2e: Debian Chromium against the real server on a fresh database and a private copy of the
// import map, so a run never touches the developer's data.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const repoRoot = path.resolve(__dirname, '..');

// ATRIUM_E2E_PORT if set, else a port the system says is free now; chosen once in the runner
// (config loading is synchronous, hence a child process) and inherited by the workers.
if (!process.env.ATRIUM_E2E_PORT) {
  process.env.ATRIUM_E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });",
  ]).toString();
}
const port = Number(process.env.ATRIUM_E2E_PORT);

// Set once in the runner process; workers inherit the environment.
if (!process.env.ATRIUM_E2E_DIR) {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-'));
  mkdirSync(dir, { recursive: true });
  copyFileSync(path.join(repoRoot, 'import-map.json'), path.join(dir, 'import-map.json'));
  process.env.ATRIUM_E2E_DIR = dir;
  process.env.ATRIUM_E2E_PASSWORD = `E2e-${randomBytes(9).toString('base64url')}`;
}
const runDir = process.env.ATRIUM_E2E_DIR;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(runDir, 'results'),
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Tests that flip a system-wide setting or put admin into "captcha needed" (*.serial.spec.ts)
  // run last, on their own, so no parallel test sees the change under it.
  projects: [
    { name: 'parallel', testIgnore: /\.serial\.spec\.ts$/ },
    // One file at a time: two of them flipping global state at once would see each other's changes.
    { name: 'global-state', testMatch: /\.serial\.spec\.ts$/, dependencies: ['parallel'], workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node server/dist/server/src/main.js',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/import-map.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      ATRIUM_DB: path.join(runDir, 'atrium.db'),
      ATRIUM_IMPORT_MAP: path.join(runDir, 'import-map.json'),
      ATRIUM_SEED_PASSWORD: process.env.ATRIUM_E2E_PASSWORD ?? '',
      // The in-memory SMS gateway and identity provider (never on in npm start): the sign-in-*
      // specs read codes from the one and sign in through the other.
      ATRIUM_TEST_PROVIDERS: '1',
    },
  },
});
