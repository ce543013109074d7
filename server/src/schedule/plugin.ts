import type { FastifyInstance } from 'fastify';
import { globalPlugin } from '../plugins/global-plugin';
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
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.close());
});
