// Jest's own runtime, with V8's code cache for the modules it compiles.
//
// Jest gives every test file a fresh module registry, so a worker compiles the same modules again
// for each file (a server test: about 1,100, the whole app). This worker-process module keeps the
// V8 code cache of each compiled module (filename, wrapper parameters and exact code as the key)
// and hands it to the next compile of the same code, which then skips parsing. The test files stay
// isolated: each still gets its own functions, in its own context, evaluated afresh; only V8's
// compile work is reused. V8 rejects a cache it cannot use, and such a compile simply compiles.
//
// The module is compiled as a script (its function wrapper on a line of its own, lineOffset -1 so
// lines stay the module's), not with vm.compileFunction: a function's cache can only be made as it
// is compiled, when it holds the top-level code alone, and V8 then compiles every inner function
// again in each test file when first called. A script's cache is made at the module's second
// compile, after a whole test file ran it, so it also holds the functions that file called.
// Measured side by side at load 11-16, one worker (-i), the old runtime beside this one: ten server
// test files 18.0 -> 16.1 CPU-s, six others 20.7 -> 18.6, twelve mf-system files 15.7 -> 13.0.
'use strict';

const vm = require('node:vm');
const Runtime = require('jest-runtime').default;
const { compileWithCodeCache } = require('./jest-code-cache');
const { releasingAsyncContexts } = require('./jest-async-context-release');

// jest-runtime calls vm.compileFunction through the module object at each compile.
vm.compileFunction = compileWithCodeCache(vm.compileFunction);

// Also disables the async context jest-circus makes for each test file once the file is done
// (jest-async-context-release.js says why).
module.exports = releasingAsyncContexts(Runtime, require('node:async_hooks'));
