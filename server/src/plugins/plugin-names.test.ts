import Fastify, { type FastifyInstance } from 'fastify';
import { nameRegisteredPlugins } from './plugin-names';

const DISPLAY_NAME = Symbol.for('fastify.display-name');

describe('nameRegisteredPlugins', () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('names every plugin registered on the app and in its child scopes, which still work', async () => {
    app = Fastify();
    nameRegisteredPlugins(app);
    async function innerRoutes(scope: FastifyInstance): Promise<void> {
      scope.get('/inner', async () => ({ ok: true }));
    }
    async function outerRoutes(scope: FastifyInstance): Promise<void> {
      await scope.register(innerRoutes, { prefix: '/nested' });
    }
    const anonymous = (() => async (scope: FastifyInstance) => {
      scope.get('/anonymous', async () => ({ ok: true }));
    })();
    await app.register(outerRoutes, { prefix: '/outer' });
    await app.register(anonymous);
    await app.ready();
    expect((outerRoutes as unknown as Record<symbol, unknown>)[DISPLAY_NAME]).toBe('outerRoutes');
    expect((innerRoutes as unknown as Record<symbol, unknown>)[DISPLAY_NAME]).toBe('innerRoutes');
    expect((anonymous as unknown as Record<symbol, unknown>)[DISPLAY_NAME]).toBe('anonymous plugin');
    expect((await app.inject('/outer/nested/inner')).json()).toEqual({ ok: true });
    expect((await app.inject('/anonymous')).json()).toEqual({ ok: true });
  });

  it('keeps a name a plugin already has', async () => {
    app = Fastify();
    nameRegisteredPlugins(app);
    const plugin = Object.assign(async () => undefined, { [DISPLAY_NAME]: 'given' });
    await app.register(plugin);
    await app.ready();
    expect(plugin[DISPLAY_NAME]).toBe('given');
  });
});
