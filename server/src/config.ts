import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_KDF } from './auth/password';
import { parseDeployOrigins } from './deploy/allow-list';
import { parseOriginList } from './origins';
import type { Synchronous } from './db/connection';
import type { BillNumberRate } from './routes/bill-rule/access';

export interface AppConfig {
  port: number;
  host: string;
  /** SQLite file; its directory is created on start. */
  dbFile: string;
  /** Initial password of every seeded account; generated when absent. */
  seedPassword: string | null;
  /** Built front-end folder (index.html, assets/, examples/). */
  distDir: string;
  importMapFile: string;
  routeManifestFile: string;
  tokenTtlSeconds: number;
  /** Origins besides the portal's own that may open /websocket (ATRIUM_WS_ORIGINS, comma-separated). */
  socketOrigins: string[];
  /** Sockets one account may hold open at once; the oldest closes when it opens one more (ATRIUM_WS_MAX_PER_USER). */
  socketMaxPerUser: number;
  /** Origins besides its own that the portal page may call or open a socket to (ATRIUM_CONNECT_ORIGINS): the CSP's connect-src. */
  connectOrigins: string[];
  /** Origins whose pages the portal may show in a frame (ATRIUM_FRAME_ORIGINS): the CSP's frame-src. */
  frameOrigins: string[];
  /**
   * ATRIUM_TEST_PROVIDERS=1: the in-memory SMS gateway and identity provider of src/test-providers,
   * with their inspection routes, for e2e tests and trying the flows. Never on otherwise.
   */
  testProviders: boolean;
  /**
   * scrypt's cost as log2 of N for new password hashes (ATRIUM_PASSWORD_COST); DEFAULT_KDF's 15 when
   * absent. Raising it is for operators with CPU and memory to spare (17 is OWASP's suggestion, 128
   * MiB a hash); below 15 only together with ATRIUM_TEST_PROVIDERS=1, for the e2e server, whose
   * database is thrown away and which otherwise spent 30 CPU-s of a suite on sign-ins.
   * Stored hashes carry their own cost, so a change applies to new passwords and old ones verify.
   */
  passwordCost?: number;
  /**
   * Base addresses of the WeCom and DingTalk server APIs the system configuration's connection tests
   * and address-book synchronisations call (ATRIUM_QY_API_BASE, ATRIUM_DING_API_BASE); the public
   * services when absent (third-party/http-directory.ts).
   */
  thirdApiBases?: { qy?: string; ding?: string };
  /**
   * Where deployed bundles may live besides this server's own /assets/ (ATRIUM_DEPLOY_ORIGINS,
   * comma-separated origin + path prefixes such as https://cdn.example.com/atrium/); none when absent.
   */
  deployOrigins?: string[];
  /**
   * SQLite commit durability; FULL when absent, which is what every real deployment runs (there
   * is deliberately no environment variable for it). Tests pass NORMAL: their databases are
   * thrown away, and an fsync per commit would only slow them down.
   */
  dbSynchronous?: Synchronous;
  /**
   * Write-ahead-log checkpoints in a worker thread instead of inside the commit that fills the log
   * (db/checkpointer.ts); on when absent. Test apps turn it off: a worker per throwaway app costs
   * more than the checkpoints it would move.
   */
  walCheckpointer?: boolean;
  /** Bill numbers per user (GET /BillNumber); routes/bill-rule/access.ts has the default. Tests and benchmarks raise it. */
  billNumberRate?: BillNumberRate;
  /** The file store and chunked uploads (files/config.ts fills in what is absent: tests and benchmarks pass only what they change). */
  uploads?: Partial<UploadConfig>;
}

export interface UploadConfig {
  /** Stored files, partial uploads and temporary files (ATRIUM_UPLOAD_DIR); `uploads` in the database's folder when absent. */
  dir: string;
  /** Partial uploads untouched for this long are removed (ATRIUM_UPLOAD_STALE_HOURS, default 24). */
  staleHours: number;
  /** Largest file of type annex (ATRIUM_UPLOAD_MAX_MB, default 100: the uploader's fileSize default). */
  fileMaxBytes: number;
  /** Largest image (ATRIUM_UPLOAD_IMAGE_MAX_MB, default 10: the image uploader's default). */
  imageMaxBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_UPLOAD_STALE_HOURS = 24;
export const DEFAULT_UPLOAD_FILE_MAX_MB = 100;
export const DEFAULT_UPLOAD_IMAGE_MAX_MB = 10;

const DEFAULT_TOKEN_TTL_SECONDS = 8 * 60 * 60;
/** Twenty tabs and devices of one person is generous; a script opening hundreds is not a person. */
const DEFAULT_SOCKETS_PER_USER = 20;

/**
 * The repository root is found by walking up to the package.json that declares
 * workspaces, because the compiled file sits deeper (server/dist/server/src)
 * than the source file, and the process may be started from any folder.
 */
export function findRepoRoot(start: string = __dirname): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
      if (typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/** log2 of scrypt's N: the production floor (DEFAULT_KDF's), the lowest a test server may take, the highest accepted (memory). */
export const PASSWORD_COST = { production: DEFAULT_KDF.logN, testMin: 10, max: 17 } as const;

function passwordCost(raw: string | undefined, testProviders: boolean): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const cost = positiveInteger('ATRIUM_PASSWORD_COST', raw, PASSWORD_COST.production);
  const floor = testProviders ? PASSWORD_COST.testMin : PASSWORD_COST.production;
  if (cost < floor || cost > PASSWORD_COST.max) {
    const below = testProviders ? '' : ` (below ${PASSWORD_COST.production} only for a test server with ATRIUM_TEST_PROVIDERS=1)`;
    throw new Error(`atrium-server: ATRIUM_PASSWORD_COST must be from ${floor} to ${PASSWORD_COST.max}${below}, got "${raw}"`);
  }
  return cost;
}

function positiveInteger(name: string, raw: string | undefined, fallback: number): number {
  const value = positiveNumber(name, raw, fallback);
  if (!Number.isInteger(value)) throw new Error(`atrium-server: ${name} must be a whole number, got "${raw}"`);
  return value;
}

function positiveNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`atrium-server: ${name} must be a positive number, got "${raw}"`);
  }
  return value;
}

/** An http(s) base address without a trailing slash. */
function httpBase(name: string, raw: string): string {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`atrium-server: ${name} must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`atrium-server: ${name} must be an http(s) address, got "${raw}"`);
  return url.toString().replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot: string = findRepoRoot()): AppConfig {
  const fromRoot = (value: string | undefined, fallback: string): string =>
    path.resolve(repoRoot, value && value.trim() !== '' ? value : fallback);
  const port = positiveNumber('PORT', env.PORT, 3000);
  if (!Number.isInteger(port) || port > 65535) throw new Error(`atrium-server: PORT must be a port number, got "${env.PORT}"`);
  const dbFile = fromRoot(env.ATRIUM_DB, 'data/atrium.db');
  const testProviders = env.ATRIUM_TEST_PROVIDERS === '1';
  const cost = passwordCost(env.ATRIUM_PASSWORD_COST, testProviders);
  return {
    port,
    host: env.HOST && env.HOST.trim() !== '' ? env.HOST : '0.0.0.0',
    dbFile,
    seedPassword: env.ATRIUM_SEED_PASSWORD && env.ATRIUM_SEED_PASSWORD !== '' ? env.ATRIUM_SEED_PASSWORD : null,
    distDir: fromRoot(env.ATRIUM_DIST, 'dist'),
    importMapFile: fromRoot(env.ATRIUM_IMPORT_MAP, 'import-map.json'),
    routeManifestFile: fromRoot(env.ATRIUM_ROUTE_MANIFEST, 'route-manifest.json'),
    tokenTtlSeconds: positiveNumber('ATRIUM_TOKEN_TTL', env.ATRIUM_TOKEN_TTL, DEFAULT_TOKEN_TTL_SECONDS),
    socketOrigins: parseOriginList('ATRIUM_WS_ORIGINS', env.ATRIUM_WS_ORIGINS),
    socketMaxPerUser: positiveInteger('ATRIUM_WS_MAX_PER_USER', env.ATRIUM_WS_MAX_PER_USER, DEFAULT_SOCKETS_PER_USER),
    connectOrigins: parseOriginList('ATRIUM_CONNECT_ORIGINS', env.ATRIUM_CONNECT_ORIGINS),
    frameOrigins: parseOriginList('ATRIUM_FRAME_ORIGINS', env.ATRIUM_FRAME_ORIGINS),
    testProviders,
    ...(cost === undefined ? {} : { passwordCost: cost }),
    thirdApiBases: env.ATRIUM_QY_API_BASE?.trim() || env.ATRIUM_DING_API_BASE?.trim() ? {
      ...(env.ATRIUM_QY_API_BASE?.trim() ? { qy: httpBase('ATRIUM_QY_API_BASE', env.ATRIUM_QY_API_BASE) } : {}),
      ...(env.ATRIUM_DING_API_BASE?.trim() ? { ding: httpBase('ATRIUM_DING_API_BASE', env.ATRIUM_DING_API_BASE) } : {}),
    } : undefined,
    deployOrigins: parseDeployOrigins(env.ATRIUM_DEPLOY_ORIGINS),
    uploads: {
      dir: env.ATRIUM_UPLOAD_DIR && env.ATRIUM_UPLOAD_DIR.trim() !== '' ? fromRoot(env.ATRIUM_UPLOAD_DIR, '') : path.join(path.dirname(dbFile), 'uploads'),
      staleHours: positiveNumber('ATRIUM_UPLOAD_STALE_HOURS', env.ATRIUM_UPLOAD_STALE_HOURS, DEFAULT_UPLOAD_STALE_HOURS),
      fileMaxBytes: Math.floor(positiveNumber('ATRIUM_UPLOAD_MAX_MB', env.ATRIUM_UPLOAD_MAX_MB, DEFAULT_UPLOAD_FILE_MAX_MB) * MB),
      imageMaxBytes: Math.floor(positiveNumber('ATRIUM_UPLOAD_IMAGE_MAX_MB', env.ATRIUM_UPLOAD_IMAGE_MAX_MB, DEFAULT_UPLOAD_IMAGE_MAX_MB) * MB),
    },
  };
}
