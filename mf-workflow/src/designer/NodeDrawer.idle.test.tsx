// The flow editor's node drawer is made before the first node is chosen (issue 18's budget for
// 200-node flows): closed, when the browser is first idle, then the hidden section of each node
// type, one per idle period with time left. Choosing a node of a type then shows the section that
// was made (the same elements), and a key in the node's title reaches its card in the key's own
// event (one frame, not a second one after it).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { FlowEditor } from './FlowEditor';
import { IDLE_SLICE_MS } from './idle';
import { addApproverAfter, addBranchAfter, createApprover, createStart, findNode, serializeFlowTemplate, type FlowNode } from './model';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
}));

const ENGINE = '/api/workflow/Engine';
const pickers = FAKE_PICKERS;

type IdleCallback = (deadline: IdleDeadline) => void;
let idle: Map<number, IdleCallback>;
let fake: FakeTransport<WorkflowApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

/** start → 审批人A → a condition branch (条件1: 请假天数 > 3, 其他情况). */
function flow(): FlowNode {
  const a = createApprover('审批人A');
  if (a.type === 'approver') a.properties.approvers = ['u1'];
  const start = createStart('发起人');
  const root = addBranchAfter(addApproverAfter(start, start.nodeId, a), a.nodeId, 'condition', ['条件1', '其他情况']);
  const arm = findNode(root, a.nodeId)?.conditionNodes?.[0];
  if (arm?.type !== 'condition') throw new Error('the branch has no condition arm');
  arm.properties.conditions = [{ field: 'leaveDays', fieldName: '请假天数', symbol: '>', filedValue: '3', logic: '&&' }];
  return root;
}

beforeEach(() => {
  // requestIdleCallback in the test's hands: each pending callback runs when the test says.
  idle = new Map();
  let next = 1;
  Object.assign(window, {
    requestIdleCallback: (callback: IdleCallback) => {
      idle.set(next, callback);
      return next++;
    },
    cancelIdleCallback: (handle: number) => idle.delete(handle),
  });
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowEngineForm/ListAll`, { list: [{ id: 'leaveApply', fullName: '请假申请', enCode: 'leaveApply', formType: 1 }] });
  fake.on(`GET ${ENGINE}/FlowEngineForm/leaveApply`, {
    id: 'leaveApply', fullName: '请假申请', enCode: 'leaveApply', formType: 1,
    fields: [{ vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true }],
  });
  fake.on('GET /api/system/DictionaryData/WorkFlowCategory/Data/Selector', { list: [{ id: 'd1', enCode: 'hr', fullName: '人事' }] });
  fake.on('GET /api/system/printDev/Selector', { list: [] });
  fake.on(`GET ${ENGINE}/FlowEngine/f1`, {
    id: 'f1', fullName: '请假流程', enCode: 'leave', category: 'hr', type: 0, formType: 1, formId: 'leaveApply', sortCode: 0, description: '', icon: '', iconBackground: '',
    enabledMark: 1, version: 1, flowTemplateJson: serializeFlowTemplate(flow()),
  });
});

afterEach(() => {
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

/** Runs the idle callbacks pending now, as one idle period with `left` ms left. */
function idlePeriod(left = 50): void {
  const pending = [...idle];
  idle.clear();
  for (const [, callback] of pending) callback({ didTimeout: false, timeRemaining: () => left });
}

const drawer = () => document.querySelector<HTMLElement>('[data-node-drawer]');
const isOpen = () => drawer()?.hasAttribute('data-open') === true;
/** The drawer's heading, which names it. */
const label = () => drawer()?.querySelector('h2')?.textContent;
const sections = () => drawer()?.getAttribute('data-sections');
const shownSections = () => [...(drawer()?.querySelectorAll('[data-section]') ?? [])].filter((section) => !(section as HTMLElement).hidden).map((section) => section.getAttribute('data-section'));
const card = (title: string) => screen.getByRole('button', { name: `设置节点“${title}”` });

it('makes the drawer, then each node type\'s section, one per idle period; a chosen node shows the section already made', async () => {
  render(<FlowEditor api={fake.api} id="f1" onBack={() => undefined} pickers={pickers} />);
  await screen.findByRole('button', { name: '设置节点“条件1”' });
  // Nothing is made while the browser is busy, nor in an idle period too short for it.
  expect(drawer()).toBeNull();
  idlePeriod(IDLE_SLICE_MS - 1);
  expect(drawer()).toBeNull();

  idlePeriod();
  await waitFor(() => expect(drawer()).not.toBeNull());
  expect(isOpen()).toBe(false);
  expect(sections()).toBe('');
  for (const made of ['start', 'start approver', 'start approver copy', 'start approver copy condition', 'start approver copy condition defaultArm']) {
    idlePeriod();
    await waitFor(() => expect(sections()).toBe(made));
  }
  expect(shownSections()).toEqual([]);
  // Nothing more to do while idle: closed, the drawer and its sections stay laid out (SidePanel).
  expect(isOpen()).toBe(false);
  expect(idle.size).toBe(0);
  const conditionRow = drawer()?.querySelector('[data-section="condition"] [data-condition-row="0"] sl-select');
  const assignee = drawer()?.querySelector('[data-section="approver"] sl-radio-group');
  expect(conditionRow).toBeTruthy();

  fireEvent.click(card('条件1'));
  await waitFor(() => expect(isOpen()).toBe(true));
  expect(label()).toBe('节点设置：条件1');
  expect(shownSections()).toEqual(['condition']);
  // The condition's row is the one made while idle, not a new one, and shows 条件1's condition.
  expect(drawer()?.querySelector('[data-section="condition"] [data-condition-row="0"] sl-select')).toBe(conditionRow);
  expect(conditionRow?.getAttribute('value') ?? (conditionRow as { value?: string } | null)?.value).toBe('leaveDays');

  // The default arm has a section of its own: the condition's row stays made (hidden) meanwhile,
  // and is the one shown again for the next condition arm.
  fireEvent.click(card('其他情况'));
  await waitFor(() => expect(shownSections()).toEqual(['defaultArm']));
  expect(drawer()?.querySelector('[data-section="defaultArm"]')?.textContent).toContain('其他情况进入此流程');
  expect(drawer()?.querySelector('[data-section="condition"] [data-condition-row="0"] sl-select')).toBe(conditionRow);
  fireEvent.click(card('条件1'));
  await waitFor(() => expect(shownSections()).toEqual(['condition']));
  expect(drawer()?.querySelector('[data-section="condition"] [data-condition-row="0"] sl-select')).toBe(conditionRow);

  fireEvent.click(card('审批人A'));
  await waitFor(() => expect(shownSections()).toEqual(['approver']));
  expect(drawer()?.querySelector('[data-section="approver"] sl-radio-group')).toBe(assignee);
  expect(label()).toBe('节点设置：审批人A');

  // Closed, it stays made.
  fireEvent.click(drawer()?.querySelector('footer sl-button') as Element);
  await waitFor(() => expect(isOpen()).toBe(false));
  expect(drawer()).not.toBeNull();
  expect(drawer()?.querySelector('[data-section="approver"] sl-radio-group')).toBe(assignee);
});

it('makes the drawer at once when a node is chosen before the browser was idle; a title key reaches its card in the same event', async () => {
  render(<FlowEditor api={fake.api} id="f1" onBack={() => undefined} pickers={pickers} />);
  fireEvent.click(await screen.findByRole('button', { name: '设置节点“审批人A”' }));
  await waitFor(() => expect(isOpen()).toBe(true));
  expect(shownSections()).toEqual(['approver']);
  expect(sections()).toBe('approver');

  const title = drawer()?.querySelector('[data-node-title]') as HTMLElement & { value: string };
  title.value = '经理审批';
  // Dispatched as the element does (fireEvent would wrap it in act(), which flushes React's work).
  title.dispatchEvent(new Event('sl-input'));
  // No waiting: the card and the drawer's label changed within the event.
  expect(card('经理审批')).toBeTruthy();
  expect(label()).toBe('节点设置：经理审批');

  // The other types' sections are still made when idle.
  for (const made of ['start approver', 'start approver copy', 'start approver copy condition', 'start approver copy condition defaultArm']) {
    idlePeriod();
    await waitFor(() => expect(sections()).toBe(made));
  }
  expect(shownSections()).toEqual(['approver']);
});
