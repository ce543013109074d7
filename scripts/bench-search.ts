// Header search budget (issue 3): with 5,000 menu entries, no keystroke blocks the main thread for
// more than 16 ms and the results show within 150 ms of the last keystroke. Starts the built portal,
// serves the real server's CurrentUser answer with 5,000 extra menu entries, signs in in Chromium,
// types queries at a fast typist's pace and measures in the page: Event Timing entries of the key
// events (input delay + handlers), the gaps of a task heartbeat (any task or frame that held the
// main thread), and the time from the last keydown to the results of the whole query.
// Run `npm run build` first.
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, startPortal } from './bench-portal';
import { repoRoot } from './packages';
import { traceEventsOf, type TraceEvent } from './chromium-trace';

const ENTRIES = 5_000;
const GROUPS = 50;
const TYPING_DELAY_MS = 70;
const BLOCK_BUDGET_MS = 16;
const RESULTS_BUDGET_MS = 150;
/** Query typed, and the label its first result must have. */
const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ['报表 4320', '业务 43 > 报表 4320'],
  ['orders 1233', '业务 12 > orders 1233'],
  ['客户 2470', '业务 24 > 客户 2470'],
  ['stock 3999', '业务 39 > stock 3999'],
  ['报表 0076', '业务 0 > 报表 0076'],
];

interface Menu {
  id: string;
  enCode: string;
  fullName: string;
  type: number;
  urlAddress: string;
  hasChildren: boolean;
  children: Menu[];
}

const NAMES = ['报表', 'orders', '客户', 'stock'];

function benchMenus(): Menu[] {
  const perGroup = ENTRIES / GROUPS;
  return Array.from({ length: GROUPS }, (_, g) => ({
    id: `bench-g${g}`,
    enCode: `bench.g${g}`,
    fullName: `业务 ${g}`,
    type: 0,
    urlAddress: '',
    hasChildren: true,
    children: Array.from({ length: perGroup }, (_, j) => {
      const i = g * perGroup + j;
      return {
        id: `bench-p${i}`,
        enCode: `bench.p${i}`,
        fullName: `${NAMES[i % NAMES.length]} ${String(i).padStart(4, '0')}`,
        type: 2,
        urlAddress: `bench/page${i}`,
        hasChildren: false,
        children: [],
      };
    }),
  }));
}

interface Round {
  query: string;
  /** Worst heartbeat gap over one second without input: what the machine itself adds. */
  idleGapMs: number;
  resultsMs: number;
  /** Input delay + handlers of the slowest key event (Event Timing, entries over 16 ms only). */
  worstEventMs: number;
  /** Handlers alone of the slowest key event. */
  worstHandlerMs: number;
  worstGapMs: number;
  gapsOver: number;
  firstLabel: string;
}

// Strings, not functions: tsx's name-keeping helper (__name) does not exist in the page.
const startMonitor = `(() => {
  const state = { events: [], handlers: [], gaps: [], lastKey: 0, running: true };
  window.__benchSearch = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(entry.name)) { state.events.push(entry.processingEnd - entry.startTime); state.handlers.push(entry.processingEnd - entry.processingStart); }
    }
  }).observe({ type: 'event', durationThreshold: 16 });
  if (!window.__benchSearchKeys) {
    window.__benchSearchKeys = true;
    document.addEventListener('keydown', () => { window.__benchSearch.lastKey = performance.now(); performance.mark('bench-search-key'); }, true);
  }
  performance.mark('bench-search-start');
  const channel = new MessageChannel();
  let last = performance.now();
  channel.port1.onmessage = () => {
    const now = performance.now();
    state.gaps.push(now - last);
    last = now;
    if (state.running) channel.port2.postMessage(null);
  };
  channel.port2.postMessage(null);
})()`;

const idleBaseline = `new Promise((resolve) => {
  const channel = new MessageChannel();
  const start = performance.now();
  let last = start;
  let worst = 0;
  channel.port1.onmessage = () => {
    const now = performance.now();
    worst = Math.max(worst, now - last);
    last = now;
    if (now - start < 1000) channel.port2.postMessage(null);
    else resolve(worst);
  };
  channel.port2.postMessage(null);
})`;

const waitForResults = (query: string): string => `new Promise((resolve, reject) => {
  const state = window.__benchSearch;
  const selector = '#atrium-header-search[data-query=' + JSON.stringify(${JSON.stringify(query)}) + '] [role="option"]';
  const done = () => {
    const found = document.querySelector(selector);
    if (!found) return false;
    const at = performance.now();
    performance.mark('bench-search-results');
    requestAnimationFrame(() => {
      state.running = false;
      const gaps = state.gaps.slice(1);
      resolve({
        resultsMs: at - state.lastKey,
        worstEventMs: Math.max(0, ...state.events),
        worstHandlerMs: Math.max(0, ...state.handlers),
        worstGapMs: Math.max(0, ...gaps),
        gapsOver: gaps.filter((gap) => gap > ${BLOCK_BUDGET_MS}).length,
        firstLabel: found.textContent,
      });
    });
    return true;
  };
  if (done()) return;
  const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-query'] });
  setTimeout(() => reject(new Error('bench-search: no results for the query within 10 s')), 10000);
})`;

/**
 * Main-thread tasks per round, from a Chromium trace (RunTask wall durations; the trace's thread
 * times are not usable in these containers: they exceed the wall durations).
 */
export interface CpuRound {
  /** Longest main-thread task while typing. */
  worstTaskCpuMs: number;
  /** Tasks over 16 ms while typing. */
  tasksOver: number;
  /** Time the main thread was busy with tasks from the last keydown to the results (waits excluded). */
  resultsCpuMs: number;
}

export function cpuRounds(events: readonly TraceEvent[]): CpuRound[] {
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const tasksOf = (main: TraceEvent) => events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  const busiest = mains
    .map((main) => ({ main, tasks: tasksOf(main) }))
    .sort((a, b) => b.tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0) - a.tasks.reduce((sum, t) => sum + (t.dur ?? 0), 0))[0];
  if (!busiest) throw new Error('bench-search: no renderer main thread in the trace');
  const marks = events.filter((e) => e.pid === busiest.main.pid && e.name.startsWith('bench-search-')).sort((a, b) => a.ts - b.ts);
  const rounds: CpuRound[] = [];
  let start = 0;
  let lastKey = 0;
  for (const mark of marks) {
    if (mark.name === 'bench-search-start') start = mark.ts;
    else if (mark.name === 'bench-search-key') lastKey = mark.ts;
    else if (mark.name === 'bench-search-results') {
      const during = busiest.tasks.filter((t) => t.ts + (t.dur ?? 0) >= start && t.ts <= mark.ts);
      const cpu = during.map((t) => (t.dur ?? 0) / 1000);
      const answer = busiest.tasks.filter((t) => t.ts + (t.dur ?? 0) >= lastKey && t.ts <= mark.ts);
      rounds.push({
        worstTaskCpuMs: Math.max(0, ...cpu),
        tasksOver: cpu.filter((ms) => ms > BLOCK_BUDGET_MS).length,
        resultsCpuMs: answer.reduce((sum, t) => sum + (t.dur ?? 0) / 1000, 0),
      });
    }
  }
  return rounds;
}

async function run(): Promise<{ rounds: Round[]; cpu: CpuRound[] }> {
  const portal = await startPortal();
  const { base, password } = portal;
  try {
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ locale: 'zh-CN', viewport: { width: 1400, height: 900 } });
      page.setDefaultTimeout(30_000);
      const extra = benchMenus();
      await page.route('**/api/oauth/CurrentUser*', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: { menuList: Menu[] } };
        body.data.menuList = [...body.data.menuList, ...extra];
        await route.fulfill({ response, json: body });
      });
      await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: '账号' }).fill('admin');
      await page.getByRole('textbox', { name: '密码' }).fill(password);
      await page.getByRole('button', { name: '登录' }).click();
      await page.waitForURL(/\/basic\/dashboard$/);
      const search = page.getByRole('combobox', { name: '菜单搜索' });
      await search.waitFor();
      // Warm-up: loads the search chunk and fuse.js, and builds the index once, as a first search does.
      await search.fill('warm');
      await page.locator('#atrium-header-search[data-query="warm"]').waitFor({ state: 'attached' });
      const rounds: Round[] = [];
      await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
      for (const [query] of QUERIES) {
        await search.fill('');
        await page.waitForTimeout(300);
        await search.click();
        const idleGapMs = (await page.evaluate(idleBaseline)) as number;
        await page.evaluate(startMonitor);
        await page.keyboard.type(query, { delay: TYPING_DELAY_MS });
        const figures = (await page.evaluate(waitForResults(query))) as Omit<Round, 'query' | 'idleGapMs'>;
        rounds.push({ query, idleGapMs, ...figures });
      }
      const raw = (await browser.stopTracing()).toString('utf8');
      if (process.env.BENCH_SEARCH_TRACE) writeFileSync(process.env.BENCH_SEARCH_TRACE, raw);
      return { rounds, cpu: cpuRounds(traceEventsOf(raw)) };
    } finally {
      await browser.close();
    }
  } finally {
    portal.close();
  }
}

async function main(): Promise<void> {
  if (!statSync(path.join(repoRoot, 'dist', 'index.html'), { throwIfNoEntry: false })) {
    throw new Error('bench-search: run `npm run build` first');
  }
  const { rounds, cpu } = await Promise.race([
    run(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('bench-search: gave up after 120 s')), 120_000).unref()),
  ]);
  const fixed = (ms: number): string => ms.toFixed(1);
  console.log(`header search over ${ENTRIES} extra menu entries, typed at ${TYPING_DELAY_MS} ms per key`);
  let failed = false;
  rounds.forEach((round, i) => {
    const expected = QUERIES[i]![1];
    const wrong = round.firstLabel !== expected;
    failed ||= wrong;
    console.log(
      `  "${round.query}": results ${fixed(round.resultsMs)} ms after the last key; key events worst ${fixed(round.worstEventMs)} ms (handlers ${fixed(round.worstHandlerMs)} ms); ` +
        `main-thread gaps worst ${fixed(round.worstGapMs)} ms, ${round.gapsOver} over ${BLOCK_BUDGET_MS} ms (idle baseline ${fixed(round.idleGapMs)} ms)${wrong ? `; first result "${round.firstLabel}", expected "${expected}"` : ''}`,
    );
  });
  cpu.forEach((round, i) => {
    console.log(
      `  "${rounds[i]?.query}" main-thread tasks (trace): longest ${fixed(round.worstTaskCpuMs)} ms, ${round.tasksOver} over ${BLOCK_BUDGET_MS} ms; ` +
        `busy ${fixed(round.resultsCpuMs)} ms between the last key and the results`,
    );
  });
  if (cpu.length !== rounds.length) throw new Error('bench-search: the trace does not hold every round');
  // Task durations are what the page's own work holds the thread for; the gaps between tasks and
  // the time to results also carry whatever else runs on the machine, so those budgets are judged
  // when the idle baseline shows a quiet machine, and the busy time stands in otherwise.
  const quiet = Math.max(...rounds.map((r) => r.idleGapMs)) <= BLOCK_BUDGET_MS;
  const worstTask = Math.max(...cpu.map((r) => r.worstTaskCpuMs));
  const worstAnswer = Math.max(...cpu.map((r) => r.resultsCpuMs));
  const worstResults = Math.max(...rounds.map((r) => r.resultsMs));
  // A keystroke waits for the task running when it arrives, not for the tasks queued after it (input
  // goes first): the key events' input delay and the task durations are the block. The heartbeat's
  // gaps span back-to-back tasks (a slice, then a frame), so they are shown, not judged.
  const worstKey = Math.max(...rounds.map((r) => r.worstEventMs));
  const worstGap = Math.max(...rounds.map((r) => r.worstGapMs));
  const worstHandler = Math.max(...rounds.map((r) => r.worstHandlerMs));
  const over = (bad: boolean): string => (bad ? ' OVER' : '');
  const cpuBlocked = !(worstTask <= BLOCK_BUDGET_MS) || !(worstHandler <= BLOCK_BUDGET_MS);
  const cpuSlow = !(worstAnswer <= RESULTS_BUDGET_MS);
  const wallBlocked = quiet && !(worstKey <= BLOCK_BUDGET_MS);
  const wallSlow = quiet && !(worstResults <= RESULTS_BUDGET_MS);
  console.log(`longest main-thread task while typing (trace): ${fixed(worstTask)} ms (budget ${BLOCK_BUDGET_MS} ms)${over(cpuBlocked)}`);
  console.log(`main-thread busy time from the last keystroke to the results (trace): worst ${fixed(worstAnswer)} ms (budget ${RESULTS_BUDGET_MS} ms)${over(cpuSlow)}`);
  console.log(
    `key events worst ${fixed(worstKey)} ms from the key to the end of its handlers, handlers alone ${fixed(worstHandler)} ms (budget ${BLOCK_BUDGET_MS} ms); ` +
      `wall clock: results worst ${fixed(worstResults)} ms after the last key (budget ${RESULTS_BUDGET_MS} ms); heartbeat gaps up to ${fixed(worstGap)} ms` +
      (quiet ? `${over(wallSlow || wallBlocked)}` : ` (not judged: the idle page itself stalled up to ${fixed(Math.max(...rounds.map((r) => r.idleGapMs)))} ms, the machine is busy)`),
  );
  if (failed || cpuBlocked || cpuSlow || wallBlocked || wallSlow) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
