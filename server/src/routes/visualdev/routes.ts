import type { FastifyInstance } from 'fastify';
import { visualdevBaseRoutes } from './base-routes';
import { onlineDevRoutes } from './online-routes';

/** Issue 15: designed modules (/api/visualdev/Base) and the runtime of released ones (/api/visualdev/OnlineDev). */
export async function visualdevRoutes(app: FastifyInstance): Promise<void> {
  await app.register(visualdevBaseRoutes, { prefix: '/Base' });
  await app.register(onlineDevRoutes, { prefix: '/OnlineDev' });
}
