import type { FastifyRequest } from 'fastify';
import { globalPlugin } from './global-plugin';

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A parsed multipart/form-data body; a class so routes can tell it from a JSON body. */
export class MultipartBody {
  constructor(
    readonly fields: Record<string, string>,
    readonly files: UploadedFile[],
  ) {}
}

class MalformedMultipart extends Error {
  readonly statusCode = 400;
  constructor(detail: string) {
    super(`multipart body: ${detail}`);
  }
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

function headerParam(header: string, name: string): string | undefined {
  // Anchored on a separator so that "name" does not match inside "filename".
  const match = new RegExp(`(?:^|[;\\s])${name}=(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** Parses a buffered multipart body (uploads here are small: imports of at most a few hundred KB). */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody {
  const delimiter = Buffer.from(`--${boundary}`);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MalformedMultipart('boundary not found');
  for (;;) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') break;
    if (!body.subarray(position, position + 2).equals(CRLF)) throw new MalformedMultipart('bad delimiter line');
    const headerEnd = body.indexOf(HEADER_END, position);
    if (headerEnd < 0) throw new MalformedMultipart('part headers not terminated');
    const headers = body.subarray(position + 2, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headerEnd + 4);
    if (next < 0) throw new MalformedMultipart('closing boundary missing');
    const data = body.subarray(headerEnd + 4, next);
    const disposition = headers.find((h) => h.toLowerCase().startsWith('content-disposition:')) ?? '';
    const type = headers.find((h) => h.toLowerCase().startsWith('content-type:'));
    const field = headerParam(disposition, 'name') ?? '';
    const filename = headerParam(disposition, 'filename');
    if (filename !== undefined) {
      files.push({ field, filename, contentType: type ? type.slice(type.indexOf(':') + 1).trim() : 'application/octet-stream', data: Buffer.from(data) });
    } else {
      fields[field] = data.toString('utf8');
    }
    position = next + CRLF.length;
  }
  return new MultipartBody(fields, files);
}

/** Accepts multipart/form-data uploads (the import wizard posts files this way). */
export const multipartPlugin = globalPlugin('atrium-multipart', async (app) => {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    const boundary = headerParam(request.headers['content-type'] ?? '', 'boundary');
    if (!boundary) {
      done(new MalformedMultipart('boundary missing in content-type'), undefined);
      return;
    }
    try {
      done(null, parseMultipart(body, boundary));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
});
