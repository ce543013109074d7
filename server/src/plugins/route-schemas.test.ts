import { buildTestApp, closeTestApp } from '../testing';

// The server compiles route schemas on first use (main.ts, plugins/lazy-schemas.ts), so a
// malformed schema would only fail its route's first call. This build compiles every validator
// and serializer up front, each schema checked against its meta-schema, as Fastify does by default.
describe('route schemas', () => {
  it('all compile and pass their meta-schema check', async () => {
    const app = await buildTestApp({ eagerSchemas: true });
    try {
      await expect(app.ready()).resolves.toBe(app);
      expect(app.printRoutes().length).toBeGreaterThan(0);
    } finally {
      await closeTestApp(app);
    }
    // Compiling ~300 routes' schemas took 3–5 s quiet and over 20 s on a loaded machine.
  }, 90_000);
});
