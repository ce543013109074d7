import type { FastifyInstance } from 'fastify';
import { captchaSvg } from '../../auth/captcha';
import { findDownload } from '../../domain/downloads';
import { notFound } from '../../plugins/errors';
import { objectOf } from '../common-schemas';
import { contentDisposition } from './disposition';

const downloadSchema = {
  params: objectOf({
    ticket: { type: 'string', minLength: 1, maxLength: 100 },
    name: { type: 'string', minLength: 1, maxLength: 300 },
  }),
};

const imageCodeSchema = { params: objectOf({ key: { type: 'string', minLength: 1, maxLength: 64 } }) };

/** /api/file: downloads of generated files (exports). The body is the file, not an envelope, unless it is missing. */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  // GET /api/file/ImageCode/{key}: the sign-in captcha for that key (the client sends a timestamp).
  app.get<{ Params: { key: string } }>('/ImageCode/:key', { schema: imageCodeSchema, config: { auth: 'public' } }, async (request, reply) =>
    reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(captchaSvg(app.captchas.issue(request.params.key))));

  app.get<{ Params: { ticket: string; name: string } }>(
    '/Download/:ticket/:name',
    { schema: downloadSchema, config: { auth: 'public' } },
    async (request, reply) => {
      const file = findDownload(app.db, request.params.ticket, app.clock());
      if (!file) throw notFound('entityFile');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  );
}
