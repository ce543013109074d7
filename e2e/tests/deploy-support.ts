// Builds and API calls for the deploy spec (issue 13): a real `npm run build:mf` of mf-system, a copy
// of it with one visible label changed (the "rebuilt mf-system" a deploy swaps in; scripts/mf-variants.ts),
// broken builds, and the /api/system/Deploy calls. Every folder made here is under dist/assets/mf-system/ (the
// run's server serves the repository's dist/) and is removed by `removeFolders`.
import { expect, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildMf, copyWithChange, removeBuilds, type MfBuild } from '../../scripts/mf-variants';

const repoRoot = path.resolve(__dirname, '..', '..');
const dist = path.join(repoRoot, 'dist');
export const MF_SYSTEM = '@atrium/mf-system';
const mfSystemDir = path.join(dist, 'assets', 'mf-system');

export type Build = MfBuild;

/** `npm run build:mf -- mf-system`, as ops run it. */
export const buildMfSystem = (): Build => buildMf('mf-system');

/** The rebuilt mf-system with a visibly changed label: a copy of `source` with `from` replaced by `to`. */
export const copyWithLabel = (source: Build, from: string, to: string): Build => copyWithChange(source, from, to, 'e2e-label');

function newFolder(label: string): string {
  const folder = path.join(mfSystemDir, `e2e-${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
  mkdirSync(folder, { recursive: true });
  return folder;
}

/** A "build" whose entry is an HTML error page (what a CDN or SPA fallback answers) or plain script. */
export function brokenBuild(kind: 'html' | 'notSystemRegister'): Build {
  const folder = newFolder(kind);
  const body = kind === 'html'
    ? '<!doctype html><html><head><title>404</title></head><body>Not Found</body></html>\n'
    : 'window.atriumBroken = function () { return 1; };\n';
  writeFileSync(path.join(folder, 'atrium-mf-system.broken.js'), body);
  return { folder, url: `/assets/mf-system/${path.basename(folder)}/atrium-mf-system.broken.js`, created: true };
}

/** A copy of one shared module's file under another name: the same code at a new URL. */
export function copySharedModule(url: string): { file: string; url: string } {
  const source = path.join(dist, url);
  const name = `e2e-${Date.now().toString(36)}-${path.basename(source)}`;
  const file = path.join(path.dirname(source), name);
  copyFileSync(source, file);
  return { file, url: `${url.slice(0, url.lastIndexOf('/') + 1)}${name}` };
}

export const removeFolders = removeBuilds;

export interface Envelope<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

async function envelope<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<Envelope<T>> {
  const body = (await response.json()) as { code: number; msg: string; data: T };
  return { status: response.status(), ...body };
}

export interface ModuleRow {
  module: string;
  url: string;
  kind: string;
}

export interface DeployStatus {
  version: number;
  last: null | { outcome: 'applied' | 'refused'; check: string | null; message: string; source: string; module: string | null };
}

/** /api/system/Deploy as one administrator's token. */
export function deployApi(request: APIRequestContext, token: string) {
  const headers = (ifMatch?: number) => ({ Authorization: token, ...(ifMatch !== undefined ? { 'If-Match': `"${ifMatch}"` } : {}) });
  return {
    async modules(): Promise<{ version: number; list: ModuleRow[] }> {
      const answer = await envelope<{ version: number; list: ModuleRow[] }>(await request.get('/api/system/Deploy/Modules', { headers: headers() }));
      expect(answer.code, answer.msg).toBe(200);
      return answer.data;
    },
    async status(): Promise<DeployStatus> {
      const answer = await envelope<DeployStatus>(await request.get('/api/system/Deploy/Status', { headers: headers() }));
      expect(answer.code, answer.msg).toBe(200);
      return answer.data;
    },
    async deploy(module: string, url: string, ifMatch?: number): Promise<Envelope<{ version?: number; check?: string }>> {
      return envelope(await request.post('/api/system/Deploy', { headers: headers(ifMatch), data: { module, url } }));
    },
    async rollback(version: number, ifMatch?: number): Promise<Envelope<{ version?: number; check?: string }>> {
      return envelope(await request.post('/api/system/Deploy/Rollback', { headers: headers(ifMatch), data: { version } }));
    },
  };
}

/** What /import-map.json serves now: the version headers and the map. */
export async function servedMap(request: APIRequestContext): Promise<{ etag: string | undefined; version: number; imports: Record<string, string> }> {
  const response = await request.get('/import-map.json');
  expect(response.status()).toBe(200);
  const map = (await response.json()) as { imports: Record<string, string> };
  return { etag: response.headers().etag, version: Number(response.headers()['x-import-map-version']), imports: map.imports };
}
