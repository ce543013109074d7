import * as fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, sniffImage, type ImageType } from '../../domain/images';
import { fileServiceOf } from '../../files/plugin';
import { findFile } from '../../files/repository';
import { badRequest } from '../../plugins/errors';

/**
 * The bytes of an image the user uploaded through the file store (issue 14), for the profile's
 * avatar and signature images. The file must be the user's own (another user's file, or no such
 * file: the same 400, so ids of others' files cannot be probed) and a PNG, JPEG, GIF or WebP by
 * its first bytes, read again here. At most the profile's 10 MB: read whole, as the profile keeps
 * its own copy.
 */
export async function readOwnImage(app: FastifyInstance, userId: string, fileId: string, field: string): Promise<{ type: ImageType; data: Buffer }> {
  const file = findFile(app.db, fileId);
  if (!file || file.ownerId !== userId) throw badRequest('profileImageUnavailable', { field });
  if (file.size > IMAGE_MAX_BYTES) throw badRequest('imageTooLarge', { field, size: IMAGE_MAX_MB, unit: 'MB' });
  let data: Buffer;
  try {
    data = await fsp.readFile(fileServiceOf(app).store.blobPath(file.storageName));
  } catch {
    // The record outlived its bytes (a disk restored without them): as good as no file.
    throw badRequest('profileImageUnavailable', { field });
  }
  const type = sniffImage(data);
  if (!type) throw badRequest('imageRequired', { field });
  return { type, data };
}
