// The built portal on a loopback port with a fresh database, and Debian Chromium, for the
// browser benchmarks. Never a downloaded browser (see the README).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { repoRoot } from './packages';

import { CHROMIUM_ARGS } from './chromium-args';

export { CHROMIUM_ARGS };

export interface BenchPortal {
  base: string;
  /** The seed password of every account of this fresh database. */
  password: string;
  close(): void;
}

/** `env` adds to the server's environment (e.g. ATRIUM_DIST and ATRIUM_IMPORT_MAP to bench another build). */
export async function startPortal(env: NodeJS.ProcessEnv = {}): Promise<BenchPortal> {
  const port = 3900 + Math.floor(Math.random() * 90);
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const password = randomBytes(12).toString('hex');
  const server = spawn(process.execPath, ['server/dist/server/src/main.js'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ATRIUM_DB: path.join(dir, 'bench.db'), ATRIUM_SEED_PASSWORD: password, ...env },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  // A start compiles every route's schemas: seconds on a busy machine, so wait generously, and fail
  // loudly rather than measure a server that is not there.
  const deadline = Date.now() + 120_000;
  while (!(await fetch(`${base}/import-map.json`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill();
      throw new Error(`bench: the server on ${base} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    password,
    close() {
      server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS], timeout: 30_000 });
}
