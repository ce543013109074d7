// The one place that names the worker file. webpack 5 sees `new Worker(new URL(…, import.meta.url))`,
// emits md5.worker.ts as a chunk of its own and builds its URL from the public path that
// build/system-public-path.js sets at run time (the folder SystemJS loaded @atrium/shared from).
// `library: false`: the bundles' library type (system) would wrap the worker in System.register,
// and a worker has no SystemJS; the worker is a plain script that exports nothing.
// Loaded through an eager import() so jest, which runs CommonJS and has no import.meta, never parses it.
export function createMd5Worker(): Worker {
  return new Worker(
    /* webpackChunkName: "atrium-md5", webpackEntryOptions: { library: false } */ new URL('./md5.worker.ts', import.meta.url),
    { name: 'atrium-md5' },
  );
}
