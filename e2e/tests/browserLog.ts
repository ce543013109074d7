// What the browser said while a test ran: console errors and warnings, uncaught errors, failed
// requests and HTTP errors of every portal context the test used. Printed only when the test fails, beside
// Playwright's error: in CI no trace is kept (playwright.config.ts says why), and a failure that
// shows up once in several full runs (a click on a Shoelace control that opened nothing in 15 s)
// otherwise leaves only its final ARIA snapshot, which cannot tell a lost click from a chunk that
// never came or an error thrown in between.
import type { BrowserContext, Page, TestInfo } from '@playwright/test';

/** Enough for the story of one test; the oldest lines go first. */
const MAX_LINES = 120;

let lines: string[] = [];
let since = Date.now();
const watched = new WeakSet<BrowserContext>();

function push(line: string): void {
  lines.push(`+${((Date.now() - since) / 1000).toFixed(2)} s ${line}`);
  if (lines.length > MAX_LINES) lines = lines.slice(-MAX_LINES);
}

/** The page's path, which names it among a test's several pages. */
function where(page: Page | null): string {
  if (!page) return '?';
  try {
    return new URL(page.url()).pathname;
  } catch {
    return page.url();
  }
}

/** Records what the pages of `context` report, from now on (idempotent). */
export function recordBrowserLog(context: BrowserContext): void {
  if (watched.has(context)) return;
  watched.add(context);
  context.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') push(`${type} ${where(message.page())}: ${message.text()}`);
  });
  context.on('weberror', (error) => push(`uncaught ${where(error.page())}: ${error.error().stack ?? error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 400) push(`HTTP ${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) => push(`request failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
}

/** A test starts: the log is its own. */
export function startBrowserLog(): void {
  lines = [];
  since = Date.now();
}

/** A test ended: on failure its browser log goes to the test's output (the reporter prints it). */
export function endBrowserLog(testInfo: TestInfo): void {
  if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
    console.log(`── browser log (${lines.length} lines: console errors and warnings, uncaught errors, failed requests, HTTP errors) ──\n${lines.join('\n')}`);
  }
  lines = [];
}
