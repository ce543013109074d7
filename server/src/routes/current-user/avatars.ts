import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { avatarUrl, builtInAvatarNames } from '../../domain/avatar-set';
import { IMAGE_MAX_BYTES, IMAGE_MAX_MB, sniffImage } from '../../domain/images';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { MultipartBody } from '../../plugins/multipart';
import { emptyEnvelope, envelope, listOf, objectOf, str, bool } from '../common-schemas';

/** Uploaded avatars kept per user; older ones not in use are dropped. */
const UPLOADS_KEPT = 5;

const avatarItem = objectOf({ name: str, url: str, builtIn: bool });

const listSchema = { response: envelope(listOf(avatarItem)) };
const uploadSchema = { response: envelope(objectOf({ name: str, url: str })) };
const chooseSchema = {
  params: objectOf({ name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } }),
  response: emptyEnvelope,
};

function uploadsOf(db: Db, userId: string): string[] {
  const rows = db.prepare('SELECT name FROM user_avatars WHERE user_id = ? ORDER BY created_at DESC, name').all(userId) as { name: string }[];
  return rows.map((row) => row.name);
}

/**
 * The avatar of the current user: the server's set plus the user's own uploads
 * (GET /Current/Avatar, POST /Current/Avatar), and the choice (PUT /Current/Avatar/{name}).
 * A user can choose only a built-in avatar or one they uploaded themself.
 */
export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  app.get('/Avatar', { schema: listSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const list = [
      ...builtInAvatarNames.map((name) => ({ name, url: avatarUrl(name), builtIn: true })),
      ...uploadsOf(app.db, userId).map((name) => ({ name, url: avatarUrl(name), builtIn: false })),
    ];
    return ok(request, { list });
  });

  // Room for the multipart framing around a file at the size limit, which is checked exactly below.
  app.post('/Avatar', { schema: uploadSchema, bodyLimit: IMAGE_MAX_BYTES + 64 * 1024 }, async (request) => {
    const userId = sessionOf(request).userId;
    const file = request.body instanceof MultipartBody ? request.body.files[0] : undefined;
    if (!file) throw badRequest('imageRequired', { field: 'file' });
    if (file.data.length > IMAGE_MAX_BYTES) throw badRequest('imageTooLarge', { size: IMAGE_MAX_MB, unit: 'MB' });
    const type = sniffImage(file.data);
    if (!type) throw badRequest('imageRequired', { field: 'file' });
    const name = `${randomBytes(16).toString('hex')}.${type.slice('image/'.length)}`;
    const now = app.clock();
    app.db.transaction(() => {
      app.db.prepare('INSERT INTO user_avatars (name, user_id, content_type, content, created_at) VALUES (?, ?, ?, ?, ?)')
        .run(name, userId, type, file.data, now);
      const current = (app.db.prepare('SELECT head_icon FROM users WHERE id = ?').get(userId) as { head_icon: string } | undefined)?.head_icon;
      for (const old of uploadsOf(app.db, userId).slice(UPLOADS_KEPT)) {
        if (avatarUrl(old) !== current) app.db.prepare('DELETE FROM user_avatars WHERE name = ?').run(old);
      }
    })();
    return ok(request, { name, url: avatarUrl(name) }, 'created');
  });

  app.put<{ Params: { name: string } }>('/Avatar/:name', { schema: chooseSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const { name } = request.params;
    const own = app.db.prepare('SELECT 1 FROM user_avatars WHERE name = ? AND user_id = ?').get(name, userId) !== undefined;
    if (!own && !builtInAvatarNames.includes(name)) throw notFound('entityAvatar');
    app.db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(avatarUrl(name), userId);
    return ok(request, null, 'updated');
  });
}
