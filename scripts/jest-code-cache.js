// The code cache of scripts/jest-code-cache-runtime.js (why it is made as it is: see there), on its
// own so a test can drive it without installing it into a jest runtime.
'use strict';

const vm = require('node:vm');

function compileAsScript(code, params, options, cachedData) {
  const script = new vm.Script(`(function (${params.join(',')}) {\n${code}\n})`, {
    filename: options.filename,
    lineOffset: -1,
    cachedData,
    importModuleDynamically: options.importModuleDynamically,
  });
  return { script, compiled: script.runInContext(options.parsingContext) };
}

/**
 * A stand-in for vm.compileFunction (`compileFunction`, the original, takes what it does not cache).
 * `stats` counts compiles without a cache, caches made (and their bytes), caches V8 accepted and rejected.
 */
function compileWithCodeCache(compileFunction) {
  /** filename -> { code, params, script (until its cache is made), data } */
  const codeCache = new Map();
  const stats = { fresh: 0, made: 0, used: 0, rejected: 0, bytes: 0 };
  function compile(code, params, options) {
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
        stats.made += 1;
        stats.bytes += known.data.length;
      }
      const { script, compiled } = compileAsScript(code, params, options, known.data);
      if (script.cachedDataRejected === true) {
        codeCache.delete(options.filename);
        stats.rejected += 1;
      } else if (script.cachedDataRejected === false) {
        stats.used += 1;
      }
      return compiled;
    }
    const { script, compiled } = compileAsScript(code, params, options, undefined);
    codeCache.set(options.filename, { code, params: paramList, script, data: undefined });
    stats.fresh += 1;
    return compiled;
  }
  compile.stats = stats;
  return compile;
}

module.exports = { compileWithCodeCache };
