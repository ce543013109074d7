// One jest run for every package: browser code under jsdom, the server under node.
const esmOnly = [
  'nanostores', '@nanostores', '@shoelace-style', 'lit', 'lit-html', 'lit-element', '@lit', '@lit-labs',
  '@ctrl', '@floating-ui', 'composed-offset-position', 'qr-creator',
].join('|');

const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  // Maps beside the code, not inline: @swc/jest's default inlines them, so every module jest
  // compiles for each test file (about 1,100 for a server test, fresh registry each time) carried
  // its base64 map, 3.4 times the code's size (a server test's own sources: 7.6 MB to compile
  // instead of 2.3 MB). Jest keeps the map in its cache; stack traces still show TypeScript lines.
  sourceMaps: true,
}];

// Jest's runtime with V8's code cache: a module compiled for one test file is parsed once per
// worker, not once per test file (scripts/jest-code-cache-runtime.js); it also disables the async
// context jest-circus makes for each file when the file ends (scripts/jest-async-context-release.js):
// alternated full runs, 322-348 CPU-s before, 295-306 after.
const runtime = '<rootDir>/scripts/jest-code-cache-runtime.js';

// The rules package's sources, not its compiled dist (which only the built server needs).
const rulesSource = '<rootDir>/shared-deps/rules/src/index.ts';

const browserProject = (name) => ({
  displayName: name,
  runtime,
  testEnvironment: 'jsdom',
  roots: [`<rootDir>/${name}`],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnly})/)`],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest-dom-setup.ts'],
  moduleNameMapper: {
    '^@atrium/shared$': '<rootDir>/shared-deps/src/shared/index.ts',
    '^@atrium/ui$': '<rootDir>/shared-deps/src/ui/index.ts',
    '^@atrium/html$': '<rootDir>/shared-deps/src/html/index.ts',
    '^@atrium/testing$': '<rootDir>/shared-deps/src/testing/index.ts',
    '^@atrium/rules$': rulesSource,
    '\\.css$': '<rootDir>/scripts/jest-style-stub.js',
  },
});

module.exports = {
  // A budget per test, not a speed check: on a loaded 2-core machine building a test server (fresh
  // SQLite file, migrations, seed) took more than jest's default 5 s in a beforeEach.
  testTimeout: 20_000,
  // Jest's default is one worker fewer than the cores: one on a 2-core machine, leaving a core to
  // the idle parent. Measured here: `jest -w 1` 689 s, `jest -w 2` 461 s (loaded machine). One more
  // worker than cores (2026-11-28, alternated): 153 and 150 s with 293 and 289 CPU-s, against 158 and
  // 157 s with 276 and 275: 5-7 s for 5-6 % more CPU, in the noise of a shared machine: not taken.
  maxWorkers: '100%',
  // Longest files first on a clean clone too (jest's own timings are keyed by the clone's path).
  testSequencer: '<rootDir>/scripts/jest-sequencer.js',
  projects: [
    {
      displayName: 'tooling',
      runtime,
      testEnvironment: 'node',
      // e2e: the Playwright suite's own helpers (its specs are *.spec.ts, Playwright's).
      roots: ['<rootDir>/scripts', '<rootDir>/build', '<rootDir>/e2e'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': swc },
    },
    browserProject('shared-deps'),
    browserProject('root-config'),
    browserProject('mf-shell'),
    browserProject('mf-system'),
    browserProject('mf-permission'),
    browserProject('mf-message'),
    browserProject('mf-chat'),
    browserProject('mf-online-dev'),
    browserProject('mf-workflow'),
    {
      displayName: 'server',
      runtime,
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)s$': swc },
      moduleNameMapper: { '^@atrium/rules$': rulesSource },
      // One folder for the run's seeded database templates, removed when the run ends.
      globalSetup: '<rootDir>/server/src/testing/jest-global-setup.ts',
      globalTeardown: '<rootDir>/server/src/testing/jest-global-teardown.ts',
      // light-my-request (app.inject) and @fastify/static pull ESM-only cookie 2 / content-disposition 3.
      transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|cookie)/).*/node_modules/'],
    },
  ],
};
