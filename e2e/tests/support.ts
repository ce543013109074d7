import { expect, test as base, type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { recordToastsIn } from './toasts';

/** The seed password of this run (random per run, set by playwright.config.ts). */
export function seedPassword(): string {
  const password = process.env.ATRIUM_E2E_PASSWORD;
  if (!password) throw new Error('ATRIUM_E2E_PASSWORD is not set: run e2e through playwright.config.ts');
  return password;
}

/** Signs in through the real sign-in form and waits for the dashboard. */
export async function signIn(page: Page, account = 'admin', redirectTo = '/basic/dashboard', password = seedPassword()): Promise<void> {
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
  await page.goto(url);
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
export const test = base.extend<{ account: SeedAccount | null }>({
  account: [null, { option: true }],
  storageState: async ({ account, storageState }, use) => {
    await use(account ? storageStateFile(account) : storageState);
  },
  // Every page of the test's own context records its toasts (see toasts.ts).
  context: async ({ context }, use) => {
    await use(await recordToastsIn(context));
  },
});
