// Calls of /api/system/ScheduleTask (JNPF's scheduled tasks plus run now, next runs and the action
// selector), one function per endpoint. A factory over the transport, so page tests pass a fake client.
import { http, type HttpClient } from '@atrium/shared';

export type RunResult = 'success' | 'failure' | 'timeout' | 'skipped';

export interface TaskRow {
  id: string;
  fullName: string;
  enCode: string;
  cron: string;
  actionType: string;
  actionId: string;
  actionName: string;
  /** JSON text of the parameters, '' for none. */
  params: string;
  timeout: number;
  description: string;
  enabledMark: number;
  nextRunTime: number | null;
  lastRunTime: number | null;
  lastResult: RunResult | null;
  running: boolean;
  runCount: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface TaskForm {
  fullName: string;
  enCode: string;
  cron: string;
  actionType: string;
  actionId: string;
  params: string;
  timeout: number;
  description: string;
  enabledMark: number;
}

export interface ActionOption {
  id: string;
  actionType: string;
  fullName: string;
  description: string;
  params: Array<{ name: string; type: string; min: number; max: number; default: number }>;
  /** Parameters with their defaults, as JSON; null when the action takes none. */
  example: string | null;
}

export interface TaskLogRow {
  id: string;
  trigger: 'schedule' | 'manual';
  startTime: number;
  endTime: number;
  duration: number;
  result: RunResult;
  message: string;
  userName: string;
}

export type TaskQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
};

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

const BASE = '/api/system/ScheduleTask';
/** The server answers run now within 10 s (longer runs report in the history); room for the network. */
const RUN_TIMEOUT_MS = 30_000;
const seg = encodeURIComponent;

export function createTaskApi(client: HttpClient) {
  return {
    list: (query: TaskQuery) => client.get<Page<TaskRow>>(BASE, query),
    get: (id: string) => client.get<TaskRow>(`${BASE}/Info/${seg(id)}`),
    create: (form: TaskForm) => client.post<{ id: string }>(BASE, form),
    update: (id: string, form: TaskForm) => client.put<null>(`${BASE}/${seg(id)}`, { ...form, id }),
    remove: (id: string) => client.delete<null>(`${BASE}/${seg(id)}`),
    enable: (id: string) => client.put<{ enabledMark: number; nextRunTime: number | null }>(`${BASE}/${seg(id)}/Actions/Enable`),
    stop: (id: string) => client.put<{ enabledMark: number; nextRunTime: number | null }>(`${BASE}/${seg(id)}/Actions/Stop`),
    /** The run's history row when it ended within the server's wait, null while it still runs. */
    run: (id: string) => client.post<TaskLogRow | null>(`${BASE}/${seg(id)}/Actions/Run`, undefined, { timeout: RUN_TIMEOUT_MS }),
    /** Validates a cron expression; its next five run times. No toast: the form shows the message under the field. */
    nextRuns: (cron: string) => client.get<{ cron: string; nextRuns: number[] }>(`${BASE}/Actions/NextRuns`, { cron }, { silent: true }),
    actions: () => client.get<{ list: ActionOption[] }>(`${BASE}/Actions/Selector`).then((data) => data.list),
    logs: (id: string) => (query: TaskQuery) => client.get<Page<TaskLogRow>>(`${BASE}/${seg(id)}/TaskLog`, query),
  };
}

export type TaskApi = ReturnType<typeof createTaskApi>;

export const taskApi: TaskApi = createTaskApi(http);
