// No package has an import cycle (issue 11: repository.ts ↔ socket/plugin.ts was one).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findImportCycles } from './import-cycles';
import { packagesWithBundles, repoRoot } from './packages';

describe('import cycles', () => {
  it.each([...packagesWithBundles.map((pkg) => `${pkg}/src`), 'server/src', 'scripts', 'e2e'])('%s has none', (dir) => {
    expect(findImportCycles(path.join(repoRoot, dir))).toEqual([]);
  });

  it('finds a cycle, type-only imports included', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-cycles-'));
    try {
      mkdirSync(path.join(dir, 'socket'));
      writeFileSync(path.join(dir, 'repository.ts'), "import type { Counts } from './socket/plugin';\nexport const n = (c: Counts) => c;\n");
      writeFileSync(path.join(dir, 'socket', 'plugin.ts'), "import { n } from '../repository';\nexport type Counts = number;\nexport const m = n;\n");
      writeFileSync(path.join(dir, 'leaf.ts'), "import { m } from './socket/plugin';\nexport const k = m;\n");
      expect(findImportCycles(dir)).toEqual([['repository.ts', path.join('socket', 'plugin.ts')]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
