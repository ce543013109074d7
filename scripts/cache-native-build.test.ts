// The install keeps better-sqlite3's compiled binary where prebuild-install looks first, and a later
// install of the package unpacks it from there (and loads it) instead of compiling SQLite again.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BINARY, cacheNativeBuild, prebuildCacheFile } from './cache-native-build';

const betterSqlite = path.dirname(require.resolve('better-sqlite3/package.json', { paths: [path.join(__dirname, '..', 'server')] }));
const prebuildInstall = require.resolve('prebuild-install/bin.js', { paths: [betterSqlite] });

let dir: string;
const savedCache = process.env.npm_config_cache;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'atrium-native-cache-'));
  // prebuild-install's cache lives in the npm cache: a temporary one, so ~/.npm is never touched.
  process.env.npm_config_cache = path.join(dir, 'npm-cache');
});
afterEach(() => {
  if (savedCache === undefined) delete process.env.npm_config_cache;
  else process.env.npm_config_cache = savedCache;
  rmSync(dir, { recursive: true, force: true });
});

/** A copy of the package as a fresh install has it before its install script: no build folder. */
function unbuiltCopy(): string {
  const copy = path.join(dir, 'better-sqlite3');
  mkdirSync(copy);
  copyFileSync(path.join(betterSqlite, 'package.json'), path.join(copy, 'package.json'));
  return copy;
}

it('names the file prebuild-install downloads to: in <npm cache>/_prebuilds, for this version, Node ABI, platform and architecture', () => {
  const file = prebuildCacheFile(betterSqlite);
  const { version } = JSON.parse(readFileSync(path.join(betterSqlite, 'package.json'), 'utf8')) as { version: string };
  expect(path.dirname(file)).toBe(path.join(dir, 'npm-cache', '_prebuilds'));
  expect(path.basename(file)).toMatch(new RegExp(`^[0-9a-f]{6}-better-sqlite3-v${version.replace(/\./g, '\\.')}-node-v${process.versions.modules}-${process.platform}-${process.arch}\\.tar\\.gz$`));
});

it('caches the built binary once, and a later install of the package unpacks and loads it without compiling', () => {
  expect(cacheNativeBuild(betterSqlite)).toBe('cached');
  const cached = prebuildCacheFile(betterSqlite);
  expect(execFileSync('tar', ['-tzf', cached]).toString().trim()).toBe(BINARY);
  const written = statSync(cached).mtimeMs;
  expect(cacheNativeBuild(betterSqlite)).toBe('already cached');
  expect(statSync(cached).mtimeMs).toBe(written);

  // better-sqlite3's install script, first half: `prebuild-install || node-gyp rebuild`.
  const copy = unbuiltCopy();
  const install = spawnSync(process.execPath, [prebuildInstall, '--verbose'], { cwd: copy, env: { ...process.env }, encoding: 'utf8' });
  expect(install.status).toBe(0);
  const log = install.stderr;
  expect(log).toContain('found cached prebuild');
  expect(log).toContain(`required ${path.join(copy, BINARY)} successfully`);
  expect(statSync(path.join(copy, BINARY)).size).toBe(statSync(path.join(betterSqlite, BINARY)).size);
});

it('caches nothing when the package has no built binary', () => {
  expect(cacheNativeBuild(unbuiltCopy())).toBe('no binary');
  expect(existsSync(path.join(dir, 'npm-cache', '_prebuilds'))).toBe(false);
});

it('replaces a cached tarball that does not hold this binary (damaged, or refused by prebuild-install)', () => {
  const cached = prebuildCacheFile(betterSqlite);
  mkdirSync(path.dirname(cached), { recursive: true });
  writeFileSync(cached, 'not a tarball');
  expect(cacheNativeBuild(betterSqlite)).toBe('cached');
  expect(execFileSync('tar', ['-xzOf', cached, BINARY], { maxBuffer: 64 * 1024 * 1024 }).equals(readFileSync(path.join(betterSqlite, BINARY)))).toBe(true);
  expect(cacheNativeBuild(betterSqlite)).toBe('already cached');
});
