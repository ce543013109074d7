// `npm install`'s last step (the root package's postinstall): keeps the better-sqlite3 binary this
// install compiled in prebuild-install's own download cache (<npm cache>/_prebuilds), under the
// name prebuild-install looks for before it goes to the network. better-sqlite3 installs with
// `prebuild-install || node-gyp rebuild`; with no way to GitHub (this machine reaches only the npm
// registry) every fresh clone compiled SQLite again: about 73 s of the 105 s `npm install` on the
// 2-core machine. The next install on this machine unpacks the cached binary instead, and
// prebuild-install loads it once to check that it fits this Node before it keeps it; anything
// missing, damaged or for another Node falls back to the compile, as before. The cache key is
// prebuild-install's: package version, Node ABI, platform, libc and architecture.
//
// Never fails the install: a cache that cannot be written only means the next install compiles.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './packages';

/** The binary better-sqlite3's build writes, relative to its package folder. */
export const BINARY = path.join('build', 'Release', 'better_sqlite3.node');

interface PrebuildUtil {
  getDownloadUrl(opts: object): string;
  cachedPrebuild(url: string): string;
}

/** Where prebuild-install looks for this package's binary before downloading it. */
export function prebuildCacheFile(packageDir: string): string {
  const load = createRequire(path.join(packageDir, 'package.json'));
  const pkg = load('./package.json') as { name: string; version: string };
  // The package's own prebuild-install, else the workspace's (a copy of the package elsewhere).
  const tool = (name: string): unknown => load(load.resolve(`prebuild-install/${name}`, { paths: [packageDir, __dirname] }));
  // prebuild-install's own options (target, ABI, platform, libc, arch, host), as its bin reads them.
  const rc = tool('rc') as (pkg: object) => object;
  const util = tool('util') as PrebuildUtil;
  return util.cachedPrebuild(util.getDownloadUrl({ ...rc(pkg), pkg }));
}

export type CacheOutcome = 'cached' | 'already cached' | 'no binary';

/** The binary inside a cached tarball, or null when the tarball cannot be read. */
function cachedBinary(tarball: string): Buffer | null {
  try {
    return execFileSync('tar', ['-xzOf', tarball, BINARY], { maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

/**
 * Packs the package's built binary as prebuild-install's tarball, unless that very binary is cached
 * already. A cached one that differs (damaged, or one prebuild-install refused, so this install
 * compiled) is replaced: otherwise every later install would refuse it and compile again.
 */
export function cacheNativeBuild(packageDir: string): CacheOutcome {
  const target = prebuildCacheFile(packageDir);
  const binary = path.join(packageDir, BINARY);
  if (!existsSync(binary)) return 'no binary';
  if (existsSync(target) && cachedBinary(target)?.equals(readFileSync(binary))) return 'already cached';
  mkdirSync(path.dirname(target), { recursive: true });
  // Written beside the target and renamed: a parallel install never unpacks half a tarball.
  const partial = `${target}.${process.pid}.tmp`;
  try {
    execFileSync('tar', ['-czf', partial, '-C', packageDir, BINARY]);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return 'cached';
}

function main(): void {
  try {
    const packageDir = path.dirname(createRequire(path.join(repoRoot, 'server', 'package.json')).resolve('better-sqlite3/package.json'));
    const outcome = cacheNativeBuild(packageDir);
    if (outcome === 'cached') console.log(`cache-native-build: better-sqlite3's binary kept in ${prebuildCacheFile(packageDir)}; the next install on this machine skips its compile`);
  } catch (error) {
    console.warn(`cache-native-build: not cached (${error instanceof Error ? error.message : String(error)}); the next install compiles better-sqlite3 again`);
  }
}

if (require.main === module) main();
