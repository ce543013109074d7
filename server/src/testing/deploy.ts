import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Fake front-end builds for deploy tests: a few lines of System.register text per bundle instead
 * of webpack output, written into a test server's dist folder.
 */

export interface FakeBundleOptions {
  /** The bundle's dependencies (System.register's first argument). */
  deps?: readonly string[];
  /** The names its execute exports; an MF exports `pages` (its page-parcel map). */
  exports?: readonly string[];
  /** Makes the text unique (a new build of the same module). */
  marker?: string;
}

export function fakeBundle(options: FakeBundleOptions = {}): string {
  const deps = options.deps ?? [];
  const exports = options.exports ?? ['pages'];
  const setters = deps.map(() => 'function (m) { void m.anything; }').join(', ');
  const body = exports.map((name) => `_export(${JSON.stringify(name)}, {});`).join(' ');
  return `System.register(${JSON.stringify(deps)}, function (_export, _context) {
  /* ${options.marker ?? 'build'} */
  return { setters: [${setters}], execute: function () { ${body} } };
});
`;
}

export const sri384 = (text: string | Buffer): string => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** Every shared module a real map has, with the version each fake build was "built against". */
export const SHARED_VERSIONS: Readonly<Record<string, string>> = {
  react: '19.3.1',
  'react/jsx-runtime': '19.3.1',
  'single-spa': '6.0.3',
  '@atrium/shared': '0.1.0',
  '@atrium/ui': '0.1.0',
};

export const MF_DEPS = ['@atrium/shared', '@atrium/ui', 'react', 'react/jsx-runtime'];

export interface FakeDist {
  distDir: string;
  /** Writes a file under dist/ at this URL path (/assets/…). */
  write(urlPath: string, content: string | Buffer): string;
  /** Writes a fake MF build into a content-hashed folder with its manifest.json, like `npm run build:mf`. */
  buildMf(pkg: string, options?: FakeBundleOptions & { shared?: Record<string, string>; manifest?: boolean }): { url: string; folder: string; integrity: string };
}

export function fakeDist(distDir: string): FakeDist {
  const write = (urlPath: string, content: string | Buffer): string => {
    const file = path.join(distDir, urlPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
    return urlPath;
  };
  let builds = 0;
  return {
    distDir,
    write,
    buildMf(pkg, options = {}) {
      builds += 1;
      const text = fakeBundle({ deps: MF_DEPS, marker: `${pkg} build ${builds}`, ...options });
      const hash = createHash('sha256').update(text).digest('hex').slice(0, 8);
      const folder = `/assets/${pkg}/${hash}`;
      const url = write(`${folder}/atrium-${pkg}.${hash}.js`, text);
      const integrity = sri384(text);
      if (options.manifest !== false) {
        write(`${folder}/manifest.json`, JSON.stringify({
          module: `@atrium/${pkg}`, entry: url, integrity, size: Buffer.byteLength(text), builtAt: Date.now(), shared: options.shared ?? SHARED_VERSIONS,
        }));
      }
      return { url, folder, integrity };
    },
  };
}

/**
 * A whole fake build: shared modules, root config, shell and two MFs, their files in dist, the
 * shared manifest `npm run build` writes, and the map pointing at them (written to `mapFile`).
 */
export function writeFakeBuild(distDir: string, mapFile: string): { dist: FakeDist; imports: Record<string, string> } {
  const dist = fakeDist(distDir);
  const imports: Record<string, string> = {};
  for (const name of Object.keys(SHARED_VERSIONS)) {
    const file = name.replace(/^@/, '').replace(/\//g, '-');
    imports[name] = dist.write(`/assets/shared/${file}.0000aaaa.js`, fakeBundle({ exports: ['default'], marker: name }));
  }
  imports['@atrium/root-config'] = dist.write('/assets/root-config/atrium-root-config.0000bbbb.js', fakeBundle({ deps: ['single-spa'], exports: [] }));
  imports['@atrium/shell'] = dist.write('/assets/mf-shell/atrium-shell.0000cccc.js', fakeBundle({ deps: MF_DEPS, exports: ['bootstrap', 'mount', 'unmount'] }));
  imports['@atrium/mf-message'] = dist.write('/assets/mf-message/atrium-mf-message.0000dddd.js', fakeBundle({ deps: MF_DEPS, exports: ['pages', 'widgets'] }));
  imports['@atrium/mf-system'] = dist.write('/assets/mf-system/atrium-mf-system.0000eeee.js', fakeBundle({ deps: MF_DEPS }));
  dist.write('/assets/shared/manifest.json', JSON.stringify({ shared: SHARED_VERSIONS }));
  writeFileSync(mapFile, JSON.stringify({ imports }, null, 2) + '\n');
  return { dist, imports };
}
