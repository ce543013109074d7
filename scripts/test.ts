// `npm test`: every check the README promises — type checks, lint, unit and server tests (jest),
// the build and the e2e suite in headless Chromium — scheduled for a 2-core machine.
//
// The e2e suite looked as if it waited more than it computed (bash's `times` said it kept about 0.6
// of CI's two cores busy for its 1,036 s; jest then took 373 s more), but `times` never counted
// Chromium's renderer, GPU and zygote processes: a /proc sampler finds Chromium 60 % of the suite's
// CPU, so the cores were busy. Running jest beside it was measured too and did not pay: from a clean clone on the 2-core machine, jest beside e2e took 1,876 s in
// all (e2e 1,670 s with 795 CPU-s, jest 1,804 s with 912 CPU-s): both slowed each other and spent
// more CPU, against 1,479–1,630 s one after the other. Measured again on 2026-11-28, with jest a third
// of that: 568 and 578 s beside, 561 and 609 s one after the other, 5-13 % more CPU beside. So jest runs after the e2e suite;
// ATRIUM_TEST_JEST_BESIDE_E2E=1 runs it beside (the e2e suite reads toasts from a record the page
// keeps, e2e/tests/toasts.ts, so a busier machine no longer makes it miss one).
//
// The type checks and lint are pure CPU work with no clock in them, so they start at once at a low
// scheduling priority (nice 10): the kernel hands them what the build, the browser and jest leave.
// (jest must not be niced: tried at nice 10 beside the e2e suite on a loaded machine, it was starved
// until a server test's beforeAll passed its 20 s budget.)
//
// ATRIUM_TEST_SEQUENTIAL=1 runs the same steps one after another at normal priority (what the
// scripts `typecheck`, `lint`, `test:unit`, `build` and `test:e2e` each run on their own).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './packages';
import { summariseE2eReport } from './e2eReportSummary';
import { cpuMeter } from './cpu-meter';

export interface Step {
  script: string;
  /** Runs at nice 10: CPU work with no clock in it, which may take only what the rest leaves. */
  lowPriority?: boolean;
}

export interface Outcome {
  script: string;
  ok: boolean;
  seconds: number;
  cpuSeconds?: number;
  /** Where cpuSeconds came from: the step's control group (everything) or bash's `times` (reaped children only). */
  cpuSource?: 'cgroup' | 'times';
}

const npm = 'npm';
// Made when the run starts, not when this module is imported (its tests import it).
let madeLogDir: string | undefined;
function logDirOfRun(): string {
  madeLogDir ??= mkdtempSync(path.join(tmpdir(), 'atrium-test-'));
  return madeLogDir;
}
// CI shows only the end of the output: the summary repeats which e2e tests failed or were slow,
// read from Playwright's JSON report (unless the caller asked for the report elsewhere).
function e2eReportFile(): string {
  return process.env.ATRIUM_E2E_REPORT ?? path.join(logDirOfRun(), 'e2e-report.json');
}

/**
 * Runs `npm run <script>`; in the background its output goes to a file, printed when it ends.
 * On a 2-core CI machine the CPU seconds, not the wall time of one step, say what the suite can
 * still save: the step runs in a control group of its own where it can (cpu-meter.ts), which counts
 * Chromium's processes too; bash's `times` (reaped children only) is the fallback.
 */
function run(step: Step, mode: 'foreground' | 'background'): Promise<Outcome> {
  const started = Date.now();
  const log = path.join(logDirOfRun(), `${step.script.replace(/\W/g, '-')}.log`);
  const timesFile = path.join(logDirOfRun(), `${step.script.replace(/\W/g, '-')}.times`);
  const nice = step.lowPriority ? 'nice -n 10 ' : '';
  const meter = cpuMeter(step.script);
  // Joins the group before npm starts, so every process of the step is born inside it.
  const join = meter ? '{ echo $$ > "$2"; } 2>/dev/null; ' : '';
  const script = `${join}${nice}${npm} run "$0"; status=$?; times > "$1"; exit $status`;
  return new Promise((resolve) => {
    const child = spawn('bash', ['-c', script, step.script, timesFile, meter?.procsFile ?? ''], {
      cwd: repoRoot,
      stdio: mode === 'foreground' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ATRIUM_E2E_REPORT: e2eReportFile() },
    });
    if (mode === 'background') {
      const file = createWriteStream(log);
      child.stdout?.pipe(file);
      child.stderr?.pipe(file);
    }
    child.on('close', (code) => {
      const cpu = stepCpu(childCpuSeconds(timesFile), meter?.seconds());
      meter?.dispose();
      const outcome: Outcome = { script: step.script, ok: code === 0, seconds: (Date.now() - started) / 1000, ...cpu };
      if (mode === 'background') {
        // A passing step's output is its summary; a failing one's is what the developer needs to read.
        const text = readFileSync(log, 'utf8');
        process.stdout.write(`\n── npm run ${step.script}: ${outcome.ok ? 'passed' : 'FAILED'} (${outcome.seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(outcome.ok ? tail(text, 12) : text);
        process.stdout.write('\n');
      }
      resolve(outcome);
    });
  });
}

/** The children's user + system CPU from bash's `times` (its second line: `0m12.340s 0m1.020s`). */
export function parseBashTimes(text: string): number | undefined {
  const line = text.trim().split('\n')[1];
  const parts = line?.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/);
  if (!parts) return undefined;
  return Number(parts[1]) * 60 + Number(parts[2]) + Number(parts[3]) * 60 + Number(parts[4]);
}

/**
 * The group's figure when it took the step (it holds at least what `times` saw); else `times`'s.
 * A group that could not take the process (a cgroup v2 parent with controllers of its own) reads ~0.
 */
export function stepCpu(timesSeconds: number | undefined, groupSeconds: number | undefined): Pick<Outcome, 'cpuSeconds' | 'cpuSource'> {
  if (groupSeconds !== undefined && groupSeconds >= (timesSeconds ?? 0) && groupSeconds > 0) return { cpuSeconds: groupSeconds, cpuSource: 'cgroup' };
  return timesSeconds === undefined ? {} : { cpuSeconds: timesSeconds, cpuSource: 'times' };
}

function childCpuSeconds(file: string): number | undefined {
  return existsSync(file) ? parseBashTimes(readFileSync(file, 'utf8')) : undefined;
}

/** The run's wall time and, when every step was measured by its group, the share of the cores it kept busy. */
export function totalLine(seconds: number, outcomes: readonly Outcome[], cores = availableParallelism()): string {
  const line = `  total ${seconds.toFixed(0)} s`;
  if (outcomes.length === 0 || outcomes.some((outcome) => outcome.cpuSource !== 'cgroup')) return line;
  const cpu = outcomes.reduce((sum, outcome) => sum + (outcome.cpuSeconds ?? 0), 0);
  return `${line}, CPU ${cpu.toFixed(0)} s: ${((100 * cpu) / (seconds * cores)).toFixed(0)} % of ${cores} cores`;
}

/**
 * The run's log folder goes when every step passed (its summary is already printed), as the e2e
 * suite's run folder does; a failed run keeps it, since its logs are what the developer reads next.
 * Every run used to leave one in the temp folder for good. ATRIUM_TEST_KEEP_LOGS=1 keeps it anyway.
 */
export function finishLogs(dir: string, outcomes: readonly Outcome[], keepAsked: boolean): 'kept' | 'removed' {
  if (keepAsked || outcomes.length === 0 || outcomes.some((outcome) => !outcome.ok)) return 'kept';
  rmSync(dir, { recursive: true, force: true });
  return 'removed';
}

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

type Runner = (step: Step, mode: 'foreground' | 'background') => Promise<Outcome>;

/** Runs the steps one after another, each whatever the one before it gave. */
async function inOrder(runStep: Runner, steps: readonly Step[], mode: 'foreground' | 'background'): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await runStep(step, mode);
    outcomes.push(outcome);
  }
  return outcomes;
}

const checks: Step[] = [{ script: 'typecheck', lowPriority: true }, { script: 'lint', lowPriority: true }];
// Debian's Chromium, installed with apt-get when missing (test:e2e checks again, a no-op by then).
// On a fresh machine that is apt-get update plus about 117 MB of packages: mostly waiting on the
// network and the disk, so it goes beside the build instead of after it, on the suite's longest path.
const browser: Step = { script: 'ensure-chromium' };
const build: Step = { script: 'build' };
const e2e: Step = { script: 'test:e2e' };
const unit: Step = { script: 'test:unit' };

/**
 * The 2-core plan: the checks from the start at low priority; the browser install beside the build;
 * the e2e suite once both are done, then jest (or beside it, `jestBesideE2e`). A failed build skips
 * the rest of its line; a failed browser install skips only the e2e suite.
 */
export async function runPlan(runStep: Runner, jestBesideE2e: boolean): Promise<Outcome[]> {
  // Started first: apt-get and dpkg hold locks, so only this one ever installs.
  const browserReady = runStep(browser, 'background');
  const [background, foreground] = await Promise.all([
    inOrder(runStep, checks, 'background'),
    (async (): Promise<Outcome[]> => {
      const built = await runStep(build, 'foreground');
      const installed = await browserReady;
      if (!built.ok) return [installed, built];
      if (!installed.ok) return [installed, built, await runStep(unit, 'foreground')];
      if (!jestBesideE2e) {
        const browserRun = await runStep(e2e, 'foreground');
        return [installed, built, browserRun, await runStep(unit, 'foreground')];
      }
      const [browserRun, jest] = await Promise.all([runStep(e2e, 'foreground'), runStep(unit, 'background')]);
      return [installed, built, browserRun, jest];
    })(),
  ]);
  return [...background, ...foreground];
}

async function main(): Promise<void> {
  const started = Date.now();
  let outcomes: Outcome[];
  if (process.env.ATRIUM_TEST_SEQUENTIAL === '1') {
    outcomes = await inOrder(run, [...checks, unit, build, e2e].map((step) => ({ script: step.script })), 'foreground');
  } else {
    const beside = process.env.ATRIUM_TEST_JEST_BESIDE_E2E === '1';
    process.stdout.write(`npm test: typecheck then lint at low priority from the start; build beside ensure-chromium, then test:e2e ${beside ? 'beside' : 'then'} test:unit; background output follows when each ends (logs in ${logDirOfRun()}, removed when every step passes)\n`);
    outcomes = await runPlan(run, beside);
  }
  process.stdout.write('\nnpm test summary\n');
  for (const outcome of outcomes) {
    const source = outcome.cpuSource === 'times' ? ' (reaped children only)' : '';
    const cpu = outcome.cpuSeconds === undefined ? '' : `, CPU ${outcome.cpuSeconds.toFixed(0)} s${source}`;
    process.stdout.write(`  ${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.script} (${outcome.seconds.toFixed(0)} s${cpu})\n`);
  }
  process.stdout.write(`${totalLine((Date.now() - started) / 1000, outcomes)}\n`);
  if (outcomes.some((outcome) => outcome.script === 'test:e2e')) process.stdout.write(summariseE2eReport(e2eReportFile()));
  if (madeLogDir !== undefined) {
    if (finishLogs(madeLogDir, outcomes, process.env.ATRIUM_TEST_KEEP_LOGS === '1') === 'kept') process.stdout.write(`logs kept in ${madeLogDir}\n`);
  }
  if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
}

if (require.main === module) void main();
