import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { canAdd, canEdit, canRead, canRemove } from './access';
import { projectTypeItems } from './lookup-repository';
import { yuanOf } from './money';
import { isSelectableType, projectTypeSubtree } from './project-types';
import {
  allTableExamples,
  deleteTableExample,
  findTableExample,
  insertTableExample,
  listTableExamples,
  projectCodeTaken,
  updateTableExample,
  updateTableExampleSign,
  type SortField,
  type TableExample,
  type TableExampleFields,
} from './repository';
import { allSchema, byTypeSchema, createSchema, deleteSchema, infoSchema, listSchema, signSchema, updateSchema } from './schemas';
import { NEW_SIGN, cleanSign, cleanTableExampleInput, type TableExampleInput } from './validation';

/** /All is for exports and pickers of a demo table; past this a page is the right tool. */
export const ALL_ROWS_MAX = 1000;

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  sidx?: SortField | '';
  projectType?: string;
}

const view = (row: TableExample) => ({
  id: row.id,
  projectName: row.projectName,
  projectCode: row.projectCode,
  projectType: row.projectType,
  projectTypeName: row.projectTypeName,
  projectPhase: row.projectPhase,
  customerName: row.customerName,
  principal: row.principal,
  jackStands: row.jackStands,
  interactionDate: row.interactionDate,
  costAmount: yuanOf(row.costAmountCents),
  tunesAmount: yuanOf(row.tunesAmountCents),
  projectedIncome: yuanOf(row.projectedIncomeCents),
  registrant: row.registrant,
  registerDate: row.registerDate,
  description: row.description,
  sign: row.sign,
  postilCount: row.postilCount,
  lastModifyTime: row.lastModifyTime,
});

/** The rows of 表格示例: list, summary, one row, create, update, the editable table's save, flags, delete. */
export async function tableExampleRowRoutes(app: FastifyInstance): Promise<void> {
  const projectTypes = (typeId: string | undefined): readonly string[] | null =>
    typeId ? projectTypeSubtree(projectTypeItems(app.db), typeId) : null;

  const page = (query: ListQuery, typeId: string | undefined) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(query);
    const { list, totals } = listTableExamples(app.db, {
      keyword: query.keyword?.trim() ?? '',
      projectTypes: projectTypes(typeId),
      sidx: query.sidx ? query.sidx : 'registerDate',
      sort: query.sort === 'asc' ? 'asc' : 'desc',
      offset,
      limit,
    });
    return {
      list: list.map(view),
      pagination: { currentPage, pageSize, total: totals.total },
      summary: {
        costAmount: yuanOf(totals.costAmountCents),
        tunesAmount: yuanOf(totals.tunesAmountCents),
        projectedIncome: yuanOf(totals.projectedIncomeCents),
      },
    };
  };

  const requireRow = (id: string): TableExample => {
    const row = findTableExample(app.db, id);
    if (!row) throw notFound('entityTableExample');
    return row;
  };

  /** In the write's transaction: the type must be pickable (an unchanged one may since have been disabled) and the code free. */
  const checkRefs = (fields: TableExampleFields, stored: TableExample | null): void => {
    const keepsType = stored !== null && stored.projectType === fields.projectType;
    if (!keepsType && !isSelectableType(projectTypeItems(app.db), fields.projectType)) throw badRequest('tableExampleTypeNotFound');
    if (projectCodeTaken(app.db, fields.projectCode, stored?.id ?? null)) throw badRequest('tableExampleCodeExists');
  };

  app.get<{ Querystring: ListQuery }>('/', { schema: listSchema, config: { access: canRead } }, async (request) =>
    ok(request, page(request.query, request.query.projectType)));

  app.get<{ Querystring: { keyword?: string } }>('/All', { schema: allSchema, config: { access: canRead } }, async (request) => {
    const list = allTableExamples(app.db, { keyword: request.query.keyword?.trim() ?? '', projectTypes: null }, ALL_ROWS_MAX);
    return ok(request, { list: list.map(view) });
  });

  app.get<{ Params: { typeId: string }; Querystring: ListQuery }>('/ControlSample/:typeId', { schema: byTypeSchema, config: { access: canRead } },
    async (request) => ok(request, page(request.query, request.params.typeId)));

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: { access: canRead } }, async (request) =>
    ok(request, view(requireRow(request.params.id))));

  app.post<{ Body: TableExampleInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const session = sessionOf(request);
    const fields = cleanTableExampleInput(request.body);
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRefs(fields, null);
      insertTableExample(app.db, {
        ...fields,
        id,
        registrant: `${session.realName}/${session.account}`,
        registerDate: now,
        sign: NEW_SIGN,
        creatorUserId: session.userId,
      });
    })();
    return ok(request, { id }, 'created');
  });

  const update = async (request: FastifyRequest<{ Params: IdParams; Body: TableExampleInput }>) => {
    const fields = cleanTableExampleInput(request.body);
    app.db.transaction(() => {
      const stored = requireRow(request.params.id);
      checkRefs(fields, stored);
      updateTableExample(app.db, stored.id, fields, sessionOf(request).userId, app.clock());
    })();
    return ok(request, null, 'updated');
  };
  app.put<{ Params: IdParams; Body: TableExampleInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, update);
  // The editable table saves a row with the same fields and rules as the form.
  app.put<{ Params: IdParams; Body: TableExampleInput }>('/:id/Actions/RowsEdit', { schema: updateSchema, config: { access: canEdit } }, update);

  app.put<{ Params: IdParams; Body: { sign?: string | null } }>('/UpdateSign/:id', { schema: signSchema, config: { access: canEdit } }, async (request) => {
    const sign = cleanSign(request.body.sign);
    app.db.transaction(() => {
      updateTableExampleSign(app.db, requireRow(request.params.id).id, sign, sessionOf(request).userId, app.clock());
    })();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => deleteTableExample(app.db, requireRow(request.params.id).id))();
    return ok(request, null, 'deleted');
  });
}
