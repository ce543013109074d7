// Builds everything `npm run serve` needs: the server, every SystemJS bundle, the import map
// and index.html. Bundles are content-hashed; import-map.json is regenerated to point at them.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, MultiStats } from 'webpack';
import { packagesWithBundles, repoRoot } from './packages';

const require = createRequire(__filename);
const webpack = require('webpack') as typeof import('webpack');

const dist = path.join(repoRoot, 'dist');

function tsc(project: string): void {
  execFileSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', project], { cwd: repoRoot, stdio: 'inherit' });
}

/** The server requires @atrium/rules at run time, so the rules' JavaScript is built first. */
function buildServer(): void {
  tsc('shared-deps/rules/tsconfig.build.json');
  tsc('server/tsconfig.build.json');
}

function loadConfigs(): Configuration[] {
  return packagesWithBundles.flatMap((pkg) => {
    const loaded = require(path.join(repoRoot, pkg, 'webpack.config.js')) as Configuration | Configuration[];
    return Array.isArray(loaded) ? loaded : [loaded];
  });
}

function runWebpack(configs: Configuration[]): Promise<MultiStats> {
  return new Promise((resolve, reject) => {
    const compiler = webpack(configs);
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (!stats) return reject(new Error('webpack returned no stats'));
      if (stats.hasErrors()) {
        return reject(new Error(stats.toString({ all: false, errors: true, errorDetails: true })));
      }
      resolve(stats);
    });
  });
}

/** Module name -> URL of its entry file, read from webpack's stats. */
function importsFrom(stats: MultiStats): Record<string, string> {
  const imports: Record<string, string> = {};
  for (const child of stats.stats) {
    const name = child.compilation.name;
    const outputPath = child.compilation.outputOptions.path;
    if (!name || !outputPath) continue;
    const entry = [...child.compilation.entrypoints.values()][0];
    const file = entry?.getEntrypointChunk().files.values().next().value;
    if (!file) throw new Error(`build: no entry file for ${name}`);
    imports[name] = '/' + path.relative(dist, path.join(outputPath, file)).split(path.sep).join('/');
  }
  return imports;
}

/** A package's folder (some packages export neither package.json nor their dist files). */
function packageDir(pkg: string): string {
  let dir = path.dirname(require.resolve(pkg));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === pkg) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`build: cannot find the folder of ${pkg}`);
    dir = parent;
  }
}

const version = (pkg: string): string =>
  (JSON.parse(readFileSync(path.join(packageDir(pkg), 'package.json'), 'utf8')) as { version: string }).version;

function copyVendorScripts(): { systemjs: string; overrides: string } {
  const vendorDir = path.join(dist, 'assets', 'vendor');
  mkdirSync(vendorDir, { recursive: true });
  const systemjs = `system-${version('systemjs')}.min.js`;
  const overrides = `import-map-overrides-api-${version('import-map-overrides')}.js`;
  copyFileSync(path.join(packageDir('systemjs'), 'dist', 'system.min.js'), path.join(vendorDir, systemjs));
  // The API build (no UI panel): overrides work through localStorage or window.importMapOverrides.
  copyFileSync(path.join(packageDir('import-map-overrides'), 'dist', 'import-map-overrides-api.js'), path.join(vendorDir, overrides));
  return { systemjs: `/assets/vendor/${systemjs}`, overrides: `/assets/vendor/${overrides}` };
}

function writeIndexHtml(scripts: { systemjs: string; overrides: string }): void {
  const template = readFileSync(path.join(repoRoot, 'root-config', 'src', 'index.html'), 'utf8');
  const html = template.replace('%SYSTEMJS%', scripts.systemjs).replace('%IMPORT_MAP_OVERRIDES%', scripts.overrides);
  writeFileSync(path.join(dist, 'index.html'), html);
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  buildServer();
  const stats = await runWebpack(loadConfigs());
  const imports = importsFrom(stats);
  writeFileSync(path.join(repoRoot, 'import-map.json'), JSON.stringify({ imports }, null, 2) + '\n');
  writeIndexHtml(copyVendorScripts());
  console.log(`build: ${Object.keys(imports).length} modules in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
