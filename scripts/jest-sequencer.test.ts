// The order of test files (scripts/jest-sequencer.js): on a clean clone (no timings) a file marked
// `@slow` runs before the others whatever its size; with timings, jest's own order stands.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface FakeTest {
  path: string;
  duration?: number;
  context: { config: { cache: boolean }; hasteFS: { getSize(file: string): number } };
}
interface Sequencer {
  sort(tests: FakeTest[]): FakeTest[];
  _getCache(test: FakeTest): Record<string, [number, number]>;
}

// A plain CommonJS module beside this test, not TypeScript: jest loads it as the run's sequencer.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is CommonJS on purpose
const SlowFirst = require('./jest-sequencer') as { new (options: object): Sequencer; markedSlow(file: string): boolean };

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'jest-sequencer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A test file of `size` bytes (its real size on disk), its first line `head`. */
function testFile(name: string, head: string, size: number): FakeTest {
  const file = path.join(dir, name);
  writeFileSync(file, `${head}\n${'x'.repeat(Math.max(0, size - head.length - 1))}`);
  return { path: file, context: { config: { cache: false }, hasteFS: { getSize: () => size } } };
}

const names = (tests: FakeTest[]): string[] => tests.map((test) => path.basename(test.path));

it('reads the @slow pragma from the leading comment block only', () => {
  expect(SlowFirst.markedSlow(testFile('a.test.ts', '/** @slow 10 s in a small file */', 100).path)).toBe(true);
  expect(SlowFirst.markedSlow(testFile('b.test.ts', '/**\n * A walk.\n * @slow\n */', 100).path)).toBe(true);
  expect(SlowFirst.markedSlow(testFile('c.test.ts', '// @slow in a line comment', 100).path)).toBe(false);
  expect(SlowFirst.markedSlow(testFile('d.test.ts', "import x from 'y';\n/** @slow */", 100).path)).toBe(false);
  expect(SlowFirst.markedSlow(path.join(dir, 'missing.test.ts'))).toBe(false);
});

it('without timings, runs the marked files first, then the rest biggest first as jest does', () => {
  const tests = [
    testFile('big.test.ts', '// big', 9000),
    testFile('walk.test.ts', '/** @slow */', 200),
    testFile('middle.test.ts', '// middle', 5000),
    testFile('compile.test.ts', '/** @slow */', 3000),
    testFile('small.test.ts', '// small', 300),
  ];
  expect(names(new SlowFirst({}).sort(tests))).toEqual(['compile.test.ts', 'walk.test.ts', 'big.test.ts', 'middle.test.ts', 'small.test.ts']);
});

it("with timings, keeps jest's order: longest first, the mark does not count", () => {
  const tests = [testFile('big.test.ts', '// big', 9000), testFile('walk.test.ts', '/** @slow */', 200), testFile('quick.test.ts', '// quick', 5000)];
  const sequencer = new SlowFirst({});
  // Jest's timing cache: [0 failed | 1 passed, milliseconds].
  const timings: Record<string, [number, number]> = { [tests[0]!.path]: [1, 900], [tests[1]!.path]: [1, 200], [tests[2]!.path]: [1, 5000] };
  sequencer._getCache = () => timings;
  expect(names(sequencer.sort(tests))).toEqual(['quick.test.ts', 'big.test.ts', 'walk.test.ts']);
});
