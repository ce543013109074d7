// The scheduler driven by an injected clock and a hand-fired timeout (no sleeps): due tasks run
// once and move on, a task never overlaps itself, overruns are recorded as timeouts, a restart
// keeps the schedule (a stale claim released, missed slots run once), and a stopped task stays idle.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, closeTestApp, seedPasswordOf, signIn } from '../testing';
import { schedulerOf } from './plugin';
import { claimManual, findTask } from './repository';
import { Scheduler } from './scheduler';
import { scheduleTaskRoutes } from '../routes/schedule-task/routes';

// A server per test, with the API route plugins these tests call (buildTestApp's routes).
const routes = [scheduleTaskRoutes];

const BASE = '/api/system/ScheduleTask';
const MINUTE = 60_000;

interface LogRow {
  trigger: string;
  result: string;
  message: string;
  startTime: number;
  duration: number;
}

/** Test actions: count runs, hang until released or aborted, fail. */
function testActions(scheduler: Scheduler) {
  const state = { runs: 0, release: [] as (() => void)[], aborted: 0 };
  scheduler.actions.register({
    id: 'count',
    name: 'taskActionOptimizeDb',
    hint: 'taskActionOptimizeDbHint',
    params: [],
    run: async () => {
      state.runs += 1;
      return `run ${state.runs}`;
    },
  });
  scheduler.actions.register({
    id: 'hang',
    name: 'taskActionOptimizeDb',
    hint: 'taskActionOptimizeDbHint',
    params: [],
    run: ({ signal }) => {
      state.runs += 1;
      return new Promise<string>((resolve, reject) => {
        state.release.push(() => resolve('released'));
        signal.addEventListener('abort', () => {
          state.aborted += 1;
          reject(new Error('aborted'));
        });
      });
    },
  });
  scheduler.actions.register({
    id: 'fail',
    name: 'taskActionOptimizeDb',
    hint: 'taskActionOptimizeDbHint',
    params: [],
    run: async () => {
      throw new Error('disk full');
    },
  });
  return state;
}

const START = Date.UTC(2026, 0, 5, 9, 0, 0);

/** A clock tests move forward, and set back to START between tests sharing one app. */
function testClock() {
  let current = START;
  return {
    now: () => current,
    advance: (ms: number) => {
      current += ms;
    },
    reset: () => {
      current = START;
    },
  };
}

async function setUp(config: { dbFile: string; seedPassword?: string } | null = null) {
  const clock = testClock();
  const app = await buildTestApp({ clock: clock.now, ...(config ? { config } : {}), routes });
  const scheduler = schedulerOf(app);
  // The test moves time itself; the timer would tick on its own clock.
  scheduler.stop();
  const fired: (() => void)[] = [];
  scheduler.timeoutTimer = (_ms, onTimeout) => {
    fired.push(onTimeout);
    return () => {
      const index = fired.indexOf(onTimeout);
      if (index >= 0) fired.splice(index, 1);
    };
  };
  const state = testActions(scheduler);
  return { app, clock, scheduler, state, fired };
}

async function createTask(app: FastifyInstance, token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await call<{ id: string }>(app, 'POST', BASE, { token, body: { fullName: '测试任务', timeout: 30, ...body } });
  expect(answer.msg).toBe('新建成功');
  return answer.data!.id;
}

const history = async (app: FastifyInstance, token: string, id: string): Promise<LogRow[]> =>
  (await call<{ list: LogRow[] }>(app, 'GET', `${BASE}/${id}/TaskLog`, { token })).data!.list;

describe('the scheduler', () => {
  let app: FastifyInstance;
  let setup: Awaited<ReturnType<typeof setUp>>;
  let admin: string;

  // One app for speed: each test starts at START with no tasks and fresh counters.
  beforeAll(async () => {
    setup = await setUp();
    app = setup.app;
  });
  afterAll(async () => closeTestApp(app));
  beforeEach(async () => {
    setup.clock.reset();
    app.db.prepare('DELETE FROM schedule_tasks').run();
    Object.assign(setup.state, { runs: 0, release: [], aborted: 0 });
    setup.fired.length = 0;
    admin = await signIn(app, 'admin');
  });

  it('runs a due task once at its time and moves the next run on', async () => {
    const id = await createTask(app, admin, { enCode: 'everyMinute', cron: '0 * * * * ?', actionId: 'count' });
    expect(findTask(app.db, id)?.nextRunTime).toBe(Date.UTC(2026, 0, 5, 9, 1, 0));

    setup.clock.advance(30_000);
    expect(await setup.scheduler.tick()).toEqual([]);
    expect(setup.state.runs).toBe(0);

    setup.clock.advance(30_000);
    const [log] = await setup.scheduler.tick();
    expect(log).toMatchObject({ result: 'success', message: 'run 1', trigger: 'schedule' });
    // Ticking again at the same moment does not run it twice.
    expect(await setup.scheduler.tick()).toEqual([]);
    expect(setup.state.runs).toBe(1);
    const task = findTask(app.db, id)!;
    expect(task).toMatchObject({ nextRunTime: Date.UTC(2026, 0, 5, 9, 2, 0), runningSince: null, lastResult: 'success', runCount: 1 });
    expect(await history(app, admin, id)).toEqual([expect.objectContaining({ trigger: 'schedule', result: 'success', message: 'run 1' })]);
  });

  it('never overlaps a task with itself: a due run is skipped and run now refused while one is in progress', async () => {
    const id = await createTask(app, admin, { enCode: 'slow', cron: '0 * * * * ?', actionId: 'hang', timeout: 600 });
    setup.clock.advance(MINUTE);
    const first = setup.scheduler.tick();
    expect(setup.state.runs).toBe(1);
    expect(findTask(app.db, id)?.runningSince).toBe(Date.UTC(2026, 0, 5, 9, 1, 0));

    setup.clock.advance(MINUTE);
    expect(await setup.scheduler.tick()).toEqual([]);
    expect(setup.state.runs).toBe(1);
    // Skipped once, not queued: the due time moved on.
    expect(findTask(app.db, id)?.nextRunTime).toBe(Date.UTC(2026, 0, 5, 9, 3, 0));

    const manual = await call(app, 'POST', `${BASE}/${id}/Actions/Run`, { token: admin });
    expect(manual).toMatchObject({ code: 400, msg: '任务正在运行，请等它结束后再执行' });
    expect(setup.state.runs).toBe(1);

    setup.state.release[0]!();
    await first;
    const rows = await history(app, admin, id);
    expect(rows.map((row) => [row.trigger, row.result])).toEqual([['manual', 'skipped'], ['schedule', 'skipped'], ['schedule', 'success']]);
    expect(findTask(app.db, id)?.runningSince).toBeNull();
  });

  it('lets one of two schedulers on one database claim a due task', async () => {
    const id = await createTask(app, admin, { enCode: 'shared', cron: '0 * * * * ?', actionId: 'hang', timeout: 600 });
    const other = new Scheduler(app);
    other.actions.register(setup.scheduler.actions.find('hang')!);
    setup.clock.advance(MINUTE);
    const a = setup.scheduler.tick();
    const b = other.tick();
    expect(setup.state.runs).toBe(1);
    setup.state.release[0]!();
    const [ranA, ranB] = await Promise.all([a, b]);
    expect(ranA.length + ranB.length).toBe(1);
    expect((await history(app, admin, id)).length).toBe(1);
  });

  it('records an overrun as a timeout, aborts the action and releases the task', async () => {
    const id = await createTask(app, admin, { enCode: 'overrun', cron: '0 * * * * ?', actionId: 'hang', timeout: 5 });
    setup.clock.advance(MINUTE);
    const run = setup.scheduler.tick();
    expect(setup.fired).toHaveLength(1);
    setup.clock.advance(5000);
    setup.fired[0]!();
    const [log] = await run;
    expect(log).toMatchObject({ result: 'timeout', duration: 5000 });
    expect(setup.state.aborted).toBe(1);
    expect(findTask(app.db, id)).toMatchObject({ runningSince: null, lastResult: 'timeout' });
    expect((await history(app, admin, id))[0]).toMatchObject({ result: 'timeout', duration: 5000 });
  });

  it('records a failure with its message, and a task the next minute runs again', async () => {
    const id = await createTask(app, admin, { enCode: 'broken', cron: '0 * * * * ?', actionId: 'fail' });
    setup.clock.advance(MINUTE);
    expect((await setup.scheduler.tick())[0]).toMatchObject({ result: 'failure', message: 'disk full' });
    setup.clock.advance(MINUTE);
    expect((await setup.scheduler.tick())[0]).toMatchObject({ result: 'failure' });
    expect(findTask(app.db, id)).toMatchObject({ runCount: 2, lastResult: 'failure' });
  });

  it('runs nothing for a stopped task and starts again from now when it is enabled', async () => {
    const id = await createTask(app, admin, { enCode: 'pausable', cron: '0 0/5 * * * ?', actionId: 'count' });
    expect((await call(app, 'PUT', `${BASE}/${id}/Actions/Stop`, { token: admin })).data).toEqual({ enabledMark: 0, nextRunTime: null });
    setup.clock.advance(30 * MINUTE);
    expect(await setup.scheduler.tick()).toEqual([]);
    expect(setup.state.runs).toBe(0);
    const enabled = await call<{ nextRunTime: number }>(app, 'PUT', `${BASE}/${id}/Actions/Enable`, { token: admin });
    expect(enabled.data?.nextRunTime).toBe(Date.UTC(2026, 0, 5, 9, 35, 0));
    expect(await setup.scheduler.tick()).toEqual([]);
    setup.clock.advance(5 * MINUTE);
    expect(await setup.scheduler.tick()).toHaveLength(1);
  });
});

describe('a restart', () => {
  it('keeps the schedule, releases a claim a dead process left and runs missed slots once', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'atrium-schedule-restart-'));
    const dbFile = path.join(dir, 'atrium.db');
    try {
      const first = await setUp({ dbFile });
      const admin = await signIn(first.app, 'admin');
      const id = await createTask(first.app, admin, { enCode: 'survivor', cron: '0 * * * * ?', actionId: 'count', timeout: 10 });
      const other = await createTask(first.app, admin, { enCode: 'crashed', cron: '0 0 * * * ?', actionId: 'count', timeout: 10 });
      // A process dies mid-run of the hourly task: its claim stays in the database.
      expect(claimManual(first.app.db, other, 'dead-process', first.clock.now())).toBe(true);
      await closeTestApp(first.app);

      // Down for 10 minutes: ten minutely slots missed.
      const password = seedPasswordOf(first.app);
      const second = await setUp({ dbFile, seedPassword: password });
      second.clock.advance(10 * MINUTE);
      try {
        expect(findTask(second.app.db, id)?.nextRunTime).toBe(Date.UTC(2026, 0, 5, 9, 1, 0));
        const logs = await second.scheduler.tick();
        expect(logs).toHaveLength(1);
        expect(second.state.runs).toBe(1);
        expect(findTask(second.app.db, id)?.nextRunTime).toBe(Date.UTC(2026, 0, 5, 9, 11, 0));
        // The dead process's claim was fresh when this server started (younger than its timeout plus a
        // minute: it might belong to a live process), so it was kept.
        const admin2 = await signIn(second.app, 'admin', password);
        const crashed = findTask(second.app.db, other)!;
        expect(crashed.runningSince).toBe(Date.UTC(2026, 0, 5, 9, 0, 0));
        // Older than that, a start releases it and records the run as interrupted.
        second.clock.advance(2 * MINUTE);
        second.scheduler.start();
        second.scheduler.stop();
        expect(findTask(second.app.db, other)?.runningSince).toBeNull();
        expect((await history(second.app, admin2, other))[0]).toMatchObject({ result: 'failure', message: '服务停止，执行中断' });
      } finally {
        await closeTestApp(second.app);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
