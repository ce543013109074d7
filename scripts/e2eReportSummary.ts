// Reads Playwright's JSON report and says, in a few lines, what a developer needs from a CI log
// that shows only its end: the tests that failed (with the first lines of their error), the ones
// that were flaky, and the slowest, with the run's totals; and how often the page fixtures reused a
// page (e2e/tests/warm-pages.ts, readOnlyTest), which is where the suite's CPU goes or is saved.
import { existsSync, readFileSync } from 'node:fs';

interface ReportError {
  message?: string;
  location?: { file: string; line: number; column: number };
}
interface ReportResult {
  status: string;
  duration: number;
  error?: ReportError;
  errors?: ReportError[];
}
interface ReportTest {
  projectName: string;
  status: string;
  results: ReportResult[];
  annotations?: { type: string; description?: string }[];
}
interface ReportSpec {
  title: string;
  file: string;
  line: number;
  tests: ReportTest[];
}
interface ReportSuite {
  title: string;
  specs?: ReportSpec[];
  suites?: ReportSuite[];
}
interface Report {
  suites: ReportSuite[];
  stats?: { duration?: number; expected?: number; unexpected?: number; flaky?: number; skipped?: number };
}

export interface E2eTestLine {
  title: string;
  project: string;
  status: string;
  seconds: number;
  error: string;
}

// ANSI colour codes Playwright puts in error messages.
// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g;

/**
 * The first lines of one error and where it happened. A test that runs out of time has two: the
 * timeout itself, which says nothing of where, and the step it was waiting in, which does.
 */
function describeError(error: ReportError): string {
  const where = error.location ? ` (at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line})` : '';
  const lines = (error.message ?? '').replace(ansi, '').split('\n').filter((line) => line.trim()).slice(0, 4);
  if (lines.length) lines[0] += where;
  return lines.join('\n      ');
}

export function e2eTests(report: Report): E2eTestLine[] {
  const lines: E2eTestLine[] = [];
  const walk = (suite: ReportSuite, trail: string[]): void => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results[test.results.length - 1];
        const errors = last?.errors?.length ? last.errors : last?.error ? [last.error] : [];
        lines.push({
          title: `${spec.file}:${spec.line} ${[...here.slice(1), spec.title].join(' › ')}`,
          project: test.projectName,
          status: test.status,
          seconds: test.results.reduce((sum, result) => sum + result.duration, 0) / 1000,
          error: errors.slice(0, 3).map(describeError).join('\n      '),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return lines;
}

/** Every annotation of the report's tests, in order. */
function annotations(report: Report): { type: string; description: string }[] {
  const found: { type: string; description: string }[] = [];
  const walk = (suite: ReportSuite): void => {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) for (const note of test.annotations ?? []) found.push({ type: note.type, description: note.description ?? '' });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return found;
}

/**
 * One line on page reuse: the warm pages and readOnlyTest's kept portals, new against reused, and
 * why warm contexts were closed (the commonest reasons first); empty when no test said.
 */
export function pageReuseLine(report: Report): string {
  const notes = annotations(report);
  const count = (type: string, description: string): number => notes.filter((note) => note.type === type && note.description === description).length;
  const parts: string[] = [];
  for (const [type, name] of [['warm-page', 'warm pages'], ['kept-portal', 'kept portals']] as const) {
    const reused = count(type, 'reused');
    const fresh = count(type, 'new');
    if (reused + fresh > 0) parts.push(`${name} ${reused} reused, ${fresh} new`);
  }
  const reasons = new Map<string, number>();
  for (const note of notes) if (note.type === 'warm-page-closed') reasons.set(note.description, (reasons.get(note.description) ?? 0) + 1);
  if (reasons.size > 0) {
    const listed = [...reasons].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, 4).map(([reason, times]) => `${reason} ${times}`);
    parts.push(`warm contexts closed after: ${listed.join(', ')}`);
  }
  return parts.length > 0 ? `  pages: ${parts.join('; ')}` : '';
}

export function summariseE2eReport(file: string): string {
  if (!existsSync(file)) return '\ne2e: no JSON report was written (the suite did not start)\n';
  let report: Report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  } catch (error) {
    return `\ne2e: the JSON report ${file} could not be read (${String(error)})\n`;
  }
  const tests = e2eTests(report);
  const out: string[] = [];
  const stats = report.stats;
  out.push(`\ne2e: ${stats?.expected ?? 0} passed, ${stats?.unexpected ?? 0} failed, ${stats?.flaky ?? 0} flaky, ${stats?.skipped ?? 0} skipped in ${((stats?.duration ?? 0) / 1000).toFixed(0)} s`);
  const failed = tests.filter((test) => test.status === 'unexpected');
  const flaky = tests.filter((test) => test.status === 'flaky');
  for (const test of failed) out.push(`  FAILED [${test.project}] ${test.title} (${test.seconds.toFixed(1)} s)\n      ${test.error}`);
  for (const test of flaky) out.push(`  FLAKY  [${test.project}] ${test.title}`);
  const slowest = [...tests].sort((a, b) => b.seconds - a.seconds).slice(0, 5);
  const reuse = pageReuseLine(report);
  if (reuse) out.push(reuse);
  out.push(`  slowest: ${slowest.map((test) => `${test.title.split(' ').slice(1).join(' ')} [${test.project}] ${test.seconds.toFixed(0)} s`).join('; ')}`);
  return `${out.join('\n')}\n`;
}
