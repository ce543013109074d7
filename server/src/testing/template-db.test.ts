import { buildTestApp, closeTestApp, manualClock, seedPasswordOf } from './app';

// No API route plugins (buildTestApp's routes: []): these tests call none beyond sign-in, which is always there.

describe('test apps on the seeded template', () => {
  it('start from a seeded copy each: a change in one is not in the next', async () => {
    const first = await buildTestApp({ routes: [] });
    const second = await buildTestApp({ routes: [] });
    try {
      expect(seedPasswordOf(first)).toBe(seedPasswordOf(second));
      first.db.prepare("UPDATE users SET real_name = 'changed' WHERE account = 'admin'").run();
      const name = second.db.prepare("SELECT real_name AS name FROM users WHERE account = 'admin'").get() as { name: string };
      expect(name.name).not.toBe('changed');
    } finally {
      await closeTestApp(first);
      await closeTestApp(second);
    }
  });

  it('start from a copy seeded at the time of the test clock when the test sets one', async () => {
    const clock = manualClock();
    const app = await buildTestApp({ routes: [], clock: clock.now });
    try {
      const seeded = app.db.prepare("SELECT value FROM app_meta WHERE key = 'seededAt'").get() as { value: string };
      expect(Number(seeded.value)).toBe(clock.now());
    } finally {
      await closeTestApp(app);
    }
  });
});
