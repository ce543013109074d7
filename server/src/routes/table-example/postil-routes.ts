import type { FastifyInstance } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { canRead, mayDeletePostil } from './access';
import { countPostils, deletePostil, findTableExample, insertPostil, listPostils, type Postil } from './repository';
import { postilDeleteSchema, postilListSchema, postilSendSchema } from './schemas';
import { POSTILS_PER_ROW, cleanPostilText } from './validation';

interface IdParams {
  id: string;
}

/** JNPF's postil entry: `userId` is the author's "RealName/account", as its client shows it. */
const jnpfPostil = (postil: Postil) => ({
  text: postil.text,
  userId: postil.creatorName,
  creatorTime: postil.creatorTime,
  creatorUserId: postil.creatorUserId ?? '',
});

/**
 * /api/extend/TableExample/{id}/…Postil: comments (批注) on a row of 表格示例. JNPF keeps them
 * as a JSON array on the row and addresses them by index, newest first; here they are rows of
 * their own, and the index is resolved inside the write's transaction.
 */
export async function tableExamplePostilRoutes(app: FastifyInstance): Promise<void> {
  const requireRow = (id: string): string => {
    const row = findTableExample(app.db, id);
    if (!row) throw notFound('entityTableExample');
    return row.id;
  };

  app.get<{ Params: IdParams }>('/:id/Actions/Postil', { schema: postilListSchema, config: { access: canRead } }, async (request) => {
    const postils = listPostils(app.db, requireRow(request.params.id));
    return ok(request, { postilJson: JSON.stringify(postils.map(jnpfPostil)) });
  });

  app.post<{ Params: IdParams; Body: { text?: string | null } }>('/:id/Postil', { schema: postilSendSchema, config: { access: canRead } }, async (request) => {
    const session = sessionOf(request);
    const text = cleanPostilText(request.body.text);
    const now = app.clock();
    app.db.transaction(() => {
      const exampleId = requireRow(request.params.id);
      if (countPostils(app.db, exampleId) >= POSTILS_PER_ROW) throw badRequest('tableExamplePostilTooMany', { max: POSTILS_PER_ROW });
      insertPostil(app.db, exampleId, { id: newId(now), text, creatorName: `${session.realName}/${session.account}`, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, null);
  });

  // An index shifts when someone comments in between: a client that says which comment it read
  // (its creatorTime) is refused rather than served another one.
  app.delete<{ Params: IdParams & { index: number }; Querystring: { creatorTime?: number } }>('/:id/Postil/:index', { schema: postilDeleteSchema, config: { access: canRead } }, async (request) => {
    const session = sessionOf(request);
    const expected = request.query.creatorTime;
    app.db.transaction(() => {
      const postil = listPostils(app.db, requireRow(request.params.id))[request.params.index];
      if (!postil) throw badRequest('tableExamplePostilIndex');
      if (expected !== undefined && postil.creatorTime !== expected) throw badRequest('tableExamplePostilMoved');
      if (!mayDeletePostil(app.db, session, postil.creatorUserId)) throw new ApiError(403, 'tableExamplePostilNotYours');
      deletePostil(app.db, postil.id);
    })();
    return ok(request, null, 'deleted');
  });
}
