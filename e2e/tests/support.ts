import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { endBrowserLog, startBrowserLog } from './browserLog';
import { recordToastsIn } from './toasts';
import { CONTEXT_IRREVERSIBLE, openWarmPage, PAGE_IRREVERSIBLE, removeTrackedListeners, resetWarmPage, trackListeners, WarmPool, type AddedListener, type WarmPage } from './warm-pages';

/** The seed password of this run (random per run, set by playwright.config.ts). */
export function seedPassword(): string {
  const password = process.env.ATRIUM_E2E_PASSWORD;
  if (!password) throw new Error('ATRIUM_E2E_PASSWORD is not set: run e2e through playwright.config.ts');
  return password;
}

/** Signs in through the real sign-in form and waits for the dashboard. */
export async function signIn(page: Page, account = 'admin', redirectTo = '/basic/dashboard', password = seedPassword()): Promise<void> {
  // A kept page (readOnlyTest) stays signed in as its seed account for the tests after this one.
  if (keptPortals.has(page)) throw new Error('signIn: not on a kept page (readOnlyTest); take `test` for a test that signs in');
  await page.goto('/login');
  await page.getByRole('textbox', { name: /^(账号|Account)$/ }).fill(account);
  await page.getByRole('textbox', { name: /^(密码|Password)$/ }).fill(password);
  await page.getByRole('button', { name: /登录|Sign in/ }).click();
  await expect(page).toHaveURL(new RegExp(`${redirectTo.replace(/[?]/g, '\\?')}$`));
}

// One API session per request context (a test's `request`) and account. A test that made several
// accounts at once (Promise.all of createAccount) signed admin in as many times at the same moment,
// and with the other worker's sign-in that was three tries of one account in flight: the server
// counts each try as a failure until its password is checked (server/src/auth/login.ts, openGate),
// so the third was asked for a captcha (400) though every password was right.
const apiSessions = new WeakMap<APIRequestContext, Map<string, Promise<string>>>();

/** Signs in over HTTP exactly as the portal does (MD5 of the password, form-encoded); once per test and account. */
export function apiToken(request: APIRequestContext, account = 'admin', password = seedPassword()): Promise<string> {
  const sessions = apiSessions.get(request) ?? new Map<string, Promise<string>>();
  apiSessions.set(request, sessions);
  const known = sessions.get(account);
  if (known) return known;
  const token = signInOverApi(request, account, password);
  sessions.set(account, token);
  token.catch(() => sessions.delete(account));
  return token;
}

async function signInOverApi(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/api/oauth/Login', {
    form: {
      account,
      password: createHash('md5').update(password).digest('hex'),
      client_id: 'admin',
      scope: 'all',
      grant_type: 'password',
    },
  });
  const body = (await response.json()) as { code: number; msg: string; data: { token: string } };
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

export async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<{ code: number; msg: string; data: T }> {
  const response = await request.get(url, { headers: { Authorization: token } });
  return (await response.json()) as { code: number; msg: string; data: T };
}

/**
 * Waits until every Shoelace element on the page is defined and has rendered. Components load on
 * first use, and until then an element's light-DOM content would show while nothing handles it.
 * The portal keeps such elements invisible (@atrium/shoelace), so clicks, fills and visibility
 * checks already wait for them; a key press through `page.keyboard` waits for nothing: call this
 * before one (Escape to close a dialog, a drawer or a menu).
 */
export async function shoelaceReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const tags = [...new Set([...document.querySelectorAll('*')].map((element) => element.localName))].filter((tag) => tag.startsWith('sl-'));
    await Promise.all(tags.map((tag) => customElements.whenDefined(tag)));
    const elements = tags.length > 0 ? [...document.querySelectorAll(tags.join(','))] : [];
    await Promise.all(elements.map((element) => (element as Element & { updateComplete?: Promise<unknown> }).updateComplete));
  });
}

/** The portal's side menu. */
export function sideMenu(page: Page) {
  return page.getByRole('tree', { name: /菜单|Menu/ });
}

/**
 * True in the `phone` project (playwright.config.ts: 390 × 844, touch): the portal's mobile layout
 * (below 992 px), where the side menu is a drawer and most header controls sit behind 更多操作.
 */
export function onPhone(): boolean {
  return base.info().project.name === 'phone';
}

const MENU_TOGGLE = /^(展开\/收起菜单|展開\/收起菜單|Toggle menu)$/;

/**
 * Width of the phone's menu drawer. Not the menu's visibility: a closed drawer is 0 px wide, but
 * its entries (icons only) keep a size of their own, so Playwright would call them visible.
 */
function drawerWidth(page: Page): Promise<number> {
  return page.getByRole('complementary', { name: /^(侧边栏|側邊欄|Sidebar)$/ }).evaluate((aside) => Math.round(aside.getBoundingClientRect().width));
}

/** On a phone: the menu drawer is closed (0 px wide; the light sidebar style keeps its 1 px border). */
export async function expectSideMenuClosed(page: Page): Promise<void> {
  await expect(page.locator('[data-mobile][data-collapsed]')).toHaveCount(1);
  await expect.poll(() => drawerWidth(page)).toBeLessThanOrEqual(1);
}

/** On a phone, opens the menu drawer (the header's menu button) unless it is open; elsewhere nothing. */
export async function openMenuDrawer(page: Page): Promise<void> {
  if (!onPhone()) return;
  const toggle = page.getByRole('button', { name: MENU_TOGGLE });
  await expect(toggle).toBeVisible();
  if ((await page.locator('[data-mobile][data-collapsed]').count()) > 0) await toggle.click();
  await expect(page.locator('[data-mobile][data-collapsed]')).toHaveCount(0);
  await expect.poll(() => drawerWidth(page)).toBeGreaterThan(200);
}

/** The side menu, ready to click: on a phone the drawer is opened first. */
export async function openSideMenu(page: Page): Promise<Locator> {
  await openMenuDrawer(page);
  const menu = sideMenu(page);
  await expect(menu).toBeVisible();
  return menu;
}

/** On a phone, closes an open menu drawer with a tap beside it (on the page it covers); elsewhere nothing. */
export async function closeSideMenu(page: Page): Promise<void> {
  if (!onPhone() || (await page.locator('[data-mobile][data-collapsed]').count()) > 0) return;
  const { width, height } = page.viewportSize() ?? { width: 390, height: 844 };
  await page.touchscreen.tap(width - 20, Math.round(height / 2));
  await expectSideMenuClosed(page);
}

/**
 * Chooses a page through the side menu by the names on its way (`'系统数据', '数据字典'`): opens the
 * drawer on a phone, unfolds each folder not open yet, clicks the page, and on a phone waits until
 * choosing it has closed the drawer (issue 19 item 2).
 */
export async function chooseMenu(page: Page, ...names: [string, ...string[]]): Promise<void> {
  const menu = await openSideMenu(page);
  const entry = (name: string) => menu.getByRole('button', { name, exact: true });
  for (const [index, name] of names.entries()) {
    const next = names[index + 1];
    if (next !== undefined && (await entry(next).isVisible())) continue;
    await entry(name).click();
  }
  if (onPhone()) await expectSideMenuClosed(page);
}

/**
 * A header control found by `find` (the search, full screen, language, size, chat, lock, settings):
 * in the bar on a wide screen; on a phone inside the 更多操作 menu, which is opened first (issue 19
 * item 1: only the bell and the user menu stay in the bar).
 */
export async function headerControl(page: Page, find: (scope: Page | Locator) => Locator): Promise<Locator> {
  if (!onPhone()) return find(page);
  const overflow = page.getByRole('group', { name: /^(更多操作|More actions)$/ });
  if (!(await overflow.isVisible())) {
    await page.waitForFunction(() => ['sl-dropdown', 'sl-icon-button'].every((tag) => customElements.get(tag)));
    await page.getByTestId('navbar-more').click();
  }
  await expect(overflow).toBeVisible();
  return find(overflow);
}

/** The header's user menu names the signed-in user: as its text on a wide screen, as its label beside the avatar on a phone. */
export async function expectUserMenuNames(page: Page, name: string): Promise<void> {
  const userMenu = page.getByTestId('user-menu');
  if (onPhone()) await expect(userMenu).toHaveAttribute('aria-label', new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  else await expect(userMenu).toContainText(name);
}

export interface Account {
  account: string;
  password: string;
}

/**
 * A staff account of the test's own (POST /api/permission/Users as admin), so tests that change
 * a password or force a user offline never disturb another test running in parallel. `fields` go
 * into the same body (e.g. `{ roleIds: [...] }` for the account's roles).
 */
export async function createAccount(request: APIRequestContext, prefix = 'e2e', fields: Record<string, unknown> = {}): Promise<Account> {
  const account = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.replace(/[^A-Za-z0-9]/g, '');
  const password = `Pw-${account}-9`;
  const admin = await apiToken(request);
  const response = await request.post('/api/permission/Users', {
    headers: { Authorization: admin },
    data: { account, realName: account, password: createHash('md5').update(password).digest('hex'), ...fields },
  });
  const body = (await response.json()) as { code: number; msg: string };
  expect(body.code, body.msg).toBe(200);
  return { account, password };
}

/**
 * A browser context of its own that starts signed in as `account`: the token of an API sign-in
 * (`apiToken`) where the portal keeps it, so its first page loads the user like a reload would. For
 * tests that need several users' browsers but are not about signing in: each skips the sign-in form
 * and the dashboard it leads to. Close it at the end of the test.
 */
export async function signedInContext(browser: Browser, request: APIRequestContext, account: string, password = seedPassword()): Promise<BrowserContext> {
  const token = await apiToken(request, account, password);
  const baseURL = base.info().project.use.baseURL;
  if (!baseURL) throw new Error('signedInContext: the project has no baseURL');
  const storageState = { cookies: [], origins: [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'jnpf_token', value: JSON.stringify(token) }] }] };
  // Its pages record their toasts, as every portal context's (toasts.ts).
  return recordToastsIn(await browser.newContext({ storageState }));
}

/** Seed accounts whose signed-in browser state the `setup` project saves once per run (auth.setup.ts). */
export const SEED_ACCOUNTS = ['admin', 'viewer'] as const;
export type SeedAccount = (typeof SEED_ACCOUNTS)[number];

/** Where the setup project saved the signed-in state of a seed account (inside this run's directory). */
export function storageStateFile(account: SeedAccount): string {
  const dir = process.env.ATRIUM_E2E_DIR;
  if (!dir) throw new Error('ATRIUM_E2E_DIR is not set: run e2e through playwright.config.ts');
  return path.join(dir, 'auth', `${account}.json`);
}

/**
 * Opens a page of the portal in a context that starts signed in (see `test` below) and waits until
 * the shell shows it: the URL has settled and the side menu is there (on a phone: its drawer's button).
 */
export async function openSignedIn(page: Page, url = '/basic/dashboard'): Promise<void> {
  if (keptPortals.has(page) && page.url() !== 'about:blank') await navigateInPortal(page, url);
  else await page.goto(url);
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
  await expectShell(page);
}

/** The shell is there: its side menu (on a phone a closed drawer: its button shows, the menu waits in the page). */
export async function expectShell(page: Page): Promise<void> {
  if (onPhone()) {
    await expect(page.getByRole('button', { name: MENU_TOGGLE })).toBeVisible();
    await expect(sideMenu(page)).toHaveCount(1);
    await expectSideMenuClosed(page);
  } else await expect(sideMenu(page)).toBeVisible();
}

/**
 * Playwright's `test` with an `account` option: `test.use({ account: 'viewer' })` starts every page
 * of the file already signed in as that seed account (the session the setup project saved), so a
 * read-only spec skips the sign-in form. Tests that sign out, lock the screen, change the account's
 * password or settings must NOT use it (they would end or change the session the other tests
 * share): they sign in with `signIn()` or use an account of their own (`createAccount()`).
 */
export const test = base.extend<
  { account: SeedAccount | null; freshContext: boolean; closeOwnContexts: void; browserLog: void; warmPage: WarmPage | null },
  { warmPool: WarmPool }
>({
  account: [null, { option: true }],
  // What the browser said during the test (console errors and warnings, uncaught errors, failed requests, HTTP errors), printed when it fails (browserLog.ts).
  browserLog: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      startBrowserLog();
      await use();
      endBrowserLog(testInfo);
    },
    { auto: true },
  ],
  // The browser contexts a test opened itself (a second user's: newPortalContext, signedInContext)
  // close when it ends, as its own context does. Left open, their portal pages went on running
  // (socket heartbeats, timers, about 0.5 % of a core each) beside every later test of the worker:
  // a /proc sample in the middle of a run that began with chat.spec found 14 renderers alive in one
  // browser (at most 5 with this, sampled over chat and messages). The worker's kept pages
  // (readOnlyTest) and warm pages (warm-pages.ts) stay.
  closeOwnContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) {
        if (!before.has(context) && !keptContexts.has(context)) await context.close();
      }
    },
    { auto: true },
  ],
  storageState: async ({ account, storageState }, use) => {
    await use(account ? storageStateFile(account) : storageState);
  },
  // `test.use({ freshContext: true })`: a new context and page for every test of the file, for a
  // test that needs a cold HTTP cache or a new tab's history (warm-pages.ts; link-token.spec).
  freshContext: [false, { option: true }],
  warmPool: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const pool = new WarmPool();
      await use(pool);
      await pool.closeAll();
    },
    { scope: 'worker' },
  ],
  // The worker's warm page for the test's context options (warm-pages.ts says what a reset
  // guarantees), or null for a fresh context: asked for (the option, or ATRIUM_E2E_FRESH_CONTEXTS=1
  // for the whole run), or tracing (a trace follows one context).
  warmPage: async (
    { browser, warmPool, freshContext, storageState, baseURL, viewport, isMobile, hasTouch, locale, permissions, colorScheme, reducedMotion, timezoneId, userAgent, extraHTTPHeaders, geolocation, offline, javaScriptEnabled, contextOptions, acceptDownloads, deviceScaleFactor, httpCredentials, serviceWorkers, bypassCSP, ignoreHTTPSErrors, actionTimeout, navigationTimeout, testIdAttribute },
    use,
    testInfo,
  ) => {
    if (freshContext || process.env.ATRIUM_E2E_TRACE === '1' || process.env.ATRIUM_E2E_FRESH_CONTEXTS === '1' || !baseURL) {
      await use(null);
      return;
    }
    // Every option a context is made with: a test with other options gets a context of its own.
    const key = JSON.stringify({ storageState, baseURL, viewport, isMobile, hasTouch, locale, permissions, colorScheme, reducedMotion, timezoneId, userAgent, extraHTTPHeaders, geolocation, offline, javaScriptEnabled, contextOptions, acceptDownloads, deviceScaleFactor, httpCredentials, serviceWorkers, bypassCSP, ignoreHTTPSErrors, actionTimeout, navigationTimeout, testIdAttribute });
    const known = warmPool.take(key);
    const warm = known ?? (await openWarmPage(browser, key, storageState, recordToastsIn));
    keptContexts.add(warm.context);
    // In the report (ATRIUM_E2E_REPORT): which tests made a context and which reused one.
    testInfo.annotations.push({ type: 'warm-page', description: known ? 'reused' : 'new' });
    await use(warm);
    // A failed test may have left anything behind; so may one that spoilt its context.
    const reset = testInfo.status === testInfo.expectedStatus ? await resetWarmPage(warm, new URL(baseURL).origin) : 'the test failed';
    if (reset === true) await warmPool.giveBack(warm);
    else {
      testInfo.annotations.push({ type: 'warm-page-closed', description: reset });
      await warm.context.close().catch(() => undefined);
    }
  },
  // The warm page's context, else a new one (Playwright fills in the test's options); either way
  // every page of it records its toasts (see toasts.ts).
  context: async ({ browser, warmPage }, use) => {
    if (warmPage) {
      await use(warmPage.context);
      return;
    }
    const context = await recordToastsIn(await browser.newContext());
    await use(context);
    await context.close();
  },
  page: async ({ context, warmPage }, use) => {
    await use(warmPage ? warmPage.page : await context.newPage());
  },
});

// ---------------------------------------------------------------------------------------------
// readOnlyTest: one signed-in portal page per worker and seed account, reset between tests.
//
// A cold portal boot costs about 2.65 CPU-s (Chromium parsing and running every shared module and
// MF bundle again); navigating inside an open portal costs about 0.44. On CI's 2 cores the suite is
// CPU-bound, so read-only specs keep their page instead of booting it for every test.
//
// Contract. A spec may take `readOnlyTest` (with `test.use({ account })`) when none of its tests:
// - signs out, locks the screen, changes the account's password, language, layout or any setting
//   the settings drawer keeps (they outlive the test in the kept page and its localStorage);
// - needs a page that has never shown another page (counts of module requests, first-load
//   behaviour, the last-login notice, a reload's restore of tabs);
// - adds init scripts, exposed functions, headers, cookies, a viewport or media emulation to the
//   page or context (they cannot be taken back: the fixture makes these calls throw);
// - leaves DOM of its own outside the portal's page parcels (mounts into document.body).
// Before each test after the first, the fixture guarantees: no other browser tab of the context;
// the routes (page.route, context.route) and the page/context listeners the last test added are
// gone; open dialogs, drawers, dropdowns, toasts and the chat panel are closed and the toast record
// (toasts.ts) is empty; the shell shows 首页 alone (the other tabs closed through the tab menu's
// 关闭其他, which unmounts their parcels) as a fresh sign-in does. `openSignedIn` then goes to the
// test's page the way the portal's own links do (single-spa navigateToUrl), without a reload. A
// page that crashed, closed, or whose test failed (its state is unknown) is closed and the next
// test boots a fresh one. `signIn()` on a kept page and `account: null` throw: a test that signs in
// through the form takes `test` (imported as `freshTest` beside `readOnlyTest as test`).
// What stays: the server's data (as for every test), the SPA's module state (caches, the socket,
// the unread counts), sessionStorage and localStorage written by the portal itself.
// ---------------------------------------------------------------------------------------------

/** The kept pages: `openSignedIn` navigates these inside the portal instead of loading the page. */
const keptPortals = new WeakSet<Page>();
/** Their contexts, which outlive the test that opened them (see closeOwnContexts). */
const keptContexts = new WeakSet<BrowserContext>();

interface KeptPortal {
  account: SeedAccount;
  context: BrowserContext;
  page: Page;
  /** Listeners the tests added (page or context), removed before the next test. */
  added: AddedListener[];
  crashed: boolean;
}

/** Makes `method` of `target` throw: a reused page must not take state a reset cannot remove. */
function refuse(target: object, methods: readonly string[], what: string): void {
  for (const method of methods) {
    Object.defineProperty(target, method, {
      value: () => {
        throw new Error(`readOnlyTest: ${what}.${method}() cannot be undone on a kept page; use \`test\` (a fresh page) for this spec`);
      },
    });
  }
}

/** A context and a blank page signed in as `account`, with the project's browser options. */
async function openPortal(browser: Browser, account: SeedAccount, options: BrowserContextOptions): Promise<KeptPortal> {
  const context = await recordToastsIn(await browser.newContext({ ...options, storageState: storageStateFile(account) }));
  const page = await context.newPage();
  const kept: KeptPortal = { account, context, page, added: [], crashed: false };
  page.on('crash', () => {
    kept.crashed = true;
  });
  trackListeners(page, kept.added);
  trackListeners(context, kept.added);
  refuse(page, PAGE_IRREVERSIBLE, 'page');
  refuse(context, CONTEXT_IRREVERSIBLE, 'context');
  keptPortals.add(page);
  keptContexts.add(context);
  return kept;
}

/** Where a fresh sign-in lands, with its tab 首页 alone. */
const HOME_PATH = '/basic/dashboard';
const HOME_TAB = /^(首页|首頁|Home)$/;
/** The shell's tab bar (the chat panel has a tablist of its own). */
const OPEN_PAGES = /^(已打开的页面|已打開的頁面|Open pages)$/;

/**
 * Brings a kept page back to what a fresh sign-in shows (see the contract above). False when it
 * cannot (closed, crashed, signed out or locked): the caller replaces the page.
 */
async function resetPortal(kept: KeptPortal): Promise<boolean> {
  const { context, page } = kept;
  if (kept.crashed || page.isClosed()) return false;
  for (const other of context.pages()) if (other !== page) await other.close();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  removeTrackedListeners(kept.added);
  if (page.url() === 'about:blank') return true;
  const inPortal = await page.evaluate(async () => {
    if (/^\/(login|lockScreen)\b/.test(window.location.pathname)) return false;
    type Closable = Element & { hide?: () => Promise<void> };
    // Toasts, dialogs and drawers a test left open; hide() resolves when each has closed.
    const open = [...document.querySelectorAll<Closable>('sl-alert[open], sl-dialog[open], sl-drawer[open], sl-dropdown[open]')];
    await Promise.all(open.map((element) => element.hide?.()));
    // A toast caught closing as the last test ended stayed in Shoelace's stack, hidden but with its
    // margins, so the stack kept taking clicks at the top right for the next test (seen in a
    // repeat-each run). Shoelace appends the same stack again for the next toast.
    for (const stack of document.querySelectorAll('.sl-toast-stack')) {
      stack.querySelectorAll('sl-alert:not([open])').forEach((alert) => alert.remove());
      if (!stack.querySelector('sl-alert')) stack.remove();
    }
    (document.activeElement as HTMLElement | null)?.blur?.();
    // Emptied in place: the page's toast observer holds this very array.
    window.__atriumToasts?.splice(0);
    return true;
  });
  if (!inPortal) return false;
  await page.mouse.move(0, 0);
  // The chat panel (a widget of the header's chat button, no Shoelace drawer) closes by that button.
  const chat = page.locator('[data-chat-root]');
  if ((await chat.count()) > 0) {
    const button = page.getByTestId('chat-button');
    if (!(await button.isVisible())) return false;
    await button.click();
    await expect(chat).toHaveCount(0);
  }
  const tabs = page.getByRole('tablist', { name: OPEN_PAGES }).getByRole('tab');
  if ((await tabs.count()) > 1 || new URL(page.url()).pathname !== HOME_PATH) {
    // The tab menu's 关闭其他 on 首页, as a user would: the other tabs' parcels unmount.
    await page.getByRole('tab', { name: HOME_TAB }).dispatchEvent('contextmenu');
    await page.getByRole('menu').getByRole('menuitem', { name: /^(关闭其他|關閉其他|Close others)$/ }).click();
  }
  await expect(page).toHaveURL(new RegExp(`${HOME_PATH}$`));
  await expect(tabs).toHaveCount(1);
  await expect(page.locator('sl-dialog[open], sl-drawer[open], sl-alert[open], sl-dropdown[open]')).toHaveCount(0);
  // Menus shown (the tab menu, a header dropdown's); the closed dropdowns' menus are hidden.
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectShell(page);
  return true;
}


/** Goes to `url` inside the open portal the way its own links do (single-spa's navigateToUrl). */
async function navigateInPortal(page: Page, url: string): Promise<void> {
  if (new URL(page.url()).pathname + new URL(page.url()).search === url) return;
  await page.evaluate(async (to) => {
    // SystemJS is the portal's module loader (root-config); single-spa is a shared module of it.
    const loader = (window as unknown as { System: { import(name: string): Promise<{ navigateToUrl(url: string): void }> } }).System;
    (await loader.import('single-spa')).navigateToUrl(to);
  }, url);
}

/** Context options of the worker's project that a kept context takes (as the `context` fixture would). */
function projectContextOptions(use: Record<string, unknown>): BrowserContextOptions {
  const keys = ['baseURL', 'locale', 'reducedMotion', 'viewport', 'isMobile', 'hasTouch', 'deviceScaleFactor', 'colorScheme', 'timezoneId', 'userAgent'] as const;
  const options: Record<string, unknown> = {};
  for (const key of keys) if (use[key] !== undefined) options[key] = use[key];
  return options as BrowserContextOptions;
}

/** Playwright's value of a context option nobody set (its `use` fixtures' defaults). */
function defaultOption(option: string): unknown {
  return { permissions: undefined, viewport: { width: 1280, height: 720 }, isMobile: false, hasTouch: false, colorScheme: 'light' }[option];
}

interface PortalPool {
  /** The account's kept page, reset; or a new one (`reused` false) when there was none or it could not be reset. */
  take(account: SeedAccount): Promise<{ portal: KeptPortal; reused: boolean }>;
  discard(kept: KeptPortal): Promise<void>;
}

/**
 * `test` for read-only specs (see the contract above): its `page` (and `context`) is the worker's
 * kept portal page of the `account` the spec uses, reset before each test instead of booted anew.
 */
export const readOnlyTest = test.extend<{ keptPortal: KeptPortal }, { portalPool: PortalPool }>({
  portalPool: [
    async ({ browser }, use, workerInfo) => {
      const options = projectContextOptions(workerInfo.project.use as Record<string, unknown>);
      const kept = new Map<SeedAccount, KeptPortal>();
      const discard = async (portal: KeptPortal): Promise<void> => {
        if (kept.get(portal.account) === portal) kept.delete(portal.account);
        await portal.context.close().catch(() => undefined);
      };
      const take = async (account: SeedAccount): Promise<{ portal: KeptPortal; reused: boolean }> => {
        const known = kept.get(account);
        if (known && (await resetPortal(known))) return { portal: known, reused: true };
        if (known) await discard(known);
        const fresh = await openPortal(browser, account, options);
        kept.set(account, fresh);
        return { portal: fresh, reused: false };
      };
      await use({ take, discard });
      for (const portal of kept.values()) await portal.context.close().catch(() => undefined);
    },
    { scope: 'worker' },
  ],
  keptPortal: async ({ portalPool, account, permissions, viewport, locale, isMobile, hasTouch, colorScheme }, use, testInfo) => {
    if (!account) throw new Error('readOnlyTest needs a seed account: test.use({ account: ... })');
    // The kept context has the project's options; a spec's own (test.use) would silently not apply.
    const wanted = { permissions, viewport, locale, isMobile, hasTouch, colorScheme };
    const project = testInfo.project.use as Record<string, unknown>;
    for (const [option, value] of Object.entries(wanted)) {
      const own = project[option];
      if (value !== undefined && JSON.stringify(value) !== JSON.stringify(own ?? defaultOption(option))) {
        throw new Error(`readOnlyTest: test.use({ ${option} }) does not apply to the kept context; use \`test\` for this spec`);
      }
    }
    const { portal: kept, reused } = await portalPool.take(account);
    // In the report (ATRIUM_E2E_REPORT): which tests booted a portal and which reused one.
    testInfo.annotations.push({ type: 'kept-portal', description: reused ? 'reused' : 'new' });
    await use(kept);
    // A failed test may have left anything behind; the next one starts from a fresh page.
    if (testInfo.status !== testInfo.expectedStatus) await portalPool.discard(kept);
  },
  context: async ({ keptPortal }, use) => {
    await use(keptPortal.context);
  },
  page: async ({ keptPortal }, use) => {
    await use(keptPortal.page);
  },
});
