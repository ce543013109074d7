import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { compileModel } from '../../visualdev/compile';
import { findModule } from '../../visualdev/repository';
import { generateModule, moduleFolder, type GeneratorInput } from '../../generator/generate';
import { GeneratorNameError } from '../../generator/names';
import { sourceZip } from '../../generator/zip';
import { contentDisposition } from '../files/disposition';
import { generatorSchemas } from './schemas';

/**
 * The areas a module can be generated for (JNPF's 功能模块): the first part of the generated page's
 * key, `<area>/<module>`, as the seeded menus use (generator/…, onlineDev/…, extend/…).
 */
export const AREAS = ['extend', 'onlineDev', 'generator', 'system', 'permission', 'message'] as const;
const DEFAULT_AREA = 'extend';

interface IdParams {
  id: string;
}

interface GenerateBody {
  /** The area (one of AreasName); `extend` when absent. */
  module?: string;
}

const ADMIN = { access: 'administrator' as const };

/**
 * /api/visualdev/Generater (issue 15 item 7): the source of a page module generated from a designed
 * module, previewed (CodePreview) or downloaded as a zip (DownloadCode). Administrators only: the
 * code shows the whole model, and it is meant for the people who deploy modules.
 */
export async function generatorRoutes(app: FastifyInstance): Promise<void> {
  /** The module's released model, or its draft when it was never released. */
  const sourceOf = (request: FastifyRequest<{ Params: IdParams; Body: GenerateBody | null }>): GeneratorInput => {
    const module = findModule(app.db, request.params.id);
    if (!module) throw notFound('entityVisualDev');
    const area = request.body?.module?.trim() || DEFAULT_AREA;
    if (!(AREAS as readonly string[]).includes(area)) throw badRequest('vdShapeInvalid', { part: 'module', detail: AREAS.join(', ') });
    const released = module.releasedVersion !== null && module.releasedFormData !== null && module.releasedTables !== null;
    const model = released
      ? compileModel({ formData: module.releasedFormData, columnData: module.releasedColumnData, tables: module.releasedTables })
      : compileModel({ formData: module.formData, columnData: module.columnData, tables: module.tables });
    if (!model || model.main.fields.length + model.children.length === 0) throw badRequest('vdFormEmpty');
    return {
      id: module.id,
      fullName: module.fullName,
      enCode: module.enCode,
      area,
      source: released ? 'released' : 'draft',
      version: released ? module.releasedVersion : null,
      model,
    };
  };

  const generate = (input: GeneratorInput) => {
    try {
      return generateModule(input);
    } catch (error) {
      // compileModel refuses such names already; a model stored before that rule still cannot reach the source.
      if (error instanceof GeneratorNameError) throw badRequest('vdFieldNameInvalid', { name: error.refused, max: 50 });
      throw error;
    }
  };

  app.get('/AreasName', { schema: generatorSchemas.areas, config: ADMIN }, async (request) => ok(request, [...AREAS]));

  app.post<{ Params: IdParams; Body: GenerateBody | null }>('/:id/Actions/CodePreview', { schema: generatorSchemas.preview, config: ADMIN }, async (request) => {
    const input = sourceOf(request);
    return ok(request, { source: input.source, version: input.version, folder: moduleFolder(input.enCode), list: generate(input) });
  });

  app.post<{ Params: IdParams; Body: GenerateBody | null }>('/:id/Actions/DownloadCode', { schema: generatorSchemas.download, config: ADMIN }, async (request, reply) => {
    const input = sourceOf(request);
    const files = generate(input);
    const folder = moduleFolder(input.enCode);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition('attachment', `${input.fullName}-${folder}.zip`))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'no-store')
      .send(sourceZip(folder, files, app.clock()));
  });
}
