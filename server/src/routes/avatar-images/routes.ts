import type { FastifyInstance } from 'fastify';
import { builtInAvatarSvg } from '../../domain/avatar-set';
import { notFound } from '../../plugins/errors';
import { objectOf } from '../common-schemas';

const imageSchema = { params: objectOf({ name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9._-]+$' } }) };

// Names never change content (uploads get a new random name), so browsers may keep them.
const CACHE = 'public, max-age=31536000, immutable';

/**
 * GET /api/file/Image/userAvatar/{name}: an avatar picture. Public, because <img> sends no
 * token and avatars are shown to other users anyway (chat, pickers); uploaded names are
 * 128-bit random, so they cannot be listed by guessing.
 */
export async function avatarImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>('/Image/userAvatar/:name', { schema: imageSchema, config: { auth: 'public' } }, async (request, reply) => {
    const { name } = request.params;
    const svg = builtInAvatarSvg(name);
    if (svg) return reply.header('content-type', 'image/svg+xml').header('cache-control', CACHE).send(svg);
    const row = app.db.prepare('SELECT content_type, content FROM user_avatars WHERE name = ?').get(name) as
      { content_type: string; content: Buffer } | undefined;
    if (!row) throw notFound('entityAvatar');
    return reply.header('content-type', row.content_type).header('cache-control', CACHE).send(row.content);
  });
}
