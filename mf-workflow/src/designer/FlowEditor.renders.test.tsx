// What the flow editor re-renders (issue 18's budget for 200-node flows), counted per commit through
// React's DevTools hook: choosing a node re-renders the two cards whose choice changed; a key in a
// node's title re-renders that node's card, not the cards of the branches around it nor the drawer's
// other sections nor the basic and form panels; and what is typed still reaches the saved flow, with
// a later change of another section (which merges into the latest properties). While the issues
// of a refused release are shown, a key in a flagged node's title re-renders that card only too.
import '../testing/renderCounter';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { countRenders } from '../testing/renderCounter';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { FlowEditor } from './FlowEditor';
import { addApproverAfter, addBranchAfter, createApprover, createStart, findNode, serializeFlowTemplate, type FlowNode } from './model';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
}));

const ENGINE = '/api/workflow/Engine';
const pickers = FAKE_PICKERS;

let fake: FakeTransport<WorkflowApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

/** start → 审批人A with a condition branch (审批人B in its first arm) → 审批人C; `unassigned` has no approver. */
function nestedFlow(unassigned?: string): FlowNode {
  const a = createApprover('审批人A');
  const b = createApprover('审批人B');
  const c = createApprover('审批人C');
  for (const node of [a, b, c]) if (node.type === 'approver' && node.properties.title !== unassigned) node.properties.approvers = ['u1'];
  const start = createStart('发起人');
  let root = addApproverAfter(start, start.nodeId, c);
  root = addApproverAfter(root, start.nodeId, a);
  root = addBranchAfter(root, a.nodeId, 'condition', ['条件1', '其他情况']);
  const arm = findNode(root, a.nodeId)?.conditionNodes?.[0];
  if (!arm) throw new Error('the branch has no arm');
  return addApproverAfter(root, arm.nodeId, b);
}

beforeEach(() => {
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
    enabledMark: 1, version: 1, flowTemplateJson: serializeFlowTemplate(nestedFlow()),
  });
  fake.on(`PUT ${ENGINE}/FlowEngine/f1`, null);
});

const card = (title: string) => screen.getByRole('button', { name: `设置节点“${title}”` });
const drawer = () => document.querySelector('[data-node-drawer]') as HTMLElement;
const setValue = (element: Element, value: string, event: 'sl-input' | 'sl-change') => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event(event));
};

it('re-renders the chosen cards on a choice and the edited card only on a title key; the title reaches the saved flow', async () => {
  render(<FlowEditor api={fake.api} id="f1" onBack={() => undefined} pickers={pickers} />);
  await screen.findByRole('button', { name: '设置节点“审批人B”' });
  // Everything loaded (categories, forms, the bound form's fields) before counting.
  await waitFor(() => expect(screen.getByRole('table', { name: '表单字段' }).textContent).toContain('请假天数'));
  await waitFor(() => expect(fake.callsTo('GET /api/system/printDev/Selector')).toHaveLength(1));

  fireEvent.click(card('审批人A'));
  await waitFor(() => expect(drawer().querySelector('h2')?.textContent).toBe('节点设置：审批人A'));
  let stop = countRenders();
  fireEvent.click(card('审批人B'));
  await waitFor(() => expect(drawer().querySelector('h2')?.textContent).toBe('节点设置：审批人B'));
  let counted = stop();
  // The card that was chosen and the one now chosen.
  expect(counted.get('NodeCard')).toBe(2);
  expect(counted.get('BasicPanel')).toBeUndefined();
  expect(counted.get('FormPanel')).toBeUndefined();

  const title = drawer().querySelector('[data-node-title]') as Element;
  stop = countRenders();
  setValue(title, '审批人B（经理）', 'sl-input');
  await waitFor(() => expect(card('审批人B（经理）')).toBeTruthy());
  counted = stop();
  // The card shows its title on one line, cut when long: hovering it shows the whole title.
  expect(within(card('审批人B（经理）')).getByTitle('审批人B（经理）').textContent).toBe('审批人B（经理）');
  // 审批人B's card only: not 审批人A's card, whose branch holds it, nor any other.
  expect(counted.get('NodeCard')).toBe(1);
  expect(counted.get('ApproverForm')).toBeUndefined();
  expect(counted.get('BasicPanel')).toBeUndefined();
  expect(counted.get('FormPanel')).toBeUndefined();
  expect(drawer().querySelector('h2')?.textContent).toBe('节点设置：审批人B（经理）');

  // A section that skipped the title's render still changes the latest properties (the title stays).
  stop = countRenders();
  setValue(drawer().querySelectorAll('sl-radio-group')[1] as Element, '1', 'sl-change');
  await waitFor(() => expect((drawer().querySelectorAll('sl-radio-group')[1] as HTMLElement & { value: string }).value).toBe('1'));
  await waitFor(() => expect(stop().get('ApproverForm')).toBe(1));
  expect(card('审批人B（经理）')).toBeTruthy();

  fireEvent.click(document.querySelector('sl-button[data-action="save"]') as Element);
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowEngine/f1`)).toHaveLength(1));
  const body = fake.callsTo(`PUT ${ENGINE}/FlowEngine/f1`)[0]?.payload as { flowTemplateJson: string };
  const saved = JSON.parse(body.flowTemplateJson) as FlowNode;
  const all: FlowNode[] = [];
  const visit = (node: FlowNode | null) => {
    for (let at = node; at; at = at.childNode) {
      all.push(at);
      for (const arm of at.conditionNodes ?? []) visit(arm);
    }
  };
  visit(saved);
  const edited = all.find((node) => node.properties.title === '审批人B（经理）');
  expect(edited?.properties).toMatchObject({ title: '审批人B（经理）', counterSign: 1, approvers: ['u1'] });
  expect(all.map((node) => node.properties.title)).toEqual(expect.arrayContaining(['发起人', '审批人A', '条件1', '其他情况', '审批人C']));
});

it('re-renders the edited card only on a title key while the issues of a refused release are shown, and the issue follows the title', async () => {
  fake.on(`GET ${ENGINE}/FlowEngine/f1`, {
    id: 'f1', fullName: '请假流程', enCode: 'leave', category: 'hr', type: 0, formType: 1, formId: 'leaveApply', sortCode: 0, description: '', icon: '', iconBackground: '',
    enabledMark: 1, version: 1, flowTemplateJson: serializeFlowTemplate(nestedFlow('审批人B')),
  });
  render(<FlowEditor api={fake.api} id="f1" onBack={() => undefined} pickers={pickers} />);
  await screen.findByRole('button', { name: '设置节点“审批人B”' });
  await waitFor(() => expect(screen.getByRole('table', { name: '表单字段' }).textContent).toContain('请假天数'));
  await waitFor(() => expect(fake.callsTo('GET /api/system/printDev/Selector')).toHaveLength(1));
  const issues = () => [...document.querySelectorAll('[data-issues] li')].map((item) => item.textContent);

  fireEvent.click(document.querySelector('sl-button[data-action="saveRelease"]') as Element);
  await waitFor(() => expect(issues()).toEqual(['条件“条件1”未设置条件', '审批节点“审批人B”未设置审批人']));
  fireEvent.click(card('审批人B'));
  await waitFor(() => expect(drawer().querySelector('h2')?.textContent).toBe('节点设置：审批人B'));

  const stop = countRenders();
  setValue(drawer().querySelector('[data-node-title]') as Element, '审批人B（经理）', 'sl-input');
  // The key's own event changes the card; the flow is checked again later, when the browser is idle.
  expect(card('审批人B（经理）')).toBeTruthy();
  expect(issues()).toEqual(['条件“条件1”未设置条件', '审批节点“审批人B”未设置审批人']);
  await waitFor(() => expect(issues()).toEqual(['条件“条件1”未设置条件', '审批节点“审批人B（经理）”未设置审批人']));
  // The card once for its title; the flagged nodes are the same, so no card again for the issue's new text.
  expect(stop().get('NodeCard')).toBe(1);
});
