// The jest runtime's release of the async contexts a test file made (scripts/jest-async-context-release.js).
import * as realAsyncHooks from 'node:async_hooks';

type StorageClass = typeof realAsyncHooks.AsyncLocalStorage;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the module is CommonJS on purpose: jest-runtime loads it in the worker
const { releasingAsyncContexts } = require('./jest-async-context-release') as {
  releasingAsyncContexts: <R extends new () => { teardown(): void }>(Runtime: R, asyncHooks: { AsyncLocalStorage: StorageClass }) => R;
};

class FakeRuntime {
  tornDown = 0;
  teardown(): void {
    this.tornDown += 1;
  }
}

/** A copy of the core module's export object, so the test patches its own, not the worker's. */
function hooks(): { AsyncLocalStorage: StorageClass } {
  return { AsyncLocalStorage: realAsyncHooks.AsyncLocalStorage };
}

describe('releasing the async contexts of a finished test file', () => {
  it('disables at teardown every storage the file made, and still tears the runtime down', async () => {
    const asyncHooks = hooks();
    const Runtime = releasingAsyncContexts(FakeRuntime, asyncHooks);
    const runtime = new Runtime();
    const first = new asyncHooks.AsyncLocalStorage<string>();
    const second = new asyncHooks.AsyncLocalStorage<string>();
    expect(first).toBeInstanceOf(realAsyncHooks.AsyncLocalStorage);
    await first.run('test context', async () => {
      await second.run('other', async () => {
        expect(first.getStore()).toBe('test context');
        runtime.teardown();
        // Disabled: the store is gone, and no hook copies it to the promises made from now on.
        expect(first.getStore()).toBeUndefined();
        expect(second.getStore()).toBeUndefined();
        await Promise.resolve();
        expect(first.getStore()).toBeUndefined();
      });
    });
    expect((runtime as unknown as FakeRuntime).tornDown).toBe(1);
  });

  it('leaves alone the storages made before the last teardown, which the next file may still use', async () => {
    const asyncHooks = hooks();
    const Runtime = releasingAsyncContexts(FakeRuntime, asyncHooks);
    const earlier = new asyncHooks.AsyncLocalStorage<string>();
    new Runtime().teardown();
    const later = new asyncHooks.AsyncLocalStorage<string>();
    const next = new Runtime();
    await later.run('next file', async () => {
      expect(later.getStore()).toBe('next file');
      next.teardown();
      expect(later.getStore()).toBeUndefined();
    });
    // Made before the first teardown and released by it; a storage run again works as before.
    await earlier.run('again', async () => {
      await Promise.resolve();
      expect(earlier.getStore()).toBe('again');
    });
  });

  it('is in the runtime of this very run: the core module hands out the recording class', () => {
    expect(realAsyncHooks.AsyncLocalStorage.name).toBe('TrackedAsyncLocalStorage');
  });
});
