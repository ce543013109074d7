// A real server on a loopback port and a fresh SQLite file, for the benchmarks.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { md5Hex } from '../src/auth/password';
import WebSocket from 'ws';

export interface BenchServer {
  app: FastifyInstance;
  base: string;
  /** The SQLite file, for benchmarks that open it from other processes. */
  dbFile: string;
  signIn(account: string): Promise<string>;
  close(): Promise<void>;
}

export async function startBenchServer(): Promise<BenchServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const password = randomBytes(12).toString('base64url');
  const app = await buildApp({
    config: {
      port: 0,
      host: '127.0.0.1',
      dbFile: path.join(dir, 'atrium.db'),
      seedPassword: password,
      distDir: path.join(dir, 'dist'),
      importMapFile: path.join(dir, 'import-map.json'),
      routeManifestFile: path.join(dir, 'route-manifest.json'),
      tokenTtlSeconds: 3600,
      socketOrigins: [],
      // The fan-out bench opens 200 sockets per account: the cap is not what it measures.
      socketMaxPerUser: 1000,
      connectOrigins: [],
      frameOrigins: [],
      testProviders: false,
      // bill-number.ts measures throughput from one user; the per-user limit is a server test's business.
      billNumberRate: { perSecond: 1_000_000, burst: 1_000_000 },
    },
    // Cheap password hashing: the benchmarks measure other things than sign-in.
    kdf: { logN: 4, r: 8, p: 1 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    dbFile: path.join(dir, 'atrium.db'),
    async signIn(account) {
      const response = await fetch(`${base}/api/oauth/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ account, password: md5Hex(password), grant_type: 'password', client_id: 'admin', scope: 'all' }),
      });
      const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
      if (body.code !== 200) throw new Error(`bench: sign-in of ${account} failed: ${body.msg}`);
      return body.data.token;
    },
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** A hub socket as the portal opens one: a ticket over HTTP, then OnConnection; resolves on initMessage. */
export async function openHubSocket(base: string, token: string): Promise<WebSocket> {
  const response = await fetch(`${base}/api/oauth/SocketTicket`, { method: 'POST', headers: { authorization: token } });
  const { ticket } = ((await response.json()) as { data: { ticket: string } }).data;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/websocket/${ticket}`, { origin: base });
    socket.once('open', () => {
      socket.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false }));
      socket.once('message', () => resolve(socket)); // initMessage: the hub has it
    });
    socket.once('error', reject);
  });
}
