// 新建流程 over a fake transport: the released flows by category, the bound form of the one picked,
// required fields checked before a submit, 暂存 keeping the draft's id, and a submit (JNPF's codes:
// status 1 draft, 0 submit) leading to 我发起的.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FakeUserSelect } from '../testing/FakeUserSelect';
import { AddFlowView } from './AddFlowPage';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;
const ENGINE = '/api/workflow/Engine';

let fake: FakeTransport<WorkflowApi>;
let opened: string[];

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  opened = [];
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowEngine/ListAll`, { list: [
    { id: 'f1', fullName: '请假流程', category: 'hr' },
    { id: 'f2', fullName: '报销流程', category: 'finance' },
  ] });
  fake.on(`GET ${ENGINE}/FlowEngine/f1/FormDataFields`, { list: [
    { vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true, min: 0.5, max: 365 },
    { vModel: 'leaveReason', label: '请假事由', jnpfKey: 'textarea', kind: 'text', required: true },
  ] });
  // The categories come from the 流程分类 dictionary (one renamed by an administrator, one added).
  fake.on('GET /api/system/DictionaryData/WorkFlowCategory/Data/Selector', { list: [
    { id: 'd1', enCode: 'hr', fullName: '人事' },
    { id: 'd2', enCode: 'finance', fullName: '财务报销' },
    { id: 'd3', enCode: 'legal', fullName: '法务' },
  ] });
  fake.on(`POST ${ENGINE}/FlowTask`, { id: 'task1', status: 0 });
  fake.on(`PUT ${ENGINE}/FlowTask/task1`, { id: 'task1', status: 1 });
});

const field = (vModel: string) => document.querySelector(`[data-form-field="${vModel}"]`) as Element;
const type = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};

it('picks a flow by category, checks the form, saves a draft and submits it', async () => {
  render(<AddFlowView api={fake.api} taskId={null} open={(path) => opened.push(path)} userSelect={FakeUserSelect} />);
  expect(await screen.findByText('请假流程')).toBeTruthy();
  expect(await screen.findByRole('tab', { name: '法务' })).toBeTruthy();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['全部', '人事', '财务报销', '法务']);
  // Each flow names its category by the dictionary's words.
  expect(screen.getByText('报销流程').parentElement?.textContent).toContain('财务报销');
  fireEvent.click(screen.getByRole('tab', { name: '财务报销' }));
  expect(screen.queryByText('请假流程')).toBeNull();
  expect(screen.getByText('报销流程')).toBeTruthy();
  fireEvent.click(screen.getByRole('tab', { name: '人事' }));
  fireEvent.click(screen.getByText('请假流程'));
  expect(await screen.findByText('发起：请假流程')).toBeTruthy();

  fireEvent.click(screen.getByText('提交'));
  expect(await screen.findByText('请填写请假天数')).toBeTruthy();
  expect(screen.getByText('请填写请假事由')).toBeTruthy();
  type(field('leaveDays'), '400');
  type(field('leaveReason'), '探亲');
  fireEvent.click(screen.getByText('提交'));
  expect(await screen.findByText('请假天数须在0.5到365之间')).toBeTruthy();
  expect(fake.callsTo(`POST ${ENGINE}/FlowTask`)).toEqual([]);

  type(field('leaveDays'), '5');
  const urgency = document.querySelector('sl-select[data-field="flowUrgent"]') as HTMLElement & { value: string };
  urgency.value = '3';
  fireEvent(urgency, new Event('sl-change'));
  fireEvent.click(screen.getByText('暂存'));
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowTask`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${ENGINE}/FlowTask`)[0]?.payload).toEqual({ flowId: 'f1', formData: { leaveDays: 5, leaveReason: '探亲' }, status: 1, flowUrgent: 3 });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('暂存成功'));
  expect(opened).toEqual([]);

  // The draft is submitted in place (its id), not launched twice.
  fireEvent.click(screen.getByText('提交'));
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowTask/task1`)).toHaveLength(1));
  expect(fake.callsTo(`PUT ${ENGINE}/FlowTask/task1`)[0]?.payload).toEqual({ flowId: 'f1', formData: { leaveDays: 5, leaveReason: '探亲' }, status: 0, flowUrgent: 3 });
  expect(fake.callsTo(`POST ${ENGINE}/FlowTask`)).toHaveLength(1);
  await waitFor(() => expect(opened).toEqual(['/workFlow/flowLaunch']));
});

it('continues a draft of 我发起的 with its flow, values and urgency', async () => {
  fake.on(`GET ${ENGINE}/FlowTask/task1`, {
    flowTaskInfo: { id: 'task1', fullName: '张三的请假', flowId: 'f1', flowName: '请假流程', flowUrgent: 2, status: 0 },
    formData: { leaveDays: 2, leaveReason: '看病' },
    formFields: [{ vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true }],
  });
  render(<AddFlowView api={fake.api} taskId="task1" open={(path) => opened.push(path)} userSelect={FakeUserSelect} />);
  expect(await screen.findByText('发起：请假流程')).toBeTruthy();
  await waitFor(() => expect(field('leaveDays').getAttribute('value')).toBe('2'));
  expect((document.querySelector('sl-select[data-field="flowUrgent"]') as HTMLElement & { value: string }).getAttribute('value')).toBe('2');
  fireEvent.click(screen.getByText('提交'));
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowTask/task1`)[0]?.payload).toEqual({ flowId: 'f1', formData: { leaveDays: 2, leaveReason: '看病' }, status: 0, flowUrgent: 2 }));
});
