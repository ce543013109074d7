// Calls of the workflow engine at the JNPF client's paths (shared/spec/jnpf-client-calls.md,
// workFlow/*.js), one function per endpoint, as a factory over the transport so page tests pass a
// fake client. Answers are read defensively (toPage, optional fields): a JNPF backend and the
// reference server may differ in what they leave out.
import { http, type HttpClient } from '@atrium/shared';

const ENGINE = '/api/workflow/Engine';
const seg = encodeURIComponent;

/** One page of a JNPF list answer. */
export interface Page<T> {
  list: T[];
  pagination: { currentPage?: number; pageSize?: number; total: number };
}

/** A list answer read defensively: a bare array is one page of everything. */
export function toPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { list: data as T[], pagination: { total: data.length } };
  const record = (typeof data === 'object' && data !== null ? data : {}) as { list?: unknown; pagination?: { total?: unknown } };
  const list = Array.isArray(record.list) ? (record.list as T[]) : [];
  const total = Number(record.pagination?.total);
  return { list, pagination: { ...record.pagination, total: Number.isFinite(total) ? total : list.length } };
}

// ---------------------------------------------------------------------------------------------
// FlowEngine: the flows (流程设计)

/** formType: 1 a system form (fields declared on the flow), 2 an online-development form. */
export type FormType = 1 | 2;

export interface FlowEngineRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** 0 发起流程 (staff launch it), 1 功能流程 (started by a form of a module). */
  type: number;
  formType: FormType;
  /** 1 released (启用), 0 stopped or never released. */
  enabledMark: number;
  version?: string | number | null;
  sortCode?: number;
  creatorTime?: number | null;
  lastModifyTime?: number | null;
  creatorUser?: string | null;
  description?: string | null;
  icon?: string | null;
  iconBackground?: string | null;
}

/** A form field of a flow's own form (formType 1), in formData. */
export interface FlowFormField {
  vModel: string;
  label: string;
  /** input, textarea, number, date, select, user. */
  jnpfKey: string;
  required?: boolean;
  /** select: value/label pairs. */
  options?: { id: string; fullName: string }[];
}

export interface FlowEngineInfo extends FlowEngineRow {
  /** JSON string of the node tree (designer/model.ts). */
  flowTemplateJson: string;
  /** JSON string: { fields: FlowFormField[] } for formType 1; { formId, fields } for formType 2. */
  formData: string;
  /** JNPF: visible to everyone (0) or to the start node's initiators (1). */
  visibleType?: number;
}

export type FlowEngineForm = Omit<FlowEngineInfo, 'id' | 'creatorTime' | 'lastModifyTime' | 'creatorUser' | 'version'>;

export interface FlowEngineQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  category?: string;
}

/** A released flow the user may start (FlowEngine/ListAll, Selector). */
export interface FlowChoice {
  id: string;
  fullName: string;
  enCode?: string;
  category: string;
  formType?: FormType;
  icon?: string | null;
  iconBackground?: string | null;
  description?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Tasks: FlowLaunch (我发起的), FlowBefore (待办 / 已办 / 抄送), FlowMonitor (流程监控)

export interface TaskRow {
  /** The task id. */
  id: string;
  /** The task's title (JNPF: fullName), e.g. 张三的请假. */
  fullName: string;
  flowId?: string;
  flowName: string;
  flowCode?: string | null;
  flowCategory: string;
  flowUrgent: number;
  status: number;
  /** Percent done (100 when finished). */
  completion?: number | null;
  /** The current node's name. */
  thisStep?: string | null;
  /** Who started it. */
  userName?: string | null;
  creatorUserId?: string | null;
  startTime?: number | null;
  creatorTime?: number | null;
  endTime?: number | null;
  /** FlowBefore rows: the operator row and node this user acts on. */
  taskNodeId?: string | null;
  taskOperatorId?: string | null;
  /** FlowBefore done rows: the record this user wrote (recall uses it). */
  taskOperatorRecordId?: string | null;
  /** When the to-do was delegated to this user: whom they act for. */
  delegateUser?: string | null;
}

export interface TaskQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
  /** Epoch milliseconds, as JNPF's client sends them. */
  startTime?: number | '';
  endTime?: number | '';
  flowCategory?: string;
  flowUrgent?: number | '';
  status?: number | '';
  flowId?: string;
}

/** FlowBefore/List/{category}: 1 待办事宜, 2 已办事宜, 3 抄送事宜. */
export const BEFORE_CATEGORY = { todo: '1', done: '2', circulate: '3' } as const;
export type BeforeCategory = (typeof BEFORE_CATEGORY)[keyof typeof BEFORE_CATEGORY];

/** A node of a task (flowTaskNodeList): nodeCode is the designer's nodeId. */
export interface TaskNode {
  id: string;
  nodeCode: string;
  nodeName: string;
  /** 'start' | 'approver' | … as in the template. */
  nodeType?: string;
  /** 0 waiting, 1 done, 2 current… JNPF varies; `completion` / `state` are read too. */
  completion?: number | null;
  state?: string | null;
  sortCode?: number | null;
}

/** One operator record (流转记录 / print's operatorRecordList). */
export interface OperatorRecord {
  id: string;
  nodeName: string;
  nodeCode?: string | null;
  handleId?: string | null;
  userName: string;
  handleTime: number | null;
  /** Handle status 0–9 (spec section 3). */
  handleStatus: number;
  handleOpinion?: string | null;
  signImg?: string | null;
  /** Transfer / assign: to whom. */
  operatorId?: string | null;
  operatorName?: string | null;
}

export interface TaskInfo {
  id: string;
  fullName: string;
  flowId: string;
  flowName: string;
  flowCategory?: string;
  flowUrgent: number;
  status: number;
  completion?: number | null;
  thisStep?: string | null;
  thisStepId?: string | null;
  creatorUserId?: string | null;
  userName?: string | null;
  creatorTime?: number | null;
  endTime?: number | null;
  /** JSON string of the flow's node tree at the time the task started. */
  flowTemplateJson?: string | null;
  /** JSON string of the form values. */
  flowFormContentJson?: string | null;
}

/** The detail answer (FlowBeforeInfoVO): the task, its nodes, records, form, permissions. */
export interface FlowBeforeInfo {
  flowTaskInfo: TaskInfo;
  flowTaskNodeList?: TaskNode[];
  flowTaskOperatorRecordList?: OperatorRecord[];
  /** JSON string { fields } of the flow's form (or the form object itself). */
  flowFormInfo?: string | { fields?: FlowFormField[] } | null;
  /** The field rights at the caller's node. */
  formOperates?: { id: string; read: boolean; write: boolean; required?: boolean }[];
  /** Properties of the caller's node (what the UI offers: reject to a node, transfer, …). */
  approversProperties?: Record<string, unknown> | null;
  /** The form values (JNPF also sends them as draftData for drafts). */
  draftData?: Record<string, unknown> | null;
  formData?: Record<string, unknown> | null;
  /** Atrium's addition: what this caller may do now ('audit', 'reject', 'transfer', 'revoke', 'press', 'recall', 'cancel'). */
  actions?: string[];
}

export interface AuditBody {
  handleOpinion: string;
  /** Data URL of a signature image, or ''. */
  signImg: string;
  /** Users copied in (抄送), comma separated. */
  copyIds: string;
  /** The form values as edited at this node (only writable fields count on the server). */
  formData: Record<string, unknown>;
}

export interface RejectBody {
  handleOpinion: string;
  signImg: string;
  /** The node to go back to: a nodeCode, or '0' for the initiator (JNPF's convention). */
  rejectStep: string;
}

export interface TransferBody {
  handleOpinion: string;
  /** The user the to-do goes to. */
  freeApproverUserId: string;
}

/** Launch (FlowTask): status 0 saves a draft, 1 submits. `data` is JSON of the form values. */
export interface LaunchBody {
  id?: string;
  flowId: string;
  data: string;
  status: 0 | 1;
  flowUrgent: number;
}

// ---------------------------------------------------------------------------------------------
// FlowDelegate (流程委托)

export interface DelegateRow {
  id: string;
  toUserId: string;
  toUserName: string;
  /** Comma-separated flow ids, '' for all flows. */
  flowId: string;
  flowName: string;
  flowCategory?: string;
  startTime: number;
  endTime: number;
  description?: string | null;
  creatorTime?: number | null;
}

export type DelegateForm = Omit<DelegateRow, 'id' | 'creatorTime' | 'toUserName'> & { toUserName?: string };

// ---------------------------------------------------------------------------------------------

const page = <T>(client: HttpClient, url: string, query?: object) => client.get<unknown>(url, query as Record<string, unknown> | undefined).then((data) => toPage<T>(data));

/** Drops '' and undefined filters so the server sees only what the user chose. */
export function compactQuery<Q extends object>(query: Q): Partial<Q> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as Partial<Q>;
}

export function createWorkflowApi(client: HttpClient) {
  return {
    engine: {
      list: (query: FlowEngineQuery) => page<FlowEngineRow>(client, `${ENGINE}/FlowEngine`, compactQuery(query)),
      listAll: () => client.get<unknown>(`${ENGINE}/FlowEngine/ListAll`).then((data) => toPage<FlowChoice>(data).list),
      /** The released flows the caller may start. */
      selector: () => client.get<unknown>(`${ENGINE}/FlowEngine/Selector`).then((data) => toPage<FlowChoice>(data).list),
      get: (id: string) => client.get<FlowEngineInfo>(`${ENGINE}/FlowEngine/${seg(id)}`),
      create: (form: FlowEngineForm) => client.post<{ id?: string } | null>(`${ENGINE}/FlowEngine`, form),
      update: (id: string, form: FlowEngineForm) => client.put<null>(`${ENGINE}/FlowEngine/${seg(id)}`, form),
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowEngine/${seg(id)}`),
      copy: (id: string) => client.post<null>(`${ENGINE}/FlowEngine/${seg(id)}/Actions/Copy`),
      release: (id: string) => client.post<null>(`${ENGINE}/FlowEngine/Release/${seg(id)}`),
      stop: (id: string) => client.post<null>(`${ENGINE}/FlowEngine/Stop/${seg(id)}`),
      formFields: (id: string) => client.get<unknown>(`${ENGINE}/FlowEngine/${seg(id)}/FormDataFields`).then((data) => toPage<FlowFormField>(data).list),
    },
    launch: {
      list: (query: TaskQuery) => page<TaskRow>(client, `${ENGINE}/FlowLaunch`, compactQuery(query)),
      /** Deletes a draft (or a finished task of one's own, as JNPF allows). */
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowLaunch/${seg(id)}`),
      /** 撤回: takes a submitted task back while no approver has acted. */
      withdraw: (id: string, handleOpinion = '') => client.put<null>(`${ENGINE}/FlowLaunch/${seg(id)}/Actions/Withdraw`, { handleOpinion }),
      /** 催办: reminds the current approvers. */
      press: (id: string) => client.post<null>(`${ENGINE}/FlowLaunch/Press/${seg(id)}`),
    },
    before: {
      list: (category: BeforeCategory, query: TaskQuery) => page<TaskRow>(client, `${ENGINE}/FlowBefore/List/${category}`, compactQuery(query)),
      /** The detail; taskOperatorId tells the server which to-do of the caller is opened. */
      info: (id: string, query: { taskNodeId?: string; taskOperatorId?: string } = {}) =>
        client.get<FlowBeforeInfo>(`${ENGINE}/FlowBefore/${seg(id)}`, compactQuery(query) as Record<string, unknown>),
      /** Approve; id is the taskOperatorId of the caller's to-do. */
      audit: (id: string, body: AuditBody) => client.post<null>(`${ENGINE}/FlowBefore/Audit/${seg(id)}`, body),
      /** Reject back to a node; id is the taskOperatorId. */
      reject: (id: string, body: RejectBody) => client.post<null>(`${ENGINE}/FlowBefore/Reject/${seg(id)}`, body),
      /** Take back one's own approval while the next node has not acted; id is the taskOperatorRecordId. */
      recall: (id: string, handleOpinion: string) => client.post<null>(`${ENGINE}/FlowBefore/Recall/${seg(id)}`, { handleOpinion }),
      /** Cancel (终止) a task; id is the task id (administrators, monitor). */
      cancel: (id: string, handleOpinion: string) => client.post<null>(`${ENGINE}/FlowBefore/Cancel/${seg(id)}`, { handleOpinion }),
      /** Hand one's to-do to another user; id is the taskOperatorId. */
      transfer: (id: string, body: TransferBody) => client.post<null>(`${ENGINE}/FlowBefore/Transfer/${seg(id)}`, body),
    },
    monitor: {
      list: (query: TaskQuery & { creatorUserId?: string }) => page<TaskRow>(client, `${ENGINE}/FlowMonitor`, compactQuery(query)),
      /** Deletes tasks; JNPF sends the ids comma separated. */
      removeMany: (ids: string[]) => client.delete<null>(`${ENGINE}/FlowMonitor`, { ids: ids.join(',') }),
    },
    task: {
      /** A saved draft or task's form values (DynamicInfo). */
      get: (id: string) => client.get<{ id: string; flowId: string; data?: string; flowUrgent?: number; status?: number } | null>(`${ENGINE}/FlowTask/${seg(id)}`),
      create: (body: LaunchBody) => client.post<{ id?: string } | null>(`${ENGINE}/FlowTask`, body),
      update: (id: string, body: LaunchBody) => client.put<null>(`${ENGINE}/FlowTask/${seg(id)}`, body),
    },
    delegate: {
      list: (query: { keyword: string; currentPage: number; pageSize: number }) => page<DelegateRow>(client, `${ENGINE}/FlowDelegate`, compactQuery(query)),
      get: (id: string) => client.get<DelegateRow>(`${ENGINE}/FlowDelegate/${seg(id)}`),
      create: (form: DelegateForm) => client.post<null>(`${ENGINE}/FlowDelegate`, form),
      update: (id: string, form: DelegateForm) => client.put<null>(`${ENGINE}/FlowDelegate/${seg(id)}`, form),
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowDelegate/${seg(id)}`),
    },
  };
}

export type WorkflowApi = ReturnType<typeof createWorkflowApi>;

export const workflowApi: WorkflowApi = createWorkflowApi(http);
