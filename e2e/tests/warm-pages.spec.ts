// The warm page's reset (warm-pages.ts): what one test leaves in the page, its context and the
// origin's storage is gone for the next test of the worker, which gets the same page back.
import { expect } from '@playwright/test';
import { openSignedIn, test } from './support';

test.use({ account: 'admin' });
test.describe.configure({ mode: 'serial' });

let firstPage: unknown = null;
let heardByLastTest = 0;
const marks = { local: 'atrium-warm-test', session: 'atrium-warm-test-session', database: 'atrium-warm-test-db', cookie: 'atrium_warm_test' };

test('a test leaves storage, a cookie, a route, a listener and a second tab behind', async ({ page, context }) => {
  firstPage = page;
  await openSignedIn(page);
  await page.evaluate(async (mark) => {
    localStorage.setItem(mark.local, '1');
    sessionStorage.setItem(mark.session, '1');
    document.cookie = `${mark.cookie}=1; path=/`;
    await new Promise<void>((resolve, reject) => {
      const request = indexedDB.open(mark.database);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
  }, marks);
  await page.route('**/api/oauth/CurrentUser**', (route) => route.fulfill({ status: 500, body: 'left behind' }));
  page.on('console', () => {
    heardByLastTest += 1;
  });
  await context.newPage();
  expect(context.pages()).toHaveLength(2);
});

test('the next test gets the same page back, reset: its own storage state only, no route, listener or tab', async ({ page, context }, testInfo) => {
  expect(page).toBe(firstPage);
  expect(testInfo.annotations).toContainEqual({ type: 'warm-page', description: 'reused' });
  expect(page.url()).toBe('about:blank');
  expect(context.pages()).toEqual([page]);
  const heard = heardByLastTest;
  await page.evaluate(() => console.info('heard by nobody'));
  expect(heardByLastTest).toBe(heard);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain(marks.cookie);
  // The route is gone (the portal loads its user) and the saved session is back (no sign-in form).
  await openSignedIn(page);
  const left = await page.evaluate(async (mark) => {
    const databases = (await indexedDB.databases()).map((database) => database.name);
    return { local: localStorage.getItem(mark.local), session: sessionStorage.getItem(mark.session), database: databases.includes(mark.database), token: localStorage.getItem('jnpf_token') !== null };
  }, marks);
  expect(left).toEqual({ local: null, session: null, database: false, token: true });
});

test('a call a reset cannot undo makes the next test start from a new context', async ({ page }) => {
  firstPage = page;
  await page.addInitScript(() => undefined);
});

test('…as it does here', async ({ page }, testInfo) => {
  expect(page).not.toBe(firstPage);
  expect(testInfo.annotations).toContainEqual({ type: 'warm-page', description: 'new' });
});

test('taking over the clock is such a call', async ({ page }) => {
  firstPage = page;
  await page.clock.setFixedTime(new Date('2026-01-01T00:00:00Z'));
});

test('…so this test has a new context and the real time', async ({ page }, testInfo) => {
  expect(page).not.toBe(firstPage);
  expect(testInfo.annotations).toContainEqual({ type: 'warm-page', description: 'new' });
  expect(await page.evaluate(() => new Date().getFullYear())).toBeGreaterThanOrEqual(2026);
  expect(await page.evaluate(() => Date.now())).toBeGreaterThan(Date.parse('2026-01-02T00:00:00Z'));
});

let sizeBefore: { width: number; height: number } | null = null;

test('a test that resizes the page…', async ({ page }) => {
  firstPage = page;
  sizeBefore = page.viewportSize();
  expect(sizeBefore).not.toBeNull();
  // Still the wide layout (992 px and up), so the portal looks as openSignedIn expects.
  await page.setViewportSize({ width: 1100, height: 500 });
  await openSignedIn(page);
  expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([1100, 500]);
});

test('…hands the same page on at the size of the test’s viewport option', async ({ page }, testInfo) => {
  expect(page).toBe(firstPage);
  expect(testInfo.annotations).toContainEqual({ type: 'warm-page', description: 'reused' });
  expect(page.viewportSize()).toEqual(sizeBefore);
  await openSignedIn(page);
  expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([sizeBefore?.width, sizeBefore?.height]);
});
