import type { KdfParams } from '../auth/password';
import { PASSWORD_COST, type AppConfig } from '../config';
import { globalPlugin } from './global-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Milliseconds since the epoch; injectable so tests can move time. */
    clock: () => number;
    kdf: KdfParams;
  }
}

export interface ContextOptions {
  config: AppConfig;
  clock: () => number;
  kdf: KdfParams;
}

export const contextPlugin = globalPlugin<ContextOptions>('atrium-context', async (app, options) => {
  app.decorate('config', options.config);
  app.decorate('clock', options.clock);
  app.decorate('kdf', options.kdf);
  const cost = options.config.passwordCost;
  if (cost !== undefined && cost < PASSWORD_COST.production) {
    app.log.warn(`ATRIUM_PASSWORD_COST=${cost}: new passwords are hashed below the production cost (${PASSWORD_COST.production}); a test server only`);
  }
});
