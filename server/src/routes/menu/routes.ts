import type { FastifyInstance } from 'fastify';
import { dataRuleRoutes, dataSchemeRoutes } from './data-routes';
import { menuRoutes } from './menu-routes';
import { resourceRoutes } from './resource-routes';
import { buttonNodeSchema, menuNodeSchema, menuSelectorNodeSchema } from './schemas';

/** Menu management under /api/system: menus and the resources authorisation grants on them. */
export async function menuManagementRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(menuNodeSchema);
  app.addSchema(menuSelectorNodeSchema);
  app.addSchema(buttonNodeSchema);
  await app.register(menuRoutes, { prefix: '/Menu' });
  await app.register(resourceRoutes('button'), { prefix: '/ModuleButton' });
  await app.register(resourceRoutes('column'), { prefix: '/ModuleColumn' });
  await app.register(resourceRoutes('form'), { prefix: '/ModuleForm' });
  await app.register(dataRuleRoutes, { prefix: '/ModuleDataAuthorize' });
  await app.register(dataSchemeRoutes, { prefix: '/ModuleDataAuthorizeScheme' });
}
