// A server process of the test's own (the same built server the e2e run uses), for tests that kill
// and restart it: its own temp database and a port from the 3225-3229 range, env as in
// playwright.config.ts. Never the run's shared server.
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedPassword } from './support';

const repoRoot = path.resolve(__dirname, '..', '..');

export interface OwnServer {
  baseURL: string;
  /** SIGKILL: no shutdown hook runs, sockets drop as on a crash. */
  kill(): Promise<void>;
  /** Starts the server again on the same database and port; resolves once it answers. */
  start(): Promise<void>;
  /** Kills it (if running) and removes its folder. */
  dispose(): Promise<void>;
}

async function answers(url: string, deadline: number): Promise<void> {
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`own server: no answer from ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function startOwnServer(port: number): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-own-'));
  copyFileSync(path.join(repoRoot, 'import-map.json'), path.join(dir, 'import-map.json'));
  const baseURL = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const server: OwnServer = {
    baseURL,
    async start() {
      if (child) throw new Error('own server: already running');
      const started = spawn(process.execPath, ['server/dist/server/src/main.js'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          ATRIUM_DB: path.join(dir, 'atrium.db'),
          ATRIUM_IMPORT_MAP: path.join(dir, 'import-map.json'),
          ATRIUM_SEED_PASSWORD: seedPassword(),
          LOG_LEVEL: 'warn',
        },
      });
      child = started;
      started.once('exit', () => {
        if (child === started) child = null;
      });
      await answers(`${baseURL}/import-map.json`, Date.now() + 30_000);
    },
    async kill() {
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      child = null;
    },
    async dispose() {
      await server.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
