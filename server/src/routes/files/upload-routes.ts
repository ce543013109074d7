import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CHUNK_MAX_BYTES } from '../../files/config';
import { parseChunkParams, parseMergeParams, type ChunkParams } from '../../files/params';
import type { Received } from '../../files/service';
import { FILE_URL_TTL_MS } from '../../files/signed-urls';
import { removeQuietly } from '../../files/store';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest } from '../../plugins/errors';
import { bool, envelope, int, objectOf, str } from '../common-schemas';

/** simple-uploader's parameters; all text on the wire, checked by files/params.ts for clear messages. */
const text = (maxLength: number): object => ({ type: 'string', maxLength });
const chunkQuery = {
  type: 'object',
  properties: {
    chunkNumber: text(20), chunkSize: text(20), currentChunkSize: text(20), totalSize: text(20), totalChunks: text(20),
    identifier: text(64), filename: text(1000), relativePath: text(2000), fileType: text(255), extension: text(64),
    type: text(40), pathType: text(40),
  },
};
const chunkAnswer = envelope(objectOf({ uploaded: bool, chunkNumbers: { type: 'array', items: int }, merge: bool }));

const mergeBody = {
  type: 'object',
  required: ['identifier', 'fileName', 'fileSize'],
  properties: {
    // Numbers and booleans arrive as JSON values or form text; Ajv coerces them to text, files/params.ts reads it.
    identifier: text(64), fileName: text(1000), fileSize: text(20), fileType: text(255), extension: text(64),
    type: text(40), pathType: text(40), isAccount: text(8), folder: text(1000),
  },
};
const mergeAnswer = envelope(objectOf({ name: str, fileSize: int, fileExtension: str, fileVersionId: str, url: str, fileId: str }));

/** Room for simple-uploader's ten text fields and the part headers beside a 5 MB chunk. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

function declaredLength(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  return header !== undefined && /^\d+$/.test(header) ? Number(header) : null;
}

/**
 * JNPF's chunked upload (spec section 7, "Files"): GET /api/file/chunk tests which chunks the server
 * has, POST /api/file/chunk sends one (multipart, the chunk in field `file`), POST /api/file/merge
 * makes the stored file. Its own scope, because the chunk streams to disk through
 * @fastify/multipart instead of the buffered parser the import wizard uses.
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.removeContentTypeParser('multipart/form-data');
  await app.register(fastifyMultipart, {
    // busboy stops at the limit and marks the part truncated: a chunk over 5 MB is never stored.
    limits: { fileSize: CHUNK_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 4096 },
    throwFileSizeLimit: false,
  });
  const files = app.files;

  app.get<{ Querystring: Record<string, string> }>('/chunk', { schema: { querystring: chunkQuery, response: chunkAnswer } }, async (request) => {
    const userId = sessionOf(request).userId;
    const params = parseChunkParams(request.query, files.config, false);
    if (files.findInstant(userId, params.identifier, params.shape.totalSize, params.pathType ?? undefined)) {
      return ok(request, { uploaded: true, chunkNumbers: [], merge: false });
    }
    const present = await files.chunks.present(userId, params.identifier, params.shape);
    return ok(request, { uploaded: false, chunkNumbers: present, merge: present.length === params.shape.totalChunks });
  });

  app.post<{ Querystring: Record<string, string> }>('/chunk', { schema: { querystring: chunkQuery, response: chunkAnswer } }, async (request) => {
    const userId = sessionOf(request).userId;
    if (!request.isMultipart()) throw badRequest('uploadChunkMissing');
    const length = declaredLength(request);
    if (length !== null && length > CHUNK_MAX_BYTES + FORM_OVERHEAD_BYTES) throw badRequest('uploadChunkTooLarge');

    // simple-uploader puts its fields before the file, so they are checked before a byte is written;
    // a client sending the file first has it written to tmp/ and checked when the form ends.
    const raw: Record<string, unknown> = { ...request.query };
    let params: ChunkParams | null = null;
    let received: Received | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (typeof part.value === 'string') raw[part.fieldname] = part.value;
          continue;
        }
        if (part.fieldname !== 'file' || received) throw badRequest('uploadChunkMissing');
        if (raw.identifier !== undefined) params = parseChunkParams(raw, files.config, true);
        received = await files.receive(part.file, CHUNK_MAX_BYTES);
      }
      if (!received) throw badRequest('uploadChunkMissing');
      params = parseChunkParams(raw, files.config, true);
      const chunkNumber = params.chunkNumber ?? 0;
      if (received.length !== params.currentChunkSize) {
        throw badRequest('uploadChunkLength', { number: chunkNumber, expected: params.currentChunkSize ?? 0, actual: received.length });
      }
      const present = await files.storeChunk(userId, params.identifier, params.shape, chunkNumber, received);
      received = null;
      return ok(request, { uploaded: false, chunkNumbers: present, merge: present.length === params.shape.totalChunks });
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
      // A cut connection or a garbled form is the client's doing; the chunk was not kept.
      if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest('uploadChunkTooLarge');
      if (code.startsWith('FST_') || code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE') {
        throw badRequest('malformedRequest', { detail: error instanceof Error ? error.message : code });
      }
      if (error instanceof Error && /multipart|Unexpected end of form|Part terminated/i.test(error.message)) {
        throw badRequest('malformedRequest', { detail: error.message });
      }
      throw error;
    } finally {
      if (received) await removeQuietly(received.temp);
    }
  });

  app.post<{ Body: Record<string, unknown> }>('/merge', { schema: { body: mergeBody, response: mergeAnswer } }, async (request) => {
    const userId = sessionOf(request).userId;
    const params = parseMergeParams(request.body, files.config);
    const file = await files.merge(userId, params);
    return ok(request, {
      name: file.name,
      fileSize: file.size,
      fileExtension: file.extension,
      fileVersionId: file.id,
      // For showing the file right away (a thumbnail); it expires: keep fileId, ask Uploader/Preview later.
      url: files.signedUrl({ kind: 'f', id: file.id, mode: 'i' }, file.name, app.clock() + FILE_URL_TTL_MS),
      fileId: file.id,
    });
  });
}
