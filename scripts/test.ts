// `npm test`: every check the README promises — type checks, lint, unit and server tests (jest),
// the build and the e2e suite in headless Chromium — scheduled for a 2-core machine.
//
// The e2e suite is bound by latency, not by CPU: measured in a full run it kept about 0.6 of two
// cores busy for its 10 minutes, while the type checks, lint and jest are pure CPU work that had to
// wait for it (or it for them) when everything ran in a row. So the CPU-bound checks run beside the
// build and the e2e suite at a low scheduling priority (nice 10): the kernel hands them mostly the
// CPU time the browser, the server and Playwright leave unused, so the e2e suite runs at nearly the
// speed it would alone and nothing waits for what could have run meanwhile. Not nice 19: at that
// weight (1.5 % of a busy core) a burst of e2e work could stall a jest test past its time budget;
// at nice 10 a check keeps about a tenth of a core that the e2e suite wants.
//
// ATRIUM_TEST_SEQUENTIAL=1 runs the same steps one after another at normal priority (what the
// scripts `typecheck`, `lint`, `test:unit`, `build` and `test:e2e` each run on their own).
import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './packages';

interface Step {
  script: string;
}

interface Outcome {
  script: string;
  ok: boolean;
  seconds: number;
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const logDir = mkdtempSync(path.join(tmpdir(), 'atrium-test-'));

/** Runs `npm run <script>`; in the background its output goes to a file, printed when it ends. */
function run(step: Step, mode: 'foreground' | 'background'): Promise<Outcome> {
  const started = Date.now();
  const command = mode === 'background' ? ['nice', ['-n', '10', npm, 'run', step.script]] as const : [npm, ['run', step.script]] as const;
  const log = path.join(logDir, `${step.script.replace(/\W/g, '-')}.log`);
  return new Promise((resolve) => {
    const child = spawn(command[0], [...command[1]], {
      cwd: repoRoot,
      stdio: mode === 'foreground' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    if (mode === 'background') {
      const file = createWriteStream(log);
      child.stdout?.pipe(file);
      child.stderr?.pipe(file);
    }
    child.on('close', (code) => {
      const outcome = { script: step.script, ok: code === 0, seconds: (Date.now() - started) / 1000 };
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

function tail(text: string, lines: number): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs the steps one after another; with `stopOnFailure`, a failed step skips the rest (e2e on a failed build). */
async function inOrder(steps: readonly Step[], mode: 'foreground' | 'background', stopOnFailure = false): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const step of steps) {
    const outcome = await run(step, mode);
    outcomes.push(outcome);
    if (!outcome.ok && stopOnFailure) break;
  }
  return outcomes;
}

const checks: Step[] = [{ script: 'typecheck' }, { script: 'lint' }, { script: 'test:unit' }];
const browser: Step[] = [{ script: 'build' }, { script: 'test:e2e' }];

async function main(): Promise<void> {
  const started = Date.now();
  let outcomes: Outcome[];
  if (process.env.ATRIUM_TEST_SEQUENTIAL === '1') {
    outcomes = await inOrder([...checks, ...browser], 'foreground');
  } else {
    process.stdout.write(`npm test: ${checks.map((step) => step.script).join(', ')} run at low priority beside ${browser.map((step) => step.script).join(' then ')}; their output follows when each ends (logs in ${logDir})\n`);
    // The e2e suite needs the build; the checks need nothing and take only the CPU left over.
    const [background, foreground] = await Promise.all([inOrder(checks, 'background'), inOrder(browser, 'foreground', true)]);
    outcomes = [...background, ...foreground];
  }
  process.stdout.write('\nnpm test summary\n');
  for (const outcome of outcomes) process.stdout.write(`  ${outcome.ok ? 'ok  ' : 'FAIL'} ${outcome.script} (${outcome.seconds.toFixed(0)} s)\n`);
  process.stdout.write(`  total ${((Date.now() - started) / 1000).toFixed(0)} s\n`);
  if (outcomes.some((outcome) => !outcome.ok)) process.exit(1);
}

void main();
