import type { FastifyInstance } from 'fastify';
import { sweepTimeouts } from '../../workflow/service';
import { flowDelegateRoutes } from './delegate-routes';
import { flowEngineRoutes } from './engine-routes';
import { flowTaskRoutes } from './task-routes';

/** How often the time limits of approver nodes are checked. */
export const TIMEOUT_SWEEP_MS = 60_000;

/**
 * The workflow engine's API (issue 18), registered under /api/workflow/Engine, and the timer that
 * applies the time limits of approver nodes (per process; all state is in the database, so any
 * process may run it and a restart only delays it).
 */
export async function workflowRoutes(app: FastifyInstance): Promise<void> {
  await app.register(flowEngineRoutes);
  await app.register(flowTaskRoutes);
  await app.register(flowDelegateRoutes);
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => sweepTimeouts(app), TIMEOUT_SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
