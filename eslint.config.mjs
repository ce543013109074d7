// Lint: typescript-eslint's recommended rules plus the house boundaries of architecture.md:
// no micro-frontend imports another one, and nobody reaches into a shared module's internals.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const microFrontends = ['mf-shell', 'mf-system', 'mf-permission', 'mf-message', 'mf-chat', 'mf-online-dev', 'mf-workflow'];

/** Test code: `*.test.ts(x)` and a package's test helpers (`testing.ts`, `testing/`). */
const testFiles = (dir) => [`${dir}/**/*.test.{ts,tsx}`, `${dir}/**/testing.{ts,tsx}`, `${dir}/**/testing/**/*.{ts,tsx}`];

const testingOnly = {
  group: ['@atrium/testing', '@atrium/testing/**'],
  message: '@atrium/testing is for tests (and test helpers) only: no bundle has it.',
};

const boundaryRule = (self, { tests = false } = {}) => [
  'error',
  {
    patterns: [
      ...(tests ? [] : [testingOnly]),
      {
        group: microFrontends.filter((name) => name !== self).flatMap((name) => [`**/${name}`, `**/${name}/**`, `@atrium/${name}`, `@atrium/${name}/**`]),
        message: 'A micro-frontend never imports another one: talk through @atrium/shared (state and events) or the URL.',
      },
      {
        group: ['**/shared-deps/**', '@atrium/shared/*', '@atrium/ui/*', '@atrium/html/*', '@atrium/shoelace/*'],
        message: 'Import the public module (@atrium/shared, @atrium/ui), never its internals.',
      },
      {
        group: ['@atrium/rules', '@atrium/rules/**'],
        message: 'Take the validation rules from @atrium/shared: @atrium/rules is bundled into it once.',
      },
      {
        group: ['rxjs/*'],
        message: "Import from 'rxjs': only its root is a shared module.",
      },
      {
        group: ['@shoelace-style/shoelace', '@shoelace-style/shoelace/**'],
        message: 'Use <sl-*> elements; Shoelace is loaded once by @atrium/shoelace.',
      },
    ],
  },
];

/**
 * Shared modules fetched on demand (build/webpack-common.js's onDemandModules): a bundled import
 * would make the module a dependency of the bundle's entry. Types only; the code comes from
 * System.import at run time.
 */
const onDemandRule = [
  'error',
  {
    paths: [{ name: 'uplot', allowTypeImports: true, message: "uPlot is a shared module loaded on demand: System.import('uplot') when a chart is drawn (import type for its types)." }],
    patterns: [{ group: ['uplot/*'], message: "uPlot's files (its stylesheet too) come with the shared module 'uplot': never import them." }],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...microFrontends.map((name) => ({
    files: [`${name}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': boundaryRule(name) },
  })),
  ...microFrontends.map((name) => ({
    files: testFiles(name),
    rules: { 'no-restricted-imports': boundaryRule(name, { tests: true }) },
  })),
  {
    files: ['root-config/**/*.ts'],
    rules: { 'no-restricted-imports': boundaryRule('root-config') },
  },
  {
    files: [...microFrontends.map((name) => `${name}/**/*.{ts,tsx}`), 'root-config/**/*.ts', 'shared-deps/src/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': onDemandRule },
  },
  {
    // What the sign-in page loads (the shell, the root config, @atrium/shared and @atrium/ui) must not
    // import DOMPurify: webpack lists a bundle's every external as a dependency of its entry, even one
    // only a lazy chunk uses, so a static import anywhere in them put @atrium/html on the sign-in page.
    files: ['mf-shell/src/**/*.{ts,tsx}', 'root-config/**/*.ts', 'shared-deps/src/shared/**/*.{ts,tsx}', 'shared-deps/src/ui/**/*.{ts,tsx}'],
    ignores: [...testFiles('mf-shell/src'), ...testFiles('shared-deps/src'), 'shared-deps/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        onDemandRule[0],
        {
          paths: [
            ...onDemandRule[1].paths,
            { name: '@atrium/html', allowTypeImports: true, message: 'The sign-in page must not load DOMPurify: fetch it when needed with loadSanitizer() (shared-deps/src/ui/upload/sanitizer.ts) or System.import.' },
          ],
          patterns: onDemandRule[1].patterns,
        },
      ],
    },
  },
  {
    // The validation rules are a package (@atrium/rules): nobody reaches them, or any other shared code, by path.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/shared-deps/**'], message: 'Import the shared validation rules as @atrium/rules, never by relative path.' }] }],
    },
  },
  {
    files: ['shared-deps/src/**/*.{ts,tsx}'],
    ignores: [...testFiles('shared-deps/src'), 'shared-deps/src/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/rules/src', '**/rules/src/**'], message: 'Import the shared validation rules as @atrium/rules, never by relative path.' }, testingOnly] },
      ],
    },
  },
  {
    files: [...testFiles('shared-deps/src'), 'shared-deps/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/rules/src', '**/rules/src/**'], message: 'Import the shared validation rules as @atrium/rules, never by relative path.' }] }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);
