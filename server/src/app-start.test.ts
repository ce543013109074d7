import { buildTestApp, closeTestApp } from './testing';

// A first start migrates and seeds inside the database plugin: on a busy 2-core machine that passed
// Fastify's default 10 s per plugin and the server refused to start (see app.ts).
it('gives slow plugins minutes, not Fastify’s 10 s, before refusing to start', async () => {
  const app = await buildTestApp();
  try {
    expect(app.initialConfig.pluginTimeout).toBeGreaterThanOrEqual(60_000);
  } finally {
    await closeTestApp(app);
  }
});
