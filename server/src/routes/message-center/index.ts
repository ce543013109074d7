import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './account-routes';
import { dataTypeRoutes } from './data-type-routes';
import { monitorRoutes } from './monitor-routes';
import { sendConfigRoutes } from './send-config-routes';
import { templateRoutes } from './template-routes';

/** The message centre under /api/message (JNPF 3.x paths). */
export async function messageCenterRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutes, { prefix: '/AccountConfig' });
  await app.register(templateRoutes, { prefix: '/MessageTemplateConfig' });
  await app.register(sendConfigRoutes, { prefix: '/SendMessageConfig' });
  await app.register(monitorRoutes, { prefix: '/MessageMonitor' });
  await app.register(dataTypeRoutes, { prefix: '/MessageDataType' });
}
