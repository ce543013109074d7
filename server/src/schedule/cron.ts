import { Cron } from 'croner';
import { badRequest } from '../plugins/errors';

/** Longer than any real Quartz expression (seven fields with lists); keeps parsing cheap. */
export const CRON_MAX = 120;
/** How many upcoming runs the form shows. */
export const NEXT_RUNS = 5;

/**
 * Quartz semantics like JNPF: seconds and an optional year field, `?`, `L`, `W`, `6#3`, weekdays
 * 1 = Sunday … 7 = Saturday, and `0/5` style steps.
 */
const OPTIONS = { paused: true, sloppyRanges: true, alternativeWeekdays: true } as const;

/** Parsed expressions by text; tasks share a handful of them. */
const parsed = new Map<string, Cron>();
const PARSED_MAX = 500;

function parse(expression: string): Cron | null {
  const known = parsed.get(expression);
  if (known) return known;
  let cron: Cron;
  try {
    cron = new Cron(expression, OPTIONS);
  } catch {
    return null;
  }
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(expression, cron);
  return cron;
}

/** Blanks collapsed, ends trimmed: the form in which an expression is stored. */
export const normaliseCron = (text: string): string => text.trim().replace(/\s+/g, ' ');

/**
 * The expression as stored, or a 400 saying what is wrong: required, too long, not a Quartz
 * expression, or one that never runs again after `now` (30 February, a past year).
 */
export function checkCron(text: string | null | undefined, now: number): string {
  if (text === undefined || text === null || text.trim() === '') throw badRequest('taskCronRequired');
  const expression = normaliseCron(text);
  if (expression.length > CRON_MAX) throw badRequest('taskCronTooLong', { max: CRON_MAX });
  const fields = expression.split(' ').length;
  if (fields < 6 || fields > 7) throw badRequest('taskCronFields');
  const cron = parse(expression);
  if (!cron) throw badRequest('taskCronInvalid', { cron: expression.slice(0, CRON_MAX) });
  if (!cron.nextRun(new Date(now))) throw badRequest('taskCronNever', { cron: expression });
  return expression;
}

/** The first run strictly after `after` (ms), or null when the expression never runs again. */
export function nextRunAfter(expression: string, after: number): number | null {
  const next = parse(expression)?.nextRun(new Date(after));
  return next ? next.getTime() : null;
}

/** The next `count` runs after `after` (ms). */
export function nextRuns(expression: string, after: number, count: number = NEXT_RUNS): number[] {
  return (parse(expression)?.nextRuns(count, new Date(after)) ?? []).map((date) => date.getTime());
}
