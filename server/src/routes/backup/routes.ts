import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { BackupLinkSigner, BACKUP_LINK_TTL_MS } from '../../backup/links';
import { backupManagerOf } from '../../backup/plugin';
import { findBackup, listBackups, type Backup } from '../../backup/repository';
import { loadUrlKey, urlKeyFile } from '../../files/signed-urls';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { contentDisposition } from '../files/disposition';
import { pageWindow, type PagingQuery } from '../paging';
import { createSchema, deleteSchema, DESCRIPTION_MAX, downloadSchema, downloadUrlSchema, listSchema, progressSchema, restoreSchema } from './schemas';

interface IdParams {
  id: string;
}

const ADMIN = { access: 'administrator' as const };

/**
 * /api/system/DataBackup (JNPF 3.1's /api/system/Base/DataBackup under the spec's prefix): 数据备份
 * (issue 16 item 11). List, create (an online backup while the server runs), delete, download
 * through a short-lived signed link, restore (checked first, after a safety backup) and the
 * progress of the operation in hand. Administrators only, checked on every call.
 */
export async function backupRoutes(app: FastifyInstance): Promise<void> {
  const manager = backupManagerOf(app);
  const links = new BackupLinkSigner(loadUrlKey(urlKeyFile(app.config.dbFile)));

  const userName = (id: string | null): string =>
    id ? ((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '') : '';
  const view = (backup: Backup) => ({
    id: backup.id,
    fileName: backup.fileName,
    fileSize: backup.fileSize,
    kind: backup.kind,
    schemaVersion: backup.schemaVersion,
    description: backup.description,
    creatorUser: userName(backup.creatorUserId),
    creatorTime: backup.creatorTime,
  });

  app.get<{ Querystring: PagingQuery }>('/', { schema: listSchema, config: ADMIN }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listBackups(app.db, { keyword: request.query.keyword?.trim() ?? '', offset, limit });
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  app.post<{ Body: { description?: string | null } | null }>('/', { schema: createSchema, config: ADMIN }, async (request) => {
    const description = (request.body?.description ?? '').trim();
    if (description.length > DESCRIPTION_MAX) throw badRequest('backupDescriptionTooLong', { max: DESCRIPTION_MAX });
    const backup = await manager.create('manual', sessionOf(request).userId, description);
    return ok(request, view(backup), 'backupCreated');
  });

  // Static paths before /:id.
  app.get('/Actions/Progress', { schema: progressSchema, config: ADMIN }, async (request) => ok(request, manager.progress()));

  // The link's target: public, the signed token is the credential.
  app.get<{ Params: { token: string } }>('/Download/:token', { schema: downloadSchema, config: { auth: 'public' } }, async (request, reply) => {
    const id = links.verify(request.params.token, app.clock());
    const backup = id ? findBackup(app.db, id) : undefined;
    if (!backup) throw badRequest('fileLinkInvalid');
    const file = manager.fileOf(backup);
    const info = await stat(file).catch(() => null);
    if (!info) throw badRequest('backupFileMissing');
    return reply
      .header('content-type', 'application/vnd.sqlite3')
      .header('content-length', info.size)
      .header('cache-control', 'no-store')
      .header('content-disposition', contentDisposition('attachment', backup.fileName))
      .send(createReadStream(file));
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: ADMIN }, async (request) => {
    await manager.remove(request.params.id);
    return ok(request, null, 'deleted');
  });

  app.get<{ Params: IdParams }>('/:id/Actions/Download', { schema: downloadUrlSchema, config: ADMIN }, async (request) => {
    const backup = findBackup(app.db, request.params.id);
    if (!backup) throw notFound('entityDataBackup');
    const token = links.sign(backup.id, app.clock() + BACKUP_LINK_TTL_MS);
    return ok(request, { url: `/api/system/DataBackup/Download/${token}` });
  });

  app.post<{ Params: IdParams; Body: { confirm?: boolean | null } | null }>('/:id/Actions/Restore', { schema: restoreSchema, config: ADMIN }, async (request) => {
    if (request.body?.confirm !== true) throw badRequest('backupConfirmRequired');
    const safety = await manager.restore(request.params.id, sessionOf(request).userId);
    return ok(request, { safetyBackup: view(safety) }, 'backupRestored');
  });
}
