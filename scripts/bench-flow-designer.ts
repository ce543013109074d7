// Flow designer budget (issue 18): with 200 nodes on the canvas, the designer keeps frames <= 16 ms.
// Bundles mf-workflow's flow editor from source with esbuild (production React, the Shoelace
// elements it draws with the portal's light theme and icons, CSS modules as real style sheets; the
// user, role and position pickers it never opens are left inert), loads a flow of 200 nodes
// (approvers and condition branches, nested) into it in Debian Chromium, and times each
// interaction's work in the page (the event's handlers, React's render and commit, then style and
// layout), as scripts/bench-designer.ts does for the form designer: selecting node after node (the
// property drawer follows), typing a node's title (every key changes the tree), opening the drawer
// on a node after closing it, and typing a title again while the issues of a refused release are
// shown (the flow has approvers without an assignee, one block in ten, for that). No build of dist/
// is needed.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import type { Route } from '@playwright/test';
import { launchChromium } from './bench-portal';
import { machineLoad } from './bench-signin';
import { traceEventsOf, type TraceEvent } from './chromium-trace';
import { repoRoot } from './packages';

const NODES = 200;
const SELECTIONS = 40;
/** Choices of a node with the drawer closed before each (what opens the drawer); 24, so that p95 is not the single slowest. */
const OPENINGS = 24;
const TITLE = 'Approval step with a longer name';
/** Typed while the issues of a refused release are shown. */
const TITLE_WITH_ISSUES = 'Second approval';
const FRAME_BUDGET_MS = 16;
/**
 * The node drawer (a plain side panel, designer/SidePanel.tsx) closed and done moving: it has no
 * transition when closing, but one still running from the last opening would move it meanwhile.
 */
const DRAWER_CLOSED = `(() => {
  const drawer = document.querySelector('[data-node-drawer]');
  return !drawer.hasAttribute('data-open') && drawer.getAnimations().length === 0;
})()`;
/** The node drawer, closed, with the hidden sections of every node type (and of a default arm) made. */
const SECTIONS_MADE = ['start', 'approver', 'copy', 'condition', 'defaultArm'].reduce((selector, type) => `${selector}[data-sections~="${type}"]`, '[data-node-drawer]');

// BENCH_SOURCE_ROOT: another checkout's sources to bundle (A/B runs of two versions side by side).
const sourceRoot = process.env.BENCH_SOURCE_ROOT ?? repoRoot;
const src = (...parts: string[]) => path.join(sourceRoot, ...parts);

// A chain of blocks, each: an approver, then a condition branch of two arms with an approver each
// (5 nodes), after the start node; the last block's default arm is left empty. The first approver of
// one block in ten has no assignee: releasing the flow is refused with those issues.
const entry = `
import '@shoelace-style/shoelace/dist/components/alert/alert.js';
import '@shoelace-style/shoelace/dist/components/button/button.js';
import '@shoelace-style/shoelace/dist/components/dropdown/dropdown.js';
import '@shoelace-style/shoelace/dist/components/icon-button/icon-button.js';
import '@shoelace-style/shoelace/dist/components/input/input.js';
import '@shoelace-style/shoelace/dist/components/menu/menu.js';
import '@shoelace-style/shoelace/dist/components/menu-item/menu-item.js';
import '@shoelace-style/shoelace/dist/components/option/option.js';
import '@shoelace-style/shoelace/dist/components/radio/radio.js';
import '@shoelace-style/shoelace/dist/components/radio-group/radio-group.js';
import '@shoelace-style/shoelace/dist/components/select/select.js';
import '@shoelace-style/shoelace/dist/components/switch/switch.js';
import '@shoelace-style/shoelace/dist/components/tab/tab.js';
import '@shoelace-style/shoelace/dist/components/tab-group/tab-group.js';
import '@shoelace-style/shoelace/dist/components/tab-panel/tab-panel.js';
import '@shoelace-style/shoelace/dist/components/textarea/textarea.js';
import { setBasePath } from '@shoelace-style/shoelace/dist/utilities/base-path.js';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { addTranslations, setLocale } from '@atrium/shared';
import { WORKFLOW_NS } from ${JSON.stringify(src('mf-workflow/src/i18n'))};
import zh from ${JSON.stringify(src('mf-workflow/src/locales/zh'))};
import { FlowEditor } from ${JSON.stringify(src('mf-workflow/src/designer/FlowEditor'))};
import common from ${JSON.stringify(src('mf-workflow/src/common/common.module.css'))};
import designer from ${JSON.stringify(src('mf-workflow/src/designer/designer.module.css'))};
import { addApproverAfter, addBranchAfter, allNodes, createApprover, createStart, findNode, serializeFlowTemplate } from ${JSON.stringify(src('mf-workflow/src/designer/model'))};
setBasePath('/shoelace');
// The style sheets the flow designer's page parcel (engine/parcel.ts) puts in the document.
common.use();
designer.use();

function benchFlow() {
  let root = createStart('Start');
  let after = root.nodeId;
  let n = 0;
  while (allNodes(root).length + 5 <= ${NODES}) {
    n += 1;
    const approver = createApprover('Approver ' + n);
    approver.properties.approvers = n % 10 === 1 ? [] : ['u' + n];
    approver.properties.names = { ['u' + n]: 'User ' + n };
    root = addApproverAfter(root, after, approver);
    root = addBranchAfter(root, approver.nodeId, 'condition', ['Condition ' + n, 'Otherwise ' + n]);
    const arms = findNode(root, approver.nodeId).conditionNodes;
    arms[0].properties.conditions = [{ field: 'leaveDays', fieldName: 'Days', symbol: '>', filedValue: String(n), logic: '&&' }];
    for (const arm of arms) {
      const inArm = createApprover('Arm approver ' + n + (arm === arms[0] ? 'a' : 'b'));
      inArm.properties.approvers = ['u' + n];
      inArm.properties.names = { ['u' + n]: 'User ' + n };
      root = addApproverAfter(root, arm.nodeId, inArm);
    }
    after = approver.nodeId;
  }
  while (allNodes(root).length < ${NODES}) {
    const approver = createApprover('Tail approver ' + allNodes(root).length);
    approver.properties.approvers = ['u0'];
    root = addApproverAfter(root, root.nodeId, approver);
  }
  return root;
}

const root = benchFlow();
window.__nodeCount = allNodes(root).length;
const fields = [{ vModel: 'leaveDays', label: 'Days', jnpfKey: 'numInput', kind: 'number', required: true }];
const api = {
  categories: () => Promise.resolve([{ code: 'hr', name: 'HR' }]),
  print: { templates: () => Promise.resolve([]) },
  forms: {
    listAll: () => Promise.resolve([{ id: 'leaveApply', fullName: 'Leave', enCode: 'leaveApply', formType: 1 }]),
    get: () => Promise.resolve({ id: 'leaveApply', fullName: 'Leave', enCode: 'leaveApply', formType: 1, fields }),
  },
  engine: {
    get: () => Promise.resolve({ id: 'f1', fullName: 'Bench flow', enCode: 'bench', category: 'hr', type: 0, formType: 1, formId: 'leaveApply', sortCode: 0, description: '', flowTemplateJson: serializeFlowTemplate(root) }),
  },
};
const Inert = () => null;
const pickers = { users: Inert, roles: Inert, positions: Inert };
// The portal's default language, loaded up front (the module's own loader imports it lazily).
setLocale('zh');
const only = () => Promise.resolve(zh);
addTranslations(WORKFLOW_NS, { zh: only, zhtw: only, en: only }).then(() => {
  createRoot(document.getElementById('root')).render(createElement(FlowEditor, { api, id: 'f1', onBack: () => undefined, pickers }));
});
`;

const uiStub = `
const Inert = () => null;
export const UserSelect = Inert, RoleSelect = Inert, PositionSelect = Inert;
export const printHtml = () => Promise.resolve();
`;

async function bundle(dir: string): Promise<string> {
  writeFileSync(path.join(dir, 'entry.ts'), entry);
  writeFileSync(path.join(dir, 'ui.tsx'), uiStub);
  const outfile = path.join(dir, 'flow-designer.js');
  await build({
    entryPoints: [path.join(dir, 'entry.ts')],
    bundle: true,
    outfile,
    format: 'iife',
    // BENCH_NAMES=1 keeps the functions' names, for a CPU profile read from the traces
    // (BENCH_TRACE_CATEGORIES=disabled-by-default-v8.cpu_profiler).
    minify: !process.env.BENCH_NAMES,
    minifySyntax: true,
    minifyWhitespace: true,
    jsx: 'automatic',
    logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
    nodePaths: [src('node_modules')],
    alias: { '@atrium/shared': src('shared-deps/src/shared/index.ts'), '@atrium/html': src('shared-deps/src/html/index.ts'), '@atrium/ui': path.join(dir, 'ui.tsx') },
    plugins: [
      {
        name: 'css-modules',
        setup(plugin) {
          plugin.onLoad({ filter: /\.module\.css$/ }, async (args) => ({
            loader: 'js',
            contents: `const css = ${JSON.stringify(await readFile(args.path, 'utf8'))}; let el = null;
              export default { locals: new Proxy({}, { get: (_t, k) => (typeof k === 'string' ? k : undefined) }),
                use() { if (!el) { el = document.createElement('style'); el.textContent = css; document.head.append(el); } }, unuse() {} };`,
          }));
        },
      },
    ],
  });
  return readFile(outfile, 'utf8');
}

// A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
// The probe's message is posted from a window listener, after the page's own handlers have run and
// queued React's render (the scheduler posts its own message first), so the message arrives once
// the render and commit are done; reading the layout then adds style and layout of what changed.
const installProbe = `(() => {
  window.__work = [];
  const channel = new MessageChannel();
  const pending = [];
  channel.port1.onmessage = () => {
    const start = pending.shift();
    document.body.getBoundingClientRect();
    window.__work.push(performance.now() - start);
  };
  for (const type of ['click', 'input']) {
    window.addEventListener(type, (event) => {
      pending.push(event.timeStamp);
      channel.port2.postMessage(0);
    });
  }
})()`;

const settle = `new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))`;

/** What the trace says of one event: main-thread CPU, and the busy time of the frame that shows it. */
interface Traced {
  cpu: number[];
  frame: number[];
  frameCpu: number[];
}

/**
 * For each event of the type (click, input), from the task that dispatched it:
 * - cpu: the main thread's CPU time up to the probe's message that ends it (thread time,
 *   microseconds in the trace), as scripts/bench-designer.ts reads pointer moves. What the load of
 *   other processes stretches least, so the figure to compare on a busy machine.
 * - frame: the main thread's busy time (tasks' wall time, gaps between them left out) up to the
 *   later of the probe and the end of the first rendering task after the event (its paint and
 *   commit): the work of the frame that shows the change. The probe's own figure (event.timeStamp to
 *   the probe) is not that: after a key Chromium holds ordinary tasks such as the probe's message
 *   until the next frame is drawn, so it adds the wait for that frame's vsync (idle, up to a
 *   frame), while after a click the probe runs before the frame and leaves its paint out.
 */
function tracedPerEvent(trace: Buffer, type: string): Traced {
  const events = traceEventsOf(trace);
  const dispatches = new Map<string, number>();
  for (const event of events) if (event.name === 'EventDispatch') dispatches.set(`${event.pid}:${event.tid}`, (dispatches.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const main = [...dispatches].sort((a, b) => b[1] - a[1])[0]?.[0];
  const mine = events.filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X').sort((a, b) => a.ts - b.ts);
  const tasks = mine.filter((event) => event.name === 'RunTask');
  const endOf = (event: TraceEvent) => event.ts + (event.dur ?? 0);
  const paints = mine.filter((event) => event.name === 'Paint' || event.name === 'Commit');
  const rendering = tasks.filter((task) => paints.some((paint) => paint.ts >= task.ts && paint.ts <= endOf(task)));
  const dispatched = mine.filter((event) => event.name === 'EventDispatch' && event.args?.data?.type === type);
  const probes = mine.filter((event) => event.name === 'FunctionCall' && event.args?.data?.functionName === 'channel.port1.onmessage');
  const traced: Traced = { cpu: [], frame: [], frameCpu: [] };
  for (const event of dispatched) {
    const probe = probes.find((candidate) => candidate.ts >= event.ts);
    if (!probe) continue;
    const first = tasks.filter((task) => task.ts <= event.ts && endOf(task) >= event.ts).pop();
    const start = first?.ts ?? event.ts;
    const probed = endOf(probe);
    traced.cpu.push(tasks.filter((task) => task.ts >= start && task.ts <= probed).reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000);
    const drawn = rendering.find((task) => task.ts > start);
    const end = Math.max(probed, drawn ? endOf(drawn) : probed);
    const spanned = tasks.filter((task) => task.ts >= start && task.ts <= end);
    traced.frame.push(spanned.reduce((total, task) => total + (task.dur ?? 0), 0) / 1000);
    traced.frameCpu.push(spanned.reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000);
  }
  return traced;
}

const shoelaceDist = path.join(repoRoot, 'node_modules', '@shoelace-style', 'shoelace', 'dist');

/**
 * The bench page as the portal has it around the designer: Shoelace's light theme applied (its
 * custom properties on the root, which every styled element resolves) and its icons served
 * (setBasePath('/shoelace') in the bundle); anything else is not found.
 */
async function serveBenchPage(route: Route): Promise<void> {
  const { pathname } = new URL(route.request().url());
  if (pathname === '/') {
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="zh-CN"><link rel="stylesheet" href="/shoelace/themes/light.css"><div id="root"></div>' });
    return;
  }
  const file = /^\/shoelace\/(themes\/light\.css|assets\/icons\/[\w-]+\.svg)$/.exec(pathname)?.[1];
  if (!file) {
    await route.fulfill({ status: 404, body: '' });
    return;
  }
  await route.fulfill({ contentType: file.endsWith('.css') ? 'text/css' : 'image/svg+xml', body: await readFile(path.join(shoelaceDist, file)) });
}

/** With BENCH_TRACE_DIR set, each phase's trace is written there (phase.json) to be looked into. */
function kept(phase: string, trace: Buffer): Buffer {
  const dir = process.env.BENCH_TRACE_DIR;
  if (dir) writeFileSync(path.join(dir, `${phase}.json`), trace);
  return trace;
}

// BENCH_TRACE_CATEGORIES: more categories to record (e.g. disabled-by-default-devtools.timeline.invalidationTracking).
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', ...(process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [])];

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

async function main(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-flow-designer-'));
  const browser = await launchChromium();
  try {
    const code = await bundle(dir);
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error(`flow designer page: ${error.message}`));
    await page.route('**/*', (route) => serveBenchPage(route));
    await page.goto('http://flow-designer.bench/');
    await page.addScriptTag({ content: code });
    const cards = page.locator('[data-node-id] > button:first-child');
    await cards.nth(NODES - 1).waitFor({ state: 'attached', timeout: 30_000 });
    // The designer makes its node drawer and the drawer's section of each node type hidden while
    // the browser is idle after the canvas shows (designer/idle.ts); closed, they stay laid out, so
    // the frame after the last is made lays it out. A user looks at the canvas before choosing a
    // node, so the bench waits for that too (and says how long it took).
    const shownAt = Date.now();
    const made = await page
      .locator(SECTIONS_MADE)
      .waitFor({ state: 'attached', timeout: 10_000 })
      .then(() => page.evaluate(settle))
      .then(() => `drawer and its sections made and laid out ${Date.now() - shownAt} ms after the canvas showed`, () => 'drawer not made in advance');
    const nodes = (await page.evaluate('window.__nodeCount')) as number;
    const themed = ((await page.evaluate(`getComputedStyle(document.documentElement).getPropertyValue('--sl-color-primary-600')`)) as string).trim() !== '';
    const cardCount = await page.locator('[data-node-id]').count();
    await page.evaluate(installProbe);

    // 1. Selecting node after node: the card is marked and the property drawer shows that node.
    await page.evaluate('window.__work = []');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const step = Math.floor(cardCount / SELECTIONS);
    for (let index = 0; index < SELECTIONS; index += 1) {
      const card = cards.nth(1 + index * step);
      await card.scrollIntoViewIfNeeded();
      // The scroll is drawn before the click, as a user's would be: not in the click's frame.
      await page.evaluate(settle);
      await card.evaluate((element) => (element as HTMLElement).click());
      await page.evaluate(settle);
    }
    const selectingTraced = tracedPerEvent(kept('selecting', await browser.stopTracing()), 'click');
    const selecting = ((await page.evaluate('window.__work')) as number[]).slice();

    // 2. Typing the selected node's title: each key changes the tree (the card's title follows).
    const title = page.locator('[data-node-drawer] sl-input[data-node-title] input');
    await title.waitFor({ timeout: 30_000 });
    await title.fill('');
    await page.evaluate(settle);
    await page.evaluate('window.__work = []');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    for (const char of TITLE) {
      await title.press(char === ' ' ? 'Space' : char);
      await page.evaluate(settle);
    }
    const typingTraced = tracedPerEvent(kept('typing', await browser.stopTracing()), 'input');
    const typing = ((await page.evaluate('window.__work')) as number[]).slice();
    const shown = await page.locator('[data-node-id] > button:first-child', { hasText: TITLE }).count();

    // 3. Opening the drawer: it is closed (by Escape, not a click the probe would count) and has
    // finished hiding, then a card is chosen.
    await page.evaluate('window.__work = []');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    for (let index = 0; index < OPENINGS; index += 1) {
      await page.evaluate(`document.querySelector('[data-node-drawer] [data-node-title]').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true, cancelable: true }))`);
      await page.waitForFunction(DRAWER_CLOSED);
      await page.evaluate(settle);
      const card = cards.nth(2 + index * Math.floor(cardCount / OPENINGS));
      await card.scrollIntoViewIfNeeded();
      await page.evaluate(settle);
      await card.evaluate((element) => (element as HTMLElement).click());
      await page.evaluate(settle);
    }
    const openingTraced = tracedPerEvent(kept('opening', await browser.stopTracing()), 'click');
    const opening = ((await page.evaluate('window.__work')) as number[]).slice();

    // 4. Typing a title while the issues of a refused release are shown (保存并发布 is pressed
    // through the page: the open drawer lies over it). They follow the flow's changes.
    await page.evaluate(`document.querySelector('sl-button[data-action="saveRelease"]').click()`);
    const issueCount = await page
      .locator('[data-issues] li')
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => page.locator('[data-issues] li').count(), () => 0);
    await title.fill('');
    await page.evaluate(settle);
    await page.evaluate('window.__work = []');
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    for (const char of TITLE_WITH_ISSUES) {
      await title.press(char === ' ' ? 'Space' : char);
      await page.evaluate(settle);
    }
    const issuesTraced = tracedPerEvent(kept('issues', await browser.stopTracing()), 'input');
    const withIssues = ((await page.evaluate('window.__work')) as number[]).slice();

    console.log(`flow designer (${machineLoad()}: figures stretch with the load; ${made})`);
    let failed = nodes !== NODES || shown !== 1 || issueCount === 0 || !themed;
    if (!themed) console.log("flow designer: Shoelace's theme is not applied on the bench page");
    if (issueCount === 0) console.log('flow designer: releasing the flow showed no issues');
    if (nodes !== NODES) console.log(`flow designer: the bench flow has ${nodes} nodes, not ${NODES}`);
    if (shown !== 1) console.log('flow designer: the typed title did not reach the canvas');
    for (const [name, work, traced] of [['selecting a node (drawer follows)', selecting, selectingTraced], ['typing a node title', typing, typingTraced], ['opening the drawer on a node', opening, openingTraced], [`typing a node title, ${issueCount} issues shown`, withIssues, issuesTraced]] as const) {
      const sorted = [...work].sort((a, b) => a - b);
      const thread = [...traced.cpu].sort((a, b) => a - b);
      const frame = [...traced.frame].sort((a, b) => a - b);
      const frameCpu = [...traced.frameCpu].sort((a, b) => a - b);
      const p95 = percentile(frame, 0.95);
      const over = !(p95 <= FRAME_BUDGET_MS);
      failed ||= over;
      console.log(
        `flow designer, ${nodes} nodes, ${name}: ${work.length} events; frame work (main thread busy through the frame that shows it, ${frame.length} traced) median ${percentile(frame, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${(frame[frame.length - 1] ?? Number.NaN).toFixed(1)} ms (budget p95 ${FRAME_BUDGET_MS} ms)${over ? ' OVER' : ''}; its CPU median ${percentile(frameCpu, 0.5).toFixed(1)} ms, p95 ${percentile(frameCpu, 0.95).toFixed(1)} ms; CPU to the probe median ${percentile(thread, 0.5).toFixed(1)} ms, p95 ${percentile(thread, 0.95).toFixed(1)} ms; probe (event to probe, wall) median ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms`,
      );
    }
    if (failed) process.exitCode = 1;
  } finally {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
