// The shared modules are listed in three places that must agree: the externals every bundle uses
// (build/webpack-common.js), the bundles shared-deps builds (and so the import map), and the
// versions the build records for the deploy check. uPlot is shared but loaded on demand: a bundle
// importing it is refused, since webpack would make it a dependency of that bundle's entry.
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { packageOf, sharedVersions } from './shared-versions';
import { packagesWithBundles } from './packages';

const repoRoot = path.resolve(__dirname, '..');
const requireHere = createRequire(__filename);

type Callback = (error?: Error | null, result?: string) => void;
type Externals = (data: { request?: string }, callback: Callback) => void;

const common = requireHere(path.join(repoRoot, 'build', 'webpack-common.js')) as {
  sharedModules: string[];
  onDemandModules: Set<string>;
  externalsFor(selfName: string): Externals;
};
const sharedDeps = requireHere(path.join(repoRoot, 'shared-deps', 'webpack.config.js')) as { modules: [string, string][] };

/** What the externals function answers for one request: an external, bundled, or refused. */
function resolve(selfName: string, request: string): { external: string } | 'bundled' | { refused: string } {
  let answer: ReturnType<typeof resolve> | null = null;
  common.externalsFor(selfName)({ request }, (error, result) => {
    answer = error ? { refused: error.message } : result ? { external: result } : 'bundled';
  });
  if (answer === null) throw new Error('externals answered nothing');
  return answer;
}

it('shared-deps builds exactly the modules every bundle treats as shared', () => {
  expect(sharedDeps.modules.map(([name]) => name)).toEqual(common.sharedModules);
  expect(common.sharedModules).toContain('uplot');
});

it('makes uPlot a module of its own, fetched on demand, never bundled into an MF', () => {
  expect([...common.onDemandModules]).toEqual(['uplot']);
  for (const request of ['uplot', 'uplot/dist/uPlot.min.css']) {
    const answer = resolve('@atrium/mf-online-dev', request);
    expect(answer).toEqual({ refused: expect.stringContaining("System.import('uplot')") });
  }
  expect(resolve('@atrium/ui', 'uplot')).toEqual({ refused: expect.any(String) });
  // The uplot bundle itself takes the library and its stylesheet in; the rest stays shared.
  expect(resolve('uplot', 'uplot')).toBe('bundled');
  expect(resolve('uplot', 'uplot/dist/uPlot.min.css')).toBe('bundled');
  expect(resolve('uplot', 'react')).toEqual({ external: 'system react' });
  expect(resolve('@atrium/mf-online-dev', 'react')).toEqual({ external: 'system react' });
});

it('records the version of every shared module, uPlot by its package', () => {
  const versions = sharedVersions();
  expect(Object.keys(versions)).toEqual(common.sharedModules);
  const uplot = JSON.parse(readFileSync(requireHere.resolve('uplot/package.json', { paths: [path.join(repoRoot, 'shared-deps')] }), 'utf8')) as { version: string };
  expect(versions.uplot).toBe(uplot.version);
  const shared = JSON.parse(readFileSync(path.join(repoRoot, 'shared-deps', 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  expect(shared.dependencies.uplot).toBe(uplot.version);
});

it('leaves the shared vendor packages to shared-deps: no other bundle lists one as its dependency', () => {
  const vendors = new Set(common.sharedModules.filter((name) => !name.startsWith('@atrium/')).map(packageOf));
  for (const pkg of packagesWithBundles.filter((name) => name !== 'shared-deps')) {
    const manifest = JSON.parse(readFileSync(path.join(repoRoot, pkg, 'package.json'), 'utf8')) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    const listed = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter((name) => vendors.has(name));
    expect({ pkg, listed }).toEqual({ pkg, listed: [] });
  }
});
