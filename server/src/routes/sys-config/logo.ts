import { createReadStream } from 'node:fs';
import * as fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { readConfigValue } from '../../domain/sys-config';
import { findFile } from '../../files/repository';
import { ApiError, badRequest } from '../../plugins/errors';
import { objectOf } from '../common-schemas';
import { LOGO_KEYS } from './schemas';

type LogoKey = (typeof LOGO_KEYS)[number];

/** Where an uploaded logo is served from: public, since the sign-in page shows it before anyone signs in. */
export const logoUrl = (key: LogoKey, fileId: string): string => `/api/system/SysConfig/Logo/${key}/${encodeURIComponent(fileId)}`;

const LOGO_PATH = /^\/api\/system\/SysConfig\/Logo\/(logoIcon|loginIcon|navigationIcon)\/([A-Za-z0-9_-]{1,64})$/;

/**
 * The value a logo key may take: '' (none), an http(s) address, or the served path of an image the
 * administrator uploaded (and may read) through the file store. Anything else is a 400: a javascript:
 * or data: "logo" would end up in every portal's <img>.
 */
export function checkLogo(app: FastifyInstance, key: LogoKey, value: string, userId: string): string {
  const text = value.trim();
  if (text === '' || text === readConfigValue(app.db, key)) return text;
  const served = LOGO_PATH.exec(text);
  if (served) {
    const file = served[1] === key ? app.files.access.readable(served[2] as string, userId) : undefined;
    if (!file || !file.contentType.startsWith('image/')) throw badRequest('logoInvalid', { field: key });
    return text;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw badRequest('logoInvalid', { field: key });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw badRequest('logoInvalid', { field: key });
  return text;
}

const logoSchema = { params: objectOf({ key: { type: 'string', enum: [...LOGO_KEYS] }, fileId: { type: 'string', minLength: 1, maxLength: 64 } }) };

/** GET /Logo/{key}/{fileId}: the image, but only while it is the configured logo (no other stored file is reachable here). */
export async function logoRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { key: LogoKey; fileId: string } }>('/Logo/:key/:fileId', { schema: logoSchema, config: { auth: 'public' } }, async (request, reply) => {
    const { key, fileId } = request.params;
    const missing = new ApiError(404, 'fileNotFound');
    if (readConfigValue(app.db, key) !== logoUrl(key, fileId)) throw missing;
    const file = findFile(app.db, fileId);
    if (!file || !file.contentType.startsWith('image/')) throw missing;
    const path = app.files.store.blobPath(file.storageName);
    const stat = await fsp.stat(path).catch(() => null);
    if (!stat) throw missing;
    return reply
      .header('content-type', file.contentType)
      .header('content-length', stat.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      // A new logo is a new URL (its file id), so this one may be kept; an hour bounds a removed one.
      .header('cache-control', 'public, max-age=3600')
      .send(createReadStream(path));
  });
}
