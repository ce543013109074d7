import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { billExample } from '../../domain/bill-number';
import { createDownload } from '../../domain/downloads';
import { assertInScope, listRights, UNRESTRICTED, visibleRecord, visibleRows, writableBody, type ListRights } from '../../permission/page-rights';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { pageWindow, type PagingQuery } from '../paging';
import { RateLimiter } from '../../socket/rate-limit';
import { BILL_NUMBER_RATE, BILL_RULE_PAGE, canAdd, canEdit, canRead, canRemove, mayIssueBillNumber } from './access';
import {
  BILL_RULE_ROWS,
  BILL_RULE_SCOPE_COLUMNS,
  categoryExists,
  categoryNames,
  deleteRule,
  findRule,
  insertRule,
  issueBillNumber,
  listRules,
  outputNumber,
  ruleCodeTaken,
  setRuleEnabled,
  updateRule,
  type BillRule,
  type BillRuleFields,
  type SortField,
} from './repository';
import {
  billNumberSchema,
  createSchema,
  deleteSchema,
  exportSchema,
  infoSchema,
  listSchema,
  selectorSchema,
  stateSchema,
  updateSchema,
} from './schemas';
import { cleanBillRuleInput, type BillRuleInput } from './validation';

interface IdParams {
  id: string;
}

interface ListQueryString extends PagingQuery {
  sidx?: SortField | '';
  categoryId?: string;
}

/** What clients see: counter state stays inside; example and outputNumber are derived. */
function view(rule: BillRule, names: Map<string, string>, now: number) {
  return {
    id: rule.id,
    fullName: rule.fullName,
    enCode: rule.enCode,
    category: rule.category,
    categoryName: names.get(rule.category) ?? '',
    prefix: rule.prefix,
    dateFormat: rule.dateFormat,
    digit: rule.digit,
    startNumber: rule.startNumber,
    example: billExample(rule, new Date(now)),
    outputNumber: outputNumber(rule),
    sortCode: rule.sortCode,
    enabledMark: rule.enabledMark,
    description: rule.description,
    creatorTime: rule.creatorTime,
    lastModifyTime: rule.lastModifyTime,
  };
}

/** /api/system/BillRule: serial-number rules and the numbers they issue. */
export async function billRuleRoutes(app: FastifyInstance): Promise<void> {
  const page = (query: ListQueryString, enabledOnly: boolean, rights: ListRights) => {
    const { currentPage, pageSize } = pageWindow(query);
    const { list, total } = listRules(app.db, {
      scope: rights.scope,
      keyword: query.keyword?.trim() ?? '',
      categoryId: query.categoryId ?? '',
      enabledOnly,
      currentPage,
      pageSize,
      sidx: query.sidx ? query.sidx : null,
      sort: query.sort === 'asc' ? 'asc' : 'desc',
    });
    const names = categoryNames(app.db, list.map((rule) => rule.category));
    const now = app.clock();
    return { list: visibleRows(list.map((rule) => view(rule, names, now)), rights.visible), pagination: { currentPage, pageSize, total } };
  };

  /** The rule, or 404 when it does not exist or the caller's data rules of the page hide it. */
  const requireRule = (request: FastifyRequest, id: string): BillRule => {
    const rule = findRule(app.db, id);
    if (!rule) throw notFound('entityBillRule');
    assertInScope(app.db, sessionOf(request), BILL_RULE_PAGE, BILL_RULE_ROWS, rule.id, 'entityBillRule');
    return rule;
  };

  const checkRefs = (input: BillRuleFields, editedId: string | null): void => {
    if (!categoryExists(app.db, input.category)) throw badRequest('billCategoryNotFound');
    if (ruleCodeTaken(app.db, input.enCode, editedId)) throw badRequest('codeExists', { code: input.enCode });
  };

  app.get<{ Querystring: ListQueryString }>('/', { schema: listSchema, config: { access: canRead } }, async (request) =>
    ok(request, page(request.query, false, listRights(app.db, sessionOf(request), BILL_RULE_PAGE, BILL_RULE_SCOPE_COLUMNS))));

  // The rule picker of any form (spec section 2): only enabled rules can issue numbers, so only they are offered.
  app.get<{ Querystring: ListQueryString }>('/Selector', { schema: selectorSchema }, async (request) =>
    ok(request, page({ ...request.query, sidx: '' }, true, UNRESTRICTED)));

  // A GET that spends a number for everyone: only for users who may use the rule, and rate-limited per user.
  const rate = app.config.billNumberRate ?? BILL_NUMBER_RATE;
  const numberLimiter = new RateLimiter(rate.perSecond, rate.burst, app.clock);
  app.get<{ Params: { code: string } }>('/BillNumber/:code', { schema: billNumberSchema }, async (request) => {
    const session = sessionOf(request);
    if (!mayIssueBillNumber(app.db, session, request.params.code)) throw new ApiError(403, 'billNumberNotAllowed');
    if (!numberLimiter.take(session.userId)) throw new ApiError(429, 'billNumberTooFrequent');
    const result = issueBillNumber(app.db, request.params.code, app.clock());
    if (!result.ok) throw result.reason === 'disabled' ? badRequest('billRuleDisabled') : notFound('entityBillRule');
    return ok(request, result.number);
  });

  app.get<{ Params: IdParams }>('/:id', { schema: infoSchema, config: { access: canRead } }, async (request) => {
    const rule = requireRule(request, request.params.id);
    // example and outputNumber come from the numbering fields, categoryName from category.
    const numbering = ['prefix', 'dateFormat', 'digit', 'startNumber'];
    return ok(request, visibleRecord(app.db, sessionOf(request), BILL_RULE_PAGE, view(rule, categoryNames(app.db, [rule.category]), app.clock()), {
      categoryName: ['category'],
      example: numbering,
      outputNumber: numbering,
    }));
  });

  app.post<{ Body: BillRuleInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const input = cleanBillRuleInput(writableBody(app.db, sessionOf(request), BILL_RULE_PAGE, request.body));
    const now = app.clock();
    const id = newId(now);
    app.db.transaction(() => {
      checkRefs(input, null);
      insertRule(app.db, { ...input, id, creatorTime: now });
    })();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: BillRuleInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, async (request) => {
    // Fields outside the caller's form rights keep their stored values.
    const stored = requireRule(request, request.params.id);
    const input = cleanBillRuleInput(writableBody(app.db, sessionOf(request), BILL_RULE_PAGE, request.body, {
      fullName: stored.fullName,
      enCode: stored.enCode,
      category: stored.category,
      prefix: stored.prefix,
      dateFormat: stored.dateFormat,
      digit: stored.digit,
      startNumber: stored.startNumber,
      sortCode: stored.sortCode,
      enabledMark: stored.enabledMark,
      description: stored.description,
    }));
    app.db.transaction(() => {
      const current = requireRule(request, request.params.id);
      checkRefs(input, current.id);
      updateRule(app.db, current, input, app.clock());
    }).immediate();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => {
      deleteRule(app.db, requireRule(request, request.params.id).id);
    }).immediate();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/State', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const enabledMark = app.db.transaction(() => {
      const rule = requireRule(request, request.params.id);
      const next = rule.enabledMark === 1 ? 0 : 1;
      setRuleEnabled(app.db, rule.id, next, app.clock());
      return next;
    }).immediate();
    return ok(request, { enabledMark }, 'updated');
  });

  app.get<{ Params: IdParams }>('/:id/Action/Export', { schema: exportSchema, config: { access: canRead } }, async (request) => {
    const rule = requireRule(request, request.params.id);
    const now = app.clock();
    const { categoryName: _name, example: _example, outputNumber: _output, ...fields } = view(rule, new Map(), now);
    const file = { format: 'atrium.billRule', version: 1, exportedAt: now, rule: fields };
    const name = `${rule.fullName}.json`;
    const url = createDownload(app.db, {
      userId: sessionOf(request).userId,
      fileName: name,
      contentType: 'application/json; charset=utf-8',
      content: Buffer.from(JSON.stringify(file, null, 2), 'utf8'),
      now,
    });
    return ok(request, { url, name });
  });
}
