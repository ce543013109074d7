import { Worker } from 'node:worker_threads';

/**
 * The names a SystemJS bundle exports, found by running its declare function and its execute.
 *
 * Why running deployed code on the server is acceptable here:
 * - Only administrators deploy (API: administrator-only; CLI and hand edits: whoever may write the
 *   server's files), and the very same code runs in every open portal as soon as the map changes:
 *   running it once here grants nothing a deploy does not grant already.
 * - `node:vm` is not a security boundary, so the run happens in a worker thread of its own with
 *   V8 resource limits (heap, stack) and a time limit; the worker is terminated after every run,
 *   whatever happened. The bundle sees only stubs: the System object, `_export`, every dependency
 *   and the browser globals are built INSIDE the vm context from the code strings below, so no
 *   host object (require, process, Buffer, the worker's port) is reachable from it, and only a JSON
 *   string crosses back.
 */

export type ExportsResult = { ok: true; names: string[] } | { ok: false; message: string };

/** Synchronous work inside the context (the bundle's top level, its declare, setters and execute). */
const RUN_TIMEOUT_MS = 1000;
/** The whole worker, start to answer: a bundle stuck in a microtask loop is cut here. */
const WORKER_TIMEOUT_MS = 3000;
const RESOURCE_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, codeRangeSizeMb: 16, stackSizeMb: 4 };

/**
 * Evaluated inside the vm context before the bundle: the stubs. A stub is a Proxy on a function,
 * so any property read, call or `new` on it gives another stub, writes are accepted, and it turns
 * into '' or 0 when coerced: a bundle's top level may touch `window`, `document`, its
 * dependencies' exports or `new URL(...)` without failing. `then` is absent so a stub is never
 * mistaken for a promise.
 */
const PRELUDE = String.raw`
(() => {
  const cache = new WeakMap();
  const make = (own) => {
    const children = new Map(own ? Reflect.ownKeys(own).map((key) => [key, own[key]]) : []);
    const target = function () {};
    const proxy = new Proxy(target, {
      get(_t, key) {
        if (children.has(key)) return children.get(key);
        if (key === 'then') return undefined;
        if (key === Symbol.toPrimitive) return (hint) => (hint === 'number' ? 0 : '');
        if (key === Symbol.iterator) return function* () {};
        if (key === 'prototype') return target.prototype;
        const child = make();
        children.set(key, child);
        return child;
      },
      set: () => true,
      has: () => true,
      deleteProperty: () => true,
      defineProperty: () => true,
      apply: () => make(),
      construct: () => make(),
    });
    cache.set(proxy, true);
    return proxy;
  };
  const g = globalThis;
  for (const name of ['window', 'self', 'document', 'navigator', 'location', 'history', 'localStorage', 'sessionStorage',
    'URL', 'URLSearchParams', 'fetch', 'XMLHttpRequest', 'WebSocket', 'customElements', 'HTMLElement', 'Element', 'Node',
    'Event', 'CustomEvent', 'EventTarget', 'MutationObserver', 'ResizeObserver', 'IntersectionObserver', 'requestAnimationFrame',
    'cancelAnimationFrame', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'getComputedStyle',
    'matchMedia', 'performance', 'crypto', 'console', 'TextEncoder', 'TextDecoder', 'Blob', 'File', 'FileReader', 'FormData',
    'Headers', 'Request', 'Response', 'AbortController', 'indexedDB', 'screen', 'devicePixelRatio', 'structuredClone',
    'addEventListener', 'removeEventListener', 'dispatchEvent', 'postMessage', 'atob', 'btoa', 'Image', 'Audio', 'CSS',
    '__webpack_public_path__']) {
    g[name] = make();
  }
  // webpack's automatic public path reads the script's URL from location in workers (importScripts
  // present) or from document.currentScript: give it the bundle's URL, an absolute one.
  const here = __atriumUrl.startsWith('/') ? 'https://atrium.invalid' + __atriumUrl : __atriumUrl;
  g.importScripts = make();
  g.location = make({ href: here, [Symbol.toPrimitive]: () => here, toString: () => here });
  g.globalThis = g;
  const registrations = [];
  const exported = new Set();
  const exportOne = (name) => { exported.add(String(name)); };
  const _export = (name, value) => {
    if (name !== null && typeof name === 'object') {
      for (const key of Object.keys(name)) exportOne(key);
    } else {
      exportOne(name);
    }
    return value;
  };
  g.System = make({
    register(deps, declare) {
      registrations.push({ deps, declare });
    },
  });
  g.__atriumRun = (url) => {
    if (registrations.length !== 1) throw new Error('the bundle called System.register ' + registrations.length + ' times');
    const { deps, declare } = registrations[0];
    const context = { meta: { url }, import: () => Promise.resolve(make()) };
    const declared = declare(_export, context) || {};
    const setters = declared.setters || [];
    for (let i = 0; i < deps.length; i += 1) if (typeof setters[i] === 'function') setters[i](make());
    const state = { done: false, error: null };
    g.__atriumState = state;
    const finish = () => { state.done = true; };
    const fail = (error) => { state.error = String((error && error.message) || error); };
    if (typeof declared.execute !== 'function') {
      finish();
      return;
    }
    const result = declared.execute();
    if (result && typeof result.then === 'function' && !cache.has(result)) result.then(finish, fail);
    else finish();
  };
  g.__atriumAnswer = () => JSON.stringify({ names: [...exported].sort(), done: g.__atriumState.done, error: g.__atriumState.error });
})();
`;

/** The worker: a fresh vm context, the prelude, the bundle, the run; answers with one JSON string. */
const WORKER_SOURCE = String.raw`
const { parentPort, workerData } = require('node:worker_threads');
const vm = require('node:vm');
const options = { timeout: workerData.timeout };
try {
  const context = vm.createContext(undefined, { codeGeneration: { strings: true, wasm: false }, microtaskMode: 'afterEvaluate' });
  vm.runInContext('var __atriumUrl = ' + JSON.stringify(workerData.url) + ';', context, options);
  vm.runInContext(workerData.prelude, context, { ...options, filename: 'atrium-deploy-prelude.js' });
  vm.runInContext(workerData.source, context, { ...options, filename: workerData.url });
  vm.runInContext('__atriumRun(' + JSON.stringify(workerData.url) + ')', context, options);
  const answer = vm.runInContext('__atriumAnswer()', context, options);
  parentPort.postMessage(typeof answer === 'string' ? answer : JSON.stringify({ error: 'no answer' }));
} catch (error) {
  parentPort.postMessage(JSON.stringify({ error: String((error && error.message) || error) }));
}
`;

interface Answer {
  names?: unknown;
  done?: boolean;
  error?: string | null;
}

/** Runs the bundle in a throwaway worker and answers the names it exported, or why that failed. */
export function exportedNames(source: string, url: string): Promise<ExportsResult> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { source, url, prelude: PRELUDE, timeout: RUN_TIMEOUT_MS },
      resourceLimits: RESOURCE_LIMITS,
      // The bundle's console output (through the stub it has none) and the worker's own stay out of the server's.
      stdout: true,
      stderr: true,
      env: {},
    });
    const settle = (result: ExportsResult): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(result);
    };
    const timer = setTimeout(() => settle({ ok: false, message: `running the module took longer than ${WORKER_TIMEOUT_MS} ms` }), WORKER_TIMEOUT_MS);
    worker.once('message', (text: unknown) => {
      let answer: Answer;
      try {
        answer = JSON.parse(String(text)) as Answer;
      } catch {
        return settle({ ok: false, message: 'the check could not read the module’s exports' });
      }
      if (answer.error) return settle({ ok: false, message: `running the module failed: ${answer.error}` });
      const names = Array.isArray(answer.names) ? answer.names.filter((name): name is string => typeof name === 'string') : [];
      settle({ ok: true, names });
    });
    worker.once('error', (error) => settle({ ok: false, message: `running the module failed: ${error.message}` }));
    worker.once('exit', (code) => settle({ ok: false, message: `running the module stopped (exit ${code}, limit ${RESOURCE_LIMITS.maxOldGenerationSizeMb} MB)` }));
  });
}
