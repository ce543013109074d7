// Toasts, checked without a race. A toast stays up for the spec's 1.5 s; on a saturated CI machine
// Playwright's polling (each poll a protocol round trip that can itself take a second) can miss all
// of that window, and a test failed although the portal had said exactly the right thing. So every
// page records the toasts it opens, as it opens them (an init script observing the DOM), and a check
// looks for the message in that record instead of hoping to catch it on screen.
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { recordBrowserLog } from './browserLog';

interface ToastRecord {
  text: string;
  variant: string;
  claimed: boolean;
}

declare global {
  interface Window {
    __atriumToasts?: ToastRecord[];
  }
}

/**
 * Runs in the page before any of its scripts: records each toast when it opens (Shoelace sets `open`
 * on an `sl-alert`; the no-Shoelace fallback is a `.atrium-toast[role=alert]` appended to the body),
 * and again each time its message is said again while it is up (`data-repeats` rises).
 * Kept free of closures over test code: Playwright serialises it into the page.
 */
function recordToasts(): void {
  if (window.__atriumToasts) return;
  const log: ToastRecord[] = [];
  window.__atriumToasts = log;
  const seen = new WeakSet<Element>();
  const record = (element: Element): void => {
    if (seen.has(element)) return;
    seen.add(element);
    log.push({ text: (element.textContent ?? '').trim(), variant: element.getAttribute('variant') ?? '', claimed: false });
  };
  const inspect = (node: Node): void => {
    if (!(node instanceof Element)) return;
    if (node.localName === 'sl-alert' ? node.hasAttribute('open') : node.matches('.atrium-toast[role="alert"]')) record(node);
  };
  new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      // A message said again while its toast is up renews that toast (notify.ts counts it there).
      if (mutation.attributeName === 'data-repeats' && mutation.target instanceof Element && mutation.target.localName === 'sl-alert') {
        const element = mutation.target;
        log.push({ text: (element.textContent ?? '').trim(), variant: element.getAttribute('variant') ?? '', claimed: false });
      } else if (mutation.type === 'attributes') inspect(mutation.target);
      else
        for (const node of mutation.addedNodes) {
          inspect(node);
          if (node instanceof Element) node.querySelectorAll('sl-alert[open]').forEach(inspect);
        }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open', 'data-repeats'] });
}

/** Makes every page of `context` record its toasts (the `test` fixture's own context does this already). */
export async function recordToastsIn(context: BrowserContext): Promise<BrowserContext> {
  // And what the browser says, printed if the test fails (browserLog.ts).
  recordBrowserLog(context);
  await context.addInitScript(recordToasts);
  return context;
}

/** `browser.newContext()` whose pages record their toasts, for tests that need a second user or a fresh session. */
export async function newPortalContext(browser: Browser, options?: BrowserContextOptions): Promise<BrowserContext> {
  return recordToastsIn(await browser.newContext(options));
}

/**
 * Claims the oldest unclaimed toast containing `text` (and of `variant`, when given): true when there
 * was one. Claiming makes a second check of the same message wait for a second toast.
 */
function claimToast({ text, variant }: { text: string; variant?: string }): true | string {
  const log = window.__atriumToasts;
  if (!log) return 'this page does not record its toasts (make its context with newPortalContext)';
  const match = log.find((entry) => !entry.claimed && entry.text.includes(text) && (variant === undefined || entry.variant === variant));
  if (!match) return `toasts so far: ${JSON.stringify(log.map((entry) => entry.text))}`;
  match.claimed = true;
  return true;
}

/** The page showed a toast containing `text` (since the last check that claimed one like it). */
export async function expectToast(page: Page, text: string, options: { variant?: string; timeout?: number } = {}): Promise<void> {
  await expect
    .poll(() => page.evaluate(claimToast, { text, variant: options.variant }), { message: `a toast saying “${text}”`, timeout: options.timeout })
    .toBe(true);
}
