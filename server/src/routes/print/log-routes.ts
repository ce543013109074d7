import type { FastifyInstance } from 'fastify';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { newId } from '../../db/ids';
import { dataScope } from '../../permission/data-scope';
import { rowInScope, unscoped } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { requiredText } from '../field-rules';
import { pageWindow, type PagingQuery } from '../paging';
import { canRead, holdsPage } from './access';
import { insertPrintLog, listPrintLogs } from './log-repository';
import { PRINT_SCOPE_COLUMNS, PRINT_TEMPLATE_ROWS, findTemplate } from './repository';
import { logListSchema, logSaveSchema } from './schemas';

export const PRINT_TITLE_MAX = 200;
/** Copies times records of one print job; far above any real job. */
export const PRINT_NUM_MAX = 10_000;

interface SaveBody {
  printTitle?: string | null;
  printNum?: number | null;
  printId?: string | null;
}

interface LogQuery extends PagingQuery {
  startTime?: number;
  endTime?: number;
  printId?: string;
}

/** /api/system/printLog: every real print is logged (spec: printTitle, printNum, printId), and listed for the print page. */
export async function printLogRoutes(app: FastifyInstance): Promise<void> {
  // Whoever may print a template logs their prints: any signed-in user for an enabled one.
  app.post<{ Body: SaveBody }>('/save', { schema: logSaveSchema }, async (request) => {
    const session = sessionOf(request);
    const body = request.body;
    const printTitle = requiredText(body.printTitle, { field: 'printTitle', required: 'printTitleRequired', tooLong: 'printTitleTooLong', max: PRINT_TITLE_MAX });
    const printNum = body.printNum ?? 1;
    if (!Number.isInteger(printNum) || printNum < 1 || printNum > PRINT_NUM_MAX) throw badRequest('printNumRange', { max: PRINT_NUM_MAX });
    if (typeof body.printId !== 'string' || body.printId === '' || body.printId.length > 64) throw notFound('entityPrintTemplate');
    const printId = body.printId;
    const now = app.clock();
    app.db.transaction(() => {
      const template = findTemplate(app.db, printId);
      if (!template) throw notFound('entityPrintTemplate');
      if (template.enabledMark !== 1) {
        if (!holdsPage(app.db, session)) throw badRequest('printTemplateDisabled');
        if (!rowInScope(app.db, session, PRINT_DEV_PAGE, PRINT_TEMPLATE_ROWS, template.id)) throw notFound('entityPrintTemplate');
      }
      insertPrintLog(app.db, { id: newId(now), printId: template.id, printTitle, printNum, userId: session.userId, now });
    })();
    return ok(request, null, 'printLogged');
  });

  app.get<{ Querystring: LogQuery }>('/', { schema: logListSchema, config: { access: canRead } }, async (request) => {
    const query = request.query;
    if (query.startTime !== undefined && query.endTime !== undefined && query.startTime > query.endTime) throw badRequest('printTimeRange');
    const scope = dataScope(app.db, sessionOf(request), PRINT_DEV_PAGE, PRINT_SCOPE_COLUMNS);
    const { currentPage, pageSize, offset, limit } = pageWindow(query);
    const { list, total } = listPrintLogs(app.db, {
      scope,
      includeOrphans: unscoped(scope),
      keyword: query.keyword?.trim() ?? '',
      printId: query.printId ?? '',
      startTime: query.startTime ?? null,
      endTime: query.endTime ?? null,
      offset,
      limit,
    });
    return ok(request, { list: list.map(({ creatorUserId: _user, ...row }) => row), pagination: { currentPage, pageSize, total } });
  });
}
