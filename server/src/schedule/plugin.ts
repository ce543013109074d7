import type { FastifyInstance } from 'fastify';
import { createDataInterfaceService, type DataInterfaceService } from '../data-interface/service';
import { settingsFromEnv } from '../data-interface/settings';
import { globalPlugin } from '../plugins/global-plugin';
import { dataInterfaceResolver } from './data-interface-action';
import { Scheduler } from './scheduler';

/** Keyed by the HTTP server, which every scope of one app shares. */
const registry = new WeakMap<object, Scheduler>();

/** The scheduler of an app, from any of its scopes (routes, tests and tools). */
export function schedulerOf(app: FastifyInstance): Scheduler {
  const scheduler = registry.get(app.server);
  if (!scheduler) throw new Error('atrium-server: the scheduler plugin is not registered in this app');
  return scheduler;
}

/**
 * Scheduled tasks (issue 16 item 2): starts the scheduler once the app is ready (releasing claims
 * a dead process left) and stops it, interrupting runs in progress, when the app closes. Its one
 * timer is unref'd: it never keeps a process alive.
 */
export const schedulerPlugin = globalPlugin('atrium-scheduler', async (app) => {
  const scheduler = new Scheduler(app);
  registry.set(app.server, scheduler);
  // Data-interface tasks get their own engine (its SQL child process starts on the first such run).
  let service: DataInterfaceService | null = null;
  const dataInterfaces = (): DataInterfaceService => {
    service ??= createDataInterfaceService({ db: app.db, dbFile: app.config.dbFile, settings: settingsFromEnv(), clock: app.clock });
    return service;
  };
  scheduler.resolvers.set('dataInterface', dataInterfaceResolver(app.db, dataInterfaces));
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.close();
    await service?.close();
  });
});
