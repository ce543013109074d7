// Calls of the portal renderer, one function per endpoint; the client is a parameter so tests pass
// a fake transport. The widgets' calls are the ones the product's own pages make (mf-workflow's
// 待办事宜, the message centre's notices, the shell's dashboard), copied: MFs never import each other.
import { http, type HttpClient } from '@atrium/shared';

const seg = encodeURIComponent;

/** GET /api/visualdev/Portal/{id}/auth: the portal as any signed-in user may show it. */
export interface PortalAuth {
  id: string;
  fullName: string;
  type: number;
  formData: string;
}

/** A to-do row of FlowBefore/List/1 (the fields the widget shows and links with). */
export interface TodoRow {
  id: string;
  fullName: string;
  flowName?: string | null;
  userName?: string | null;
  creatorTime?: number | null;
  startTime?: number | null;
  taskNodeId?: string | null;
  taskOperatorId?: string | null;
  taskRecordId?: string | null;
}

/** A message of the caller's inbox (GET /api/message). */
export interface NoticeRow {
  id: string;
  title: string;
  releaseTime: number;
  releaseUser?: string | null;
  isRead?: number;
}

/** The figures of GET /api/visualdev/Dashboard/Overview (mf-shell/src/dashboard/api.ts). */
export type DashboardFigures = Partial<Record<string, number>>;

/** A row of a data interface, as its query or SQL gives it. */
export type InterfaceRow = Record<string, unknown>;

export interface PortalViewApi {
  /** The portal, or the server's refusal message (disabled, gone…) without a toast. */
  auth(portalId: string): Promise<{ portal: PortalAuth } | { refused: string }>;
  todos(count: number): Promise<TodoRow[]>;
  notices(count: number): Promise<NoticeRow[]>;
  overview(): Promise<DashboardFigures>;
  /** The rows a dynamic chart draws: the first page of its data interface, as the server caps it. */
  interfaceRows(interfaceId: string): Promise<InterfaceRow[]>;
}

/** The most rows a chart asks for (the server's largest page). */
export const CHART_ROWS_MAX = 500;

/** Inbox message type 1: announcements (系统公告), as mf-message's MessageKind.notice. */
const NOTICE_TYPE = 1;
/** FlowBefore/List/{category}: 1 待办事宜. */
const TODO_CATEGORY = '1';

const listOf = <T,>(data: unknown): T[] => {
  if (Array.isArray(data)) return data as T[];
  const list = (typeof data === 'object' && data !== null ? (data as { list?: unknown }).list : null);
  return Array.isArray(list) ? (list as T[]) : [];
};

// Widget calls are silent: a widget shows its own error state, one toast per widget would drown the page.
export function createPortalViewApi(client: HttpClient): PortalViewApi {
  return {
    auth: (portalId) =>
      client.get<{ code?: number; msg?: string; data?: unknown }>(`/api/visualdev/Portal/${seg(portalId)}/auth`, undefined, { skipCodeCheck: true }).then((envelope) => {
        const data = envelope?.data as PortalAuth | undefined;
        if (envelope?.code !== 200 || !data || typeof data !== 'object') return { refused: typeof envelope?.msg === 'string' ? envelope.msg : '' };
        return { portal: data };
      }),
    todos: (count) =>
      client.get<unknown>(`/api/workflow/Engine/FlowBefore/List/${TODO_CATEGORY}`, { currentPage: 1, pageSize: count }, { silent: true }).then((data) => listOf<TodoRow>(data).slice(0, count)),
    notices: (count) =>
      client
        .get<unknown>('/api/message', { currentPage: 1, pageSize: count, keyword: '', sort: 'desc', type: NOTICE_TYPE }, { silent: true })
        .then((data) => listOf<NoticeRow>(data).slice(0, count)),
    overview: () => client.get<DashboardFigures>('/api/visualdev/Dashboard/Overview', undefined, { silent: true }),
    // Any signed-in user may read an enabled interface; the server applies the caller's data rules.
    interfaceRows: (interfaceId) =>
      client
        .post<unknown>(`/api/system/DataInterface/${seg(interfaceId)}/Action/List`, { currentPage: 1, pageSize: CHART_ROWS_MAX }, { silent: true })
        .then((data) => listOf<unknown>(data).filter((row): row is InterfaceRow => typeof row === 'object' && row !== null && !Array.isArray(row))),
  };
}

export const portalViewApi: PortalViewApi = createPortalViewApi(http);
