// Deploy validation time (issue 13 budget: ≤ 500 ms on loopback). Validates real built MF bundles
// of dist/ 20 times each, as the deploy service does before a map changes (allowList, reachable,
// javascript, integrity, systemRegister, lifecycles in a worker, sharedVersions): once read from the
// dist folder (a /assets/ URL) and once fetched over HTTP from 127.0.0.1 (an allowed origin), and
// prints the median and the worst. Nothing is deployed: no database, no import-map.json written.
//   npm run build (or npm run build:mf -- mf-message), then
//   npx tsx --conditions=@atrium/source server/bench/deploy-validate.ts [module …]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { findRepoRoot } from '../src/config';
import { parseImportMap } from '../src/deploy/import-map';
import { parseSharedManifest } from '../src/deploy/manifest';
import { validateBundle } from '../src/deploy/validate';

const RUNS = 20;
const BUDGET_MS = 500;

const root = findRepoRoot(__dirname);
const dist = path.join(root, 'dist');

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

/** The newest build:mf folder of a package (it has a manifest, so integrity and shared versions are checked too), else the map's URL. */
function bundleUrl(module: string, mapped: string): string {
  const pkg = module.replace('@atrium/', '');
  const folder = path.join(dist, 'assets', pkg);
  const built = existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory() && existsSync(path.join(folder, entry.name, 'manifest.json')))
    : [];
  const newest = built.map((entry) => JSON.parse(readFileSync(path.join(folder, entry.name, 'manifest.json'), 'utf8')) as { entry: string; builtAt: number })
    .sort((a, b) => b.builtAt - a.builtAt)[0];
  return newest?.entry ?? mapped;
}

async function main(): Promise<void> {
  const mapText = existsSync(path.join(root, 'import-map.json')) ? readFileSync(path.join(root, 'import-map.json'), 'utf8') : null;
  const parsed = mapText === null ? null : parseImportMap(mapText);
  if (!parsed?.ok) {
    console.error('deploy-validate: no valid import-map.json; run npm run build first');
    process.exit(1);
  }
  const map = parsed.map;
  const wanted = process.argv.slice(2);
  const modules = (wanted.length > 0 ? wanted : Object.keys(map.imports).filter((name) => name.startsWith('@atrium/mf-')))
    .filter((name) => {
      const url = map.imports[name];
      return url !== undefined && existsSync(path.join(dist, url));
    });
  if (modules.length === 0) {
    console.error('deploy-validate: no built micro-frontend in dist/; run npm run build first');
    process.exit(1);
  }
  const sharedVersions = parseSharedManifest(existsSync(path.join(dist, 'assets', 'shared', 'manifest.json')) ? readFileSync(path.join(dist, 'assets', 'shared', 'manifest.json'), 'utf8') : null);

  // The same files over HTTP on loopback, as a CDN would serve them.
  const server = createServer((request, response) => {
    const file = path.join(dist, decodeURIComponent((request.url ?? '/').replace(/^\/cdn/, '')));
    if (!file.startsWith(dist + path.sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    const type = file.endsWith('.json') ? 'application/json' : 'text/javascript; charset=utf-8';
    response.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let over = false;
  try {
    for (const module of modules) {
      const local = bundleUrl(module, map.imports[module] ?? '');
      for (const [label, url] of [['dist file', local], ['loopback HTTP', `${origin}/cdn${local}`]] as const) {
        const samples: number[] = [];
        let notes: string[] = [];
        for (let run = 0; run < RUNS; run += 1) {
          const started = performance.now();
          const result = await validateBundle(module, url, null, {
            distDir: dist, allowedOrigins: [`${origin}/cdn/`], map: { imports: { ...map.imports, [module]: url } }, sharedVersions,
          });
          samples.push(performance.now() - started);
          notes = result.notes;
        }
        const mid = median(samples);
        const worst = Math.max(...samples);
        over ||= mid > BUDGET_MS;
        console.log(`deploy-validate: ${module} (${label}, ${local.split('/').at(-1)}): median ${mid.toFixed(0)} ms, worst ${worst.toFixed(0)} ms over ${RUNS} runs (budget ${BUDGET_MS} ms)${notes.length > 0 ? `; ${notes.join('; ')}` : ''}`);
      }
    }
  } finally {
    server.close();
  }
  if (over) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
