import type { FastifyInstance } from 'fastify';
import { tableExampleLookupRoutes } from './lookup-routes';
import { tableExamplePostilRoutes } from './postil-routes';
import { tableExampleRowRoutes } from './row-routes';

/**
 * /api/extend/TableExample: 表格示例 (menu extend.tableDemo), JNPF's demo of list features (paging,
 * sorting, summaries over the whole filter, colour flags, comments, an editable table) over a
 * table of projects. Every call needs the page; writes need its buttons (access.ts).
 */
export async function tableExampleRoutes(app: FastifyInstance): Promise<void> {
  await app.register(tableExampleRowRoutes);
  await app.register(tableExamplePostilRoutes);
  await app.register(tableExampleLookupRoutes);
}
