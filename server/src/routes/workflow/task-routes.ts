import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { ApiError, badRequest, notFound } from '../../plugins/errors';
import { emptyEnvelope, envelope, idParams, int, nullableInt, nullableStr, objectOf, str } from '../common-schemas';
import { pageWindow, pagedQuerystring, paginationSchema, type PagingQuery } from '../paging';
import { checkFormData, findForm } from '../../workflow/forms';
import { findEngine, releasedTemplate } from '../../workflow/engine-repository';
import { mayLaunch } from '../../workflow/candidates';
import { actionableOperator, assign, audit, cancel, openRun, press, recall, reject, revoke, submit, transfer } from '../../workflow/engine';
import { circulateList, doneList, launchList, monitorList, taskStatistics, todoCount, todoList, type TaskFilters, type Window } from '../../workflow/list-repository';
import { TaskStatus, deleteTasks, findRecord, findTask, insertTask, involved, updateDraft, type TaskRow } from '../../workflow/repository';
import { onOperator, onTask, pushAll, pushTodoCounts, todoAudience } from '../../workflow/service';
import { assertMayMonitor, canCancelTasks, canRemoveTasks, mayMonitor } from './access';
import { taskDetail } from './task-view';

interface IdParams {
  id: string;
}

interface ListQuery extends PagingQuery {
  flowCategory?: string;
  flowId?: string;
  flowUrgent?: number;
  status?: number;
  startTime?: number;
  endTime?: number;
  creatorUserId?: string;
}

const filterProperties = {
  flowCategory: { type: 'string', maxLength: 50 },
  flowId: { type: 'string', maxLength: 64 },
  flowUrgent: { type: 'integer', enum: [1, 2, 3] },
  status: { type: 'integer', minimum: 0, maximum: 5 },
  startTime: { type: 'integer', minimum: 0 },
  endTime: { type: 'integer', minimum: 0 },
};

const taskItemFields = {
  id: str, fullName: str, flowId: str, flowName: str, flowCode: str, flowCategory: str, flowUrgent: int, status: int, thisStep: str, completion: int,
  creatorUserId: str, userName: nullableStr, creatorTime: int, startTime: nullableInt, endTime: nullableInt,
};

const pagedOf = (item: object) => envelope(objectOf({ list: { type: 'array', items: item }, pagination: paginationSchema }));

const launchItem = objectOf(taskItemFields);
const todoItem = objectOf({ ...taskItemFields, taskOperatorId: str, taskNodeId: str, nodeName: str, handleId: str, delegateUserName: nullableStr, receiveTime: int });
const doneItem = objectOf({ ...taskItemFields, taskRecordId: str, taskNodeId: nullableStr, nodeName: str, handleStatus: int, handleOpinion: str, handleTime: int });
const circulateItem = objectOf({ ...taskItemFields, circulateId: str, taskNodeId: nullableStr, nodeName: str, circulateTime: int });

/** The detail keeps form data and the design as the client sent them: free-form objects. */
const detailSchema = envelope({ type: 'object', additionalProperties: true });

const opinionBody = {
  type: 'object',
  properties: {
    formData: { type: ['object', 'null'] },
    copyIds: { type: ['string', 'null'], maxLength: 10_000 },
    handleOpinion: { type: ['string', 'null'], maxLength: 1000 },
    signImg: { type: ['string', 'null'], maxLength: 200_000 },
    freeApproverUserId: { type: ['string', 'null'], maxLength: 64 },
    rejectStep: { type: ['string', 'null'], maxLength: 64 },
  },
};

interface OpinionBody {
  formData?: Record<string, unknown> | null;
  /** 抄送 chosen by the approver: user ids, comma separated (JNPF's copyIds). */
  copyIds?: string | null;
  handleOpinion?: string | null;
  signImg?: string | null;
  freeApproverUserId?: string | null;
  rejectStep?: string | null;
}

interface TaskBody {
  flowId?: string;
  formData?: unknown;
  /** JNPF sends the form as a JSON string in `data`. */
  data?: string;
  /** JNPF: 0 submit, 1 save as draft. */
  status?: number | null;
  flowUrgent?: number | null;
  fullName?: string | null;
}

const taskBody = {
  type: 'object',
  properties: {
    flowId: { type: 'string', minLength: 1, maxLength: 64 },
    formData: { type: 'object' },
    data: { type: 'string', maxLength: 1_000_000 },
    status: { type: ['integer', 'null'], enum: [0, 1, null] },
    flowUrgent: { type: ['integer', 'null'], enum: [1, 2, 3, null] },
    fullName: { type: ['string', 'null'], maxLength: 100 },
  },
};

const idsBody = {
  type: 'object',
  required: ['ids'],
  properties: {
    ids: { anyOf: [{ type: 'string', maxLength: 100_000 }, { type: 'array', maxItems: 1000, items: { type: 'string', minLength: 1, maxLength: 64 } }] },
    handleOpinion: { type: ['string', 'null'], maxLength: 1000 },
  },
};

const idsOf = (value: string | string[]): string[] =>
  [...new Set((Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter((id) => id !== ''))];

function filtersOf(query: ListQuery): TaskFilters {
  return {
    keyword: query.keyword?.trim() ?? '',
    flowCategory: query.flowCategory?.trim() || null,
    flowId: query.flowId || null,
    flowUrgent: query.flowUrgent ?? null,
    status: query.status ?? null,
    startTime: query.startTime ?? null,
    endTime: query.endTime ?? null,
    creatorUserId: query.creatorUserId ?? null,
  };
}

const windowOf = (query: ListQuery, offset: number, limit: number): Window => ({ offset, limit, sort: query.sort === 'asc' ? 'asc' : 'desc' });

function formDataOf(body: TaskBody): unknown {
  if (body.formData !== undefined) return body.formData;
  if (body.data !== undefined) {
    try {
      return JSON.parse(body.data);
    } catch {
      throw badRequest('flowFormDataInvalid');
    }
  }
  return {};
}

/**
 * The workflow's task calls under /api/workflow/Engine: FlowTask (launch: save a draft or submit),
 * FlowBefore (to-do, done and copied lists, the detail, and the approver's actions), FlowLaunch
 * (the initiator's list, withdraw, urge, delete) and FlowMonitor (every task, for administrators).
 */
export async function flowTaskRoutes(app: FastifyInstance): Promise<void> {
  const requireTask = (id: string): TaskRow => {
    const task = findTask(app.db, id);
    if (!task) throw notFound('entityFlowTask');
    return task;
  };

  /** A task only those involved (or the monitor) may see; 404 for others, so ids reveal nothing. */
  const visibleTask = (request: FastifyRequest, id: string): { task: TaskRow; monitor: boolean } => {
    const session = sessionOf(request);
    const task = requireTask(id);
    const monitor = mayMonitor(app.db, session);
    if (task.status === TaskStatus.draft && task.creatorUserId !== session.userId) throw notFound('entityFlowTask');
    if (!monitor && !involved(app.db, session.userId, task, app.clock())) throw notFound('entityFlowTask');
    return { task, monitor };
  };

  const detail = (request: FastifyRequest, id: string, operatorId: string | null) => {
    const session = sessionOf(request);
    const { task, monitor } = visibleTask(request, id);
    return taskDetail(openRun(app.db, task, app.clock()), session.userId, operatorId, monitor);
  };

  // --- FlowTask: launch ----------------------------------------------------------------

  /** Saves (status 1) or submits (status 0, the default) a new task of a released flow. */
  app.post<{ Body: TaskBody }>('/FlowTask', { schema: { body: { ...taskBody, required: ['flowId'] }, response: envelope(objectOf({ id: str, status: int })) } }, async (request) => {
    const session = sessionOf(request);
    const draft = request.body.status === 1;
    const now = app.clock();
    const id = newId(now);
    const { status, pushes } = app.db.transaction(() => {
      const engine = findEngine(app.db, request.body.flowId ?? '');
      if (!engine) throw notFound('entityFlowEngine');
      if (engine.enabledMark !== 1 || engine.version === null) throw badRequest('flowNotReleased');
      const template = releasedTemplate(app.db, engine.id, engine.version);
      if (!template || !mayLaunch(app.db, template.root.properties, session.userId)) throw new ApiError(403, 'flowNotLaunchable');
      const form = findForm(app.db, engine.formType, engine.formId);
      if (!form) throw badRequest('flowFormMissing');
      const data = checkFormData(app.db, form, formDataOf(request.body), request.lang, draft);
      const initiator = (app.db.prepare('SELECT real_name AS name FROM users WHERE id = ?').get(session.userId) as { name: string }).name;
      insertTask(app.db, {
        id, flowId: engine.id, flowVersion: engine.version, flowName: engine.fullName, flowCode: engine.enCode, flowCategory: engine.category,
        fullName: request.body.fullName?.trim() || `${initiator}的${engine.fullName}`, formType: engine.formType, formId: engine.formId,
        formData: JSON.stringify(data), status: TaskStatus.draft, flowUrgent: request.body.flowUrgent ?? 1, creatorUserId: session.userId, creatorTime: now,
      });
      if (draft) return { status: TaskStatus.draft, pushes: [] };
      const run = openRun(app.db, findTask(app.db, id) as TaskRow, now);
      submit(run, session.userId);
      return { status: run.status, pushes: run.pushes };
    }).immediate();
    pushAll(app, pushes);
    if (!draft) pushTodoCounts(app, todoAudience(app, id));
    return ok(request, { id, status }, draft ? 'flowSaved' : 'flowSubmitted');
  });

  /** Changes a draft (or a withdrawn / sent-back task) and saves or submits it again; the flow's version in force applies. */
  app.put<{ Params: IdParams; Body: TaskBody }>('/FlowTask/:id', { schema: { params: idParams, body: taskBody, response: envelope(objectOf({ id: str, status: int })) } }, async (request) => {
    const session = sessionOf(request);
    const draft = request.body.status === 1;
    const status = onTask(app, request.params.id, (run) => {
      const { task } = run;
      if (task.creatorUserId !== session.userId) throw new ApiError(403, 'flowNotInitiator');
      if (task.status !== TaskStatus.draft && task.status !== TaskStatus.reject && task.status !== TaskStatus.revoke) throw badRequest('flowNotEditable');
      const engine = findEngine(app.db, task.flowId);
      if (!engine || engine.enabledMark !== 1 || engine.version === null) throw badRequest('flowNotReleased');
      const template = releasedTemplate(app.db, engine.id, engine.version);
      if (!template || !mayLaunch(app.db, template.root.properties, session.userId)) throw new ApiError(403, 'flowNotLaunchable');
      const form = findForm(app.db, engine.formType, engine.formId);
      if (!form) throw badRequest('flowFormMissing');
      const data = checkFormData(app.db, form, formDataOf(request.body), request.lang, draft);
      updateDraft(app.db, task.id, { formData: JSON.stringify(data), flowUrgent: request.body.flowUrgent ?? task.flowUrgent, fullName: request.body.fullName?.trim() || task.fullName, flowVersion: engine.version }, run.now);
      if (draft) return task.status;
      const fresh = openRun(app.db, findTask(app.db, task.id) as TaskRow, run.now);
      submit(fresh, session.userId);
      run.pushes.push(...fresh.pushes);
      return fresh.status;
    });
    return ok(request, { id: request.params.id, status }, draft ? 'flowSaved' : 'flowSubmitted');
  });

  app.get<{ Params: IdParams }>('/FlowTask/:id', { schema: { params: idParams, response: detailSchema } }, async (request) =>
    ok(request, detail(request, request.params.id, null)));

  // --- FlowBefore: to-do, done, copied; the approver's actions ------------------------------

  app.get<{ Params: { category: string }; Querystring: ListQuery }>('/FlowBefore/List/:category', {
    schema: {
      params: objectOf({ category: { type: 'string', enum: ['1', '2', '3'] } }),
      querystring: pagedQuerystring({ properties: filterProperties }),
      response: envelope({ type: 'object', required: ['list', 'pagination'], properties: { list: { type: 'array', items: { anyOf: [todoItem, doneItem, circulateItem] } }, pagination: paginationSchema } }),
    },
  }, async (request) => {
    const session = sessionOf(request);
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const filters = { ...filtersOf(request.query), creatorUserId: null };
    const window = windowOf(request.query, offset, limit);
    const now = app.clock();
    const { list, total } = request.params.category === '1'
      ? todoList(app.db, session.userId, now, filters, window)
      : request.params.category === '2' ? doneList(app.db, session.userId, filters, window) : circulateList(app.db, session.userId, filters, window);
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  // The to-do count for the shell's badge.
  app.get('/FlowBefore/Count', { schema: { response: envelope(objectOf({ count: int })) } }, async (request) =>
    ok(request, { count: todoCount(app.db, sessionOf(request).userId, app.clock()) }));

  app.get<{ Params: IdParams; Querystring: { taskOperatorId?: string } }>('/FlowBefore/:id', {
    schema: { params: idParams, querystring: { type: 'object', properties: { taskOperatorId: { type: 'string', maxLength: 64 } } }, response: detailSchema },
  }, async (request) => ok(request, detail(request, request.params.id, request.query.taskOperatorId ?? null)));

  // {id} of Audit, Reject and Transfer: the to-do (taskOperatorId of the list and the detail).
  app.post<{ Params: IdParams; Body: OpinionBody }>('/FlowBefore/Audit/:id', { schema: { params: idParams, body: opinionBody, response: envelope(objectOf({ status: int })) } }, async (request) => {
    const userId = sessionOf(request).userId;
    const status = onOperator(app, request.params.id, (run, row) => {
      const { operator, node } = actionableOperator(app.db, row, run.task, userId, run.now);
      run.lang = request.lang;
      audit(run, operator, node, userId, request.body);
      return run.status;
    });
    return ok(request, { status }, 'flowAudited');
  });

  app.post<{ Params: IdParams; Body: OpinionBody }>('/FlowBefore/Reject/:id', { schema: { params: idParams, body: opinionBody, response: envelope(objectOf({ status: int })) } }, async (request) => {
    const userId = sessionOf(request).userId;
    const status = onOperator(app, request.params.id, (run, row) => {
      const { operator, node } = actionableOperator(app.db, row, run.task, userId, run.now);
      reject(run, operator, node, userId, request.body);
      return run.status;
    });
    return ok(request, { status }, 'flowRejected');
  });

  app.post<{ Params: IdParams; Body: OpinionBody }>('/FlowBefore/Transfer/:id', { schema: { params: idParams, body: opinionBody, response: emptyEnvelope } }, async (request) => {
    const userId = sessionOf(request).userId;
    const target = request.body.freeApproverUserId;
    if (!target) throw badRequest('flowUserUnknown');
    onOperator(app, request.params.id, (run, row) => {
      const { operator, node } = actionableOperator(app.db, row, run.task, userId, run.now);
      transfer(run, operator, node, userId, target, request.body.handleOpinion);
    });
    return ok(request, null, 'flowTransferred');
  });

  // {id}: the operator record of the caller's approval (taskRecordId of 已办).
  app.post<{ Params: IdParams; Body: OpinionBody }>('/FlowBefore/Recall/:id', { schema: { params: idParams, body: opinionBody, response: emptyEnvelope } }, async (request) => {
    const userId = sessionOf(request).userId;
    const record = findRecord(app.db, request.params.id);
    if (!record) throw notFound('entityFlowTask');
    onTask(app, record.taskId, (run) => recall(run, record.id, userId));
    return ok(request, null, 'flowRevoked');
  });

  // {id}: the task. 终止 from the monitor.
  app.post<{ Params: IdParams; Body: OpinionBody }>('/FlowBefore/Cancel/:id', { schema: { params: idParams, body: opinionBody, response: emptyEnvelope }, config: { access: canCancelTasks } }, async (request) => {
    const userId = sessionOf(request).userId;
    onTask(app, request.params.id, (run) => cancel(run, userId, request.body.handleOpinion));
    return ok(request, null, 'flowCancelled');
  });

  // --- FlowLaunch: the initiator's ------------------------------------------------------

  app.get<{ Querystring: ListQuery }>('/FlowLaunch', {
    schema: { querystring: pagedQuerystring({ properties: filterProperties }), response: pagedOf(launchItem) },
  }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = launchList(app.db, sessionOf(request).userId, { ...filtersOf(request.query), creatorUserId: null }, windowOf(request.query, offset, limit));
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.delete<{ Params: IdParams }>('/FlowLaunch/:id', { schema: { params: idParams, response: emptyEnvelope } }, async (request) => {
    const userId = sessionOf(request).userId;
    app.db.transaction(() => {
      const task = requireTask(request.params.id);
      if (task.creatorUserId !== userId) throw notFound('entityFlowTask');
      // As JNPF: anything but a task in approval (withdraw it first).
      if (task.status === TaskStatus.wait) throw badRequest('flowNotDeletable');
      deleteTasks(app.db, [task.id]);
    })();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams; Body: OpinionBody }>('/FlowLaunch/:id/Actions/Withdraw', { schema: { params: idParams, body: opinionBody, response: emptyEnvelope } }, async (request) => {
    const userId = sessionOf(request).userId;
    onTask(app, request.params.id, (run) => revoke(run, userId, request.body.handleOpinion));
    return ok(request, null, 'flowRevoked');
  });

  app.post<{ Params: IdParams }>('/FlowLaunch/Press/:id', { schema: { params: idParams, response: envelope(objectOf({ count: int })) } }, async (request) => {
    const userId = sessionOf(request).userId;
    const count = onTask(app, request.params.id, (run) => press(run, userId));
    return ok(request, { count }, 'flowPressed');
  });

  // --- FlowMonitor: every task ------------------------------------------------------------

  app.get<{ Querystring: ListQuery }>('/FlowMonitor', {
    schema: { querystring: pagedQuerystring({ properties: { ...filterProperties, creatorUserId: { type: 'string', maxLength: 64 } } }), response: pagedOf(launchItem) },
  }, async (request) => {
    assertMayMonitor(app.db, sessionOf(request));
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = monitorList(app.db, filtersOf(request.query), windowOf(request.query, offset, limit));
    return ok(request, { list, pagination: { currentPage, pageSize, total } });
  });

  app.delete<{ Body: { ids: string | string[] } }>('/FlowMonitor', { schema: { body: idsBody, response: envelope(objectOf({ count: int })) }, config: { access: canRemoveTasks } }, async (request) => {
    const ids = idsOf(request.body.ids);
    const { count, audience } = app.db.transaction(() => {
      // Read before the delete: whoever had a to-do on these tasks sees the count drop.
      const audience = ids.flatMap((id) => todoAudience(app, id));
      return { count: deleteTasks(app.db, ids), audience };
    })();
    pushTodoCounts(app, audience);
    return ok(request, { count }, 'deleted');
  });

  // Counts by flow and status for the monitor's chart (same filters as the list).
  app.get<{ Querystring: ListQuery }>('/FlowMonitor/Statistics', {
    schema: {
      querystring: { type: 'object', properties: { keyword: { type: 'string', maxLength: 100 }, ...filterProperties, creatorUserId: { type: 'string', maxLength: 64 } } },
      response: envelope(objectOf({ list: { type: 'array', items: objectOf({ flowId: str, flowName: str, status: int, count: int }) } })),
    },
  }, async (request) => {
    assertMayMonitor(app.db, sessionOf(request));
    return ok(request, { list: taskStatistics(app.db, filtersOf(request.query)) });
  });

  // 指派: the pending to-dos of one active node (nodeCode, see the detail's currentNodeIds) go to another user.
  app.post<{ Params: IdParams; Body: { nodeCode: string; freeApproverUserId: string; handleOpinion?: string | null } }>('/FlowMonitor/Assign/:id', {
    schema: {
      params: idParams,
      body: {
        type: 'object',
        required: ['nodeCode', 'freeApproverUserId'],
        properties: { nodeCode: { type: 'string', minLength: 1, maxLength: 64 }, freeApproverUserId: { type: 'string', minLength: 1, maxLength: 64 }, handleOpinion: { type: ['string', 'null'], maxLength: 1000 } },
      },
      response: emptyEnvelope,
    },
    config: { access: canCancelTasks },
  }, async (request) => {
    const userId = sessionOf(request).userId;
    onTask(app, request.params.id, (run) => assign(run, request.body.nodeCode, userId, request.body.freeApproverUserId, request.body.handleOpinion));
    return ok(request, null, 'flowAssigned');
  });

  // Batch 终止: every waiting task of the list; one transaction per task, all or nothing each.
  app.post<{ Body: { ids: string | string[]; handleOpinion?: string | null } }>('/FlowMonitor/Cancel', {
    schema: { body: idsBody, response: envelope(objectOf({ count: int })) },
    config: { access: canCancelTasks },
  }, async (request) => {
    const userId = sessionOf(request).userId;
    const ids = idsOf(request.body.ids);
    for (const id of ids) requireTask(id);
    let count = 0;
    for (const id of ids) {
      onTask(app, id, (run) => {
        if (run.task.status !== TaskStatus.wait) return;
        cancel(run, userId, request.body.handleOpinion);
        count += 1;
      });
    }
    return ok(request, { count }, 'flowCancelled');
  });
}
