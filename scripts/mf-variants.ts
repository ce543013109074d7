// Builds of one micro-frontend to deploy in tests and benchmarks (issue 13): a real
// `npm run build:mf`, and copies of such a build with one string of its code changed (a visibly
// different version, without editing sources other people are working on), each with its
// manifest.json rewritten as build:mf would write it (entry, SRI integrity, size), so the server's
// checks pass on them. Everything lives under dist/assets/<package>/ (what the server serves).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './packages';

export interface MfBuild {
  /** Absolute folder under dist/assets/<package>/. */
  folder: string;
  /** The entry's URL path as deployed (/assets/<package>/<folder>/<entry>.js). */
  url: string;
  /** False when build:mf found these very bytes already built: the folder is not the caller's to remove. */
  created: boolean;
}

interface BuildManifest {
  module: string;
  entry: string;
  integrity: string;
  size: number;
  builtAt: number;
  shared: Record<string, string>;
}

const readManifest = (folder: string): BuildManifest => JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BuildManifest;

/** `npm run build:mf -- <pkg>`, as ops run it: a content-hashed folder with its manifest. */
export function buildMf(pkg: string): MfBuild {
  const packageDir = path.join(repoRoot, 'dist', 'assets', pkg);
  const before = new Set(existsSync(packageDir) ? readdirSync(packageDir) : []);
  const output = execFileSync('npm', ['run', '--silent', 'build:mf', '--', pkg], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  const folderLine = /folder:\s+(\S+)/.exec(output);
  if (!folderLine?.[1]) throw new Error(`build:mf printed no folder:\n${output}`);
  const folder = path.join(repoRoot, folderLine[1]);
  return { folder, url: readManifest(folder).entry, created: !before.has(path.basename(folder)) };
}

/**
 * A copy of a build:mf folder beside it, with every `from` in its JavaScript replaced by `to` (at
 * least one must be there), and its manifest rewritten to match. The precompressed twins (.br, .gz)
 * are left out: the server would send their stale bytes to browsers that accept them.
 */
export function copyWithChange(source: MfBuild, from: string, to: string, label = 'variant'): MfBuild {
  const packageDir = path.dirname(source.folder);
  const folder = path.join(packageDir, `${label}-${Date.now().toString(36)}${randomBytes(3).toString('hex')}`);
  mkdirSync(folder);
  let replaced = 0;
  for (const file of readdirSync(source.folder)) {
    if (file.endsWith('.br') || file.endsWith('.gz') || file === 'manifest.json') continue;
    if (!file.endsWith('.js')) {
      copyFileSync(path.join(source.folder, file), path.join(folder, file));
      continue;
    }
    const parts = readFileSync(path.join(source.folder, file), 'utf8').split(from);
    replaced += parts.length - 1;
    writeFileSync(path.join(folder, file), parts.join(to));
  }
  if (replaced === 0) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`mf-variants: "${from}" is in none of the files of ${source.folder}`);
  }
  const manifest = readManifest(source.folder);
  const entryName = manifest.entry.slice(manifest.entry.lastIndexOf('/') + 1);
  const entryBytes = readFileSync(path.join(folder, entryName));
  const url = `${source.url.slice(0, source.url.lastIndexOf('/', source.url.lastIndexOf('/') - 1))}/${path.basename(folder)}/${entryName}`;
  const rewritten: BuildManifest = {
    ...manifest,
    entry: url,
    integrity: `sha384-${createHash('sha384').update(entryBytes).digest('base64')}`,
    size: entryBytes.length,
    builtAt: Date.now(),
  };
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(rewritten, null, 2) + '\n');
  return { folder, url, created: true };
}

/** Removes the folders the caller made (never one build:mf only found again). */
export function removeBuilds(builds: ReadonlyArray<MfBuild | null>): void {
  for (const build of builds) if (build?.created) rmSync(build.folder, { recursive: true, force: true });
}
