// Calls of the workflow engine at the JNPF client's paths (shared/spec/jnpf-client-calls.md,
// workFlow/*.js), one function per endpoint, as a factory over the transport so page tests pass a
// fake client. Answers are read defensively (toPage, optional fields): a JNPF backend and the
// reference server may differ in what they leave out.
import { http, type HttpClient } from '@atrium/shared';
import { FLOW_CATEGORY_DICTIONARY, categoriesOf } from './common/categories';

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

/** formType: 1 a system form (built into the server), 2 a released online-development form. */
export type FormType = 1 | 2;

export interface FlowEngineRow {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  /** 0 发起流程 (staff launch it), 1 功能流程 (started by a form of a module). */
  type: number;
  formType: FormType;
  /** The bound form (FlowEngineForm): a system form's id or an online-development module's id. */
  formId: string;
  formName?: string | null;
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

/** A field of the bound form (FormDataFields, FlowEngineForm/{id}). */
export interface FlowFormField {
  vModel: string;
  label: string;
  /** JNPF's control key: comInput, textarea, numInput, date, select, userSelect, … */
  jnpfKey: string;
  /** How the engine compares it: text, number, date, select, other. */
  kind?: string;
  required?: boolean;
  /** select: value/label pairs. */
  options?: { id: string; fullName: string }[];
  min?: number;
  max?: number;
  maxlength?: number;
}

/** A form a flow may be bound to (FlowEngineForm/ListAll). */
export interface BindableForm {
  id: string;
  fullName: string;
  enCode: string;
  formType: FormType;
}

export interface FlowEngineInfo extends FlowEngineRow {
  /** JSON string of the node tree (designer/model.ts). */
  flowTemplateJson: string;
}

export interface FlowEngineForm {
  fullName: string;
  enCode: string;
  category: string;
  type: number;
  formType: FormType;
  formId: string;
  flowTemplateJson: string;
  sortCode: number;
  description: string;
  icon?: string;
  iconBackground?: string;
}

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
  taskRecordId?: string | null;
  /** The node of the to-do / record / copy. */
  nodeName?: string | null;
  /** When the to-do was delegated to this user: whom they act for. */
  delegateUserName?: string | null;
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

/** Node row states: 1 active, 2 done, 3 closed (rejected, withdrawn, cancelled). */
export const NODE_STATE = { active: 1, done: 2, closed: 3 } as const;

/** A node of a task (flowTaskNodeList): nodeCode is the designer's nodeId. */
export interface TaskNode {
  id: string;
  nodeCode: string;
  nodeName: string;
  /** 'start' | 'approver' | … as in the template. */
  nodeType?: string;
  state?: number | null;
  creatorTime?: number | null;
  completionTime?: number | null;
}

/** One operator record (流转记录 / print's operatorRecordList). */
export interface OperatorRecord {
  id: string;
  nodeName: string;
  nodeCode?: string | null;
  handleId?: string | null;
  userName: string | null;
  /** Delegated: whom the handler acted for. */
  forUserName?: string | null;
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
  startTime?: number | null;
  formType?: number;
  formId?: string;
}

/** What the caller may do now (Atrium's addition to the detail); recall holds the record to recall. */
export interface TaskActions {
  audit?: boolean;
  reject?: boolean;
  transfer?: boolean;
  addSign?: boolean;
  revoke?: boolean;
  press?: boolean;
  cancel?: boolean;
  edit?: boolean;
  remove?: boolean;
  recall?: string | null;
}

/** The detail answer (JNPF's FlowBeforeInfoVO with Atrium's additions). */
export interface FlowBeforeInfo {
  flowTaskInfo: TaskInfo;
  formData?: Record<string, unknown> | null;
  formFields?: FlowFormField[];
  formName?: string;
  /** JSON string of the node tree the task runs on. */
  flowTemplateJson?: string | null;
  flowTaskNodeList?: TaskNode[];
  /** Node codes (designer nodeIds) active now. */
  currentNodeIds?: string[];
  flowTaskOperatorRecordList?: OperatorRecord[];
  /** The caller's pending to-do on this task, if any. */
  taskOperatorId?: string | null;
  taskNodeId?: string | null;
  /** The field rights at the caller's node. */
  formOperates?: { id: string; read: boolean; write: boolean; required?: boolean }[];
  approversProperties?: Record<string, unknown> | null;
  /** Where a reject may send the task: '0' the initiator, else an approver node done before. */
  rejectNodes?: { nodeId: string; nodeName: string }[];
  actions?: TaskActions;
}

export interface AuditBody {
  handleOpinion: string;
  /** Data URL of a signature image, or ''. */
  signImg: string;
  /** Users copied in (抄送), comma separated (JNPF's copyIds). */
  copyIds: string;
  /** The form values as edited at this node (writable fields only count). */
  formData: Record<string, unknown>;
  /** 加签: a user who must approve this node too before it moves on. */
  freeApproverUserId?: string;
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

/** Launch (FlowTask), JNPF's codes: status 0 submits, 1 saves a draft. */
export const LAUNCH_STATUS = { submit: 0, draft: 1 } as const;

export interface LaunchBody {
  flowId: string;
  formData: Record<string, unknown>;
  status: 0 | 1;
  flowUrgent: number;
}

// ---------------------------------------------------------------------------------------------
// FlowDelegate (流程委托)

export interface DelegateRow {
  id: string;
  userId?: string;
  userName?: string | null;
  toUserId: string;
  toUserName: string | null;
  /** One flow's id, '' for all flows. */
  flowId: string;
  flowName: string;
  startTime: number;
  endTime: number;
  description?: string | null;
  creatorTime?: number | null;
}

export interface DelegateForm {
  toUserId: string;
  flowId: string;
  startTime: number;
  endTime: number;
  description: string;
}

// ---------------------------------------------------------------------------------------------

const page = <T>(client: HttpClient, url: string, query?: object) => client.get<unknown>(url, query as Record<string, unknown> | undefined).then((data) => toPage<T>(data));

/** Drops '' and undefined filters so the server sees only what the user chose. */
export function compactQuery<Q extends object>(query: Q): Partial<Q> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as Partial<Q>;
}

/** A print template a flow may name (the print-template system's Selector, flattened). */
export interface PrintTemplateChoice {
  id: string;
  fullName: string;
  category: string;
}

/** What /api/system/printDev/Data answers for a template and a task: the layout, the task's form data and its operator records. */
export interface FlowPrintData {
  id: string;
  fullName: string;
  printTemplate: unknown;
  pageParam: unknown;
  printData: Record<string, unknown>;
  operatorRecordList: { nodeName: string; userName: string; handleTime: number | null; handleStatus: number; handleOpinion: string }[];
}

export function createWorkflowApi(client: HttpClient) {
  return {
    /** The 流程分类 dictionary's enabled items (designer, launch and list filters). */
    categories: () =>
      client.get<{ list: unknown[] }>(`/api/system/DictionaryData/${FLOW_CATEGORY_DICTIONARY}/Data/Selector`).then((data) => categoriesOf(data?.list)),
    print: {
      /** The enabled print templates (GET /api/system/printDev/Selector), all groups flattened. */
      templates: () =>
        client.get<{ list: { id: string; fullName: string; children?: { id: string; fullName: string }[] }[] }>('/api/system/printDev/Selector').then((data) =>
          (data?.list ?? []).flatMap((group) => (group.children ?? []).map((item) => ({ id: item.id, fullName: item.fullName, category: group.fullName })))),
      /** A template filled with a task's form data and operator records (formId is the task id, as JNPF prints flows). */
      data: (templateId: string, taskId: string) => client.get<FlowPrintData>('/api/system/printDev/Data', { id: templateId, formId: taskId }),
      /** The print log (POST /api/system/printLog/save), as every print with a template writes it. */
      log: (body: { printTitle: string; printNum: number; printId: string }) => client.post<null>('/api/system/printLog/save', body),
    },
    engine: {
      list: (query: FlowEngineQuery) => page<FlowEngineRow>(client, `${ENGINE}/FlowEngine`, compactQuery(query)),
      /** The released flows the caller may start. */
      listAll: () => client.get<unknown>(`${ENGINE}/FlowEngine/ListAll`).then((data) => toPage<FlowChoice>(data).list),
      get: (id: string) => client.get<FlowEngineInfo>(`${ENGINE}/FlowEngine/${seg(id)}`),
      create: (form: FlowEngineForm) => client.post<{ id: string }>(`${ENGINE}/FlowEngine`, form),
      update: (id: string, form: FlowEngineForm) => client.put<null>(`${ENGINE}/FlowEngine/${seg(id)}`, form),
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowEngine/${seg(id)}`),
      copy: (id: string) => client.post<{ id: string }>(`${ENGINE}/FlowEngine/${seg(id)}/Actions/Copy`),
      release: (id: string) => client.post<null>(`${ENGINE}/FlowEngine/Release/${seg(id)}`),
      stop: (id: string) => client.post<null>(`${ENGINE}/FlowEngine/Stop/${seg(id)}`),
      formFields: (id: string) => client.get<unknown>(`${ENGINE}/FlowEngine/${seg(id)}/FormDataFields`).then((data) => toPage<FlowFormField>(data).list),
      /** A download link of the flow's export file. */
      exportData: (id: string) => client.get<{ url: string; name: string }>(`${ENGINE}/FlowEngine/${seg(id)}/Actions/ExportData`),
      /** Imports an export file's text; the flow arrives stopped. */
      importData: (content: string) => client.post<{ id: string }>(`${ENGINE}/FlowEngine/Actions/ImportData`, { content }),
    },
    forms: {
      /** The forms a flow may be bound to: system forms, then released online-development forms. */
      listAll: () => client.get<unknown>(`${ENGINE}/FlowEngineForm/ListAll`).then((data) => toPage<BindableForm>(data).list),
      get: (id: string, formType: FormType) => client.get<BindableForm & { fields: FlowFormField[] }>(`${ENGINE}/FlowEngineForm/${seg(id)}`, { formType }),
    },
    launch: {
      list: (query: TaskQuery) => page<TaskRow>(client, `${ENGINE}/FlowLaunch`, compactQuery(query)),
      /** Deletes a draft (or a finished task of one's own, as JNPF allows). */
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowLaunch/${seg(id)}`),
      /** 撤回: takes a submitted task back while no approver has acted. */
      withdraw: (id: string, handleOpinion = '') => client.put<null>(`${ENGINE}/FlowLaunch/${seg(id)}/Actions/Withdraw`, { handleOpinion }),
      /** 催办: reminds the current approvers. */
      press: (id: string) => client.post<{ count: number } | null>(`${ENGINE}/FlowLaunch/Press/${seg(id)}`),
    },
    before: {
      list: (category: BeforeCategory, query: TaskQuery) => page<TaskRow>(client, `${ENGINE}/FlowBefore/List/${category}`, compactQuery(query)),
      /** The detail; taskOperatorId tells the server which to-do of the caller is opened. */
      info: (id: string, query: { taskOperatorId?: string } = {}) =>
        client.get<FlowBeforeInfo>(`${ENGINE}/FlowBefore/${seg(id)}`, compactQuery(query) as Record<string, unknown>),
      /** The caller's to-do count. */
      count: () => client.get<{ count: number }>(`${ENGINE}/FlowBefore/Count`).then((data) => Number(data?.count) || 0),
      /** Approve; id is the taskOperatorId of the caller's to-do. */
      audit: (id: string, body: AuditBody) => client.post<null>(`${ENGINE}/FlowBefore/Audit/${seg(id)}`, body),
      /** Reject back to a node; id is the taskOperatorId. */
      reject: (id: string, body: RejectBody) => client.post<null>(`${ENGINE}/FlowBefore/Reject/${seg(id)}`, body),
      /** Take back one's own approval while the next node has not acted; id is the record (taskRecordId of 已办). */
      recall: (id: string, handleOpinion: string) => client.post<null>(`${ENGINE}/FlowBefore/Recall/${seg(id)}`, { handleOpinion }),
      /** Cancel (终止) a task; id is the task id (administrators, monitor). */
      cancel: (id: string, handleOpinion: string) => client.post<null>(`${ENGINE}/FlowBefore/Cancel/${seg(id)}`, { handleOpinion }),
      /** Hand one's to-do to another user; id is the taskOperatorId. */
      transfer: (id: string, body: TransferBody) => client.post<null>(`${ENGINE}/FlowBefore/Transfer/${seg(id)}`, body),
    },
    monitor: {
      list: (query: TaskQuery & { creatorUserId?: string }) => page<TaskRow>(client, `${ENGINE}/FlowMonitor`, compactQuery(query)),
      /** Deletes tasks; JNPF sends the ids comma separated. */
      removeMany: (ids: string[]) => client.delete<{ count: number } | null>(`${ENGINE}/FlowMonitor`, { ids: ids.join(',') }),
      /** Tasks by flow and status (the monitor's chart), over the same filters as the list. */
      statistics: (query: Partial<TaskQuery>) =>
        client.get<{ list: { flowId: string; flowName: string; status: number; count: number }[] }>(`${ENGINE}/FlowMonitor/Statistics`, compactQuery(query) as Record<string, unknown>).then((data) => data?.list ?? []),
      /** 指派: the pending to-dos of one active node (its nodeCode) go to another user. */
      assign: (taskId: string, body: { nodeCode: string; freeApproverUserId: string; handleOpinion: string }) => client.post<null>(`${ENGINE}/FlowMonitor/Assign/${seg(taskId)}`, body),
      /** Terminates tasks (终止). */
      cancelMany: (ids: string[], handleOpinion: string) => client.post<{ count: number } | null>(`${ENGINE}/FlowMonitor/Cancel`, { ids: ids.join(','), handleOpinion }),
    },
    task: {
      /** A draft (or any task of the caller): the same detail as FlowBefore/{id}. */
      get: (id: string) => client.get<FlowBeforeInfo>(`${ENGINE}/FlowTask/${seg(id)}`),
      create: (body: LaunchBody) => client.post<{ id: string; status: number }>(`${ENGINE}/FlowTask`, body),
      update: (id: string, body: LaunchBody) => client.put<{ id: string; status: number }>(`${ENGINE}/FlowTask/${seg(id)}`, body),
    },
    delegate: {
      /** type 1: the caller's delegations (default); 2: those made to the caller. */
      list: (query: { keyword: string; currentPage: number; pageSize: number; type?: 1 | 2 }) => page<DelegateRow>(client, `${ENGINE}/FlowDelegate`, compactQuery(query)),
      get: (id: string) => client.get<DelegateRow>(`${ENGINE}/FlowDelegate/${seg(id)}`),
      create: (form: DelegateForm) => client.post<null>(`${ENGINE}/FlowDelegate`, form),
      update: (id: string, form: DelegateForm) => client.put<null>(`${ENGINE}/FlowDelegate/${seg(id)}`, form),
      remove: (id: string) => client.delete<null>(`${ENGINE}/FlowDelegate/${seg(id)}`),
    },
  };
}

export type WorkflowApi = ReturnType<typeof createWorkflowApi>;

export const workflowApi: WorkflowApi = createWorkflowApi(http);
