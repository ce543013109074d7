// The version of every shared module, as a micro-frontend is built against it and as the map
// serves it (issue 13): vendor modules by their package's version; our own shared modules
// (@atrium/shared, @atrium/ui, @atrium/html, @atrium/shoelace) by the "contract version", the
// version field of shared-deps/package.json, bumped whenever their API breaks. `npm run build`
// writes these to dist/assets/shared/manifest.json, `npm run build:mf` into each build's manifest,
// and the deploy service refuses a bundle built against other versions than the map serves.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './packages';

const sharedDepsDir = path.join(repoRoot, 'shared-deps');
// Vendor packages are shared-deps' dependencies: resolve them from there.
const requireFromSharedDeps = createRequire(path.join(sharedDepsDir, 'package.json'));

const readVersion = (manifest: string): string => (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;

/** 'react/jsx-runtime' → 'react', '@nanostores/react' → '@nanostores/react'. */
export function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0] ?? moduleName;
}

function packageVersion(pkg: string): string {
  let dir = path.dirname(requireFromSharedDeps.resolve(pkg));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return readVersion(manifest);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`shared-versions: cannot find the package.json of ${pkg}`);
    dir = parent;
  }
}

export function sharedVersions(): Record<string, string> {
  const { sharedModules } = requireFromSharedDeps(path.join(repoRoot, 'build', 'webpack-common.js')) as { sharedModules: string[] };
  const contract = readVersion(path.join(sharedDepsDir, 'package.json'));
  return Object.fromEntries(sharedModules.map((name) => [name, name.startsWith('@atrium/') ? contract : packageVersion(packageOf(name))]));
}
