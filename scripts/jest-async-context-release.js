// Releases the AsyncLocalStorage that jest-circus makes for each test file once the file is done.
//
// jest-circus loads its adapter (jestAdapterInit) into every test file's fresh module registry, and
// the adapter makes an AsyncLocalStorage for its test context and never disables it. Node 20 runs an
// async_hooks init hook for every promise and every other async resource, once per enabled storage:
// a worker that had run k test files paid k calls per promise. Profiled in-band over the server
// project (194 files), that hook was the largest single JavaScript cost (about 5 % of the CPU).
// Each storage made while a file ran is disabled when jest tears the file's runtime down; the file is
// over by then, so nothing reads its store again.
'use strict';

/**
 * Makes `asyncHooks.AsyncLocalStorage` (the core module's export, a plain writable property that
 * jest hands every test file as is) record its instances, and returns `Runtime` with a teardown
 * that disables the ones made since the last teardown (a worker runs one test file at a time).
 */
function releasingAsyncContexts(Runtime, asyncHooks) {
  let madeDuringFile = [];
  const Original = asyncHooks.AsyncLocalStorage;
  class TrackedAsyncLocalStorage extends Original {
    constructor(...args) {
      super(...args);
      madeDuringFile.push(this);
    }
  }
  asyncHooks.AsyncLocalStorage = TrackedAsyncLocalStorage;
  return class extends Runtime {
    teardown() {
      const made = madeDuringFile;
      madeDuringFile = [];
      for (const storage of made) storage.disable();
      return super.teardown();
    }
  };
}

module.exports = { releasingAsyncContexts };
