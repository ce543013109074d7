import type { KdfParams } from '../auth/password';
import type { AppConfig } from '../config';
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
});
