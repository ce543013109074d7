// The jest runtime's code cache (scripts/jest-code-cache.js): a module compiled again gets the cache
// made after its first run, and still behaves as compiled afresh: its own functions, the context it
// is compiled for, the module's own line numbers in stack traces.
import { Script, compileFunction, createContext } from 'node:vm';

// A plain CommonJS module beside this test, not TypeScript: jest-runtime loads it in the worker.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is CommonJS on purpose
const { compileWithCodeCache } = require('./jest-code-cache') as {
  compileWithCodeCache: (original: typeof compileFunction) => typeof compileFunction & { stats: { fresh: number; made: number; used: number; rejected: number; bytes: number } };
};

const PARAMS = ['module', 'exports', 'require'];
const CODE = [
  "'use strict';",
  'let calls = 0;',
  'function inner(n) {',
  '  calls += 1;',
  "  if (n < 0) throw new Error('negative');",
  '  return n * factor + calls;',
  '}',
  'module.exports = { inner, isStrict: (function () { return this === undefined; })() };',
].join('\n');

type Exported = { inner: (n: number) => number; isStrict: boolean };

function load(compile: typeof compileFunction, factor: number, code = CODE): Exported {
  const context = createContext({ factor });
  const module = { exports: {} as Exported };
  const fn = compile(code, PARAMS, { filename: '/virtual/module.js', parsingContext: context });
  fn.call(module.exports, module, module.exports, () => undefined);
  return module.exports;
}

it('makes the cache at the second compile and uses it from then on, each compile with its own state and context', () => {
  const compile = compileWithCodeCache(compileFunction);
  const first = load(compile, 10);
  expect(first.inner(1)).toBe(11);
  expect(compile.stats).toEqual({ fresh: 1, made: 0, used: 0, rejected: 0, bytes: 0 });
  const second = load(compile, 100);
  const third = load(compile, 1000);
  expect(compile.stats).toEqual({ fresh: 1, made: 1, used: 2, rejected: 0, bytes: expect.any(Number) });
  // The cache holds inner() too, compiled when the first copy ran: more than the top level alone
  // (of a script V8 has not compiled before: another name, so its compilation cache cannot answer).
  const topLevelOnly = new Script(`(function (${PARAMS.join(',')}) {\n${CODE}\n})`, { filename: '/virtual/unrun.js', lineOffset: -1 }).createCachedData();
  expect(compile.stats.bytes).toBeGreaterThan(topLevelOnly.length);
  // Fresh module state and the globals of the context each was compiled for.
  expect([second.inner(1), second.inner(1), third.inner(1), first.inner(1)]).toEqual([101, 102, 1001, 12]);
  expect(second.inner).not.toBe(first.inner);
  expect([first.isStrict, second.isStrict]).toEqual([true, true]);
});

it('compiles changed code afresh', () => {
  const compile = compileWithCodeCache(compileFunction);
  load(compile, 1);
  load(compile, 1);
  const changed = load(compile, 1, CODE.replace('n * factor', 'n * factor * 2'));
  expect(changed.inner(1)).toBe(3);
  expect(compile.stats).toMatchObject({ fresh: 2, made: 1, used: 1, rejected: 0 });
});

it("keeps the module's own line and column in stack traces, cached or not", () => {
  const compile = compileWithCodeCache(compileFunction);
  for (let round = 0; round < 3; round += 1) {
    const { inner } = load(compile, 1);
    expect(() => inner(-1)).toThrow(expect.objectContaining({ stack: expect.stringContaining('/virtual/module.js:5:20') }));
  }
  expect(compile.stats.used).toBe(2);
});

it('leaves compiles it cannot cache to the original', () => {
  const original = jest.fn(compileFunction);
  const compile = compileWithCodeCache(original);
  compile('return 1', [], { filename: '/virtual/no-context.js' });
  expect(original).toHaveBeenCalledTimes(1);
  expect(compile.stats.fresh).toBe(0);
});
