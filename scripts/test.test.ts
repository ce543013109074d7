import { execFileSync } from 'node:child_process';
import { parseBashTimes, stepCpu, totalLine, type Outcome } from './test';

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
