import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRINT_DEV_PAGE } from '../../db/seed/menus';
import { newId } from '../../db/ids';
import { createDownload } from '../../domain/downloads';
import { assertInScope, listRights, visibleRecord, visibleRows, writableBody } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { checkSql } from '../../print/data-source';
import { DEFAULT_SQL_TIMEOUT_MS, createSqlRunner, type SqlRunner } from '../../print/sql-runner';
import { pageWindow, type PagingQuery } from '../paging';
import { canAdd, canEdit, canExport, canImport, canRead, canRemove } from './access';
import { copyNames } from './copy-names';
import { printDataRoutes } from './data-routes';
import {
  PRINT_SCOPE_COLUMNS,
  PRINT_TEMPLATE_ROWS,
  categoryExists,
  deleteTemplate,
  findTemplate,
  insertTemplate,
  listTemplates,
  setTemplateEnabled,
  templateCodeTaken,
  updateTemplate,
  type PrintTemplate,
  type SortField,
  type TemplateFields,
  type TemplateType,
} from './repository';
import { copySchema, createSchema, deleteSchema, exportSchema, importSchema, infoSchema, listSchema, stateSchema, updateSchema } from './schemas';
import { exportFile, parseExport, readContent } from './transfer';
import { cleanTemplateInput, type TemplateInput } from './validation';
import { dataName } from '../dictionary/repository';

interface IdParams {
  id: string;
}

interface ListQueryString extends PagingQuery {
  sidx?: SortField | '';
  category?: string;
  type?: TemplateType;
}

export interface PrintRoutesOptions {
  /** How long one data-source statement may run (tests shorten it). */
  sqlTimeoutMs?: number;
}

/** What the editor loads: the stored fields under their JNPF names, with the names it shows. */
function view(template: PrintTemplate, category: string, creatorUser: string) {
  return {
    id: template.id,
    fullName: template.fullName,
    enCode: template.enCode,
    category: template.category,
    categoryName: category,
    type: template.type,
    sourceForm: template.sourceForm,
    sqlTemplate: template.sqlTemplate,
    printTemplate: template.document,
    pageParam: template.pageParam,
    sortCode: template.sortCode,
    enabledMark: template.enabledMark,
    description: template.description,
    creatorUser,
    creatorTime: template.creatorTime,
    lastModifyTime: template.lastModifyTime,
  };
}

/** /api/system/printDev: print templates (issue 14 item 6). */
export async function printDevRoutes(app: FastifyInstance, options: PrintRoutesOptions): Promise<void> {
  const timeoutMs = options.sqlTimeoutMs ?? DEFAULT_SQL_TIMEOUT_MS;
  const runner: SqlRunner = createSqlRunner(app.config.dbFile, timeoutMs);
  app.addHook('onClose', async () => runner.close());

  /** The template, or 404 when it does not exist or the caller's data rules of the page hide it. */
  const requireTemplate = (request: FastifyRequest, id: string): PrintTemplate => {
    const template = findTemplate(app.db, id);
    if (!template) throw notFound('entityPrintTemplate');
    assertInScope(app.db, sessionOf(request), PRINT_DEV_PAGE, PRINT_TEMPLATE_ROWS, template.id, 'entityPrintTemplate');
    return template;
  };

  /** Every SQL of a data-source template compiled against the database and held to the read policy. */
  const checkSources = async (fields: TemplateFields): Promise<void> => {
    if (fields.type !== 1) return;
    await checkSql(runner, fields.sqlTemplate.main, timeoutMs);
    for (const table of fields.sqlTemplate.tables) await checkSql(runner, table.sql, timeoutMs);
  };

  /** Inside the write transaction: the references and the unique code. */
  const checkRefs = (fields: TemplateFields, editedId: string | null): void => {
    if (!categoryExists(app.db, fields.category)) throw badRequest('printCategoryNotFound');
    if (templateCodeTaken(app.db, fields.enCode, editedId)) throw badRequest('codeExists', { code: fields.enCode });
  };

  const userName = (id: string | null): string =>
    id ? ((app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(id) as { name: string } | undefined)?.name ?? '') : '';

  app.get<{ Querystring: ListQueryString }>('/', { schema: listSchema, config: { access: canRead } }, async (request) => {
    const rights = listRights(app.db, sessionOf(request), PRINT_DEV_PAGE, PRINT_SCOPE_COLUMNS);
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listTemplates(app.db, {
      scope: rights.scope,
      keyword: request.query.keyword?.trim() ?? '',
      category: request.query.category ?? '',
      type: request.query.type ?? null,
      enabledOnly: false,
      offset,
      limit,
      sidx: request.query.sidx ? request.query.sidx : null,
      sort: request.query.sort === 'asc' ? 'asc' : 'desc',
    });
    return ok(request, { list: visibleRows(list, rights.visible), pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: { access: canRead } }, async (request) => {
    const template = requireTemplate(request, request.params.id);
    const record = view(template, dataName(app.db, template.category), userName(template.creatorUserId));
    return ok(request, visibleRecord(app.db, sessionOf(request), PRINT_DEV_PAGE, record, { categoryName: ['category'] }));
  });

  app.post<{ Body: TemplateInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const session = sessionOf(request);
    const fields = cleanTemplateInput(writableBody(app.db, session, PRINT_DEV_PAGE, request.body));
    await checkSources(fields);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRefs(fields, null);
      insertTemplate(app.db, { ...fields, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: TemplateInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, async (request) => {
    const session = sessionOf(request);
    // Fields outside the caller's form rights keep their stored values.
    const stored = requireTemplate(request, request.params.id);
    const fields = cleanTemplateInput(writableBody(app.db, session, PRINT_DEV_PAGE, request.body, {
      fullName: stored.fullName,
      enCode: stored.enCode,
      category: stored.category,
      type: stored.type,
      sourceForm: stored.sourceForm,
      sqlTemplate: stored.sqlTemplate,
      printTemplate: stored.document,
      pageParam: stored.pageParam,
      sortCode: stored.sortCode,
      enabledMark: stored.enabledMark,
      description: stored.description,
    }));
    await checkSources(fields);
    app.db.transaction(() => {
      const current = requireTemplate(request, request.params.id);
      checkRefs(fields, current.id);
      updateTemplate(app.db, current.id, fields, session.userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      deleteTemplate(app.db, requireTemplate(request, request.params.id).id);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const template = requireTemplate(request, request.params.id);
      const next = template.enabledMark === 1 ? 0 : 1;
      setTemplateEnabled(app.db, template.id, next, sessionOf(request).userId, app.clock());
      return next;
    })();
    return ok(request, { enabledMark }, 'updated');
  });

  // JNPF's copy: the same template under a name and code with a 副本 suffix, disabled until someone checks it.
  app.post<{ Params: IdParams }>('/:id/Actions/Copy', { schema: copySchema, config: { access: canAdd } }, async (request) => {
    const session = sessionOf(request);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      const source = requireTemplate(request, request.params.id);
      const names = copyNames(source, (code) => templateCodeTaken(app.db, code, null));
      insertTemplate(app.db, { ...source, ...names, enabledMark: 0, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'printCopied');
  });

  app.get<{ Params: IdParams }>('/:id/Actions/Export', { schema: exportSchema, config: { access: canExport } }, async (request) => {
    const template = requireTemplate(request, request.params.id);
    const now = app.clock();
    const name = `${template.fullName}.json`;
    const url = createDownload(app.db, {
      userId: sessionOf(request).userId,
      fileName: name,
      contentType: 'application/json; charset=utf-8',
      content: Buffer.from(JSON.stringify(exportFile(template, now), null, 2), 'utf8'),
      now,
    });
    return ok(request, { url, name });
  });

  app.post('/Actions/ImportData', { schema: importSchema, config: { access: canImport } }, async (request) => {
    const session = sessionOf(request);
    const fields = parseExport(readContent(request.body), request.lang);
    await checkSources(fields);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      if (!categoryExists(app.db, fields.category)) throw badRequest('importInvalid', { detail: `template.category: ${fields.category.slice(0, 64)}` });
      if (templateCodeTaken(app.db, fields.enCode, null)) throw badRequest('codeExists', { code: fields.enCode });
      insertTemplate(app.db, { ...fields, id, creatorUserId: session.userId, creatorTime: now });
    })();
    return ok(request, { id }, 'imported');
  });

  printDataRoutes(app, { runner, timeoutMs });
}
