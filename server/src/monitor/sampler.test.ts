import { MonitorSampler, type MonitorSample, type SamplerTimers } from './sampler';

function fakeTimers() {
  const running = new Map<number, () => void>();
  const pending = new Map<number, () => void>();
  let next = 1;
  const timers: SamplerTimers = {
    setInterval: (run) => {
      running.set(next, run);
      return next++;
    },
    clearInterval: (handle) => running.delete(handle as number),
    setTimeout: (run) => {
      pending.set(next, run);
      return next++;
    },
    clearTimeout: (handle) => pending.delete(handle as number),
  };
  const expire = () => [...pending.entries()].forEach(([id, run]) => {
    pending.delete(id);
    run();
  });
  return { timers, running, pending, expire, tick: () => [...running.values()].forEach((run) => run()) };
}

describe('MonitorSampler', () => {
  it('samples only while someone is subscribed and stops with the last one', () => {
    const clock = { now: 1_000 };
    const fake = fakeTimers();
    const sampler = new MonitorSampler({ dbFile: __filename, sockets: () => 3, now: () => clock.now }, 2_000, fake.timers);
    expect(sampler.running).toBe(false);
    expect(fake.running.size).toBe(0);

    const seenA: MonitorSample[] = [];
    const seenB: MonitorSample[] = [];
    sampler.subscribe('a', (sample) => seenA.push(sample));
    sampler.subscribe('b', (sample) => seenB.push(sample));
    expect(sampler.running).toBe(true);
    expect(fake.running.size).toBe(1);

    for (let i = 0; i < 5; i += 1) sampler.countRequest();
    clock.now += 2_000;
    fake.tick();
    expect(seenA).toHaveLength(1);
    expect(seenB).toHaveLength(1);
    expect(seenA[0]?.requestsPerSecond).toBe(2.5);
    expect(seenA[0]?.sockets).toBe(3);
    expect(seenA[0]?.database.size).toBeGreaterThan(0);
    expect(seenA[0]?.disk.total).toBeGreaterThan(0);
    expect(seenA[0]?.process.version).toBe(process.version);
    // The first reading on subscribe and the tick are kept for a later subscriber's charts.
    expect(sampler.recent()).toHaveLength(2);

    sampler.unsubscribe('a');
    expect(sampler.running).toBe(true);
    sampler.unsubscribe('b');
    expect(sampler.running).toBe(false);
    expect(fake.running.size).toBe(0);
    expect(sampler.recent()).toEqual([]);
    const taken = sampler.samplesTaken;
    fake.tick();
    expect(sampler.samplesTaken).toBe(taken);
  });

  it('a poll while running answers the latest live sample without taking another', () => {
    const fake = fakeTimers();
    const sampler = new MonitorSampler({ dbFile: __filename, sockets: () => 0, now: () => Date.now() }, 2_000, fake.timers);
    sampler.subscribe('a', () => undefined);
    const taken = sampler.samplesTaken;
    expect(sampler.current()).toBe(sampler.recent().at(-1));
    expect(sampler.samplesTaken).toBe(taken);
    sampler.stop();
    sampler.current();
    expect(sampler.samplesTaken).toBe(taken + 1);
  });

  it('a poll lease keeps it running until the lease runs out; a renewed lease replaces the old one', () => {
    const fake = fakeTimers();
    const sampler = new MonitorSampler({ dbFile: __filename, sockets: () => 0, now: () => Date.now() }, 2_000, fake.timers);
    sampler.lease('poll:s1', 10_000);
    sampler.lease('poll:s1', 10_000);
    expect(sampler.running).toBe(true);
    expect(sampler.subscriberCount).toBe(1);
    expect(fake.pending.size).toBe(1);
    fake.expire();
    expect(sampler.running).toBe(false);
    expect(fake.running.size).toBe(0);
  });
});
