// Sign-in speed (issue 11, item 1): when is the password input of /login usable after a cold load?
// "Usable" means, in one frame that has been painted: the input is in the DOM, visible (not
// hidden, not transparent, inside the viewport, not covered by another element), enabled, takes
// focus; after that the benchmark types into it and checks the value, or the load counts as failed.
// Each load uses a fresh browser context (empty cache, no connections), median of N per condition:
// loopback, and loopback with 50 ms of emulated round-trip latency (CDP network conditions).
//
//   npx tsx scripts/bench-signin.ts [--runs 15] [--compare <other dist folder>]
//
// With --compare, a second server serves the other build (its own import-map.json inside that
// folder) and loads alternate between the two, so both see the same machine load.
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { launchChromium, startPortal, type BenchPortal } from './bench-portal';

export const SIGN_IN_BUDGET_MS = { loopback: 200, rtt50: 600 } as const;
export type SignInCondition = keyof typeof SIGN_IN_BUDGET_MS;
const LATENCY_MS: Record<SignInCondition, number> = { loopback: 0, rtt50: 50 };

/** The console message the page's probe sends when the input is usable, followed by the time. */
const USABLE_MESSAGE = 'atrium-bench: sign-in usable at ';

// A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
const PROBE = `(() => {
  const USABLE = ${JSON.stringify(USABLE_MESSAGE)};
  const usable = (input) => {
    if (!input || !input.isConnected || input.disabled || input.readOnly) return false;
    if (!input.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = input.getBoundingClientRect();
    if (box.width < 1 || box.height < 1 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit !== input && !input.contains(hit)) return false;
    input.focus();
    return document.activeElement === input;
  };
  let found = false;
  const check = () => {
    if (found || !usable(document.querySelector('input[type="password"]'))) return;
    found = true;
    observer.disconnect();
    // The frame that shows it: after the next animation frame has been rendered. Told over the console, which the bench hears through the DevTools protocol: waiting with
    // page.waitForFunction made Playwright inject its own script into the page during the load,
    // and V8 parsed it on the page's main thread (14-70 ms, traced) before the sign-in form's first frame.
    requestAnimationFrame(() => setTimeout(() => console.debug(USABLE + performance.now()), 0));
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  // Style sheets arriving change visibility without a DOM mutation: check every frame too.
  const everyFrame = () => { check(); if (!found) requestAnimationFrame(everyFrame); };
  requestAnimationFrame(everyFrame);
})()`;

/** One cold load of /login; ms from navigation start until the password input is usable. */
async function coldLoad(browser: Browser, base: string, latencyMs: number): Promise<number> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    if (latencyMs > 0) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
    }
    const usable = page.waitForEvent('console', { predicate: (message) => message.text().startsWith(USABLE_MESSAGE), timeout: 30_000 });
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    const at = Number((await usable).text().slice(USABLE_MESSAGE.length));
    const password = page.locator('input[type="password"]');
    await password.pressSequentially('typed1');
    if ((await password.inputValue()) !== 'typed1') throw new Error('bench-signin: the password input did not take typed text');
    return at;
  } finally {
    await context.close();
  }
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const machineLoad = (): string => `load ${loadavg().map((n) => n.toFixed(2)).join(' ')} on ${cpus().length} cores`;

export type SignInSamples = Record<SignInCondition, number[]>;

/**
 * Cold loads of /login on every target, alternating target by target within each round so that
 * a busy machine slows them alike. One uncounted warm-up load per target first (server JIT).
 */
export async function measureSignIn(bases: string[], runs: number): Promise<SignInSamples[]> {
  const browser = await launchChromium();
  try {
    const results = bases.map(() => ({ loopback: [], rtt50: [] }) as SignInSamples);
    for (const base of bases) await coldLoad(browser, base, 0);
    for (let round = 0; round < runs; round += 1) {
      for (const condition of Object.keys(LATENCY_MS) as SignInCondition[]) {
        for (const [index, base] of bases.entries()) {
          results[index]![condition].push(await coldLoad(browser, base, LATENCY_MS[condition]));
        }
      }
    }
    return results;
  } finally {
    await browser.close();
  }
}

export function describeSamples(label: string, samples: SignInSamples): { lines: string[]; over: boolean } {
  let over = false;
  const lines = (Object.keys(LATENCY_MS) as SignInCondition[]).map((condition) => {
    const values = samples[condition];
    const mid = median(values);
    const budget = SIGN_IN_BUDGET_MS[condition];
    over ||= !(mid <= budget);
    const name = condition === 'loopback' ? 'loopback' : '50 ms RTT';
    return `${label}password input usable, ${name}: median ${mid.toFixed(0)} ms of ${values.length} cold loads ` +
      `(min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}; budget ${budget} ms)${mid <= budget ? '' : ' OVER'}`;
  });
  return { lines, over };
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<void> {
  const runs = Number(argument('--runs') ?? 15);
  const compare = argument('--compare');
  const portals: BenchPortal[] = [await startPortal()];
  try {
    if (compare) {
      const dir = path.resolve(compare);
      portals.push(await startPortal({ ATRIUM_DIST: dir, ATRIUM_IMPORT_MAP: path.join(dir, 'import-map.json') }));
    }
    console.log(`sign-in speed: ${runs} cold loads per condition, ${machineLoad()} before`);
    const results = await measureSignIn(portals.map((portal) => portal.base), runs);
    let over = false;
    results.forEach((samples, index) => {
      const described = describeSamples(index === 0 ? 'this build: ' : `${compare}: `, samples);
      if (index === 0) over = described.over;
      described.lines.forEach((line) => console.log(line));
    });
    console.log(`(${machineLoad()} after)`);
    if (over) process.exitCode = 1;
  } finally {
    portals.forEach((portal) => portal.close());
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
