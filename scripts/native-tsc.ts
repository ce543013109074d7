// TypeScript 7, the native (Go) compiler, for every `tsc` run of the scripts: the type checks and
// the server's emit. Measured on the 2-core machine (quiet, 2026-11-28): the five typecheck projects
// took 77 CPU-s with TypeScript 6.0.3 and 15 with 7.0.2 (single-threaded), with the same verdicts;
// the server's JavaScript is byte for byte the same (only declaration quotes and source maps
// differ). TypeScript 6 stays installed as `typescript`: typescript-eslint and the generator's
// type check (server/src/generator) need its JavaScript API, which TypeScript 7 does not have.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(__filename);

/** The `tsc` of the `typescript-native` package (npm alias of typescript@7): a node script that starts the Go binary. */
export const nativeTsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
