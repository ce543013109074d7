import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { IM_FILE_NAME, IM_IMAGE_PREFIX } from '../../chat/content';
import { findImFile, insertImFile } from '../../chat/repository';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { envelope, objectOf, str } from '../common-schemas';
import { detectImageType } from './image-type';

/** Spec section 9: a chat image is under 5 MB (the JNPF client checks size / 1048576 < 5). */
export const IM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const uploadSchema = { response: envelope(objectOf({ name: str, url: str })) };
const imageSchema = { params: objectOf({ name: { type: 'string', pattern: IM_FILE_NAME.source } }) };

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * /api/file/Uploader/IM and /api/file/Image/IM/{name}: chat images. Its own scope, because this
 * one route streams its body through @fastify/multipart (5 MB) instead of the small buffered
 * multipart parser the import wizard uses.
 */
export async function imImageRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(fastifyMultipart, {
    // One byte over the limit is enough to know; busboy stops reading there.
    limits: { fileSize: IM_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });

  app.post('/Uploader/IM', { schema: uploadSchema }, async (request) => {
    const uploaderId = sessionOf(request).userId;
    if (!request.isMultipart()) throw badRequest('chatImageMissing');
    let data: Buffer;
    try {
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw badRequest('chatImageMissing');
      data = await file.toBuffer();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (isFileTooLarge(error)) throw badRequest('chatImageTooLarge');
      // The body is the only thing read here: a truncated or garbled form is the client's mistake, not ours.
      throw badRequest('malformedRequest', { detail: error instanceof Error ? error.message : String(error) });
    }
    if (data.length >= IM_IMAGE_MAX_BYTES) throw badRequest('chatImageTooLarge');
    const type = detectImageType(data);
    if (!type) throw badRequest('chatImageType');
    // 128 random bits: the name is the only key to the image, so it must not be guessable.
    const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
    app.db.transaction(() => insertImFile(app.db, { name, uploaderId, contentType: type.contentType, data }, app.clock()))();
    return ok(request, { name, url: `${IM_IMAGE_PREFIX}${name}` });
  });

  // Public like any <img> source: the browser sends no Authorization header for images.
  app.get<{ Params: { name: string } }>('/Image/IM/:name', { schema: imageSchema, config: { auth: 'public' } }, async (request, reply) => {
    const file = findImFile(app.db, request.params.name);
    if (!file) throw notFound('entityChatImage');
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', 'inline')
      // The content of a name never changes; private keeps shared caches out of chat images.
      .header('cache-control', 'private, max-age=31536000, immutable')
      // Opened directly, the file is still only an image: no script, no plugin, no frame.
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(file.data);
  });
}
