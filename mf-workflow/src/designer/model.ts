// The flow designer's model: JNPF's flowTemplateJson, a tree of nodes. Each node leads to its
// `childNode`; a node with `conditionNodes` opens a branch between itself and its childNode
// (condition arms: the first arm whose conditions hold is taken, the default arm otherwise;
// interflow arms: all run in parallel and join before the childNode). Pure functions: every
// change returns a new tree, so the designer keeps an undo-able, testable state.

/** JNPF's approver assignee types. */
export const ASSIGNEE_TYPES = {
  /** 发起者主管: the initiator's superior (managerLevel levels up). */
  initiatorManager: 1,
  /** 部门主管: the manager of the initiator's department. */
  departmentManager: 2,
  /** 发起者本人. */
  initiator: 3,
  /** 表单字段: the user(s) held by a form field. */
  formField: 4,
  /** 指定成员: the listed users, and everyone of the listed roles and positions. */
  members: 6,
} as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[keyof typeof ASSIGNEE_TYPES];
export const ASSIGNEE_TYPE_VALUES: readonly AssigneeType[] = [6, 1, 2, 3, 4];
/** The highest manager level a node may name (JNPF offers 1 to 10; the server refuses others). */
export const MANAGER_LEVEL_MAX = 10;
export const MANAGER_LEVELS: readonly number[] = Array.from({ length: MANAGER_LEVEL_MAX }, (_, index) => index + 1);

/** Comparison of a condition (JNPF's symbols). */
export const SYMBOLS = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike'] as const;
export type ConditionSymbol = (typeof SYMBOLS)[number];

/** One test of a condition arm. `filedValue` is JNPF's own spelling, kept for compatibility. */
export interface Condition {
  field: string;
  fieldName: string;
  symbol: ConditionSymbol;
  filedValue: string;
  /** How this test joins the previous one. */
  logic: '&&' | '||';
}

/** Read / write / required of one form field at a node (JNPF's formOperates). */
export interface FormOperate {
  id: string;
  name: string;
  read: boolean;
  write: boolean;
  required: boolean;
}

/**
 * What happens when an approver lets a to-do wait (the server's timeLimit): a reminder
 * `reminderHours` after the node became active (0: none), and after `hours` the action:
 * 0 nothing more, 1 approve automatically, 2 reject automatically (back to the initiator).
 */
export interface TimeLimit {
  hours: number;
  reminderHours: number;
  action: 0 | 1 | 2;
}

export interface StartProperties {
  title: string;
  /** Who may launch: users, positions, roles. All empty: everyone. */
  initiator: string[];
  initiatePos: string[];
  initiateRole: string[];
  formOperates: FormOperate[];
  /** The print template (/api/system/printDev) the task's detail prints with; '' prints the detail page itself. */
  printId: string;
}

export interface ApproverProperties {
  title: string;
  assigneeType: AssigneeType;
  approvers: string[];
  approverRole: string[];
  approverPos: string[];
  /** For assigneeType 1 and 2: how many levels up (发起人的第N级主管 / the department N levels up), 1 to MANAGER_LEVEL_MAX. */
  managerLevel: number;
  /** For assigneeType 4: the form field (vModel) holding the approver's user id. */
  formField: string;
  /** 0: any one approver decides (或签); 1: all must approve (会签). */
  counterSign: 0 | 1;
  /** 抄送: users, roles and positions told when the node approves. */
  circulateUser: string[];
  circulateRole: string[];
  circulatePosition: string[];
  formOperates: FormOperate[];
  /** Null: no time limit. */
  timeLimit: TimeLimit | null;
  /** The display names of the chosen ids, so the canvas can say who approves without a lookup. */
  names: Record<string, string>;
}

/** A copy node (抄送人): tells these users, roles and positions when the flow reaches it. */
export interface CopyProperties {
  title: string;
  circulateUser: string[];
  circulateRole: string[];
  circulatePosition: string[];
  names: Record<string, string>;
}

export interface ConditionProperties {
  title: string;
  conditions: Condition[];
  isDefault: boolean;
}

export interface InterflowProperties {
  title: string;
}

interface NodeBase {
  nodeId: string;
  prevId: string;
  childNode: FlowNode | null;
  /** Arms of a branch between this node and its childNode. */
  conditionNodes?: FlowNode[];
  /** True when the arms run in parallel (JNPF's interflow). */
  isInterflow?: boolean;
}

export type FlowNode =
  | (NodeBase & { type: 'start'; properties: StartProperties })
  | (NodeBase & { type: 'approver'; properties: ApproverProperties })
  | (NodeBase & { type: 'copy'; properties: CopyProperties })
  | (NodeBase & { type: 'condition'; properties: ConditionProperties })
  | (NodeBase & { type: 'interflow'; properties: InterflowProperties });

export type NodeType = FlowNode['type'];

/** A form field a flow can refer to (its vModel and label). */
export interface FlowField {
  vModel: string;
  label: string;
  /** 'number' compares as numbers; anything else as text. */
  type?: string;
}

let counter = 0;
/** A node id: JNPF's are random strings; unique within a flow is what matters. */
export function newNodeId(): string {
  counter += 1;
  return `node_${Date.now().toString(36)}_${counter.toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
}

/** The time limit a node gets when the designer switches it on. */
export const DEFAULT_TIME_LIMIT: TimeLimit = { hours: 24, reminderHours: 12, action: 0 };

export function createStart(title = '发起人'): FlowNode {
  return { type: 'start', nodeId: newNodeId(), prevId: '', childNode: null, properties: { title, initiator: [], initiatePos: [], initiateRole: [], formOperates: [], printId: '' } };
}

export function createApprover(title = '审批人'): FlowNode {
  return {
    type: 'approver',
    nodeId: newNodeId(),
    prevId: '',
    childNode: null,
    properties: {
      title,
      assigneeType: ASSIGNEE_TYPES.members,
      approvers: [],
      approverRole: [],
      approverPos: [],
      managerLevel: 1,
      formField: '',
      counterSign: 0,
      circulateUser: [],
      circulateRole: [],
      circulatePosition: [],
      formOperates: [],
      timeLimit: null,
      names: {},
    },
  };
}

export function createCopy(title = '抄送人'): FlowNode {
  return { type: 'copy', nodeId: newNodeId(), prevId: '', childNode: null, properties: { title, circulateUser: [], circulateRole: [], circulatePosition: [], names: {} } };
}

export function createConditionArm(title: string, isDefault = false): FlowNode {
  return { type: 'condition', nodeId: newNodeId(), prevId: '', childNode: null, properties: { title, conditions: [], isDefault } };
}

export function createInterflowArm(title: string): FlowNode {
  return { type: 'interflow', nodeId: newNodeId(), prevId: '', childNode: null, properties: { title } };
}

/** A new flow: the start node and one approver. */
export function createFlow(): FlowNode {
  const start = createStart();
  return { ...start, childNode: { ...createApprover(), prevId: start.nodeId } };
}

// ---------------------------------------------------------------------------------------------
// Reading

/** Every node of the tree, depth first (a node, its arms, then its childNode). */
export function allNodes(root: FlowNode): FlowNode[] {
  const out: FlowNode[] = [];
  const visit = (node: FlowNode | null) => {
    // A loop, not recursion, along the childNode chain: long flows stay off the stack.
    let current = node;
    while (current) {
      out.push(current);
      for (const arm of current.conditionNodes ?? []) visit(arm);
      current = current.childNode;
    }
  };
  visit(root);
  return out;
}

export function findNode(root: FlowNode, nodeId: string): FlowNode | null {
  return allNodes(root).find((node) => node.nodeId === nodeId) ?? null;
}

/**
 * The arms as they were when every arm is unchanged: a node rebuilt only because something after it
 * changed keeps its conditionNodes array, so the canvas does not re-render its branch (issue 18's
 * 200-node budget: a new array there re-rendered every branch above the edited node on each key).
 */
function sameArms(before: FlowNode[] | undefined, after: FlowNode[] | undefined): FlowNode[] | undefined {
  if (!before || !after) return after;
  return after.length === before.length && after.every((arm, index) => arm === before[index]) ? before : after;
}

/**
 * Rebuilds the tree bottom-up, replacing each node by what `change` returns. Untouched subtrees
 * keep their identity (the canvas re-renders only the nodes on the changed path).
 */
function mapTree(node: FlowNode | null, change: (node: FlowNode) => FlowNode): FlowNode | null {
  if (!node) return null;
  const arms = sameArms(node.conditionNodes, node.conditionNodes?.map((arm) => mapTree(arm, change) as FlowNode));
  const child = mapTree(node.childNode, change);
  const rebuilt = child === node.childNode && arms === node.conditionNodes ? node : ({ ...node, childNode: child, ...(arms ? { conditionNodes: arms } : {}) } as FlowNode);
  return change(rebuilt);
}

/** Sets every prevId from the structure (the arms' prevId is the node opening the branch); nodes already right are kept. */
export function relink(root: FlowNode): FlowNode {
  const walk = (node: FlowNode | null, prevId: string): FlowNode | null => {
    if (!node) return null;
    const arms = sameArms(node.conditionNodes, node.conditionNodes?.map((arm) => walk(arm, node.nodeId) as FlowNode));
    const child = walk(node.childNode, node.nodeId);
    const same = node.prevId === prevId && child === node.childNode && arms === node.conditionNodes;
    return same ? node : ({ ...node, prevId, childNode: child, ...(arms ? { conditionNodes: arms } : {}) } as FlowNode);
  };
  return walk(root, '') as FlowNode;
}

// ---------------------------------------------------------------------------------------------
// Changes

/** Inserts an approver right after the node `afterId` (before whatever followed it). */
export function addApproverAfter(root: FlowNode, afterId: string, approver: FlowNode = createApprover()): FlowNode {
  return relink(
    mapTree(root, (node) => (node.nodeId === afterId ? ({ ...node, childNode: { ...approver, childNode: node.childNode } } as FlowNode) : node)) as FlowNode,
  );
}

/**
 * Opens a branch right after `afterId`: two condition arms (the second is the default, 其他情况)
 * or two parallel arms. Whatever followed the node follows the branch.
 * A node already opening a branch gets the new branch on a fresh empty approver-less join:
 * the existing arms move below a new approver so no branch is lost.
 */
export function addBranchAfter(root: FlowNode, afterId: string, kind: 'condition' | 'interflow', titles: [string, string]): FlowNode {
  return relink(
    mapTree(root, (node) => {
      if (node.nodeId !== afterId) return node;
      const arms = kind === 'condition'
        ? [createConditionArm(titles[0]), createConditionArm(titles[1], true)]
        : [createInterflowArm(titles[0]), createInterflowArm(titles[1])];
      if (node.conditionNodes?.length) {
        // Keep the old branch: it moves after a new approver placed after the new branch.
        const carrier = { ...createApprover(), childNode: node.childNode, conditionNodes: node.conditionNodes, isInterflow: node.isInterflow } as FlowNode;
        return { ...node, conditionNodes: arms, isInterflow: kind === 'interflow', childNode: carrier } as FlowNode;
      }
      return { ...node, conditionNodes: arms, isInterflow: kind === 'interflow' } as FlowNode;
    }) as FlowNode,
  );
}

/** Adds one more arm to the branch opened by `ownerId` (conditions: before the default arm). */
export function addArm(root: FlowNode, ownerId: string, title: string): FlowNode {
  return relink(
    mapTree(root, (node) => {
      if (node.nodeId !== ownerId || !node.conditionNodes) return node;
      if (node.isInterflow) return { ...node, conditionNodes: [...node.conditionNodes, createInterflowArm(title)] } as FlowNode;
      const arms = [...node.conditionNodes];
      const defaultAt = arms.findIndex((arm) => arm.type === 'condition' && arm.properties.isDefault);
      arms.splice(defaultAt < 0 ? arms.length : defaultAt, 0, createConditionArm(title));
      return { ...node, conditionNodes: arms } as FlowNode;
    }) as FlowNode,
  );
}

/** Moves a condition arm one place up or down (its priority). */
export function moveArm(root: FlowNode, armId: string, delta: -1 | 1): FlowNode {
  return relink(
    mapTree(root, (node) => {
      const arms = node.conditionNodes;
      const index = arms?.findIndex((arm) => arm.nodeId === armId) ?? -1;
      if (!arms || index < 0) return node;
      const target = index + delta;
      if (target < 0 || target >= arms.length) return node;
      const next = [...arms];
      [next[index], next[target]] = [next[target] as FlowNode, next[index] as FlowNode];
      return { ...node, conditionNodes: next } as FlowNode;
    }) as FlowNode,
  );
}

/**
 * Removes a node. An approver's successor takes its place. An arm is removed with everything on
 * it; when one arm would remain, the branch goes away and the remaining arm's nodes take its
 * place in the chain. The start node stays.
 */
export function removeNode(root: FlowNode, nodeId: string): FlowNode {
  if (root.nodeId === nodeId) return root;
  const chainEnd = (node: FlowNode): FlowNode => {
    let current = node;
    while (current.childNode) current = current.childNode;
    return current;
  };
  const splice = (chain: FlowNode | null, tail: FlowNode | null): FlowNode | null => {
    if (!chain) return tail;
    const copy = structuredCloneNode(chain);
    chainEnd(copy).childNode = tail;
    return copy;
  };
  const result = mapTree(root, (node) => {
    let current = node;
    if (current.childNode?.nodeId === nodeId) {
      const removed = current.childNode;
      // Its own branch goes with it; what followed it follows the predecessor.
      current = { ...current, childNode: removed.childNode } as FlowNode;
      if (removed.conditionNodes?.length && !current.conditionNodes?.length) {
        current = { ...current, conditionNodes: removed.conditionNodes, isInterflow: removed.isInterflow } as FlowNode;
      }
    }
    const arms = current.conditionNodes;
    if (arms?.some((arm) => arm.nodeId === nodeId)) {
      const left = arms.filter((arm) => arm.nodeId !== nodeId);
      if (left.length >= 2) {
        // A condition branch keeps a default arm: the last arm becomes it when the default went.
        const keepsDefault = current.isInterflow || left.some((arm) => arm.type === 'condition' && arm.properties.isDefault);
        const fixed = keepsDefault ? left : left.map((arm, index) => (index === left.length - 1 && arm.type === 'condition' ? ({ ...arm, properties: { ...arm.properties, isDefault: true, conditions: [] } } as FlowNode) : arm));
        return { ...current, conditionNodes: fixed } as FlowNode;
      }
      const rest = left[0]?.childNode ?? null;
      const { conditionNodes: _arms, isInterflow: _parallel, ...plain } = current;
      return { ...plain, childNode: splice(rest, current.childNode) } as FlowNode;
    }
    return current;
  });
  return relink(result as FlowNode);
}

function structuredCloneNode(node: FlowNode): FlowNode {
  return JSON.parse(JSON.stringify(node)) as FlowNode;
}

/** Replaces a node's properties. */
export function updateProperties<T extends FlowNode>(root: FlowNode, nodeId: string, properties: T['properties']): FlowNode {
  return mapTree(root, (node) => (node.nodeId === nodeId ? ({ ...node, properties } as FlowNode) : node)) as FlowNode;
}

// ---------------------------------------------------------------------------------------------
// Validation

export type IssueCode =
  | 'noApprover'
  | 'approverWithoutAssignee'
  | 'assigneeFieldMissing'
  | 'armWithoutCondition'
  | 'conditionFieldMissing'
  | 'conditionValueMissing'
  | 'noDefaultArm'
  | 'armAfterDefault'
  | 'duplicateArm'
  | 'tooFewArms'
  | 'emptyParallelArm'
  | 'copyWithoutRecipient'
  | 'timeLimitInvalid'
  | 'duplicateNodeId';

export interface ValidationIssue {
  code: IssueCode;
  nodeId: string;
  /** Values for the message: the node's title, a field's name. */
  params: Record<string, string>;
}

const conditionKey = (conditions: Condition[]) => JSON.stringify(conditions.map(({ field, symbol, filedValue, logic }) => [field, symbol, filedValue.trim(), logic]));

/**
 * What keeps a flow from being released, node by node:
 * - every approver node has someone to approve (members chosen, or a form field that exists);
 * - every condition branch ends: it has a default arm (其他情况), so a value matching no arm
 *   still goes on; at least two arms;
 * - no unreachable arm: none after the default arm, none repeating an earlier arm's conditions;
 * - conditions refer to fields of the flow's form and have a value;
 * - the flow has at least one approver.
 */
export function validateFlow(root: FlowNode, fields: readonly FlowField[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const known = new Set(fields.map((field) => field.vModel));
  const nodes = allNodes(root);
  const seen = new Set<string>();
  for (const node of nodes) {
    if (seen.has(node.nodeId)) issues.push({ code: 'duplicateNodeId', nodeId: node.nodeId, params: { title: node.properties.title } });
    seen.add(node.nodeId);
  }
  if (!nodes.some((node) => node.type === 'approver')) issues.push({ code: 'noApprover', nodeId: root.nodeId, params: { title: root.properties.title } });

  for (const node of nodes) {
    const title = node.properties.title;
    if (node.type === 'approver') {
      const p = node.properties;
      if (p.assigneeType === ASSIGNEE_TYPES.members && p.approvers.length + p.approverRole.length + p.approverPos.length === 0) {
        issues.push({ code: 'approverWithoutAssignee', nodeId: node.nodeId, params: { title } });
      }
      if (p.assigneeType === ASSIGNEE_TYPES.formField && !known.has(p.formField)) {
        issues.push({ code: 'assigneeFieldMissing', nodeId: node.nodeId, params: { title, field: p.formField || '—' } });
      }
      if (p.timeLimit && (!(p.timeLimit.hours > 0) || p.timeLimit.reminderHours < 0 || p.timeLimit.reminderHours > p.timeLimit.hours)) {
        issues.push({ code: 'timeLimitInvalid', nodeId: node.nodeId, params: { title } });
      }
    }
    if (node.type === 'copy' && node.properties.circulateUser.length + node.properties.circulateRole.length + node.properties.circulatePosition.length === 0) {
      issues.push({ code: 'copyWithoutRecipient', nodeId: node.nodeId, params: { title } });
    }
    const arms = node.conditionNodes;
    if (!arms) continue;
    if (arms.length < 2) issues.push({ code: 'tooFewArms', nodeId: node.nodeId, params: { title } });
    if (node.isInterflow) {
      // A parallel arm without nodes would join at once: the engine refuses it.
      for (const arm of arms) if (!arm.childNode) issues.push({ code: 'emptyParallelArm', nodeId: arm.nodeId, params: { title: arm.properties.title } });
      continue;
    }
    const defaultAt = arms.findIndex((arm) => arm.type === 'condition' && arm.properties.isDefault);
    if (defaultAt < 0) issues.push({ code: 'noDefaultArm', nodeId: node.nodeId, params: { title } });
    const earlier = new Set<string>();
    arms.forEach((arm, index) => {
      if (arm.type !== 'condition') return;
      const armTitle = arm.properties.title;
      if (defaultAt >= 0 && index > defaultAt) issues.push({ code: 'armAfterDefault', nodeId: arm.nodeId, params: { title: armTitle } });
      if (arm.properties.isDefault) return;
      if (arm.properties.conditions.length === 0) {
        issues.push({ code: 'armWithoutCondition', nodeId: arm.nodeId, params: { title: armTitle } });
        return;
      }
      for (const condition of arm.properties.conditions) {
        if (!known.has(condition.field)) issues.push({ code: 'conditionFieldMissing', nodeId: arm.nodeId, params: { title: armTitle, field: condition.fieldName || condition.field || '—' } });
        else if (condition.filedValue.trim() === '') issues.push({ code: 'conditionValueMissing', nodeId: arm.nodeId, params: { title: armTitle, field: condition.fieldName || condition.field } });
      }
      const key = conditionKey(arm.properties.conditions);
      if (earlier.has(key)) issues.push({ code: 'duplicateArm', nodeId: arm.nodeId, params: { title: armTitle } });
      earlier.add(key);
    });
  }
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Storage: flowTemplateJson is a JSON string on the flow (JNPF's shape).

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored shape is the engine's (server/src/workflow/template.ts): every arm of a branch is a
 * `condition` node, parallel ones marked `isInterflow: true`. In the designer a parallel arm is an
 * `interflow` node; these two convert between the shapes.
 */
function toStored(node: FlowNode): unknown {
  const arms = node.conditionNodes?.map(toStored);
  const child = node.childNode ? toStored(node.childNode) : null;
  const base = { ...node, childNode: child, ...(arms ? { conditionNodes: arms } : {}) } as Record<string, unknown>;
  if (node.type === 'interflow') return { ...base, type: 'condition', isInterflow: true, properties: { title: node.properties.title, conditions: [], isDefault: false } };
  if (node.type === 'condition') {
    // The engine reads fieldValue (JNPF's filedValue too); both are written.
    return { ...base, properties: { ...node.properties, conditions: node.properties.conditions.map((c) => ({ ...c, fieldValue: c.filedValue })) } };
  }
  return base;
}

function fromStored(raw: Record<string, unknown>): FlowNode {
  const arms = Array.isArray(raw.conditionNodes) ? (raw.conditionNodes as Record<string, unknown>[]).filter(isRecord).map(fromStored) : undefined;
  const child = isRecord(raw.childNode) ? fromStored(raw.childNode) : null;
  const properties = (isRecord(raw.properties) ? raw.properties : {}) as Record<string, unknown>;
  const title = typeof properties.title === 'string' ? properties.title : '';
  const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const common = { nodeId: String(raw.nodeId), prevId: typeof raw.prevId === 'string' ? raw.prevId : '', childNode: child, ...(arms ? { conditionNodes: arms } : {}) };
  if (raw.type === 'condition' && raw.isInterflow === true) return { ...common, type: 'interflow', properties: { title } };
  if (raw.type === 'condition') {
    const conditions = Array.isArray(properties.conditions)
      ? (properties.conditions as unknown[]).filter(isRecord).map((c) => ({
        field: String(c.field ?? ''),
        fieldName: String(c.fieldName ?? ''),
        symbol: (SYMBOLS as readonly unknown[]).includes(c.symbol) ? (c.symbol as ConditionSymbol) : '==',
        filedValue: String(c.filedValue ?? c.fieldValue ?? ''),
        logic: '&&' as const,
      }))
      : [];
    return { ...common, type: 'condition', properties: { title, conditions, isDefault: properties.isDefault === true } };
  }
  const owner = arms ? { isInterflow: arms.some((arm) => arm.type === 'interflow') } : {};
  if (raw.type === 'copy') {
    return { ...common, ...owner, type: 'copy', properties: { title, circulateUser: list(properties.circulateUser), circulateRole: list(properties.circulateRole), circulatePosition: list(properties.circulatePosition), names: isRecord(properties.names) ? (properties.names as Record<string, string>) : {} } };
  }
  if (raw.type === 'approver') {
    const base = createApprover(title);
    const p = base.properties as ApproverProperties;
    const limit = isRecord(properties.timeLimit) ? properties.timeLimit : null;
    const assignee = Number(properties.assigneeType);
    return {
      ...common,
      ...owner,
      type: 'approver',
      properties: {
        ...p,
        assigneeType: (ASSIGNEE_TYPE_VALUES as readonly number[]).includes(assignee) ? (assignee as AssigneeType) : p.assigneeType,
        approvers: list(properties.approvers),
        approverRole: list(properties.approverRole),
        approverPos: list(properties.approverPos),
        managerLevel: Math.min(MANAGER_LEVEL_MAX, Math.max(1, Math.trunc(Number(properties.managerLevel)) || 1)),
        formField: typeof properties.formField === 'string' ? properties.formField : '',
        counterSign: properties.counterSign === 1 ? 1 : 0,
        circulateUser: list(properties.circulateUser),
        circulateRole: list(properties.circulateRole),
        circulatePosition: list(properties.circulatePosition),
        formOperates: Array.isArray(properties.formOperates) ? (properties.formOperates as FormOperate[]) : [],
        timeLimit: limit ? { hours: Number(limit.hours) || 24, reminderHours: Number(limit.reminderHours) || 0, action: limit.action === 1 ? 1 : limit.action === 2 ? 2 : 0 } : null,
        names: isRecord(properties.names) ? (properties.names as Record<string, string>) : {},
      },
    };
  }
  return {
    ...common,
    ...owner,
    type: 'start',
    properties: { title, initiator: list(properties.initiator), initiatePos: list(properties.initiatePos), initiateRole: list(properties.initiateRole), formOperates: Array.isArray(properties.formOperates) ? (properties.formOperates as FormOperate[]) : [],
      printId: typeof properties.printId === 'string' ? properties.printId : '' },
  };
}

/** Reads a stored flowTemplateJson; null when it is missing or not a node tree with a start. */
export function parseFlowTemplate(json: unknown): FlowNode | null {
  let value: unknown = json;
  if (typeof json === 'string') {
    if (json.trim() === '') return null;
    try {
      value = JSON.parse(json);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || value.type !== 'start' || typeof value.nodeId !== 'string') return null;
  return relink(fromStored(value));
}

export const serializeFlowTemplate = (root: FlowNode): string => JSON.stringify(toStored(relink(root)));
