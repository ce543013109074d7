// e2e: Debian Chromium against the real server on a fresh database and a private copy of the
// import map, so a run never touches the developer's data.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from '../scripts/chromium-args';
import { E2E_PASSWORD_COST } from './password-cost';

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
  mkdirSync(path.join(dir, 'auth'), { recursive: true });
  copyFileSync(path.join(repoRoot, 'import-map.json'), path.join(dir, 'import-map.json'));
  process.env.ATRIUM_E2E_DIR = dir;
  // Ours to remove when the run passes (run-dir-reporter.ts).
  process.env.ATRIUM_E2E_DIR_MADE = '1';
  process.env.ATRIUM_E2E_PASSWORD = `E2e-${randomBytes(9).toString('base64url')}`;
}
const runDir = process.env.ATRIUM_E2E_DIR;

// Tests that change what every user of a server sees (a system setting, a lockout, a restore, a
// live module swap: *.private.spec.ts) run on a server of their own (tests/private-server.ts), beside
// the others. Checked here, since such a file on the shared server would break other tests at random.
const privateFiles = readdirSync(path.join(__dirname, 'tests')).filter((file) => file.endsWith('.private.spec.ts'));
for (const file of privateFiles) {
  if (!/from '\.\/private-server'/.test(readFileSync(path.join(__dirname, 'tests', file), 'utf8'))) {
    throw new Error(`e2e/tests/${file} must take its test from './private-server' (a server of its own)`);
  }
}
/** The specs the phone project runs a second time (issue 19, item 8). */
const PHONE_SPECS = /\/(sign-in[\w-]*|dictionary|messages|message-center|chat|chat-legacy|shell-[\w-]+)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  outputDir: path.join(runDir, 'results'),
  fullyParallel: false,
  // 2 workers on CI's 2 cores. The suite is CPU-bound there, though bash's `times` once said it kept
  // only 0.6 of the cores busy: Chromium's renderer, GPU and zygote processes are not reaped children,
  // so they were never counted. A /proc sampler over a run at 4 workers: Chromium 60 % of all CPU
  // (renderers 513 CPU-s, browser 200, GPU 64, zygote 42), the Playwright processes 165, the test
  // servers 128; the load reached 21 and 4 tests passed their budgets. At 3 workers (2026-11-28, full
  // suite, alternated): 408 and 414 s with 784 and 796 CPU-s, against 417 and 409 s with 744 and 728
  // at 2, all green: no faster, 5-9 % more CPU. ATRIUM_E2E_WORKERS overrides it.
  workers: Number(process.env.ATRIUM_E2E_WORKERS ?? 2),
  // No retries: a test that passes only the second time is a bug to fix, not to hide.
  retries: 0,
  // Budgets, not speed checks (speed is `npm run bench`'s job): on a 2-core machine shared with
  // other builds a sign-in plus a few pages took over 30 s, and the test failed for nothing.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // ATRIUM_E2E_REPORT=<file> also writes Playwright's JSON report (per-test durations).
  // run-dir-reporter.ts removes the run's directory when the run passed (ATRIUM_E2E_KEEP=1 keeps it).
  reporter: [['list'], ...(process.env.ATRIUM_E2E_REPORT ? [['json', { outputFile: process.env.ATRIUM_E2E_REPORT }] as const] : []), ['./run-dir-reporter.ts']],
  // The setup project signs the seed accounts in once and saves their state (auth.setup.ts).
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'parallel', dependencies: ['setup'] },
    // Issue 19: the shell, sign-in, dictionary, message and chat specs again on a 390 × 844 phone
    // (the portal's mobile layout below 992 px). A test of something a phone does not have (the
    // desktop layouts, say) skips itself there with the reason (`phone` in support.ts).
    {
      name: 'phone',
      testMatch: PHONE_SPECS,
      dependencies: ['setup'],
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    // Shoelace skips its open/close animations under prefers-reduced-motion: a dialog is usable
    // at once instead of after 250 ms of frames that cost the test CPU and prove nothing.
    reducedMotion: 'reduce',
    // No trace unless asked for (ATRIUM_E2E_TRACE=1: DOM snapshots and the action log of a failed
    // test, without the screencast). "retain-on-failure" records every action of every test and
    // throws the passing ones away: measured on the 2-core machine, the suite then used 1,165 CPU-s
    // (`.ci/run`, no CI variable set) against 810-856 without (2026-11-28). It was off only when CI
    // was set, so a CI that does not set it paid that. A failure still prints its page's ARIA
    // snapshot and the browser's log (browserLog.ts) either way.
    trace: process.env.ATRIUM_E2E_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // Shared with the benchmarks (scripts/chromium-args.ts says why each is there).
      args: [...CHROMIUM_ARGS],
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
      ATRIUM_PASSWORD_COST: E2E_PASSWORD_COST,
    },
  },
});
