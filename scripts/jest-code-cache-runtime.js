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
'use strict';

const vm = require('node:vm');
const Runtime = require('jest-runtime').default;

const compileFunction = vm.compileFunction;
/** filename -> { code, params, script (until its cache is made), data } */
const codeCache = new Map();

function compileAsScript(code, params, options, cachedData) {
  const script = new vm.Script(`(function (${params.join(',')}) {\n${code}\n})`, {
    filename: options.filename,
    lineOffset: -1,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  return { script, compiled: script.runInContext(options.parsingContext) };
}

function compileWithCodeCache(code, params, options) {
  const cacheable = options != null && typeof options.filename === 'string' && options.cachedData === undefined
    && options.produceCachedData === undefined && options.parsingContext !== undefined && options.contextExtensions === undefined
    && typeof code === 'string' && Array.isArray(params);
  if (!cacheable) return compileFunction.apply(this, arguments);
  const paramList = params.join(',');
  const known = codeCache.get(options.filename);
  if (known !== undefined && known.code === code && known.params === paramList) {
    if (known.data === undefined) {
      known.data = known.script.createCachedData();
      known.script = undefined;
    }
    const { script, compiled } = compileAsScript(code, params, options, known.data);
    if (script.cachedDataRejected === true) codeCache.delete(options.filename);
    return compiled;
  }
  const { script, compiled } = compileAsScript(code, params, options, undefined);
  codeCache.set(options.filename, { code, params: paramList, script, data: undefined });
  return compiled;
}

// jest-runtime calls vm.compileFunction through the module object at each compile.
vm.compileFunction = compileWithCodeCache;

module.exports = Runtime;
