import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { finishLogs, parseBashTimes, runPlan, stepCpu, totalLine, type Outcome, type Step } from './test';

describe('npm test CPU accounting', () => {
  it("reads the children's user and system time from bash's times", () => {
    expect(parseBashTimes('0m0.010s 0m0.002s\n1m2.500s 0m3.250s\n')).toBeCloseTo(65.75);
  });

  it('reads what bash really prints after a child that used CPU', () => {
    const text = execFileSync('bash', ['-c', 'node -e "let x=0; for (let i=0;i<3e7;i++) x+=i" ; times'], { encoding: 'utf8' });
    expect(parseBashTimes(text)).toBeGreaterThan(0);
  });

  it('gives undefined for text that is not the output of times', () => {
    expect(parseBashTimes('')).toBeUndefined();
  });
});

describe('npm test CPU figures', () => {
  it("takes the group's figure when it holds the step, else times's", () => {
    expect(stepCpu(450, 1100)).toEqual({ cpuSeconds: 1100, cpuSource: 'cgroup' });
    // A group the process never joined reads next to nothing.
    expect(stepCpu(450, 0)).toEqual({ cpuSeconds: 450, cpuSource: 'times' });
    expect(stepCpu(450, undefined)).toEqual({ cpuSeconds: 450, cpuSource: 'times' });
    expect(stepCpu(undefined, undefined)).toEqual({});
  });

  it("adds the cores' busy share only when every step was measured in full", () => {
    const steps: Outcome[] = [
      { script: 'build', ok: true, seconds: 45, cpuSeconds: 65, cpuSource: 'cgroup' },
      { script: 'test:e2e', ok: true, seconds: 600, cpuSeconds: 1135, cpuSource: 'cgroup' },
    ];
    expect(totalLine(700, steps, 2)).toBe('  total 700 s, CPU 1200 s: 86 % of 2 cores');
    expect(totalLine(700, [...steps, { script: 'lint', ok: true, seconds: 9, cpuSeconds: 9, cpuSource: 'times' }], 2)).toBe('  total 700 s');
  });
});

describe('npm test plan', () => {
  /** A runner whose steps end when the test says so, and which records what started and ended when. */
  function fakeRunner(failing: readonly string[] = []) {
    const events: string[] = [];
    const pending = new Map<string, () => void>();
    const runStep = (step: Step) => {
      events.push(`start ${step.script}`);
      return new Promise<Outcome>((resolve) => {
        pending.set(step.script, () => {
          events.push(`end ${step.script}`);
          resolve({ script: step.script, ok: !failing.includes(step.script), seconds: 1 });
        });
      });
    };
    const flush = () => new Promise((resolve) => setImmediate(resolve));
    const finish = async (script: string) => {
      await flush();
      const end = pending.get(script);
      if (!end) throw new Error(`${script} has not started; started: ${events.join(', ')}`);
      pending.delete(script);
      end();
      await flush();
    };
    return { events, runStep, finish };
  }

  it('installs the browser beside the build and starts the e2e suite only when both are done', async () => {
    const fake = fakeRunner();
    const plan = runPlan(fake.runStep, false);
    await fake.finish('build');
    expect(fake.events).toEqual(['start ensure-chromium', 'start typecheck', 'start build', 'end build']);
    await fake.finish('ensure-chromium');
    expect(fake.events.slice(-2)).toEqual(['end ensure-chromium', 'start test:e2e']);
    await fake.finish('typecheck');
    await fake.finish('lint');
    await fake.finish('test:e2e');
    expect(fake.events.at(-1)).toBe('start test:unit');
    await fake.finish('test:unit');
    expect((await plan).map((outcome) => outcome.script)).toEqual(['typecheck', 'lint', 'ensure-chromium', 'build', 'test:e2e', 'test:unit']);
  });

  it('skips only the e2e suite when the browser cannot be installed', async () => {
    const fake = fakeRunner(['ensure-chromium']);
    const plan = runPlan(fake.runStep, false);
    await fake.finish('ensure-chromium');
    await fake.finish('build');
    await fake.finish('typecheck');
    await fake.finish('lint');
    await fake.finish('test:unit');
    const outcomes = await plan;
    expect(outcomes.map((outcome) => `${outcome.script} ${outcome.ok}`)).toEqual([
      'typecheck true', 'lint true', 'ensure-chromium false', 'build true', 'test:unit true',
    ]);
    expect(fake.events).not.toContain('start test:e2e');
  });

  it('runs jest beside the e2e suite when asked', async () => {
    const fake = fakeRunner();
    const plan = runPlan(fake.runStep, true);
    await fake.finish('ensure-chromium');
    await fake.finish('build');
    expect(fake.events.slice(-2)).toEqual(['start test:e2e', 'start test:unit']);
    for (const script of ['typecheck', 'lint', 'test:e2e', 'test:unit']) await fake.finish(script);
    expect(await plan).toHaveLength(6);
  });
});

describe('npm test logs', () => {
  const passed = (script: string): Outcome => ({ script, ok: true, seconds: 1 });
  function logDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-test-logs-'));
    writeFileSync(path.join(dir, 'build.log'), 'built\n');
    return dir;
  }

  it('removes the run’s log folder when every step passed', () => {
    const dir = logDir();
    try {
      expect(finishLogs(dir, [passed('build'), passed('test:e2e')], false)).toBe('removed');
      expect(existsSync(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps it when a step failed, when nothing ran, or when asked to', () => {
    const dir = logDir();
    try {
      expect(finishLogs(dir, [passed('build'), { script: 'test:e2e', ok: false, seconds: 1 }], false)).toBe('kept');
      expect(finishLogs(dir, [], false)).toBe('kept');
      expect(finishLogs(dir, [passed('build')], true)).toBe('kept');
      expect(existsSync(path.join(dir, 'build.log'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
