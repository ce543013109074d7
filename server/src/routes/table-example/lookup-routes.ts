import type { FastifyInstance } from 'fastify';
import { ok } from '../../plugins/envelope';
import { notFound } from '../../plugins/errors';
import { canRead } from './access';
import { areaExists, childAreaOptions, projectTypeItems, provinceOptions } from './lookup-repository';
import { projectTypeTree } from './project-types';
import { cityListSchema, industryListSchema, projectTypeNodeSchema, treeListSchema } from './schemas';

/**
 * The choices 表格示例's pickers offer, under /api/extend/TableExample: project types (the
 * IndustryType dictionary) and, as JNPF's demo does, areas by level for its cascading selects.
 */
export async function tableExampleLookupRoutes(app: FastifyInstance): Promise<void> {
  app.addSchema(projectTypeNodeSchema);

  // The router prefers this static path to /ControlSample/:typeId (routes.ts), whatever the order of registration.
  app.get<{ Querystring: { isTree?: string } }>('/ControlSample/TreeList', { schema: treeListSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: projectTypeTree(projectTypeItems(app.db), request.query.isTree === '1') }));

  app.get<{ Querystring: { keyword?: string } }>('/IndustryList', { schema: industryListSchema, config: { access: canRead } }, async (request) =>
    ok(request, { list: provinceOptions(app.db, request.query.keyword?.trim() ?? '') }));

  app.get<{ Params: { id: string } }>('/CityList/:id', { schema: cityListSchema, config: { access: canRead } }, async (request) => {
    if (!areaExists(app.db, request.params.id)) throw notFound('entityArea');
    return ok(request, { list: childAreaOptions(app.db, request.params.id) });
  });
}
