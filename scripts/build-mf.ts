// `npm run build:mf -- <package>`: builds ONE micro-frontend with its own webpack config into a new
// content-hashed folder, dist/assets/<package>/<hash>/, next to (never over) what is deployed now,
// with brotli/gzip copies and a manifest.json (module, entry URL, SRI integrity, size, and the
// versions of the shared modules it was built against). It does not touch import-map.json or any
// other module: deploying the folder is a separate, validated step (npm run deploy, issue 13).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Configuration, Stats } from 'webpack';
import { packagesWithBundles, repoRoot } from './packages';
import { precompress } from './precompress';
import { sharedVersions } from './shared-versions';

const require = createRequire(__filename);
const webpack = require('webpack') as typeof import('webpack');

const dist = path.join(repoRoot, 'dist');
/** Packages built alone: one webpack config each (shared-deps builds many modules, root-config is the page's root). */
const BUILDABLE = packagesWithBundles.filter((pkg) => pkg.startsWith('mf-'));

function usage(message: string): never {
  console.error(`build:mf: ${message}\nUsage: npm run build:mf -- <package>   (one of: ${BUILDABLE.join(', ')})`);
  process.exit(2);
}

function run(config: Configuration): Promise<Stats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(config);
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
      resolve(stats);
    });
  });
}

async function main(): Promise<void> {
  const [pkg, ...rest] = process.argv.slice(2);
  if (!pkg || rest.length > 0) usage('name exactly one package');
  if (!BUILDABLE.includes(pkg)) usage(`"${pkg}" is not a micro-frontend package`);
  const started = Date.now();
  const loaded = require(path.join(repoRoot, pkg, 'webpack.config.js')) as Configuration | Configuration[];
  if (Array.isArray(loaded)) usage(`${pkg} builds several modules; build:mf builds one`);
  const moduleName = loaded.name;
  if (!moduleName) throw new Error(`build:mf: ${pkg}/webpack.config.js has no name (the import-map module name)`);

  // Built into a private folder first; renamed to its content hash once known. The bundle finds its
  // lazy chunks at run time next to wherever its entry was loaded from (build/system-public-path.js,
  // publicPath 'auto'), so the folder can move here, or to a CDN, without a rebuild.
  const packageDir = path.join(dist, 'assets', pkg);
  const staging = path.join(packageDir, `.build-${process.pid}-${Date.now()}`);
  const config: Configuration = {
    ...loaded,
    output: { ...loaded.output, path: staging, publicPath: 'auto', clean: false },
    // Copies of static files beside the bundle (the chat loader, example pages) belong to the full
    // build: they live outside this module's folder and a build of one module leaves them alone.
    plugins: (loaded.plugins ?? []).filter((plugin) => plugin?.constructor?.name !== 'CopyPlugin'),
  };
  rmSync(staging, { recursive: true, force: true });
  let stats: Stats;
  try {
    stats = await run(config);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  const entry = [...stats.compilation.entrypoints.values()][0];
  const entryFile = entry?.getEntrypointChunk().files.values().next().value;
  if (!entryFile) throw new Error(`build:mf: webpack produced no entry file for ${moduleName}`);

  const entryBytes = readFileSync(path.join(staging, entryFile));
  // The entry names every chunk by its content hash, so its own hash stands for the whole build.
  const hash = createHash('sha256').update(entryBytes).digest('hex').slice(0, 10);
  const folder = path.join(packageDir, hash);
  const reused = existsSync(folder);
  if (reused) {
    // Same sources, same bytes: this build is already there (maybe deployed); keep it untouched.
    rmSync(staging, { recursive: true, force: true });
  } else {
    const entryUrl = `/assets/${pkg}/${hash}/${entryFile}`;
    const manifest = {
      module: moduleName,
      entry: entryUrl,
      integrity: `sha384-${createHash('sha384').update(entryBytes).digest('base64')}`,
      size: entryBytes.length,
      builtAt: Date.now(),
      shared: sharedVersions(),
    };
    writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await precompress(staging);
    mkdirSync(packageDir, { recursive: true });
    renameSync(staging, folder);
  }
  const manifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as { entry: string; integrity: string; size: number };
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`build:mf: ${moduleName} built in ${seconds} s${reused ? ' (identical to a build already there: kept as it was)' : ''}`);
  console.log(`  folder:    ${path.relative(repoRoot, folder)}`);
  console.log(`  entry:     ${manifest.entry}`);
  console.log(`  integrity: ${manifest.integrity} (${manifest.size} bytes)`);
  console.log(`Deploy it with: npm run deploy -- ${moduleName} ${path.relative(repoRoot, folder)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
