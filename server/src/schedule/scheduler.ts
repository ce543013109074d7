import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { newId } from '../db/ids';
import { ApiError } from '../plugins/errors';
import { ActionRegistry, type ScheduleAction, type TaskParams } from './actions';
import { nextRunAfter } from './cron';
import {
  claimDue,
  claimManual,
  dueTasks,
  earliestDue,
  findTask,
  insertLog,
  releaseClaim,
  releaseStaleClaims,
  skipDue,
  type ActionType,
  type RunResult,
  type Task,
  type TaskLog,
  type Trigger,
} from './repository';

/** The timer sleeps at most this long, so tasks added by another process are seen within it. */
export const MAX_SLEEP_MS = 5000;
/** Timers may fire a hair early; waking this much after the due time avoids a second, clamped wait. */
const LATE_MS = 5;
const MIN_SLEEP_MS = 20;
/** Due tasks taken per wake-up; more wait for the next one (a moment later). */
const BATCH = 50;
/** History messages are summaries; an error's text is cut to this. */
const MESSAGE_MAX = 1000;

/** Starts a timeout of `ms` calling `onTimeout`; returns its cancel. Tests pass one they fire by hand. */
export type TimeoutTimer = (ms: number, onTimeout: () => void) => () => void;

const realTimer: TimeoutTimer = (ms, onTimeout) => {
  const handle = setTimeout(onTimeout, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

/** Finds the action of a task of one kind by its id ('builtin' by the registry; others plug in). */
export type ActionResolver = (actionId: string) => ScheduleAction | undefined;

interface Outcome {
  result: RunResult;
  message: string;
}

interface Run {
  controller: AbortController;
  interrupt: (outcome: Outcome) => void;
  done: Promise<TaskLog>;
}

/** An API refusal is kept as its message key and parameters (read in each reader's language); other errors as their text. */
const errorText = (error: unknown): string => {
  if (error instanceof ApiError) return JSON.stringify({ key: error.key, params: error.params, messageParams: error.messageParams }).slice(0, MESSAGE_MAX);
  return (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX);
};

function parseParams(text: string): TaskParams {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as TaskParams) : {};
  } catch {
    return {};
  }
}

/**
 * Runs scheduled tasks. One timer wakes at the next due time (at most MAX_SLEEP_MS later, unref'd);
 * each due task is claimed in the database before it runs (repository.claimDue), so processes
 * sharing the database never run a task twice and a task never overlaps itself; a run is raced
 * against its timeout (recorded as 'timeout', its signal aborted); the claim is released and the
 * history row written in one transaction. Missed runs while the server was down run once: the
 * next time is computed from the moment of the run, not from the missed slot.
 */
export class Scheduler {
  readonly actions = new ActionRegistry();
  readonly resolvers = new Map<ActionType, ActionResolver>([['builtin', (id) => this.actions.find(id)]]);
  timeoutTimer: TimeoutTimer = realTimer;
  private readonly runs = new Map<string, Run>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = true;

  constructor(private readonly app: FastifyInstance) {}

  private get db() {
    return this.app.db;
  }

  /** The action a task names, or undefined when it no longer exists. */
  resolve(actionType: ActionType, actionId: string): ScheduleAction | undefined {
    return this.resolvers.get(actionType)?.(actionId);
  }

  /** Releases claims left by a process that died mid-run (each gets an "interrupted" row), then starts the timer. */
  start(now: number = this.app.clock()): void {
    for (const stale of releaseStaleClaims(this.db, now)) {
      this.record({ id: newId(now), taskId: stale.id, trigger: 'schedule', startTime: stale.runningSince, endTime: now, duration: now - stale.runningSince, result: 'failure', message: 'interrupted', userId: null });
    }
    this.stopped = false;
    this.arm();
  }

  /** No more automatic wake-ups (runs in progress go on; tests drive the scheduler with tick()). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Stops the timer and interrupts runs in progress, releasing their claims. */
  async close(): Promise<void> {
    this.stop();
    for (const run of this.runs.values()) {
      run.controller.abort(new Error('server stopping'));
      run.interrupt({ result: 'failure', message: 'interrupted' });
    }
    await Promise.allSettled([...this.runs.values()].map((run) => run.done));
  }

  /** Re-plans the timer (a task was created, changed or enabled). */
  wake(): void {
    if (!this.stopped) this.arm();
  }

  /** How many runs this process has in progress. */
  get active(): number {
    return this.runs.size;
  }

  private arm(): void {
    if (this.timer) clearTimeout(this.timer);
    let delay = MAX_SLEEP_MS;
    try {
      const due = earliestDue(this.db);
      if (due !== null) delay = Math.min(MAX_SLEEP_MS, Math.max(MIN_SLEEP_MS, due - this.app.clock() + LATE_MS));
    } catch (error) {
      this.app.log.error({ err: error }, 'scheduler: could not read the next due time');
    }
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      try {
        this.poll(this.app.clock());
      } catch (error) {
        this.app.log.error({ err: error }, 'scheduler: could not start due tasks');
      }
      this.arm();
    }, delay);
    this.timer.unref();
  }

  /** Starts every task due at `now`; resolves when the runs it started have ended (tests). */
  async tick(now: number = this.app.clock()): Promise<TaskLog[]> {
    return Promise.all(this.poll(now));
  }

  private poll(now: number): Promise<TaskLog>[] {
    const started: Promise<TaskLog>[] = [];
    for (const task of dueTasks(this.db, now, BATCH)) {
      const seenDue = task.nextRunTime as number;
      const next = nextRunAfter(task.cron, now);
      const token = randomUUID();
      if (claimDue(this.db, task.id, seenDue, token, now, next)) {
        started.push(this.launch(task, 'schedule', token, now, null));
      } else if (skipDue(this.db, task.id, seenDue, next)) {
        this.record({ id: newId(now), taskId: task.id, trigger: 'schedule', startTime: now, endTime: now, duration: 0, result: 'skipped', message: '', userId: null });
      }
    }
    return started;
  }

  /**
   * Runs a task now for a user. Resolves with the run's history row when it ends within `waitMs`,
   * with null when it is still running then, and with 'running' (a skipped row recorded) when a
   * run in progress holds the task.
   */
  async runNow(taskId: string, userId: string, waitMs: number): Promise<TaskLog | null | 'running'> {
    const task = findTask(this.db, taskId);
    if (!task) return null;
    const now = this.app.clock();
    const token = randomUUID();
    if (!claimManual(this.db, task.id, token, now)) {
      this.record({ id: newId(now), taskId: task.id, trigger: 'manual', startTime: now, endTime: now, duration: 0, result: 'skipped', message: '', userId });
      return 'running';
    }
    const done = this.launch(task, 'manual', token, now, userId);
    let cancel = (): void => undefined;
    const waited = new Promise<null>((resolve) => {
      const handle = setTimeout(() => resolve(null), waitMs);
      handle.unref();
      cancel = () => clearTimeout(handle);
    });
    try {
      return await Promise.race([done, waited]);
    } finally {
      cancel();
    }
  }

  private launch(task: Task, trigger: Trigger, token: string, start: number, userId: string | null): Promise<TaskLog> {
    const controller = new AbortController();
    let interrupt: (outcome: Outcome) => void = () => undefined;
    const interrupted = new Promise<Outcome>((resolve) => {
      interrupt = resolve;
    });
    const cancelTimeout = this.timeoutTimer(task.timeout * 1000, () => interrupt({ result: 'timeout', message: '' }));
    const action = this.resolve(task.actionType, task.actionId);
    const failed = (error: unknown): Outcome => ({ result: 'failure', message: errorText(error) });
    let work: Promise<Outcome>;
    if (!action) {
      work = Promise.resolve({ result: 'failure', message: `action not found: ${task.actionType} ${task.actionId}` });
    } else {
      try {
        work = action
          .run({ app: this.app, db: this.db, params: parseParams(task.params), now: start, signal: controller.signal })
          .then((message): Outcome => ({ result: 'success', message: message.slice(0, MESSAGE_MAX) }), failed);
      } catch (error) {
        work = Promise.resolve(failed(error));
      }
    }
    const done = Promise.race([work, interrupted]).then((outcome) => {
      cancelTimeout();
      if (outcome.result !== 'success' && !controller.signal.aborted) controller.abort(new Error(outcome.result));
      const end = Math.max(start, this.app.clock());
      const log: TaskLog = { id: newId(end), taskId: task.id, trigger, startTime: start, endTime: end, duration: end - start, result: outcome.result, message: outcome.message, userId };
      try {
        this.db.transaction(() => {
          releaseClaim(this.db, task.id, token, outcome.result, start);
          insertLog(this.db, log);
        })();
      } catch (error) {
        this.app.log.error({ err: error, taskId: task.id }, 'scheduler: could not record a run');
      }
      if (outcome.result !== 'success') this.app.log.warn({ taskId: task.id, result: outcome.result, message: outcome.message }, 'scheduled task did not succeed');
      return log;
    }).finally(() => {
      this.runs.delete(token);
      this.wake();
    });
    this.runs.set(token, { controller, interrupt, done });
    return done;
  }

  private record(log: TaskLog): void {
    try {
      insertLog(this.db, log);
    } catch (error) {
      this.app.log.error({ err: error, taskId: log.taskId }, 'scheduler: could not record a run');
    }
  }
}
