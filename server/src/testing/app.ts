import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { ApiRoutePlugin } from '../routes/api';
import { oauthRoutes } from '../routes/oauth/routes';
import { socketTicketRoutes } from '../socket/ticket-routes';
import type { KdfParams } from '../auth/password';
import type { AppConfig } from '../config';
import { copySeededTemplate } from './template-db';

/** Cheap scrypt for tests only; the production default is untouched. */
export const TEST_KDF: KdfParams = { logN: 4, r: 8, p: 1 };

interface TestContext {
  dir: string;
  password: string;
}

const contexts = new WeakMap<FastifyInstance, TestContext>();

export interface TestAppOptions {
  config?: Partial<AppConfig>;
  clock?: () => number;
  /** Compile and check every route schema while building, as Fastify does by default. */
  eagerSchemas?: boolean;
  /**
   * Only these API route plugins, and those the helpers call (signIn: oauthRoutes, connectSocket:
   * socketTicketRoutes); every cross-cutting plugin is registered as always. For files that build a
   * server per test and call a few routes: registering all ~280 is most of a warm build's CPU. A
   * route left out answers 404, so a test that calls it fails; list every plugin whose routes or
   * hooks (file read rules, timers) a test relies on.
   */
  routes?: readonly ApiRoutePlugin[];
  /** The server monitor's sampling interval (buildApp's monitorIntervalMs). */
  monitorIntervalMs?: number;
}

/** A complete server on a fresh SQLite file in its own temp folder; no port is opened. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-server-test-'));
  const dbFile = path.join(dir, 'data', 'atrium.db');
  // A copy of this process's seeded template (seeded at the test clock's time when it has one)
  // unless the test decides what is seeded: its own database or password.
  const ownSeed = options.config?.dbFile !== undefined || options.config?.seedPassword !== undefined;
  // Random per app or per template, so no password is written in the repository.
  const password = ownSeed ? randomBytes(12).toString('base64url') : await copySeededTemplate(dbFile, TEST_KDF, options.clock ? options.clock() : null);
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dbFile,
    seedPassword: password,
    distDir: path.join(dir, 'dist'),
    importMapFile: path.join(dir, 'import-map.json'),
    routeManifestFile: path.join(dir, 'route-manifest.json'),
    tokenTtlSeconds: 3600,
    socketOrigins: [],
    socketMaxPerUser: 20,
    connectOrigins: [],
    frameOrigins: [],
    testProviders: false,
    // Throwaway databases: an fsync per commit would only slow the tests (db/connection.test.ts checks FULL).
    dbSynchronous: 'NORMAL',
    // The live connection checkpoints itself (db/checkpointer.test.ts tests the worker).
    walCheckpointer: false,
    ...options.config,
  };
  // Schemas compile on first use: a test file calls a few of the ~280 routes (the route walk checks them all).
  // A test that expects the build to fail (a bad setting, a damaged database) gets no app to close.
  const app = await buildApp({
    config,
    kdf: TEST_KDF,
    lazySchemas: options.eagerSchemas !== true,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.monitorIntervalMs === undefined ? {} : { monitorIntervalMs: options.monitorIntervalMs }),
    ...(options.routes ? { onlyRoutes: new Set([oauthRoutes, socketTicketRoutes, ...options.routes]) } : {}),
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  contexts.set(app, { dir, password });
  return app;
}

function contextOf(app: FastifyInstance): TestContext {
  const context = contexts.get(app);
  if (!context) throw new Error('atrium-server test: this app was not built by buildTestApp');
  return context;
}

/** The password of every seeded account of this test app. */
export function seedPasswordOf(app: FastifyInstance): string {
  return contextOf(app).password;
}

export function tempDirOf(app: FastifyInstance): string {
  return contextOf(app).dir;
}

export async function closeTestApp(app: FastifyInstance): Promise<void> {
  const { dir } = contextOf(app);
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}

/** A clock tests can move forward. */
export function manualClock(start: number = Date.UTC(2025, 0, 6, 9, 0, 0)): { now: () => number; advance: (ms: number) => void } {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
  };
}
