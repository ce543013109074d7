import type { Db } from '../db/connection';
import { ApiError, badRequest } from '../plugins/errors';
import type { FlowForm } from './forms';

/**
 * A flow design in JNPF's shape (flowTemplateJson): a tree of nodes starting at the `start`
 * node. Each node's `childNode` comes after it; a node with `conditionNodes` fans out into
 * branches after its own work (condition branches: the first whose conditions hold, else the
 * default one; parallel branches, `isInterflow: true`: all of them, joined before `childNode`).
 */
export type NodeType = 'start' | 'approver' | 'copy' | 'empty' | 'condition';

/** JNPF assigneeType: 1 the initiator's superior, 2 the department manager, 3 the initiator, 4 a form field, 6 named users / roles / positions. */
export const ASSIGNEE_TYPES = [1, 2, 3, 4, 6] as const;
export type AssigneeType = (typeof ASSIGNEE_TYPES)[number];

export const SYMBOLS = ['==', '<>', '>', '>=', '<', '<=', 'like', 'notLike'] as const;
export type ConditionSymbol = (typeof SYMBOLS)[number];

export interface Condition {
  field: string;
  symbol: ConditionSymbol;
  fieldValue: string | number;
}

/** What happens when an approver lets a to-do wait: remind, then act. Hours of the node's activation. */
export interface TimeLimit {
  hours: number;
  /** Remind the approver this many hours after activation (0: no reminder). */
  reminderHours: number;
  /** 0 nothing, 1 approve automatically, 2 reject automatically (back to the initiator). */
  action: 0 | 1 | 2;
}

export interface NodeProperties {
  title: string;
  assigneeType: AssigneeType;
  approvers: string[];
  approverRole: string[];
  approverPos: string[];
  formField: string;
  /**
   * assigneeType 1 and 2: how many levels up (JNPF 发起人的第N级主管): 1 the initiator's direct
   * superior (or the manager of their department), 2 that person's superior (or the manager of the
   * parent department), … up to MANAGER_LEVEL_MAX.
   */
  managerLevel: number;
  /** Start node: the print template (/api/system/printDev) the task's detail prints with; '' none. */
  printId: string;
  /** 0 或签 (any one approves), 1 会签 (every one approves). */
  counterSign: 0 | 1;
  circulateUser: string[];
  circulateRole: string[];
  circulatePosition: string[];
  /** Start node: who may launch the flow (users, positions, roles); all empty means everyone. */
  initiator: string[];
  initiatePos: string[];
  initiateRole: string[];
  conditions: Condition[];
  isDefault: boolean;
  timeLimit: TimeLimit | null;
  /** Field permissions per node, as the designer wrote them (read-only / editable / hidden). */
  formOperates: unknown[];
}

export interface FlowNode {
  nodeId: string;
  type: NodeType;
  properties: NodeProperties;
  childNode: FlowNode | null;
  conditionNodes: FlowNode[];
  isInterflow: boolean;
}

/** The parsed tree with what the engine looks up: nodes by id, and where each chain belongs. */
export interface FlowTemplate {
  root: FlowNode;
  nodes: Map<string, FlowNode>;
  /** For every node of a branch's chain (the branch node included): the node owning the branches. */
  gatewayOf: Map<string, FlowNode>;
  /** The node before this one in its chain (null at a chain's head). */
  prevOf: Map<string, FlowNode | null>;
}

export const NODES_MAX = 500;
/** The highest manager level a node may name (JNPF offers 1 to 10). */
export const MANAGER_LEVEL_MAX = 10;
const DEPTH_MAX = 100;
const TEXT_MAX = 200;
const LIST_MAX = 200;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (detail: string): ApiError => badRequest('flowTemplateInvalid', { detail });

function stringList(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > LIST_MAX) throw invalid(where);
  return value.map((item) => {
    if (typeof item === 'string' && item !== '' && item.length <= 64) return item;
    if (isRecord(item) && typeof item.id === 'string' && item.id !== '' && item.id.length <= 64) return item.id;
    throw invalid(where);
  });
}

function parseConditions(value: unknown, where: string): Condition[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > 50) throw invalid(where);
  return value.map((item) => {
    if (!isRecord(item)) throw invalid(where);
    const field = item.field;
    const symbol = item.symbol;
    // JNPF spells it filedValue; fieldValue is accepted too.
    const fieldValue = item.fieldValue ?? item.filedValue;
    if (typeof field !== 'string' || field === '' || field.length > 64) throw invalid(where);
    if (typeof symbol !== 'string' || !(SYMBOLS as readonly string[]).includes(symbol)) throw badRequest('flowConditionSymbol', { node: where, symbol: String(symbol).slice(0, 20) });
    if (typeof fieldValue !== 'string' && typeof fieldValue !== 'number') throw badRequest('flowConditionValue', { node: where });
    if (typeof fieldValue === 'number' && !Number.isFinite(fieldValue)) throw badRequest('flowConditionValue', { node: where });
    return { field, symbol: symbol as ConditionSymbol, fieldValue: typeof fieldValue === 'string' ? fieldValue.slice(0, TEXT_MAX) : fieldValue };
  });
}

function parseTimeLimit(value: unknown, where: string): TimeLimit | null {
  if (value === undefined || value === null) return null;
  if (!isRecord(value)) throw badRequest('flowTimeLimitInvalid', { node: where });
  const hours = value.hours;
  const reminderHours = value.reminderHours ?? 0;
  const action = value.action ?? 0;
  const okNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n >= 0 && n <= 24 * 365;
  if (!okNumber(hours) || hours <= 0 || !okNumber(reminderHours) || reminderHours > hours || (action !== 0 && action !== 1 && action !== 2)) {
    throw badRequest('flowTimeLimitInvalid', { node: where });
  }
  return { hours, reminderHours, action };
}

function parseProperties(raw: unknown, type: NodeType, nodeId: string): NodeProperties {
  const props = isRecord(raw) ? raw : {};
  const title = typeof props.title === 'string' && props.title.trim() !== '' ? props.title.trim().slice(0, TEXT_MAX) : nodeId;
  const assigneeType = props.assigneeType ?? 6;
  if (type === 'approver' && !(ASSIGNEE_TYPES as readonly unknown[]).includes(assigneeType)) throw badRequest('flowApproverMissing', { node: title });
  const counterSign = props.counterSign === 1 || props.counterSign === '1' ? 1 : 0;
  const level = props.managerLevel === undefined || props.managerLevel === null || props.managerLevel === '' ? 1 : Number(props.managerLevel);
  if (type === 'approver' && (assigneeType === 1 || assigneeType === 2) && !(Number.isInteger(level) && level >= 1 && level <= MANAGER_LEVEL_MAX)) {
    throw badRequest('flowManagerLevelInvalid', { node: title, max: MANAGER_LEVEL_MAX });
  }
  return {
    title,
    assigneeType: (ASSIGNEE_TYPES as readonly unknown[]).includes(assigneeType) ? (assigneeType as AssigneeType) : 6,
    approvers: stringList(props.approvers, title),
    approverRole: stringList(props.approverRole, title),
    approverPos: stringList(props.approverPos, title),
    formField: typeof props.formField === 'string' ? props.formField.slice(0, 64) : '',
    managerLevel: Number.isInteger(level) && level >= 1 && level <= MANAGER_LEVEL_MAX ? level : 1,
    printId: type === 'start' && typeof props.printId === 'string' ? props.printId.trim().slice(0, 64) : '',
    counterSign,
    circulateUser: stringList(props.circulateUser, title),
    circulateRole: stringList(props.circulateRole, title),
    circulatePosition: stringList(props.circulatePosition, title),
    initiator: type === 'start' ? stringList(props.initiator, title) : [],
    initiatePos: type === 'start' ? stringList(props.initiatePos, title) : [],
    initiateRole: type === 'start' ? stringList(props.initiateRole, title) : [],
    conditions: type === 'condition' ? parseConditions(props.conditions, title) : [],
    isDefault: props.isDefault === true,
    timeLimit: type === 'approver' ? parseTimeLimit(props.timeLimit, title) : null,
    formOperates: Array.isArray(props.formOperates) ? props.formOperates.slice(0, 500) : [],
  };
}

const NODE_TYPES: readonly NodeType[] = ['start', 'approver', 'copy', 'empty', 'condition'];

/** Reads the JSON (text or object) into nodes; shape errors only (see validateTemplate for meaning). */
export function parseTemplate(input: unknown): FlowTemplate {
  let json = input;
  if (typeof input === 'string') {
    try {
      json = JSON.parse(input);
    } catch {
      throw invalid('JSON');
    }
  }
  const nodes = new Map<string, FlowNode>();
  const gatewayOf = new Map<string, FlowNode>();
  const prevOf = new Map<string, FlowNode | null>();
  const read = (raw: unknown, depth: number, gateway: FlowNode | null, prev: FlowNode | null, branch: boolean): FlowNode => {
    if (depth > DEPTH_MAX) throw invalid('depth');
    if (!isRecord(raw)) throw invalid('node');
    const nodeId = raw.nodeId;
    if (typeof nodeId !== 'string' || nodeId === '' || nodeId.length > 64) throw invalid('nodeId');
    if (nodes.has(nodeId)) throw badRequest('flowNodeIdDuplicate', { node: nodeId });
    if (nodes.size >= NODES_MAX) throw badRequest('flowTooLarge', { max: NODES_MAX });
    const type = raw.type;
    if (typeof type !== 'string' || !(NODE_TYPES as readonly string[]).includes(type)) {
      throw badRequest('flowNodeTypeUnknown', { node: nodeId, type: String(type).slice(0, 20) });
    }
    if (branch !== (type === 'condition')) throw badRequest('flowNodeTypeUnknown', { node: nodeId, type });
    const node: FlowNode = {
      nodeId,
      type: type as NodeType,
      properties: parseProperties(raw.properties, type as NodeType, nodeId),
      childNode: null,
      conditionNodes: [],
      isInterflow: raw.isInterflow === true,
    };
    nodes.set(nodeId, node);
    prevOf.set(nodeId, prev);
    if (gateway) gatewayOf.set(nodeId, gateway);
    if (raw.conditionNodes !== undefined && raw.conditionNodes !== null) {
      if (!Array.isArray(raw.conditionNodes)) throw invalid('conditionNodes');
      node.conditionNodes = raw.conditionNodes.map((branchRaw) => read(branchRaw, depth + 1, node, null, true));
    }
    if (raw.childNode !== undefined && raw.childNode !== null) node.childNode = read(raw.childNode, depth + 1, gateway, node, false);
    return node;
  };
  const root = read(json, 0, null, null, false);
  if (root.type !== 'start') throw badRequest('flowStartMissing');
  return { root, nodes, gatewayOf, prevOf };
}

/** Ids that do not exist among the enabled rows of `table`. */
function missingIds(db: Db, table: 'users' | 'roles' | 'positions', ids: readonly string[]): string[] {
  if (ids.length === 0) return [];
  const placeholders = ids.map(() => '?').join(', ');
  const found = new Set((db.prepare(`SELECT id FROM ${table} WHERE id IN (${placeholders})`).all(...ids) as { id: string }[]).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

const conditionKey = (conditions: readonly Condition[]): string =>
  JSON.stringify(conditions.map((c) => [c.field, c.symbol, String(c.fieldValue)]).sort());

/**
 * The design's meaning checked against its form and the organisation: every approver node has
 * approvers that exist, every branch can be taken and ends, conditions name fields of the form,
 * and the flow has at least one approval. Throws 400 with a sentence naming the node.
 */
export function validateTemplate(db: Db, input: unknown, form: FlowForm): FlowTemplate {
  const template = parseTemplate(input);
  const fields = new Map(form.fields.map((field) => [field.vModel, field]));
  let approverCount = 0;
  for (const node of template.nodes.values()) {
    const p = node.properties;
    if (node.type === 'start' && node !== template.root) throw badRequest('flowStartMissing');
    if (node.type === 'approver') {
      approverCount += 1;
      if (p.assigneeType === 6) {
        if (p.approvers.length + p.approverRole.length + p.approverPos.length === 0) throw badRequest('flowApproverMissing', { node: p.title });
        const unknown = [...missingIds(db, 'users', p.approvers), ...missingIds(db, 'roles', p.approverRole), ...missingIds(db, 'positions', p.approverPos)];
        if (unknown[0] !== undefined) throw badRequest('flowApproverUnknown', { node: p.title, id: unknown[0] });
      }
      if (p.assigneeType === 4 && !fields.has(p.formField)) throw badRequest('flowFormFieldMissing', { node: p.title, field: p.formField || '—' });
    }
    if (node.type === 'copy' && p.circulateUser.length + p.circulateRole.length + p.circulatePosition.length === 0) {
      throw badRequest('flowCopyRecipientMissing', { node: p.title });
    }
    if (node.type === 'start' && p.printId !== '' && !db.prepare('SELECT 1 FROM print_templates WHERE id = ? AND enabled_mark = 1').get(p.printId)) {
      throw badRequest('flowPrintTemplateMissing');
    }
    const launcherUnknown = [...missingIds(db, 'users', p.initiator), ...missingIds(db, 'positions', p.initiatePos), ...missingIds(db, 'roles', p.initiateRole)];
    if (launcherUnknown[0] !== undefined) throw badRequest('flowApproverUnknown', { node: p.title, id: launcherUnknown[0] });
    const circulateUnknown = [...missingIds(db, 'users', p.circulateUser), ...missingIds(db, 'roles', p.circulateRole), ...missingIds(db, 'positions', p.circulatePosition)];
    if (circulateUnknown[0] !== undefined) throw badRequest('flowApproverUnknown', { node: p.title, id: circulateUnknown[0] });
    if (node.conditionNodes.length > 0) {
      const branches = node.conditionNodes;
      if (branches.length < 2) throw badRequest('flowBranchTooFew', { node: p.title });
      const parallel = branches[0]?.isInterflow === true;
      if (branches.some((branch) => branch.isInterflow !== parallel)) throw badRequest('flowBranchMixed', { node: p.title });
      if (parallel) {
        for (const branch of branches) if (!branch.childNode) throw badRequest('flowBranchEmpty', { node: branch.properties.title });
      } else {
        const seen = new Set<string>();
        let defaults = 0;
        for (const branch of branches) {
          const bp = branch.properties;
          if (bp.isDefault || bp.conditions.length === 0) {
            if (!bp.isDefault) throw badRequest('flowConditionEmpty', { node: bp.title });
            defaults += 1;
            if (defaults > 1) throw badRequest('flowBranchUnreachable', { node: bp.title });
            continue;
          }
          for (const condition of bp.conditions) {
            const field = fields.get(condition.field);
            if (!field) throw badRequest('flowConditionFieldMissing', { node: bp.title, field: condition.field });
            if (field.kind === 'number' && typeof condition.fieldValue !== 'number' && !Number.isFinite(Number(condition.fieldValue))) {
              throw badRequest('flowConditionValue', { node: bp.title });
            }
          }
          const key = conditionKey(bp.conditions);
          if (seen.has(key)) throw badRequest('flowBranchUnreachable', { node: bp.title });
          seen.add(key);
        }
      }
    }
  }
  if (approverCount === 0) throw badRequest('flowNoApprover');
  return template;
}

/** Approver nodes of the design in tree order, for pickers (reject to a node). */
export function approverNodes(template: FlowTemplate): FlowNode[] {
  return [...template.nodes.values()].filter((node) => node.type === 'approver');
}

/** A field's rights at one node (JNPF formOperates: `{id, read, write}` per field). */
export interface FieldRight {
  read: boolean;
  write: boolean;
}

/**
 * The rights the node's formOperates give each field; a field it does not list is visible and,
 * at an approver node, read-only (the initiator's start node may write it).
 */
export function fieldRights(node: FlowNode, fieldIds: readonly string[]): Map<string, FieldRight> {
  const listed = new Map<string, FieldRight>();
  for (const entry of node.properties.formOperates) {
    if (!isRecord(entry) || typeof entry.id !== 'string') continue;
    listed.set(entry.id, { read: entry.read !== false, write: entry.write === true });
  }
  return new Map(fieldIds.map((id) => [id, listed.get(id) ?? { read: true, write: node.type === 'start' }]));
}
