import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { e2eTests, pageReuseLine, summariseE2eReport } from './e2eReportSummary';

const report = {
  stats: { duration: 61_000, expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
  suites: [
    {
      title: 'chat.spec.ts',
      specs: [],
      suites: [
        {
          title: 'chat',
          specs: [
            { title: 'sends', file: 'chat.spec.ts', line: 12, tests: [{ projectName: 'parallel', status: 'expected', results: [{ status: 'passed', duration: 2_000 }] }] },
            {
              title: 'shows history',
              file: 'chat.spec.ts',
              line: 40,
              tests: [{ projectName: 'phone', status: 'unexpected', results: [{ status: 'failed', duration: 15_500, error: { message: '\u001b[31mError: expect(locator).toBeVisible()\u001b[39m\n\nLocator: x' } }] }],
            },
          ],
        },
      ],
    },
  ],
};

describe('e2e report summary', () => {
  it('names each test with its describe trail, project and status', () => {
    expect(e2eTests(report)).toEqual([
      { title: 'chat.spec.ts:12 chat › sends', project: 'parallel', status: 'expected', seconds: 2, error: '' },
      { title: 'chat.spec.ts:40 chat › shows history', project: 'phone', status: 'unexpected', seconds: 15.5, error: 'Error: expect(locator).toBeVisible()\n      Locator: x' },
    ]);
  });

  it('prints the failed test with its error, without colour codes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'e2e-summary-'));
    const file = path.join(dir, 'report.json');
    writeFileSync(file, JSON.stringify(report));
    let text: string;
    try {
      text = summariseE2eReport(file);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(text).toContain('1 passed, 1 failed');
    expect(text).toContain('FAILED [phone] chat.spec.ts:40 chat › shows history (15.5 s)');
    expect(text).toContain('Error: expect(locator).toBeVisible()');
    expect(text).not.toContain('\u001b');
  });

  it('gives a timed-out test the step it was waiting in and where, not only the timeout', () => {
    const timedOut = {
      suites: [{
        title: 'm.spec.ts',
        specs: [{
          title: 'sends mail',
          file: 'm.spec.ts',
          line: 50,
          tests: [{
            projectName: 'parallel',
            status: 'unexpected',
            results: [{
              status: 'timedOut',
              duration: 90_000,
              error: { message: 'Test timeout of 90000ms exceeded.' },
              errors: [
                { message: 'Test timeout of 90000ms exceeded.' },
                { message: "Error: locator.click: Test timeout of 90000ms exceeded.\nCall log:\n  - waiting for getByRole('button', { name: 'Welcome Ada' })", location: { file: '/ci/e2e/tests/m.spec.ts', line: 177, column: 5 } },
              ],
            }],
          }],
        }],
      }],
    };
    expect(e2eTests(timedOut)[0]?.error).toBe(
      "Test timeout of 90000ms exceeded.\n      Error: locator.click: Test timeout of 90000ms exceeded. (at tests/m.spec.ts:177)\n      Call log:\n        - waiting for getByRole('button', { name: 'Welcome Ada' })",
    );
  });

  it('says so when the suite wrote no report', () => {
    expect(summariseE2eReport('/nonexistent/report.json')).toContain('no JSON report');
  });

  it('counts the pages the fixtures reused and says why warm contexts were closed', () => {
    const test = (notes: [string, string][]) => ({ projectName: 'parallel', status: 'expected', results: [], annotations: notes.map(([type, description]) => ({ type, description })) });
    const withNotes = {
      suites: [
        {
          title: 'a.spec.ts',
          specs: [
            { title: 'one', file: 'a.spec.ts', line: 1, tests: [test([['warm-page', 'new'], ['warm-page-closed', 'page.addInitScript()']])] },
            { title: 'two', file: 'a.spec.ts', line: 2, tests: [test([['warm-page', 'new']])] },
            { title: 'three', file: 'a.spec.ts', line: 3, tests: [test([['warm-page', 'reused'], ['warm-page-closed', 'the test failed']])] },
            { title: 'four', file: 'a.spec.ts', line: 4, tests: [test([['warm-page', 'reused'], ['warm-page-closed', 'page.addInitScript()']])] },
            { title: 'five', file: 'a.spec.ts', line: 5, tests: [test([['kept-portal', 'reused'], ['slow', '']])] },
          ],
        },
      ],
    };
    expect(pageReuseLine(withNotes)).toBe('  pages: warm pages 2 reused, 2 new; kept portals 1 reused, 0 new; warm contexts closed after: page.addInitScript() 2, the test failed 1');
    expect(pageReuseLine(report)).toBe('');
  });
});
