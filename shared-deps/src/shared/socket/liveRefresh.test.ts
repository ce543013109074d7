import { createRefreshScheduler, REFRESH_QUIET_MS, REFRESH_SPREAD_MS } from './liveRefresh';

function setup(random = () => 0) {
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const loads: { finish: () => void }[] = [];
  const scheduler = createRefreshScheduler({
    load: () =>
      new Promise<void>((resolve) => {
        loads.push({ finish: resolve });
      }),
    setTimeout: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cancelled: boolean }).cancelled = true;
    },
    random,
  });
  const pending = () => timers.filter((timer) => !timer.cancelled);
  const fire = () => {
    const due = pending();
    due.forEach((timer) => {
      timer.cancelled = true;
      timer.run();
    });
    return due.length;
  };
  return { scheduler, timers, loads, pending, fire };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

it('answers a burst of pushes with one load after a short, spread wait', () => {
  const { scheduler, loads, pending, fire } = setup(() => 1);
  scheduler.request();
  scheduler.request();
  scheduler.request();
  expect(pending().map((timer) => timer.ms)).toEqual([REFRESH_QUIET_MS + REFRESH_SPREAD_MS]);
  expect(loads).toHaveLength(0);
  expect(fire()).toBe(1);
  expect(loads).toHaveLength(1);
});

it('loads once more after a load during which another push arrived, and only once', async () => {
  const { scheduler, loads, pending, fire } = setup();
  scheduler.request();
  fire();
  scheduler.request(); // the load under way may have read the data before this change
  scheduler.request();
  expect(pending()).toHaveLength(0);
  loads[0]?.finish();
  await settle();
  expect(pending()).toHaveLength(1);
  fire();
  expect(loads).toHaveLength(2);
  loads[1]?.finish();
  await settle();
  expect(pending()).toHaveLength(0);
});

it('keeps listening after a failed load', async () => {
  const timers: (() => void)[] = [];
  let calls = 0;
  const scheduler = createRefreshScheduler({
    load: () => {
      calls += 1;
      return Promise.reject(new Error('down'));
    },
    setTimeout: (run) => timers.push(run),
    clearTimeout: () => undefined,
  });
  scheduler.request();
  timers.shift()?.();
  await settle();
  scheduler.request();
  timers.shift()?.();
  expect(calls).toBe(2);
});

it('forgets a pending load when the session ends', () => {
  const { scheduler, loads, pending } = setup();
  scheduler.request();
  scheduler.cancel();
  expect(pending()).toHaveLength(0);
  expect(loads).toHaveLength(0);
  scheduler.request(); // a new session's push is served again
  expect(pending()).toHaveLength(1);
});
