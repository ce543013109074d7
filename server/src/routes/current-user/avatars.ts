import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { avatarUrl, builtInAvatarNames } from '../../domain/avatar-set';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { emptyEnvelope, envelope, listOf, objectOf, str, bool } from '../common-schemas';
import { readOwnImage } from './own-image';

/** Uploaded avatars kept per user; older ones not in use are dropped. */
const UPLOADS_KEPT = 5;

const avatarItem = objectOf({ name: str, url: str, builtIn: bool });

const listSchema = { response: envelope(listOf(avatarItem)) };
const chooseSchema = {
  params: objectOf({ name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } }),
  response: emptyEnvelope,
};

function uploadsOf(db: Db, userId: string): string[] {
  const rows = db.prepare('SELECT name FROM user_avatars WHERE user_id = ? ORDER BY created_at DESC, name').all(userId) as { name: string }[];
  return rows.map((row) => row.name);
}

/** Keeps an image as one of the user's avatars (served publicly under a new random name); drops old unused ones. */
function addAvatar(db: Db, userId: string, type: string, data: Buffer, now: number): string {
  const name = `${randomBytes(16).toString('hex')}.${type.slice('image/'.length)}`;
  db.prepare('INSERT INTO user_avatars (name, user_id, content_type, content, created_at) VALUES (?, ?, ?, ?, ?)').run(name, userId, type, data, now);
  const current = (db.prepare('SELECT head_icon FROM users WHERE id = ?').get(userId) as { head_icon: string } | undefined)?.head_icon;
  for (const old of uploadsOf(db, userId).slice(UPLOADS_KEPT)) {
    if (avatarUrl(old) !== current && old !== name) db.prepare('DELETE FROM user_avatars WHERE name = ?').run(old);
  }
  return name;
}

/**
 * The avatar of the current user: the server's set plus the user's earlier avatars
 * (GET /Current/Avatar), and the choice (PUT /Current/Avatar/{name}). {name} is a built-in
 * avatar, one of the user's earlier avatars, or the fileId of an image the user uploaded
 * through the file store (the image uploader): that image is copied in as a new avatar, since
 * avatars are public (<img> sends no token) and store files are not. Another user's file, or a
 * file that is not an image by its bytes, is refused (400).
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

  app.put<{ Params: { name: string } }>('/Avatar/:name', { schema: chooseSchema }, async (request) => {
    const userId = sessionOf(request).userId;
    const { name } = request.params;
    const own = app.db.prepare('SELECT 1 FROM user_avatars WHERE name = ? AND user_id = ?').get(name, userId) !== undefined;
    if (own || builtInAvatarNames.includes(name)) {
      app.db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(avatarUrl(name), userId);
      return ok(request, null, 'updated');
    }
    const image = await readOwnImage(app, userId, name, 'name');
    app.db.transaction(() => {
      const avatar = addAvatar(app.db, userId, image.type, image.data, app.clock());
      app.db.prepare('UPDATE users SET head_icon = ? WHERE id = ?').run(avatarUrl(avatar), userId);
    })();
    return ok(request, null, 'updated');
  });
}
