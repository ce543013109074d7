import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { newId } from '../../db/ids';
import { decodeImageDataUrl, IMAGE_MAX_BYTES, IMAGE_MAX_MB } from '../../domain/images';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { emptyEnvelope, envelope, idParams, int, objectOf, str } from '../common-schemas';
import { readOwnImage } from './own-image';

// Base64 is 4/3 of the bytes; the exact byte limit is checked after decoding.
const DATA_URL_MAX = Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64;

const signItem = objectOf({ id: str, signImg: str, isDefault: int, creatorTime: int });

const listSchema = { response: envelope({ type: 'array', items: signItem }) };
const createSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      // JNPF's client posts the image itself as a data URL; the portal names an image it uploaded to the file store.
      signImg: { type: 'string', maxLength: DATA_URL_MAX },
      fileId: { type: 'string', minLength: 1, maxLength: 64 },
      isDefault: { type: ['integer', 'null'], enum: [0, 1, null] },
    },
  },
  response: envelope(objectOf({ id: str })),
};
const idSchema = { params: idParams, response: emptyEnvelope };

interface SignRow {
  id: string;
  sign_img: string;
  is_default: number;
  creator_time: number;
}

function listSignImages(db: Db, userId: string) {
  const rows = db.prepare(`SELECT id, sign_img, is_default, creator_time FROM user_sign_images
    WHERE user_id = ? ORDER BY creator_time DESC, id DESC`).all(userId) as SignRow[];
  return rows.map((row) => ({ id: row.id, signImg: row.sign_img, isDefault: row.is_default, creatorTime: row.creator_time }));
}

/** Marks one signature of the user as the default and clears the mark on the others. */
function makeDefault(db: Db, userId: string, id: string): void {
  db.prepare('UPDATE user_sign_images SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE user_id = ?').run(id, userId);
}

/**
 * The current user's signature images (spec section 7: GET, POST /Current/SignImg;
 * DELETE, PUT /Current/{id}/SignImg). POST takes the image as a data URL (JNPF) or the fileId
 * of an image the user uploaded to the file store (the portal's image uploader). Every query is scoped by the session's user, so an id
 * of someone else's signature reads as not found.
 */
export async function signImageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/SignImg', { schema: listSchema }, async (request) => ok(request, listSignImages(app.db, sessionOf(request).userId)));

  app.post<{ Body: { signImg?: string; fileId?: string; isDefault?: number | null } }>(
    '/SignImg',
    { schema: createSchema, bodyLimit: DATA_URL_MAX + 1024 },
    async (request) => {
      const userId = sessionOf(request).userId;
      let signImg: string;
      if (request.body.fileId !== undefined) {
        // Kept as a data URL like JNPF's, so userInfo.signImg and the list look the same whichever way it came.
        const image = await readOwnImage(app, userId, request.body.fileId, 'fileId');
        signImg = `data:${image.type};base64,${image.data.toString('base64')}`;
      } else {
        const image = decodeImageDataUrl(request.body.signImg ?? '');
        if (!image) throw badRequest('imageRequired', { field: 'signImg' });
        if (image.bytes.length > IMAGE_MAX_BYTES) throw badRequest('imageTooLarge', { size: IMAGE_MAX_MB, unit: 'MB' });
        signImg = request.body.signImg ?? '';
      }
      const id = newId(app.clock());
      app.db.transaction(() => {
        // The first signature becomes the default, so there is always one to sign with.
        const first = app.db.prepare('SELECT 1 FROM user_sign_images WHERE user_id = ?').get(userId) === undefined;
        app.db.prepare('INSERT INTO user_sign_images (id, user_id, sign_img, is_default, creator_time) VALUES (?, ?, ?, 0, ?)')
          .run(id, userId, signImg, app.clock());
        if (first || request.body.isDefault === 1) makeDefault(app.db, userId, id);
      })();
      return ok(request, { id }, 'created');
    },
  );

  app.put<{ Params: { id: string } }>('/:id/SignImg', { schema: idSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    app.db.transaction(() => {
      const found = app.db.prepare('SELECT 1 FROM user_sign_images WHERE id = ? AND user_id = ?').get(request.params.id, userId);
      if (!found) throw notFound('entitySignImg');
      makeDefault(app.db, userId, request.params.id);
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: { id: string } }>('/:id/SignImg', { schema: idSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const result = app.db.prepare('DELETE FROM user_sign_images WHERE id = ? AND user_id = ?').run(request.params.id, userId);
    if (result.changes === 0) throw notFound('entitySignImg');
    return ok(request, null, 'deleted');
  });
}
