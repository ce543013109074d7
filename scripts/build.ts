// Builds everything `npm run serve` needs: the server, every SystemJS bundle, the import map,
// the shared modules' versions (dist/assets/shared/manifest.json) and index.html. Bundles are content-hashed; import-map.json is regenerated to point at them.
// Every text asset gets a brotli and a gzip copy next to it, which the server sends to browsers
// that accept them (server/src/plugins/portal.ts).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration, MultiStats } from 'webpack';
import { packagesWithBundles, repoRoot } from './packages';
import { nativeTsc } from './native-tsc';
import { precompress } from './precompress';
import { sharedVersions } from './shared-versions';
import { writeLocaleCatalog } from './locale-catalog';
import { staticSignInPage } from '../mf-shell/src/login/static/staticSignInPage';
import zhSignIn from '../mf-shell/src/locales/sign-in/zh';
import zhtwSignIn from '../mf-shell/src/locales/sign-in/zhtw';
import enSignIn from '../mf-shell/src/locales/sign-in/en';

const require = createRequire(__filename);
const webpack = require('webpack') as typeof import('webpack');

const dist = path.join(repoRoot, 'dist');

/** The native compiler (native-tsc.ts): the server's build took 17 CPU-s with TypeScript 6, 3 with 7. */
function tsc(project: string): void {
  execFileSync(process.execPath, [nativeTsc, '-p', project], { cwd: repoRoot, stdio: 'inherit' });
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

/** index.html's entry script (root-config/src/boot), built by root-config's second webpack config. */
function bootScript(): string {
  const dir = path.join(dist, 'assets', 'root-config');
  const file = readdirSync(dir).find((name) => /^atrium-boot\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error('build: root-config built no atrium-boot script');
  return `/assets/root-config/${file}`;
}

/**
 * Shoelace's light theme under a name with its content hash, which the server caches for good: as
 * themes/light.css it was revalidated with every page load. The unhashed file stays for anyone
 * who links it by that name.
 */
function hashedTheme(): string {
  const dir = path.join(dist, 'assets', 'shoelace', 'themes');
  const css = readFileSync(path.join(dir, 'light.css'));
  const file = `light.${createHash('sha256').update(css).digest('hex').slice(0, 8)}.css`;
  writeFileSync(path.join(dir, file), css);
  return `/assets/shoelace/themes/${file}`;
}

function writeIndexHtml(scripts: { systemjs: string; overrides: string }): void {
  const template = readFileSync(path.join(repoRoot, 'root-config', 'src', 'index.html'), 'utf8');
  const html = template
    .replace('%SYSTEMJS%', scripts.systemjs)
    .replace('%IMPORT_MAP_OVERRIDES%', scripts.overrides)
    .replace('%BOOT%', bootScript())
    .replaceAll('%THEME%', hashedTheme());
  writeFileSync(path.join(dist, 'index.html'), html);
}

/**
 * Lazy chunks a route needs at once, by module and chunk name, with its strings per language.
 * Written next to the module's entry as `<entry>.preload.json`, which the server reads (for the
 * module URL in the current import map) to preload that route's chunks from index.html.
 */
const ROUTE_CHUNKS: Record<string, Record<string, { chunks: string[]; localeChunk: (locale: string) => string }>> = {
  '@atrium/shell': { '/login': { chunks: ['shell-root', 'sign-in'], localeChunk: (locale) => `locale-sign-in-${locale}` } },
};
const LOCALES = ['zh', 'zhtw', 'en'];

interface RoutePreload {
  chunks: string[];
  locales: Record<string, string[]>;
}

function writeRoutePreloads(stats: MultiStats, imports: Record<string, string>): void {
  for (const child of stats.stats) {
    const name = child.compilation.name;
    const routes = name ? ROUTE_CHUNKS[name] : undefined;
    if (!name || !routes) continue;
    const groups = child.compilation.namedChunkGroups;
    const filesOf = (group: string): string[] => {
      const found = groups.get(group);
      if (!found) throw new Error(`build: ${name} has no chunk named ${group} (see ROUTE_CHUNKS)`);
      return found.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js'));
    };
    const preload: Record<string, RoutePreload> = {};
    for (const [route, wanted] of Object.entries(routes)) {
      preload[route] = {
        chunks: [...new Set(wanted.chunks.flatMap(filesOf))],
        locales: Object.fromEntries(LOCALES.map((locale) => [locale, filesOf(wanted.localeChunk(locale))])),
      };
    }
    const entry = path.join(dist, imports[name] ?? '');
    writeFileSync(entry.replace(/\.js$/, '.preload.json'), JSON.stringify({ routes: preload }) + '\n');
  }
}

/**
 * The sign-in page as plain HTML per language, which the server puts into index.html on /login so
 * the form is usable before any script has run (mf-shell/src/login/static/staticSignInPage.ts).
 * Outside assets/: it is part of a page, never fetched on its own.
 */
function writeStaticSignIn(): void {
  const css = readFileSync(path.join(repoRoot, 'mf-shell', 'src', 'login', 'login.module.css'), 'utf8');
  const theme = readFileSync(path.join(dist, 'assets', 'shoelace', 'themes', 'light.css'), 'utf8');
  const eye = readFileSync(path.join(dist, 'assets', 'shoelace', 'assets', 'icons', 'eye.svg'), 'utf8');
  const folder = path.join(dist, 'sign-in');
  mkdirSync(folder, { recursive: true });
  for (const [locale, messages] of Object.entries({ zh: zhSignIn, zhtw: zhtwSignIn, en: enSignIn })) {
    writeFileSync(path.join(folder, `${locale}.html`), staticSignInPage(messages, css, theme, eye));
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  rmSync(dist, { recursive: true, force: true });
  buildServer();
  const stats = await runWebpack(loadConfigs());
  const imports = importsFrom(stats);
  writeRoutePreloads(stats, imports);
  writeIndexHtml(copyVendorScripts());
  // The shared modules' versions this map serves: the deploy service checks an MF built alone
  // (npm run build:mf) against them (issue 13).
  writeFileSync(path.join(dist, 'assets', 'shared', 'manifest.json'), JSON.stringify({ shared: sharedVersions() }, null, 2) + '\n');
  // The translation keys of every MF for the server's 多语言 page (issue 16 item 6).
  console.log(`build: ${await writeLocaleCatalog(dist)} translation keys in dist/locale-catalog.json`);
  const compressed = await precompress(dist);
  writeStaticSignIn();
  // Last, and whole (temp file + rename): a running server takes the new map as soon as it sees
  // it (server/src/deploy), so everything it points at must be there, and never half a file.
  const mapFile = path.join(repoRoot, 'import-map.json');
  writeFileSync(`${mapFile}.tmp`, JSON.stringify({ imports }, null, 2) + '\n');
  renameSync(`${mapFile}.tmp`, mapFile);
  console.log(`build: ${compressed} precompressed copies (.br, .gz)`);
  console.log(`build: ${Object.keys(imports).length} modules in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
