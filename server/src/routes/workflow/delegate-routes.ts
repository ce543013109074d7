import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { insertFlowMessage } from '../messages/flow-repository';
import { emptyEnvelope, envelope, idParams, int, nullableStr, objectOf, str } from '../common-schemas';
import { descriptionText } from '../field-rules';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import { DELEGATE_MESSAGE_TYPE } from '../../workflow/engine';
import { findEngine } from '../../workflow/engine-repository';
import {
  delegateLoop, delegateOverlaps, deleteDelegate, findDelegate, insertDelegate, listDelegates, updateDelegate, type Delegate, type DelegateFields,
} from '../../workflow/delegate-repository';
import { userEnabled, userName } from '../../workflow/repository';
import { pushAll, pushTodoCounts } from '../../workflow/service';

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  /** 1 the caller's delegations (default), 2 those made to the caller. */
  type?: number;
}

interface DelegateBody {
  toUserId?: string;
  flowId?: string | null;
  startTime?: number;
  endTime?: number;
  description?: string | null;
}

const body = {
  type: 'object',
  required: ['toUserId', 'startTime', 'endTime'],
  properties: {
    toUserId: { type: 'string', minLength: 1, maxLength: 64 },
    flowId: { type: ['string', 'null'], maxLength: 64 },
    startTime: { type: 'integer', minimum: 0 },
    endTime: { type: 'integer', minimum: 0 },
    description: { type: ['string', 'null'] },
  },
};

const row = objectOf({
  id: str, userId: str, userName: nullableStr, toUserId: str, toUserName: nullableStr, flowId: str, flowName: str, startTime: int, endTime: int,
  description: str, creatorTime: int,
});

/**
 * /api/workflow/Engine/FlowDelegate (流程委托): a user hands their to-dos of one flow (flowId) or
 * of every flow (flowId empty) to another user for a period; the delegate then sees them in 待办
 * and handles them for the delegator. Each user keeps only their own delegations.
 */
export async function flowDelegateRoutes(app: FastifyInstance): Promise<void> {
  const own = (request: FastifyRequest, id: string): Delegate => {
    const delegate = findDelegate(app.db, id);
    const userId = sessionOf(request).userId;
    if (!delegate || (delegate.userId !== userId && delegate.toUserId !== userId)) throw notFound('entityFlowDelegate');
    return delegate;
  };

  const check = (request: FastifyRequest, input: DelegateBody, exceptId: string | null): DelegateFields => {
    const userId = sessionOf(request).userId;
    const toUserId = input.toUserId ?? '';
    if (toUserId === userId) throw badRequest('delegateSelf');
    if (!userEnabled(app.db, toUserId)) throw badRequest('flowUserUnknown');
    const startTime = input.startTime ?? 0;
    const endTime = input.endTime ?? 0;
    if (endTime <= startTime) throw badRequest('delegateTimeInvalid');
    const flowId = input.flowId ?? '';
    let flowName = '';
    if (flowId !== '') {
      const engine = findEngine(app.db, flowId);
      if (!engine) throw notFound('entityFlowEngine');
      flowName = engine.fullName;
    }
    const fields: DelegateFields = { toUserId, flowId, flowName, startTime, endTime, description: descriptionText(input.description) };
    if (delegateOverlaps(app.db, userId, fields, exceptId)) throw badRequest('delegateOverlap');
    const loop = delegateLoop(app.db, userId, fields, exceptId);
    if (loop !== null) throw badRequest('delegateLoop', { name: userName(app.db, loop) });
    return fields;
  };

  const announce = (request: FastifyRequest, fields: DelegateFields, now: number) => {
    const title = `【委托】${userName(app.db, sessionOf(request).userId)}将${fields.flowName || '全部流程'}委托给您`;
    const sent = insertFlowMessage(app.db, {
      title,
      flowType: DELEGATE_MESSAGE_TYPE,
      bodyText: JSON.stringify({ type: '2' }),
      toUserIds: [fields.toUserId],
      senderUserId: sessionOf(request).userId,
    }, now);
    return { id: sent.id, title, recipients: sent.recipients };
  };

  app.get<{ Querystring: ListQuery }>('/FlowDelegate', {
    schema: {
      querystring: pagedQuerystring({ properties: { type: { type: 'integer', enum: [1, 2] } } }),
      response: envelope(objectOf({ list: { type: 'array', items: row }, pagination: paginationSchema })),
    },
  }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listDelegates(app.db, sessionOf(request).userId, request.query.type === 2, request.query.keyword?.trim() ?? '', offset, limit);
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.get<{ Params: IdParams }>('/FlowDelegate/:id', { schema: { params: idParams, response: envelope(row) } }, async (request) =>
    ok(request, own(request, request.params.id)));

  app.post<{ Body: DelegateBody }>('/FlowDelegate', { schema: { body, response: envelope(objectOf({ id: str })) } }, async (request) => {
    const now = app.clock();
    const id = newId(now);
    const push = app.db.transaction(() => {
      const fields = check(request, request.body, null);
      insertDelegate(app.db, { ...fields, id, userId: sessionOf(request).userId, now });
      return announce(request, fields, now);
    }).immediate();
    pushAll(app, [push]);
    // The delegate now sees the delegator's to-dos (issue 18 item 4: the badge follows live).
    pushTodoCounts(app, [request.body.toUserId ?? '']);
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: DelegateBody }>('/FlowDelegate/:id', { schema: { params: idParams, body, response: emptyEnvelope } }, async (request) => {
    const affected = app.db.transaction(() => {
      const delegate = own(request, request.params.id);
      if (delegate.userId !== sessionOf(request).userId) throw notFound('entityFlowDelegate');
      const fields = check(request, request.body, delegate.id);
      updateDelegate(app.db, delegate.id, { ...fields, now: app.clock() });
      return [delegate.toUserId, fields.toUserId];
    }).immediate();
    pushTodoCounts(app, affected);
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/FlowDelegate/:id', { schema: { params: idParams, response: emptyEnvelope } }, async (request) => {
    const formerDelegate = app.db.transaction(() => {
      const delegate = own(request, request.params.id);
      if (delegate.userId !== sessionOf(request).userId) throw notFound('entityFlowDelegate');
      deleteDelegate(app.db, delegate.id);
      return delegate.toUserId;
    })();
    pushTodoCounts(app, [formerDelegate]);
    return ok(request, null, 'deleted');
  });
}
