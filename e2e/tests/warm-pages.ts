// Warm pages: the `test` fixture's page (support.ts) is the worker's page of a context it keeps,
// reset between tests, instead of a new context and page for every test.
//
// Why. On CI's 2 cores the e2e suite is CPU-bound. Measured with /proc on the 2-core machine (quiet,
// 2026-11-28, three rounds): a new context and page cost 0.35-0.45 CPU-s (0.3 of it in Chromium's
// browser process) and the portal's cold boot in it 1.3; the same page after about:blank boots the
// portal again for 0.75 (the context's HTTP cache and the renderer's compiled scripts are warm).
//
// What a test gets. A page of a context with exactly the options Playwright would have given it
// (the context is made by `browser.newContext()` inside the test, which Playwright fills with the
// test's options), on about:blank, with no other page; cookies, localStorage, sessionStorage,
// IndexedDB, Cache Storage and service workers of its origin hold only the test's storage state;
// no routes, no listeners the last test added. What stays: the HTTP cache and the renderer process
// (that is the point), the tab's history (about:blank and the import map after the last test's
// pages), and the server's data, as for every test.
//
// What a test must not rely on: a cold HTTP cache or a new tab's history (a test that counts or
// waits for the requests of static files, or counts `history.length`, takes `test.use({
// freshContext: true })`; link-token.spec does). Measured on seven specs of 37 tests (profile,
// shell-navbar, account, sign-in, messages, routes, shell-layouts; 2 workers, alternated twice, CPU
// of a cgroup, load 6-7): 149.6 and 141.4 CPU-s with a new context per test, 119.7 and 116.7 warm. A viewport the test set
// (`page.setViewportSize`) is put back by the reset. Calls that a reset cannot undo (init
// scripts, bindings, media, headers, permissions, clock...) are allowed: they mark the
// context, which is closed when the test ends. So is a context whose test failed or whose reset
// failed, and the next test starts from a new one.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';

/** The storage state a context starts from: a file the setup project saved, or the object itself. */
export type StorageStateOption = BrowserContextOptions['storageState'];

interface StorageState {
  cookies: Parameters<BrowserContext['addCookies']>[0];
  origins: { origin: string; localStorage: { name: string; value: string }[] }[];
}

export type Listener = (...args: never[]) => unknown;

/** A listener a test added to a kept page or context, to be removed before the next test. */
export interface AddedListener {
  target: Page | BrowserContext;
  event: string;
  listener: Listener;
}

export interface WarmPage {
  key: string;
  context: BrowserContext;
  page: Page;
  storage: StorageState;
  /** Listeners the tests added (page or context), removed by the reset. */
  added: AddedListener[];
  /** The page's size when it was made (the test's `viewport` option): the reset puts it back after `setViewportSize`. */
  viewport: { width: number; height: number } | null;
  /** The test called `page.setViewportSize`. */
  resized: boolean;
  /** Set by a call a reset cannot undo, or a crash: the context is closed when the test ends. */
  spoilt: string | null;
  /** The original methods the reset itself calls (the context's are wrapped to mark it spoilt). */
  clearCookies: () => Promise<void>;
  addCookies: BrowserContext['addCookies'];
}

// Page and context calls whose effect outlives a reset: they mark a warm context spoilt, and
// readOnlyTest's kept page refuses them (support.ts). A warm page's reset puts the viewport back
// (it was the commonest reason to close a warm context: 13 of 23 in a full run), so only the kept
// portal refuses setViewportSize: its page is not reset between tests but shows the same portal.
export const PAGE_IRREVERSIBLE = ['addInitScript', 'exposeFunction', 'exposeBinding', 'setViewportSize', 'emulateMedia', 'setExtraHTTPHeaders', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const;
const WARM_PAGE_IRREVERSIBLE = PAGE_IRREVERSIBLE.filter((method) => method !== 'setViewportSize');
export const CONTEXT_IRREVERSIBLE = [
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
  'setOffline',
  'addCookies',
  'clearCookies',
  'grantPermissions',
  'clearPermissions',
  'setGeolocation',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'setHTTPCredentials',
] as const;
const LISTENING = ['on', 'once', 'addListener', 'prependListener'] as const;

/** The storage state as an object (Playwright's file format when it is a path). */
export function storageStateOf(option: StorageStateOption): StorageState {
  if (option === undefined) return { cookies: [], origins: [] };
  const state = (typeof option === 'string' ? JSON.parse(readFileSync(option, 'utf8')) : option) as Partial<StorageState>;
  return { cookies: state.cookies ?? [], origins: (state.origins ?? []).map(({ origin, localStorage }) => ({ origin, localStorage })) };
}

function spoilOn(target: object, methods: readonly string[], what: string, warm: WarmPage): void {
  const calls = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = calls[method]!.bind(target);
    Object.defineProperty(target, method, {
      value: (...args: unknown[]) => {
        warm.spoilt ??= `${what}.${method}()`;
        return original(...args);
      },
    });
  }
}

/**
 * Marks the context spoilt when a test takes over its clock (a clock cannot be uninstalled). Its
 * methods, not the `clock` property: Playwright itself reads that property of every context.
 */
function spoilOnClock(context: BrowserContext, warm: WarmPage): void {
  const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock)).filter((name) => name !== 'constructor');
  spoilOn(context.clock, methods, 'clock', warm);
}

/** Records every listener added to `target` from now on, so the reset removes exactly those (also readOnlyTest's, support.ts). */
export function trackListeners(target: Page | BrowserContext, added: AddedListener[]): void {
  // The emitter methods are overloaded per event in Playwright's types; one untyped signature
  // stands for all of them here, the listener is passed on unchanged.
  const emitter = target as unknown as Record<string, (event: string, listener: Listener) => unknown>;
  for (const method of LISTENING) {
    const original = emitter[method]!.bind(target);
    Object.defineProperty(target, method, {
      value: (event: string, listener: Listener) => {
        added.push({ target, event, listener });
        return original(event, listener);
      },
    });
  }
}

/** Removes the listeners trackListeners recorded, emptying the record. */
export function removeTrackedListeners(added: AddedListener[]): void {
  for (const { target, event, listener } of added.splice(0)) {
    // Undoes trackListeners' record with the same untyped signature (see there).
    (target as unknown as { removeListener(event: string, listener: Listener): unknown }).removeListener(event, listener);
  }
}

/**
 * Makes a warm page: `prepare` runs first on the new context (the listeners and init scripts every
 * context of the suite has: toasts, the browser log), then the context's later changes are watched.
 */
export async function openWarmPage(browser: Browser, key: string, storageState: StorageStateOption, prepare: (context: BrowserContext) => Promise<BrowserContext>): Promise<WarmPage> {
  // No options: Playwright fills in the test's own (baseURL, locale, viewport, storageState...).
  const context = await prepare(await browser.newContext());
  const page = await context.newPage();
  const warm: WarmPage = {
    key,
    context,
    page,
    storage: storageStateOf(storageState),
    added: [],
    spoilt: null,
    clearCookies: context.clearCookies.bind(context),
    addCookies: context.addCookies.bind(context),
    viewport: page.viewportSize(),
    resized: false,
  };
  page.on('crash', () => {
    warm.spoilt ??= 'the page crashed';
  });
  trackListeners(page, warm.added);
  trackListeners(context, warm.added);
  spoilOn(page, WARM_PAGE_IRREVERSIBLE, 'page', warm);
  const setViewportSize = page.setViewportSize.bind(page);
  Object.defineProperty(page, 'setViewportSize', {
    value: (size: { width: number; height: number }) => {
      warm.resized = true;
      return setViewportSize(size);
    },
  });
  spoilOn(context, CONTEXT_IRREVERSIBLE, 'context', warm);
  // page.clock is its context's clock.
  spoilOnClock(context, warm);
  return warm;
}

/** Everything a page can keep for an origin, emptied; then `localStorage` set to the saved entries. */
async function resetOrigin(page: Page, entries: { name: string; value: string }[]): Promise<void> {
  await page.evaluate(async (saved) => {
    localStorage.clear();
    sessionStorage.clear();
    for (const { name, value } of saved) localStorage.setItem(name, value);
    const databases = (await indexedDB.databases?.()) ?? [];
    await Promise.all(
      databases.map(
        ({ name }) =>
          new Promise<void>((resolve) => {
            if (!name) return resolve();
            const request = indexedDB.deleteDatabase(name);
            request.onsuccess = request.onerror = request.onblocked = () => resolve();
          }),
      ),
    );
    if ('caches' in window) for (const name of await caches.keys()) await caches.delete(name);
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }, entries);
}

/**
 * Brings a warm page back to a fresh one's state (see the top of this file) and leaves it on
 * about:blank, idle: true; else why it cannot (spoilt, closed, a step failed), and the caller closes it.
 * `origin` is the test's baseURL origin, whose storage the portal used.
 */
export async function resetWarmPage(warm: WarmPage, origin: string): Promise<true | string> {
  const { context, page } = warm;
  if (warm.spoilt) return warm.spoilt;
  if (page.isClosed()) return 'the page was closed';
  try {
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    removeTrackedListeners(warm.added);
    // Off the portal first, so its unload handlers have run before its storage is emptied. A small
    // same-origin document that runs no script: the import map (JSON).
    const origins = new Set([origin, ...warm.storage.origins.map((entry) => entry.origin)]);
    for (const each of origins) {
      await page.goto(`${each}/import-map.json`, { timeout: 10_000 });
      await resetOrigin(page, warm.storage.origins.find((entry) => entry.origin === each)?.localStorage ?? []);
    }
    await warm.clearCookies();
    if (warm.storage.cookies.length > 0) await warm.addCookies(warm.storage.cookies);
    await page.goto('about:blank');
    if (warm.resized) {
      if (!warm.viewport) return 'page.setViewportSize() on a page without a viewport';
      await setViewportSizeOf(page, warm.viewport);
      warm.resized = false;
    }
    // A modifier the last test held down would stay down in Playwright's keyboard.
    for (const key of ['Shift', 'Control', 'Alt', 'Meta']) await page.keyboard.up(key);
    return warm.spoilt ?? (page.isClosed() ? 'the page was closed' : true);
  } catch (error) {
    return `the reset failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
  }
}

/** Playwright's own setViewportSize, past the warm page's wrapper (which would mark the page resized again). */
function setViewportSizeOf(page: Page, size: { width: number; height: number }): Promise<void> {
  return (Object.getPrototypeOf(page) as Page).setViewportSize.call(page, size);
}

/** The worker's warm pages, one per key (the test's context options), the least recently used closed beyond `limit`. */
export class WarmPool {
  private readonly pages = new Map<string, WarmPage>();

  constructor(private readonly limit = 3) {}

  /** The key's warm page, taken out of the pool (it is the test's until `giveBack`). */
  take(key: string): WarmPage | undefined {
    const warm = this.pages.get(key);
    this.pages.delete(key);
    return warm;
  }

  /** A page whose reset succeeded, kept for the next test with its key. */
  async giveBack(warm: WarmPage): Promise<void> {
    this.pages.set(warm.key, warm);
    while (this.pages.size > this.limit) {
      const [eldest] = this.pages.values();
      if (!eldest) break;
      this.pages.delete(eldest.key);
      await eldest.context.close().catch(() => undefined);
    }
  }

  async closeAll(): Promise<void> {
    const all = [...this.pages.values()];
    this.pages.clear();
    await Promise.all(all.map((warm) => warm.context.close().catch(() => undefined)));
  }
}
