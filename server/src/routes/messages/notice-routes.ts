import type { FastifyInstance } from 'fastify';
import { NOTICE_PAGE } from '../../db/seed/menus';
import { fileServiceOf } from '../../files/plugin';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { pageWindow } from '../paging';
import { noticeViewerOf } from './notice-access';
import { canReadNotice } from './notice-access-repository';
import { checkNoticeFiles, noticeFileIds, noticeRecipientReads } from './notice-files';
import { pushMessage } from './push';
import { deleteMessage, findNotice, insertNotice, listNoticesOffThread, MessageType, releaseMessage, updateNotice, type NoticeRow } from './repository';
import {
  noticeCreateSchema,
  noticeDeleteSchema,
  noticeInfoSchema,
  noticeListSchema,
  noticeReleaseSchema,
  noticeUpdateSchema,
} from './schemas';
import { cleanNotice, type NoticeBody } from './validation';

interface PageQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
}

const view = (row: NoticeRow) => ({ ...row, toUserIds: row.toUserIds ? (JSON.parse(row.toUserIds) as string[]) : null });

/**
 * Notices (system management → notice): written as drafts, released to their recipients at once.
 * Opening the page lets a user list and read only what notice-access.ts allows them.
 */
export async function noticeRoutes(app: FastifyInstance): Promise<void> {
  // The file store registers after these routes: the rule is added once every plugin is in.
  app.addHook('onReady', async () => fileServiceOf(app).access.allow(noticeRecipientReads));

  app.get<{ Querystring: PageQuery }>('/Notice', { schema: noticeListSchema, config: { access: { page: NOTICE_PAGE } } }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const viewer = noticeViewerOf(app.db, sessionOf(request));
    const { list, total } = await listNoticesOffThread(app.dbReader, { keyword: request.query.keyword, offset, limit }, viewer, app.clock());
    return ok(request, { list: list.map(view), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: { id: string } }>('/:id', { schema: noticeInfoSchema, config: { access: { page: NOTICE_PAGE } } }, async (request) => {
    const notice = findNotice(app.db, request.params.id);
    if (!notice) throw notFound('entityNotice');
    if (!canReadNotice(app.db, notice.id, noticeViewerOf(app.db, sessionOf(request)), app.clock())) throw new ApiError(403, 'noticeNotReadable');
    return ok(request, view(notice));
  });

  app.post<{ Body: NoticeBody }>(
    '/',
    { schema: noticeCreateSchema, config: { access: { page: NOTICE_PAGE, button: 'btn_add' } } },
    async (request) => {
      const input = cleanNotice(request.body, app.clock());
      const { userId } = sessionOf(request);
      const id = app.db.transaction(() => {
        const files = checkNoticeFiles(app.db, fileServiceOf(app).access, input.files, userId);
        return insertNotice(app.db, { ...input, files }, userId, app.clock());
      })();
      return ok(request, { id }, 'created');
    },
  );

  app.put<{ Params: { id: string }; Body: NoticeBody }>(
    '/:id',
    { schema: noticeUpdateSchema, config: { access: { page: NOTICE_PAGE, button: 'btn_edit' } } },
    async (request) => {
      const input = cleanNotice(request.body, app.clock());
      app.db.transaction(() => {
        const notice = findNotice(app.db, request.params.id);
        if (!notice) throw notFound('entityNotice');
        // Recipients already hold the released text: changing it would rewrite what they read.
        if (notice.enabledMark === 1) throw badRequest('noticeReleased');
        const files = checkNoticeFiles(app.db, fileServiceOf(app).access, input.files, sessionOf(request).userId, noticeFileIds(notice.files));
        updateNotice(app.db, notice.id, { ...input, files }, app.clock());
      })();
      return ok(request, null, 'updated');
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/:id',
    { schema: noticeDeleteSchema, config: { access: { page: NOTICE_PAGE, button: 'btn_remove' } } },
    async (request) => {
      app.db.transaction(() => {
        if (!findNotice(app.db, request.params.id)) throw notFound('entityNotice');
        deleteMessage(app.db, request.params.id);
      })();
      return ok(request, null, 'deleted');
    },
  );

  app.put<{ Params: { id: string } }>(
    '/:id/Actions/Release',
    { schema: noticeReleaseSchema, config: { access: { page: NOTICE_PAGE, button: 'btn_edit' } } },
    async (request) => {
      const session = sessionOf(request);
      const { notice, recipients } = app.db.transaction(() => {
        const found = findNotice(app.db, request.params.id);
        if (!found) throw notFound('entityNotice');
        if (found.enabledMark === 1) throw badRequest('noticeReleased');
        // Released past its expiry, it would reach nobody's list: the author sets a new one first.
        if (found.expirationTime !== null && found.expirationTime <= app.clock()) throw badRequest('noticeExpired');
        return { notice: found, recipients: releaseMessage(app.db, found.id, session.userId, app.clock()) };
      })();
      // After the commit: every online recipient's bell rises now, in every tab.
      for (const userId of recipients) pushMessage(app, userId, { id: notice.id, title: notice.title, type: MessageType.notice });
      return ok(request, { recipients: recipients.length }, 'released');
    },
  );
}
