import { execFileSync } from 'node:child_process';
import { parseBashTimes } from './test';

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
