// The flow detail over a fake transport: the form with the node's field rights, the chart with the
// current node marked, the operator records, and the actions the server allows, each calling the
// engine with the ids and bodies JNPF uses; after an action the detail reloads.
import { TextEncoder } from 'node:util';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type FlowBeforeInfo, type WorkflowApi } from '../api';
import { OP_TYPE, detailPath } from '../common/detailRoute';
import { addApproverAfter, createApprover, createFlow, serializeFlowTemplate, type FlowNode } from '../designer/model';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FakeUserSelect } from '../testing/FakeUserSelect';
import { FlowDetailPage, TaskDetail, actionsOf } from './FlowDetailPage';

// Jest loads bwip-js's CommonJS build, which has only toSVG; the ES build webpack bundles also has
// one function per symbology (@atrium/ui's code128Svg.ts uses code128). Same encoder.
jest.mock('bwip-js/browser', () => {
  const actual = jest.requireActual<{ toSVG: (options: Record<string, unknown>) => string }>('bwip-js/browser');
  return { ...actual, code128: (options: Record<string, unknown>) => actual.toSVG({ ...options, bcid: 'code128' }) };
});

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;
const ENGINE = '/api/workflow/Engine';

let fake: FakeTransport<WorkflowApi>;
let flow: FlowNode;
let managerId: string;
let directorId: string;

function info(overrides: Partial<FlowBeforeInfo> = {}): FlowBeforeInfo {
  return {
    flowTaskInfo: { id: 't1', fullName: '张三的请假', flowId: 'f1', flowName: '请假流程', flowUrgent: 2, status: 1, thisStep: '经理审批', userName: '张三', creatorTime: Date.UTC(2026, 0, 5) },
    formData: { leaveDays: 5, leaveReason: '探亲', secret: '内部' },
    formFields: [
      { vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true },
      { vModel: 'leaveReason', label: '请假事由', jnpfKey: 'textarea', kind: 'text', required: true },
      { vModel: 'secret', label: '内部备注', jnpfKey: 'comInput', kind: 'text' },
    ],
    flowTemplateJson: serializeFlowTemplate(flow),
    flowTaskNodeList: [
      { id: 'tn0', nodeCode: flow.nodeId, nodeName: '发起人', nodeType: 'start', state: 2 },
      { id: 'tn1', nodeCode: managerId, nodeName: '经理审批', nodeType: 'approver', state: 1 },
    ],
    currentNodeIds: [managerId],
    flowTaskOperatorRecordList: [{ id: 'r1', nodeName: '发起人', userName: '张三', handleTime: Date.UTC(2026, 0, 5), handleStatus: 2, handleOpinion: '' }],
    taskOperatorId: 'op1',
    formOperates: [
      { id: 'leaveDays', read: true, write: false },
      { id: 'leaveReason', read: true, write: true, required: true },
      { id: 'secret', read: false, write: false },
    ],
    rejectNodes: [{ nodeId: '0', nodeName: '发起人' }],
    actions: { audit: true, reject: true, transfer: true, revoke: false, press: false, cancel: false, recall: null },
    ...overrides,
  };
}

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  const manager = createApprover('经理审批');
  const director = createApprover('总监审批');
  managerId = manager.nodeId;
  directorId = director.nodeId;
  // start → 经理审批 → 总监审批.
  flow = createFlowWith([manager, director]);
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info());
});

function createFlowWith(nodes: FlowNode[]): FlowNode {
  let root: FlowNode = { ...createFlow(), childNode: null };
  let after = root.nodeId;
  for (const node of nodes) {
    root = addApproverAfter(root, after, node);
    after = node.nodeId;
  }
  return root;
}

const view = () => render(<TaskDetail api={fake.api} config={{ id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' }} userSelect={FakeUserSelect} />);
const dialog = () => document.querySelector('sl-dialog') as HTMLElement;
const typeInto = (element: Element, value: string) => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event('sl-input'));
};
const confirm = () => fireEvent.click(within(dialog()).getByText('确定'));
const action = (kind: string) => document.querySelector(`sl-button[data-action="${kind}"]`) as HTMLElement;

it('shows the task, the form per the node’s field rights, the chart with the current node and the operator records', async () => {
  view();
  expect(await screen.findByText('张三的请假')).toBeTruthy();
  expect(screen.getByText('等待审核')).toBeTruthy();
  expect(screen.getByText('重要')).toBeTruthy();
  // Read-only, editable and hidden fields.
  expect(document.querySelector('[data-form-field="leaveDays"]')?.hasAttribute('disabled')).toBe(true);
  expect(document.querySelector('[data-form-field="leaveReason"]')?.hasAttribute('disabled')).toBe(false);
  expect(document.querySelector('[data-form-field="secret"]')).toBeNull();
  // The chart: the current node marked, the start handled.
  const current = document.querySelector('[data-current="true"]') as HTMLElement;
  expect(current.getAttribute('data-node-id')).toBe(managerId);
  expect(document.querySelector(`[data-node-id="${directorId}"]`)?.getAttribute('data-current')).toBeNull();
  // The records: node, user, handle status.
  const records = screen.getByRole('list', { name: '流转记录' });
  expect(within(records).getByText('发起人')).toBeTruthy();
  expect(within(records).getByText('张三')).toBeTruthy();
  expect(within(records).getByText('发起')).toBeTruthy();
  // The actions the server allows, and print.
  expect(['audit', 'reject', 'transfer', 'print'].every((kind) => action(kind))).toBe(true);
  expect(action('revoke')).toBeNull();
});

it('approves with the opinion and the edited form at the caller’s to-do, then reloads', async () => {
  fake.on(`POST ${ENGINE}/FlowBefore/Audit/op1`, { status: 1 });
  view();
  await screen.findByText('张三的请假');
  typeInto(document.querySelector('[data-form-field="leaveReason"]') as Element, '回老家探亲');
  fireEvent.click(action('audit'));
  await waitFor(() => expect(dialog()?.getAttribute('label')).toBe('同意：张三的请假'));
  typeInto(dialog().querySelector('sl-textarea') as Element, ' 同意 ');
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Audit/op1`)).toHaveLength(1));
  expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Audit/op1`)[0]?.payload).toEqual({
    handleOpinion: '同意', signImg: '', copyIds: '', formData: { leaveDays: 5, leaveReason: '回老家探亲', secret: '内部' },
  });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('审批成功'));
  await waitFor(() => expect(fake.callsTo(`GET ${ENGINE}/FlowBefore/t1`)).toHaveLength(2));
});

it('does not approve while a required writable field is empty, and says which', async () => {
  view();
  await screen.findByText('张三的请假');
  typeInto(document.querySelector('[data-form-field="leaveReason"]') as Element, '  ');
  fireEvent.click(action('audit'));
  expect(await screen.findByText('请填写请假事由')).toBeTruthy();
  expect(document.querySelector('sl-dialog')).toBeNull();
});

it('rejects only with an opinion, back to the node chosen', async () => {
  fake.on(`POST ${ENGINE}/FlowBefore/Reject/op1`, { status: 3 });
  view();
  await screen.findByText('张三的请假');
  fireEvent.click(action('reject'));
  await waitFor(() => expect(dialog()).toBeTruthy());
  confirm();
  expect(await within(dialog()).findByText('请输入审批意见')).toBeTruthy();
  expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Reject/op1`)).toEqual([]);
  typeInto(dialog().querySelector('sl-textarea') as Element, '天数太多');
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Reject/op1`)[0]?.payload).toEqual({ handleOpinion: '天数太多', signImg: '', rejectStep: '0' }));
});

it('adds a signer: approves with freeApproverUserId for the user chosen, and refuses without one', async () => {
  fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info({ actions: { audit: true, addSign: true, reject: true, transfer: true, revoke: false, press: false, cancel: false, recall: null } }));
  fake.on(`POST ${ENGINE}/FlowBefore/Audit/op1`, { status: 1 });
  view();
  await screen.findByText('张三的请假');
  expect(action('addSign').textContent).toBe('加签');
  fireEvent.click(action('addSign'));
  await waitFor(() => expect(dialog()?.getAttribute('label')).toBe('加签：张三的请假'));
  typeInto(dialog().querySelector('sl-textarea') as Element, '请王五也看一下');
  confirm();
  expect(await within(dialog()).findByText('请选择加签人')).toBeTruthy();
  expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Audit/op1`)).toHaveLength(0);
  fireEvent.change(within(dialog()).getByLabelText('加签给'), { target: { value: 'u9' } });
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Audit/op1`)[0]?.payload).toEqual({
    handleOpinion: '请王五也看一下', signImg: '', copyIds: '', formData: { leaveDays: 5, leaveReason: '探亲', secret: '内部' }, freeApproverUserId: 'u9',
  }));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('加签成功'));
});

it('offers no 加签 when the server does not allow it', async () => {
  view();
  await screen.findByText('张三的请假');
  expect(action('audit')).toBeTruthy();
  expect(action('addSign')).toBeNull();
});

it('transfers to the user chosen, and refuses without one', async () => {
  fake.on(`POST ${ENGINE}/FlowBefore/Transfer/op1`, null);
  view();
  await screen.findByText('张三的请假');
  fireEvent.click(action('transfer'));
  await waitFor(() => expect(dialog()).toBeTruthy());
  typeInto(dialog().querySelector('sl-textarea') as Element, '请代办');
  confirm();
  expect(await within(dialog()).findByText('请选择转办人')).toBeTruthy();
  fireEvent.change(within(dialog()).getByLabelText('转办给'), { target: { value: 'u9' } });
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowBefore/Transfer/op1`)[0]?.payload).toEqual({ handleOpinion: '请代办', freeApproverUserId: 'u9' }));
});

it('the initiator may withdraw and urge; the form is read-only for them', async () => {
  fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info({ taskOperatorId: null, actions: { audit: false, reject: false, transfer: false, revoke: true, press: true, cancel: false, recall: null } }));
  fake.on(`PUT ${ENGINE}/FlowLaunch/t1/Actions/Withdraw`, null);
  view();
  await screen.findByText('张三的请假');
  expect(action('audit')).toBeNull();
  expect(document.querySelector('[data-form-field="leaveReason"]')?.hasAttribute('disabled')).toBe(true);
  fireEvent.click(action('revoke'));
  await waitFor(() => expect(dialog()).toBeTruthy());
  confirm();
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowLaunch/t1/Actions/Withdraw`)[0]?.payload).toEqual({ handleOpinion: '' }));
});

it('a monitor terminates, or assigns the current node’s to-dos to another user', async () => {
  fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info({ taskOperatorId: null, actions: { audit: false, reject: false, transfer: false, revoke: false, press: false, cancel: true, recall: null } }));
  fake.on(`POST ${ENGINE}/FlowMonitor/Assign/t1`, null);
  view();
  await screen.findByText('张三的请假');
  expect(action('cancel')).toBeTruthy();
  fireEvent.click(action('assign'));
  await waitFor(() => expect(dialog()?.getAttribute('label')).toBe('指派：张三的请假'));
  expect(dialog().querySelector('sl-select')?.getAttribute('value')).toBe(managerId);
  fireEvent.change(within(dialog()).getByLabelText('指派给'), { target: { value: 'u7' } });
  confirm();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowMonitor/Assign/t1`)[0]?.payload).toEqual({ nodeCode: managerId, freeApproverUserId: 'u7', handleOpinion: '' }));
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('指派成功'));
});

it('without the server’s actions (a JNPF backend) derives them from how the page was opened', () => {
  const plain = { ...info(), actions: undefined };
  expect(actionsOf(plain, { id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' })).toEqual(['audit', 'reject', 'transfer']);
  expect(actionsOf(plain, { id: 't1', opType: OP_TYPE.mine })).toEqual(['revoke', 'press']);
  expect(actionsOf(plain, { id: 't1', opType: OP_TYPE.done })).toEqual([]);
  expect(actionsOf({ ...plain, flowTaskInfo: { ...plain.flowTaskInfo, status: 2 } }, { id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' })).toEqual([]);
  expect(actionsOf(info({ actions: { recall: 'r5' } }), { id: 't1', opType: OP_TYPE.done })).toEqual(['recall']);
});

it('a link carrying a flow message’s body (not a task) shows what the message holds, read-only', async () => {
  const body = JSON.stringify({ title: '李四的请假申请', flowName: '请假流程', status: 1, formData: { 请假天数: 3 } });
  window.history.pushState(null, '', detailPath({ id: '', opType: OP_TYPE.todo }).replace(/config=.*/, `config=${encodeURIComponent(btoa(unescape(encodeURIComponent(body))))}`));
  render(<FlowDetailPage />);
  expect((await screen.findByText('李四的请假申请')).getAttribute('data-field')).toBe('title');
  expect(screen.getByText('等待审核')).toBeTruthy();
  expect(screen.getByRole('rowheader', { name: '请假天数' })).toBeTruthy();
  expect(screen.queryAllByRole('button')).toHaveLength(0);
});

describe('print', () => {
  const withPrintTemplate = (printId: string): FlowNode => ({ ...flow, properties: { ...(flow.properties as Extract<FlowNode, { type: 'start' }>['properties']), printId } } as FlowNode);

  it('fills the flow’s print template with the form data and the operator records, prints it and logs it', async () => {
    const printer = jest.fn(() => Promise.resolve());
    fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info({ flowTemplateJson: serializeFlowTemplate(withPrintTemplate('tpl1')) }));
    fake.on('GET /api/system/printDev/Data', {
      id: 'tpl1', fullName: '请假单', pageParam: { paper: 'A5', orientation: 'landscape', margin: 10 },
      printTemplate: { version: 1, blocks: [
        { id: 'b1', type: 'text', text: '请假{{leaveDays}}天：{{leaveReason}}', style: { fontSize: 14, bold: false, italic: false, align: 'left', color: '#000000' } },
        { id: 'b2', type: 'table', source: 'operator', table: '', showHeader: true, fontSize: 12, columns: [{ field: 'userName', label: '审批人', width: 0 }, { field: 'handleStatus', label: '结果', width: 0 }, { field: 'handleOpinion', label: '意见', width: 0 }] },
      ] },
      printData: { leaveDays: 5, leaveReason: '探亲 <b>' },
      operatorRecordList: [{ nodeName: '经理审批', userName: '李四', handleTime: Date.UTC(2026, 0, 6), handleStatus: 1, handleOpinion: '同意' }],
    });
    fake.on('POST /api/system/printLog/save', null);
    render(<TaskDetail api={fake.api} config={{ id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' }} userSelect={FakeUserSelect} printer={printer} />);
    await screen.findByText('张三的请假');
    expect(action('print').getAttribute('data-print-template')).toBe('tpl1');
    fireEvent.click(action('print'));
    await waitFor(() => expect(printer).toHaveBeenCalledTimes(1));
    expect(fake.callsTo('GET /api/system/printDev/Data')[0]?.payload).toEqual({ id: 'tpl1', formId: 't1' });
    const [html, title, page] = printer.mock.calls[0] as unknown as [string, string, unknown];
    expect(html).toContain('请假5天：探亲 &lt;b&gt;');
    expect(html).toContain('<td>李四</td><td>同意</td><td>同意</td>');
    expect(title).toBe('请假单');
    expect(page).toEqual({ paper: 'A5', orientation: 'landscape', margin: 10 });
    await waitFor(() => expect(fake.callsTo('POST /api/system/printLog/save')[0]?.payload).toEqual({ printTitle: '张三的请假', printNum: 1, printId: 'tpl1' }));
  });

  it('draws the template’s barcode and QR code with @atrium/ui’s code libraries (not empty boxes)', async () => {
    // A URL is byte-mode QR data, which qrcode encodes with TextEncoder: browsers have it, jsdom not.
    Object.assign(globalThis, { TextEncoder });
    const printer = jest.fn(() => Promise.resolve());
    fake.on(`GET ${ENGINE}/FlowBefore/t1`, () => info({ flowTemplateJson: serializeFlowTemplate(withPrintTemplate('tpl1')) }));
    fake.on('GET /api/system/printDev/Data', {
      id: 'tpl1', fullName: '请假单', pageParam: { paper: 'A4', orientation: 'portrait', margin: 15 },
      printTemplate: { version: 1, blocks: [
        { id: 'b1', type: 'barcode', source: 'field', value: 'billNo', format: 'code128', width: 2, height: 60, displayValue: true, lineColor: '#000000', background: '#ffffff', boxWidth: 240, boxHeight: 80, align: 'left' },
        { id: 'b2', type: 'qrcode', source: 'static', value: 'https://example.com/flow/t1', size: 265, errorCorrectionLevel: 'H', colorDark: '#000000', colorLight: '#ffffff', boxWidth: 120, boxHeight: 120, align: 'center' },
        { id: 'b3', type: 'barcode', source: 'field', value: 'leaveReason', format: 'code128', width: 2, height: 60, displayValue: true, lineColor: '#000000', background: '#ffffff', boxWidth: 240, boxHeight: 80, align: 'left' },
      ] },
      printData: { billNo: 'QJ2026001', leaveReason: '探亲' },
      operatorRecordList: [],
    });
    fake.on('POST /api/system/printLog/save', null);
    render(<TaskDetail api={fake.api} config={{ id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' }} userSelect={FakeUserSelect} printer={printer} />);
    await screen.findByText('张三的请假');
    fireEvent.click(action('print'));
    await waitFor(() => expect(printer).toHaveBeenCalledTimes(1));
    const sheet = document.createElement('div');
    sheet.innerHTML = (printer.mock.calls[0] as unknown as [string])[0];
    const [barcode, unencodable] = [...sheet.querySelectorAll('.atrium-print-barcode')];
    const bars = barcode?.querySelector('svg');
    expect(bars?.getAttribute('width')).toBe('240');
    // Code 128 bars are drawn as a path; the text under them as glyph paths.
    expect(bars?.querySelectorAll('path').length).toBeGreaterThan(0);
    expect(bars?.innerHTML.length).toBeGreaterThan(500);
    const qr = sheet.querySelector('.atrium-print-qrcode svg');
    expect(qr?.getAttribute('data-level')).toBe('H');
    expect((qr?.querySelector('path')?.getAttribute('d') ?? '').split('M').length).toBeGreaterThan(200);
    // Text a barcode cannot carry says so instead of printing a blank box.
    expect(unencodable?.querySelector('svg')).toBeNull();
    expect(unencodable?.textContent).toBe('内容无法生成条码');
  });

  it('prints the detail page itself when the flow names no template', async () => {
    const printer = jest.fn(() => Promise.resolve());
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    try {
      render(<TaskDetail api={fake.api} config={{ id: 't1', opType: OP_TYPE.todo, taskOperatorId: 'op1' }} userSelect={FakeUserSelect} printer={printer} />);
      await screen.findByText('张三的请假');
      expect(action('print').hasAttribute('data-print-template')).toBe(false);
      fireEvent.click(action('print'));
      expect(print).toHaveBeenCalledTimes(1);
      expect(printer).not.toHaveBeenCalled();
      expect(fake.callsTo('GET /api/system/printDev/Data')).toHaveLength(0);
    } finally {
      print.mockRestore();
    }
  });
});
