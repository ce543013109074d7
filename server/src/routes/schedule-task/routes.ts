import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newId } from '../../db/ids';
import { translate, type Lang, type MessageKey, type MessageParams } from '../../i18n/messages';
import { sessionOf } from '../../plugins/auth';
import { ok } from '../../plugins/envelope';
import { badRequest, notFound } from '../../plugins/errors';
import { checkCron, nextRunAfter, nextRuns } from '../../schedule/cron';
import { dataInterfaceOptions } from '../../schedule/data-interface-action';
import { schedulerOf } from '../../schedule/plugin';
import {
  codeTaken,
  deleteTask,
  findTask,
  insertTask,
  listLogs,
  listTasks,
  setTaskEnabled,
  updateTask,
  type Task,
  type TaskFields,
  type TaskLog,
} from '../../schedule/repository';
import { pageWindow, type PagingQuery } from '../paging';
import { canAdd, canEdit, canRead, canRemove } from './access';
import { createSchema, deleteSchema, infoSchema, listSchema, logListSchema, nextRunsSchema, runSchema, selectorSchema, stateSchema, updateSchema } from './schemas';
import { cleanTaskInput, type TaskInput } from './validation';

interface IdParams {
  id: string;
}

export interface ScheduleTaskRoutesOptions {
  /** How long "run now" waits for the run before answering that it goes on (tests shorten it). */
  runWaitMs?: number;
}

/** Run now answers with the result when the run ends within this; longer runs report in the history. */
export const RUN_WAIT_MS = 10_000;

/** /api/system/ScheduleTask: 定时任务 (issue 16 item 2), the JNPF calls plus run now, next runs and the action selector. */
export async function scheduleTaskRoutes(app: FastifyInstance, options: ScheduleTaskRoutesOptions): Promise<void> {
  const scheduler = schedulerOf(app);
  const runWaitMs = options.runWaitMs ?? RUN_WAIT_MS;

  const requireTask = (id: string): Task => {
    const task = findTask(app.db, id);
    if (!task) throw notFound('entityScheduleTask');
    return task;
  };

  const view = (request: FastifyRequest, task: Task) => {
    const action = scheduler.resolve(task.actionType, task.actionId);
    return {
      id: task.id,
      fullName: task.fullName,
      enCode: task.enCode,
      cron: task.cron,
      actionType: task.actionType,
      actionId: task.actionId,
      actionName: action ? (action.label ?? translate(request.lang, action.name)) : task.actionId,
      params: task.params === '{}' ? '' : task.params,
      timeout: task.timeout,
      description: task.description,
      enabledMark: task.enabledMark,
      nextRunTime: task.enabledMark === 1 ? task.nextRunTime : null,
      lastRunTime: task.lastRunTime,
      lastResult: task.lastResult,
      running: task.runningSince !== null,
      runCount: task.runCount,
      creatorTime: task.creatorTime,
      lastModifyTime: task.lastModifyTime,
    };
  };

  const clean = (body: TaskInput, now: number): TaskFields => cleanTaskInput(body, (type, id) => scheduler.resolve(type, id), now);
  const nextOf = (fields: Pick<TaskFields, 'cron' | 'enabledMark'>, now: number): number | null => (fields.enabledMark === 1 ? nextRunAfter(fields.cron, now) : null);

  app.get<{ Querystring: PagingQuery }>('/', { schema: listSchema, config: { access: canRead } }, async (request) => {
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listTasks(app.db, { keyword: request.query.keyword?.trim() ?? '', offset, limit });
    return ok(request, { list: list.map((task) => view(request, task)), pagination: { currentPage, pageSize, total } });
  });

  // Static paths before /:id.
  app.get<{ Querystring: { cron: string } }>('/Actions/NextRuns', { schema: nextRunsSchema, config: { access: canRead } }, async (request) => {
    const now = app.clock();
    const cron = checkCron(request.query.cron, now);
    return ok(request, { cron, nextRuns: nextRuns(cron, now) });
  });

  app.get('/Actions/Selector', { schema: selectorSchema, config: { access: canRead } }, async (request) => {
    const list = scheduler.actions.list().map((action) => ({
      id: action.id,
      actionType: 'builtin',
      fullName: translate(request.lang, action.name),
      description: translate(request.lang, action.hint),
      params: action.params.map((param) => ({ ...param })),
      example: action.params.length > 0 ? JSON.stringify(Object.fromEntries(action.params.map((param) => [param.name, param.default]))) : null,
    }));
    const hint = translate(request.lang, 'taskActionDataInterfaceHint');
    const interfaces = dataInterfaceOptions(app.db).map((option) => ({ ...option, actionType: 'dataInterface', description: `${option.description} — ${hint}`, params: [] }));
    return ok(request, { list: [...list, ...interfaces] });
  });

  app.get<{ Params: IdParams }>('/Info/:id', { schema: infoSchema, config: { access: canRead } }, async (request) => ok(request, view(request, requireTask(request.params.id))));

  app.post<{ Body: TaskInput }>('/', { schema: createSchema, config: { access: canAdd } }, async (request) => {
    const now = app.clock();
    const fields = clean(request.body, now);
    const id = newId(now);
    app.db.transaction(() => {
      if (codeTaken(app.db, fields.enCode, null)) throw badRequest('codeExists', { code: fields.enCode });
      insertTask(app.db, { ...fields, id, nextRunTime: nextOf(fields, now), creatorUserId: sessionOf(request).userId, creatorTime: now });
    })();
    scheduler.wake();
    return ok(request, { id }, 'created');
  });

  app.put<{ Params: IdParams; Body: TaskInput }>('/:id', { schema: updateSchema, config: { access: canEdit } }, async (request) => {
    const now = app.clock();
    const fields = clean(request.body, now);
    app.db.transaction(() => {
      const task = requireTask(request.params.id);
      if (codeTaken(app.db, fields.enCode, task.id)) throw badRequest('codeExists', { code: fields.enCode });
      // An unchanged schedule keeps its due time (a missed run still runs); a new one starts from now.
      const keep = task.enabledMark === 1 && fields.enabledMark === 1 && task.cron === fields.cron && task.nextRunTime !== null;
      updateTask(app.db, task.id, fields, keep ? task.nextRunTime : nextOf(fields, now), sessionOf(request).userId, now);
    })();
    scheduler.wake();
    return ok(request, null, 'updated');
  });

  app.delete<{ Params: IdParams }>('/:id', { schema: deleteSchema, config: { access: canRemove } }, async (request) => {
    app.db.transaction(() => deleteTask(app.db, requireTask(request.params.id).id))();
    return ok(request, null, 'deleted');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/Enable', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const now = app.clock();
    const nextRunTime = app.db.transaction(() => {
      const task = requireTask(request.params.id);
      // A schedule that has no run left cannot be enabled: the same 400 as on save.
      checkCron(task.cron, now);
      const next = task.enabledMark === 1 && task.nextRunTime !== null ? task.nextRunTime : nextRunAfter(task.cron, now);
      setTaskEnabled(app.db, task.id, 1, next, sessionOf(request).userId, now);
      return next;
    })();
    scheduler.wake();
    return ok(request, { enabledMark: 1, nextRunTime }, 'taskEnabled');
  });

  app.put<{ Params: IdParams }>('/:id/Actions/Stop', { schema: stateSchema, config: { access: canEdit } }, async (request) => {
    const now = app.clock();
    app.db.transaction(() => {
      const task = requireTask(request.params.id);
      setTaskEnabled(app.db, task.id, 0, null, sessionOf(request).userId, now);
    })();
    return ok(request, { enabledMark: 0, nextRunTime: null }, 'taskStopped');
  });

  app.post<{ Params: IdParams }>('/:id/Actions/Run', { schema: runSchema, config: { access: canEdit } }, async (request) => {
    const session = sessionOf(request);
    const task = requireTask(request.params.id);
    const outcome = await scheduler.runNow(request.params.id, session.userId, runWaitMs);
    if (outcome === 'running') throw badRequest('taskRunning');
    if (outcome === null) return ok(request, null, 'taskRunStarted');
    // The toast says how the run ended: success, what went wrong, or how long it was allowed.
    const data = logView(outcome, userNameOf(session.userId), request.lang);
    if (outcome.result === 'success') return ok(request, data, 'taskRunSucceeded');
    if (outcome.result === 'timeout') return { ...ok(request, data), msg: translate(request.lang, 'taskRunTimedOut', { seconds: task.timeout }) };
    return { ...ok(request, data), msg: translate(request.lang, 'taskRunFailed', { message: data.message }) };
  });

  app.get<{ Params: IdParams; Querystring: PagingQuery }>('/:id/TaskLog', { schema: logListSchema, config: { access: canRead } }, async (request) => {
    const task = requireTask(request.params.id);
    const { currentPage, pageSize, offset, limit } = pageWindow(request.query);
    const { list, total } = listLogs(app.db, task.id, offset, limit);
    return ok(request, { list: list.map(({ taskId: _task, ...row }) => ({ ...row, message: readable(request.lang, row.message) })), pagination: { currentPage, pageSize, total } });
  });

  const userNameOf = (id: string): string =>
    (app.db.prepare("SELECT real_name || '/' || account AS name FROM users WHERE id = ?").get(id) as { name: string } | undefined)?.name ?? '';
}

function logView(log: TaskLog, userName: string, lang: Lang) {
  const { taskId: _task, userId: _user, ...row } = log;
  return { ...row, message: readable(lang, row.message), userName };
}

/** A history message: a refusal kept as {key, params} in the reader's language, 'interrupted' likewise, other text as is. */
function readable(lang: Lang, message: string): string {
  if (message === 'interrupted') return translate(lang, 'taskInterrupted');
  if (!message.startsWith('{"key":')) return message;
  try {
    const parsed = JSON.parse(message) as { key: MessageKey; params?: MessageParams; messageParams?: Record<string, MessageKey> };
    const nested = Object.fromEntries(Object.entries(parsed.messageParams ?? {}).map(([name, key]) => [name, translate(lang, key)]));
    return translate(lang, parsed.key, { ...parsed.params, ...nested });
  } catch {
    return message;
  }
}
