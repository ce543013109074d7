import { readFileSync } from 'node:fs';
import path from 'node:path';
import { packagesWithBundles, repoRoot } from './packages';
import { typecheckProjects } from './typecheck';

// The file has comments, as tsc allows: drop whole-line ones before parsing.
function browserIncludes(): string[] {
  const text = readFileSync(path.join(repoRoot, 'tsconfig.browser.json'), 'utf8');
  const json = text.split('\n').filter((line) => !line.trim().startsWith('//')).join('\n');
  return (JSON.parse(json) as { include: string[] }).include;
}

describe('npm run typecheck', () => {
  it('checks the sources of every package that ships a bundle, in the browser program', () => {
    const include = browserIncludes();
    for (const pkg of packagesWithBundles) expect(include).toContain(`${pkg}/src`);
    expect(typecheckProjects).toContain('tsconfig.browser.json');
  });
});
