import { createLimiter } from './limiter';
import { deferred } from './testing/fakes';

it('runs at most n tasks at once, first come first served, and lets an aborted waiter go', async () => {
  const limiter = createLimiter(2);
  const gates = [deferred<void>(), deferred<void>(), deferred<void>()];
  const order: number[] = [];
  const task = (index: number) => () => {
    order.push(index);
    return gates[index]?.promise ?? Promise.resolve();
  };
  const controller = new AbortController();
  const runs = [limiter.run(task(0)), limiter.run(task(1)), limiter.run(task(9), controller.signal), limiter.run(task(2))];
  await Promise.resolve();
  expect(order).toEqual([0, 1]);
  expect(limiter.active).toBe(2);
  controller.abort(new Error('paused'));
  await expect(runs[2]).rejects.toThrow('paused');
  gates[0]?.resolve();
  await runs[0];
  await Promise.resolve();
  expect(order).toEqual([0, 1, 2]);
  gates[1]?.resolve();
  gates[2]?.resolve();
  await Promise.all([runs[1], runs[3]]);
  expect(limiter.active).toBe(0);
});
