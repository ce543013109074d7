// The designer's pure model: adding and removing nodes, branches and arms keeps a well-linked
// tree, and validation names what keeps a flow from being released.
import {
  addApproverAfter,
  addArm,
  addBranchAfter,
  allNodes,
  createApprover,
  createCopy,
  createFlow,
  findNode,
  moveArm,
  parseFlowTemplate,
  relink,
  removeNode,
  serializeFlowTemplate,
  updateProperties,
  validateFlow,
  type ApproverProperties,
  type ConditionProperties,
  type FlowField,
  type FlowNode,
} from './model';

const fields: FlowField[] = [{ vModel: 'days', label: '请假天数', type: 'number' }, { vModel: 'reason', label: '事由' }];

const firstApprover = (root: FlowNode) => root.childNode as FlowNode;
const withMembers = (root: FlowNode, nodeId: string): FlowNode => {
  const node = findNode(root, nodeId);
  if (node?.type !== 'approver') throw new Error('not an approver');
  return updateProperties(root, nodeId, { ...node.properties, approvers: ['u1'] } satisfies ApproverProperties);
};
const setConditions = (root: FlowNode, armId: string, conditions: ConditionProperties['conditions']): FlowNode => {
  const arm = findNode(root, armId);
  if (arm?.type !== 'condition') throw new Error('not a condition arm');
  return updateProperties(root, armId, { ...arm.properties, conditions });
};
const types = (root: FlowNode) => allNodes(root).map((node) => node.type);

it('a new flow is a start and one approver, linked both ways', () => {
  const flow = createFlow();
  expect(types(flow)).toEqual(['start', 'approver']);
  expect(firstApprover(flow).prevId).toBe(flow.nodeId);
});

it('adds an approver between two nodes and removes it again, keeping the chain', () => {
  let flow = createFlow();
  const second = createApprover('经理审批');
  flow = addApproverAfter(flow, flow.nodeId, second);
  expect(allNodes(flow).map((node) => node.properties.title)).toEqual(['发起人', '经理审批', '审批人']);
  expect(firstApprover(flow).childNode?.prevId).toBe(second.nodeId);
  flow = removeNode(flow, second.nodeId);
  expect(allNodes(flow).map((node) => node.properties.title)).toEqual(['发起人', '审批人']);
  expect(firstApprover(flow).prevId).toBe(flow.nodeId);
  // The start node cannot be removed.
  expect(removeNode(flow, flow.nodeId)).toBe(flow);
});

it('opens a condition branch with a default arm last, adds arms before the default and reorders them', () => {
  let flow = createFlow();
  const approverId = firstApprover(flow).nodeId;
  flow = addBranchAfter(flow, approverId, 'condition', ['条件1', '其他情况']);
  const owner = findNode(flow, approverId) as FlowNode;
  expect(owner.conditionNodes?.map((arm) => arm.properties.title)).toEqual(['条件1', '其他情况']);
  expect(owner.conditionNodes?.every((arm) => arm.prevId === approverId)).toBe(true);
  flow = addArm(flow, approverId, '条件2');
  expect((findNode(flow, approverId) as FlowNode).conditionNodes?.map((arm) => arm.properties.title)).toEqual(['条件1', '条件2', '其他情况']);
  const second = (findNode(flow, approverId) as FlowNode).conditionNodes?.[1] as FlowNode;
  flow = moveArm(flow, second.nodeId, -1);
  expect((findNode(flow, approverId) as FlowNode).conditionNodes?.map((arm) => arm.properties.title)).toEqual(['条件2', '条件1', '其他情况']);
});

it('removing an arm of a two-arm branch dissolves the branch and keeps the other arm’s nodes in the chain', () => {
  let flow = createFlow();
  const approverId = firstApprover(flow).nodeId;
  flow = addBranchAfter(flow, approverId, 'condition', ['条件1', '其他情况']);
  const [arm1, arm2] = (findNode(flow, approverId) as FlowNode).conditionNodes as [FlowNode, FlowNode];
  const onDefault = createApprover('总经理审批');
  flow = addApproverAfter(flow, arm2.nodeId, onDefault);
  flow = removeNode(flow, arm1.nodeId);
  const owner = findNode(flow, approverId) as FlowNode;
  expect(owner.conditionNodes).toBeUndefined();
  expect(owner.childNode?.properties.title).toBe('总经理审批');
  expect(owner.childNode?.prevId).toBe(approverId);
});

it('removing the default arm of a three-arm branch makes the last arm the default', () => {
  let flow = createFlow();
  const approverId = firstApprover(flow).nodeId;
  flow = addArm(addBranchAfter(flow, approverId, 'condition', ['条件1', '其他情况']), approverId, '条件2');
  const arms = (findNode(flow, approverId) as FlowNode).conditionNodes as FlowNode[];
  flow = removeNode(flow, (arms[2] as FlowNode).nodeId);
  const left = (findNode(flow, approverId) as FlowNode).conditionNodes as FlowNode[];
  expect(left).toHaveLength(2);
  expect(left.map((arm) => arm.type === 'condition' && arm.properties.isDefault)).toEqual([false, true]);
});

it('a parallel branch has interflow arms and no default', () => {
  let flow = createFlow();
  flow = addBranchAfter(flow, flow.nodeId, 'interflow', ['分支1', '分支2']);
  expect(flow.isInterflow).toBe(true);
  expect(flow.conditionNodes?.map((arm) => arm.type)).toEqual(['interflow', 'interflow']);
  flow = addArm(flow, flow.nodeId, '分支3');
  expect(flow.conditionNodes).toHaveLength(3);
});

describe('validation', () => {
  const valid = () => {
    let flow = createFlow();
    flow = withMembers(flow, firstApprover(flow).nodeId);
    return flow;
  };

  it('accepts a flow whose approvers have someone to approve', () => {
    expect(validateFlow(valid(), fields)).toEqual([]);
  });

  it('names an approver without approvers, a missing form field assignee and a flow without approvers', () => {
    const flow = createFlow();
    expect(validateFlow(flow, fields).map((issue) => issue.code)).toEqual(['approverWithoutAssignee']);
    const approver = firstApprover(flow);
    if (approver.type !== 'approver') throw new Error('approver expected');
    const byField = updateProperties(flow, approver.nodeId, { ...approver.properties, assigneeType: 4, formField: 'manager' });
    expect(validateFlow(byField, fields)).toEqual([{ code: 'assigneeFieldMissing', nodeId: approver.nodeId, params: { title: '审批人', field: 'manager' } }]);
    expect(validateFlow(removeNode(flow, approver.nodeId), fields).map((issue) => issue.code)).toEqual(['noApprover']);
  });

  it('names a condition arm without conditions, on a deleted field, or without a value', () => {
    const base = valid();
    let flow = addBranchAfter(base, firstApprover(base).nodeId, 'condition', ['条件1', '其他情况']);
    const owner = allNodes(flow).find((node) => node.conditionNodes) as FlowNode;
    const arm = owner.conditionNodes?.[0] as FlowNode;
    expect(validateFlow(flow, fields).map((issue) => [issue.code, issue.params.title])).toEqual([['armWithoutCondition', '条件1']]);
    flow = setConditions(flow, arm.nodeId, [{ field: 'hours', fieldName: '小时', symbol: '>', filedValue: '3', logic: '&&' }]);
    expect(validateFlow(flow, fields)).toEqual([{ code: 'conditionFieldMissing', nodeId: arm.nodeId, params: { title: '条件1', field: '小时' } }]);
    flow = setConditions(flow, arm.nodeId, [{ field: 'days', fieldName: '请假天数', symbol: '>', filedValue: ' ', logic: '&&' }]);
    expect(validateFlow(flow, fields).map((issue) => issue.code)).toEqual(['conditionValueMissing']);
    flow = setConditions(flow, arm.nodeId, [{ field: 'days', fieldName: '请假天数', symbol: '>', filedValue: '3', logic: '&&' }]);
    expect(validateFlow(flow, fields)).toEqual([]);
  });

  it('names unreachable arms (after the default, or repeating an earlier arm) and a branch that cannot end', () => {
    const base = valid();
    const approverId = firstApprover(base).nodeId;
    let flow = addArm(addBranchAfter(base, approverId, 'condition', ['条件1', '其他情况']), approverId, '条件2');
    const [a1, a2, fallback] = (findNode(flow, approverId) as FlowNode).conditionNodes as [FlowNode, FlowNode, FlowNode];
    const over3 = [{ field: 'days', fieldName: '请假天数', symbol: '>' as const, filedValue: '3', logic: '&&' as const }];
    flow = setConditions(setConditions(flow, a1.nodeId, over3), a2.nodeId, over3);
    expect(validateFlow(flow, fields).map((issue) => [issue.code, issue.params.title])).toEqual([['duplicateArm', '条件2']]);
    // The default moved first: the arms after it are never taken.
    flow = moveArm(moveArm(flow, fallback.nodeId, -1), fallback.nodeId, -1);
    expect(validateFlow(flow, fields).map((issue) => issue.code)).toEqual(expect.arrayContaining(['armAfterDefault']));
    // No default arm: a value matching no arm would leave the task stuck.
    const noDefault = updateProperties(flow, fallback.nodeId, { title: '其他情况', conditions: over3, isDefault: false });
    expect(validateFlow(noDefault, fields).map((issue) => issue.code)).toContain('noDefaultArm');
  });

  it('stores the engine’s shape (parallel arms as condition nodes with isInterflow, fieldValue) and reads it back to the same tree', () => {
    const base = valid();
    let flow = addBranchAfter(base, base.nodeId, 'interflow', ['分支1', '分支2']);
    const approverId = firstApprover(base).nodeId;
    flow = addBranchAfter(flow, approverId, 'condition', ['条件1', '其他情况']);
    const arm = (findNode(flow, approverId) as FlowNode).conditionNodes?.[0] as FlowNode;
    flow = setConditions(flow, arm.nodeId, [{ field: 'days', fieldName: '请假天数', symbol: '>', filedValue: '3', logic: '&&' }]);
    const json = serializeFlowTemplate(flow);
    const stored = JSON.parse(json) as { conditionNodes: { type: string; isInterflow: boolean }[]; childNode: { conditionNodes: { properties: { conditions: { fieldValue: string }[] } }[] } };
    expect(stored.conditionNodes.map((node) => [node.type, node.isInterflow])).toEqual([['condition', true], ['condition', true]]);
    expect(stored.childNode.conditionNodes[0]?.properties.conditions[0]?.fieldValue).toBe('3');
    expect(parseFlowTemplate(json)).toEqual(JSON.parse(JSON.stringify(flow)));
    expect(parseFlowTemplate('')).toBeNull();
    expect(parseFlowTemplate('{"type":"approver","nodeId":"x"}')).toBeNull();
    expect(parseFlowTemplate('not json')).toBeNull();
  });

  it('names a parallel arm without nodes, a copy node without recipients and a reminder later than the limit', () => {
    const base = valid();
    let flow = addBranchAfter(base, base.nodeId, 'interflow', ['分支1', '分支2']);
    expect(validateFlow(flow, fields).map((issue) => [issue.code, issue.params.title])).toEqual([['emptyParallelArm', '分支1'], ['emptyParallelArm', '分支2']]);
    const [arm1, arm2] = flow.conditionNodes as [FlowNode, FlowNode];
    flow = addApproverAfter(addApproverAfter(flow, arm1.nodeId, createCopy('抄送财务')), arm2.nodeId);
    const approver = (findNode(flow, arm2.nodeId) as FlowNode).childNode as FlowNode;
    flow = withMembers(flow, approver.nodeId);
    expect(validateFlow(flow, fields).map((issue) => [issue.code, issue.params.title])).toEqual([['copyWithoutRecipient', '抄送财务']]);
    const withLimit = findNode(flow, approver.nodeId);
    if (withLimit?.type !== 'approver') throw new Error('approver expected');
    flow = updateProperties(flow, approver.nodeId, { ...withLimit.properties, timeLimit: { hours: 4, reminderHours: 8, action: 1 } });
    expect(validateFlow(flow, fields).map((issue) => issue.code)).toContain('timeLimitInvalid');
  });

  it('keeps untouched nodes’ identity through a change, so the canvas re-renders only the changed path', () => {
    let flow = valid();
    for (let index = 0; index < 5; index += 1) flow = addApproverAfter(flow, flow.nodeId);
    const nodes = allNodes(flow);
    const target = nodes[3] as FlowNode;
    if (target.type !== 'approver') throw new Error('approver expected');
    const next = updateProperties(flow, target.nodeId, { ...target.properties, title: '改名' });
    const after = allNodes(next);
    expect(after[3]?.properties.title).toBe('改名');
    // Below the change: the same objects; the change and above: new ones; the old tree untouched.
    expect(after.slice(4).every((node, index) => node === nodes[index + 4])).toBe(true);
    expect(after.slice(0, 4).some((node, index) => node === nodes[index])).toBe(false);
    expect(nodes[3]?.properties.title).toBe('审批人');
  });

  it('keeps a branch’s arms array when only what follows the branch changes (its arms are not re-rendered)', () => {
    let flow = valid();
    const owner = firstApprover(flow);
    flow = addBranchAfter(flow, owner.nodeId, 'condition', ['条件1', '其他情况']);
    flow = addApproverAfter(flow, owner.nodeId, createApprover('后续审批'));
    const before = findNode(flow, owner.nodeId) as FlowNode;
    const later = before.childNode as FlowNode;
    expect(later.properties.title).toBe('后续审批');
    const renamed = updateProperties(flow, later.nodeId, { ...later.properties, title: '终审' });
    const after = findNode(renamed, owner.nodeId) as FlowNode;
    // The owner is rebuilt (its childNode changed) but its arms are the very same array.
    expect(after).not.toBe(before);
    expect(after.childNode?.properties.title).toBe('终审');
    expect(after.conditionNodes).toBe(before.conditionNodes);
    // relink keeps it as well.
    expect(relink(renamed)).toBe(renamed);
    // A change inside an arm does give the owner a new arms array, holding the other arm as it was.
    const arm = before.conditionNodes?.[0] as FlowNode;
    const inArm = updateProperties(flow, arm.nodeId, { ...arm.properties, title: '天数大于3' } as FlowNode['properties']);
    const owner2 = findNode(inArm, owner.nodeId) as FlowNode;
    expect(owner2.conditionNodes).not.toBe(before.conditionNodes);
    expect(owner2.conditionNodes?.[1]).toBe(before.conditionNodes?.[1]);
  });

  it('stays fast on a 200-node flow', () => {
    let flow = valid();
    for (let index = 0; index < 199; index += 1) flow = addApproverAfter(flow, flow.nodeId);
    expect(allNodes(flow)).toHaveLength(201);
    const started = performance.now();
    validateFlow(flow, fields);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
