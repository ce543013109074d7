// The flow editor over a fake transport: 保存并发布 checks the basic settings, then the flow, lists
// what blocks the release (each item opens its node), and saves the engine's shape bound to the
// chosen form before releasing it. Nodes are added from the canvas's + menu.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError, setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { FlowEditor } from './FlowEditor';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  notifySuccess: jest.fn(),
  confirmDelete: jest.fn(() => Promise.resolve(true)),
}));

const shared = jest.requireMock('@atrium/shared') as Record<'notifySuccess', jest.Mock>;
const ENGINE = '/api/workflow/Engine';
const pickers = FAKE_PICKERS;

let fake: FakeTransport<WorkflowApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  jest.clearAllMocks();
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowEngineForm/ListAll`, { list: [{ id: 'leaveApply', fullName: '请假申请', enCode: 'leaveApply', formType: 1 }] });
  fake.on(`GET ${ENGINE}/FlowEngineForm/leaveApply`, {
    id: 'leaveApply', fullName: '请假申请', enCode: 'leaveApply', formType: 1,
    fields: [{ vModel: 'leaveDays', label: '请假天数', jnpfKey: 'numInput', kind: 'number', required: true }],
  });
  fake.on('GET /api/system/DictionaryData/WorkFlowCategory/Data/Selector', { list: [{ id: 'd1', enCode: 'hr', fullName: '人事' }, { id: 'd2', enCode: 'legal', fullName: '法务' }] });
  fake.on('GET /api/system/printDev/Selector', { list: [{ id: 'c1', fullName: '人事单据', children: [{ id: 'tpl1', fullName: '请假单' }] }] });
  fake.on(`POST ${ENGINE}/FlowEngine`, { id: 'f9' });
  fake.on(`POST ${ENGINE}/FlowEngine/Release/f9`, { version: 1 });
});

const setValue = (element: Element, value: string, event: 'sl-input' | 'sl-change') => {
  (element as HTMLElement & { value: string }).value = value;
  fireEvent(element, new Event(event));
};
const basic = (name: string) => document.querySelector(`[data-basic="${name}"]`) as Element;
const release = () => fireEvent.click(document.querySelector('sl-button[data-action="saveRelease"]') as Element);
/** What clicking a tab does: the group tells which panel to show. */
const showTab = (name: 'basic' | 'form' | 'flow') => fireEvent(document.querySelector('sl-tab-group') as Element, new CustomEvent('sl-tab-show', { detail: { name } }));
/** The tab group's panels that are active (shown). */
const shownPanels = () => [...document.querySelectorAll('sl-tab-group > sl-tab-panel')]
  .filter((panel) => (panel as HTMLElement & { active?: boolean }).active === true || panel.hasAttribute('active'))
  .map((panel) => panel.getAttribute('name'));
const issues = () => [...document.querySelectorAll('[data-issues] li')].map((item) => item.textContent);

it('opens a new flow on its basic settings from the first render, never on another tab', () => {
  // Every change of a tab's or panel's `active` while the editor opens (React sets it as an attribute
  // on elements Shoelace has not defined here; a property on defined ones, which reflect it).
  const changed: string[] = [];
  const note = (records: MutationRecord[]) => {
    for (const { target } of records) changed.push(`${(target as Element).localName}[${(target as Element).getAttribute('panel') ?? (target as Element).getAttribute('name')}]`);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['active'] });
  render(<FlowEditor api={fake.api} id={null} onBack={() => undefined} pickers={pickers} />);
  note(observer.takeRecords());
  observer.disconnect();
  expect(shownPanels()).toEqual(['basic']);
  expect(changed).toEqual([]);
});

it('refuses to release until the settings and the flow are complete, then saves the engine’s shape and releases it', async () => {
  render(<FlowEditor api={fake.api} id={null} onBack={() => undefined} pickers={pickers} />);
  release();
  expect(await screen.findByText('请输入流程名称')).toBeTruthy();
  // One panel shows at a time: the one holding what needs fixing.
  expect(shownPanels()).toEqual(['basic']);
  expect(screen.getByText('请输入流程编码')).toBeTruthy();
  expect(screen.getByText('请选择流程分类')).toBeTruthy();

  // The categories are the 流程分类 dictionary's.
  await waitFor(() => expect([...basic('category').querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['人事', '法务']));
  setValue(basic('fullName'), '请假流程', 'sl-input');
  setValue(basic('enCode'), '9leave', 'sl-input');
  setValue(basic('category'), 'hr', 'sl-change');
  release();
  expect(await screen.findByText('流程编码只能包含字母、数字和下划线，且以字母开头')).toBeTruthy();
  setValue(basic('enCode'), 'leave', 'sl-input');
  release();
  expect(await screen.findByText('请选择流程表单')).toBeTruthy();
  await waitFor(() => expect(fake.callsTo(`GET ${ENGINE}/FlowEngineForm/ListAll`)).toHaveLength(1));
  setValue(basic('form'), '1:leaveApply', 'sl-change');
  await waitFor(() => expect(screen.getByRole('table', { name: '表单字段' }).textContent).toContain('请假天数'));

  // The new flow's approver has nobody to approve: the release names it and sends nothing.
  release();
  await waitFor(() => expect(issues()).toEqual(['审批节点“审批人”未设置审批人']));
  expect(fake.callsTo(`POST ${ENGINE}/FlowEngine`)).toEqual([]);

  // The issue opens its node; choosing an approver clears it.
  fireEvent.click(screen.getByText('审批节点“审批人”未设置审批人'));
  const drawer = await waitFor(() => document.querySelector('[data-node-drawer]') as HTMLElement);
  expect(drawer.querySelector('h2')?.textContent).toBe('节点设置：审批人');
  fireEvent.change(within(drawer).getByLabelText('指定用户'), { target: { value: 'u1' } });
  await waitFor(() => expect(issues()).toEqual([]));

  release();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowEngine/Release/f9`)).toHaveLength(1));
  const body = fake.callsTo(`POST ${ENGINE}/FlowEngine`)[0]?.payload as Record<string, unknown>;
  expect(body).toMatchObject({ fullName: '请假流程', enCode: 'leave', category: 'hr', type: 0, formType: 1, formId: 'leaveApply' });
  const stored = JSON.parse(body.flowTemplateJson as string) as { type: string; childNode: { type: string; properties: { approvers: string[]; names: Record<string, string> } } };
  expect(stored.type).toBe('start');
  expect(stored.childNode.type).toBe('approver');
  expect(stored.childNode.properties.approvers).toEqual(['u1']);
  expect(stored.childNode.properties.names).toEqual({ u1: '名u1' });
  await waitFor(() => expect(shared.notifySuccess).toHaveBeenCalledWith('发布成功'));
});

it('adds a condition branch from the + menu and names the arm that still needs a condition', async () => {
  render(<FlowEditor api={fake.api} id={null} onBack={() => undefined} pickers={pickers} />);
  setValue(basic('fullName'), '请假流程', 'sl-input');
  setValue(basic('enCode'), 'leave', 'sl-input');
  setValue(basic('category'), 'hr', 'sl-change');
  setValue(basic('form'), '1:leaveApply', 'sl-change');
  showTab('flow');
  const approver = document.querySelector('[data-node-type="approver"]') as HTMLElement;
  const approverId = approver.getAttribute('data-node-id') as string;
  // The + has no menu until it is pressed (200 ready-made menus were most of a big flow's DOM).
  expect(document.querySelector('sl-dropdown')).toBeNull();
  fireEvent.click(document.querySelector(`[data-add-after="${approverId}"]`) as Element);
  const menu = document.querySelector(`[data-add-after="${approverId}"]`)?.closest('sl-dropdown')?.querySelector('sl-menu') as Element;
  expect(document.querySelectorAll('sl-dropdown')).toHaveLength(1);
  expect([...menu.querySelectorAll('sl-menu-item')].map((item) => item.textContent)).toEqual(['审批人', '抄送人', '条件分支', '并行分支']);
  fireEvent(menu, new CustomEvent('sl-select', { detail: { item: { value: 'condition' } } }));
  expect(await screen.findByRole('button', { name: '设置节点“条件1”' })).toBeTruthy();
  expect(screen.getByRole('button', { name: '设置节点“其他情况”' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '设置节点“审批人”' }));
  fireEvent.change(within(document.querySelector('[data-node-drawer]') as HTMLElement).getByLabelText('指定用户'), { target: { value: 'u1' } });
  release();
  await waitFor(() => expect(issues()).toEqual(['条件“条件1”未设置条件']));
  expect(fake.callsTo(`POST ${ENGINE}/FlowEngine`)).toEqual([]);
  // The arm in trouble is marked on the canvas.
  expect(screen.getByText('有待处理的问题')).toBeTruthy();
});

it('names the print template on the start node and a manager level on a department-manager approver', async () => {
  render(<FlowEditor api={fake.api} id={null} onBack={() => undefined} pickers={pickers} />);
  setValue(basic('fullName'), '请假流程', 'sl-input');
  setValue(basic('enCode'), 'leave', 'sl-input');
  setValue(basic('category'), 'hr', 'sl-change');
  setValue(basic('form'), '1:leaveApply', 'sl-change');
  showTab('flow');
  fireEvent.click(screen.getByRole('button', { name: '设置节点“发起人”' }));
  const start = await waitFor(() => document.querySelector('[data-node-drawer]') as HTMLElement);
  const print = await waitFor(() => {
    const select = start.querySelector('[data-print-template]') as Element;
    expect([...select.querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['不使用（打印详情页面）', '请假单（人事单据）']);
    return select;
  });
  setValue(print, 'tpl1', 'sl-change');
  fireEvent.click(screen.getByRole('button', { name: '设置节点“审批人”' }));
  const drawer = await waitFor(() => {
    const found = document.querySelector('[data-node-drawer]') as HTMLElement;
    expect(found.querySelector('h2')?.textContent).toBe('节点设置：审批人');
    return found;
  });
  setValue(drawer.querySelector('sl-radio-group') as Element, '2', 'sl-change');
  const level = await waitFor(() => drawer.querySelector('[data-manager-level]') as Element);
  expect([...level.querySelectorAll('sl-option')].map((option) => option.textContent)).toHaveLength(10);
  expect(level.querySelector('sl-option[value="3"]')?.textContent).toBe('第3级部门主管');
  setValue(level, '3', 'sl-change');
  release();
  await waitFor(() => expect(fake.callsTo(`POST ${ENGINE}/FlowEngine/Release/f9`)).toHaveLength(1));
  const body = fake.callsTo(`POST ${ENGINE}/FlowEngine`)[0]?.payload as { flowTemplateJson: string };
  const stored = JSON.parse(body.flowTemplateJson) as { properties: { printId: string }; childNode: { properties: { assigneeType: number; managerLevel: number } } };
  expect(stored.properties.printId).toBe('tpl1');
  expect(stored.childNode.properties).toMatchObject({ assigneeType: 2, managerLevel: 3 });
});

it('takes only a category of the 流程分类 dictionary, and keeps the server’s refusal of a save on the page', async () => {
  fake.on(`GET ${ENGINE}/FlowEngine/f1`, {
    id: 'f1', fullName: '旧流程', enCode: 'old', category: 'retired', type: 0, formType: 1, formId: 'leaveApply', sortCode: 0, description: '', icon: '', iconBackground: '',
    enabledMark: 1, version: 1, flowTemplateJson: JSON.stringify({ nodeId: 'start', type: 'start', properties: { title: '发起人' }, childNode: { nodeId: 'a1', type: 'approver', properties: { title: '经理审批', assigneeType: 6, approvers: ['u1'] }, childNode: null } }),
  });
  fake.on(`PUT ${ENGINE}/FlowEngine/f1`, null);
  render(<FlowEditor api={fake.api} id="f1" onBack={() => undefined} pickers={pickers} initialTab="basic" />);
  expect(await screen.findByRole('heading', { name: '编辑流程：旧流程' })).toBeTruthy();
  await waitFor(() => expect([...basic('category').querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['人事', '法务', 'retired']));
  // A category the flow already has (since disabled in the dictionary) may stay.
  fireEvent.click(document.querySelector('sl-button[data-action="save"]') as Element);
  await waitFor(() => expect(fake.callsTo(`PUT ${ENGINE}/FlowEngine/f1`)).toHaveLength(1));

  // Another code that is not in the dictionary is flagged on the basic panel and not sent.
  setValue(basic('category'), 'nowhere', 'sl-change');
  showTab('flow');
  release();
  expect(await screen.findByText('流程分类“nowhere”不在流程分类字典中，请重新选择')).toBeTruthy();
  expect(shownPanels()).toEqual(['basic']);
  expect(fake.callsTo(`PUT ${ENGINE}/FlowEngine/f1`)).toHaveLength(1);

  // The server refuses a category removed meanwhile: its message stays above the tabs.
  setValue(basic('category'), 'legal', 'sl-change');
  fake.on(`PUT ${ENGINE}/FlowEngine/f1`, () => {
    throw new ApiError({ code: 400, kind: 'api', msg: '流程分类“legal”不存在或已停用，请在流程分类中重新选择' });
  });
  fireEvent.click(document.querySelector('sl-button[data-action="save"]') as Element);
  await waitFor(() => expect(document.querySelector('[data-save-refusal]')?.textContent).toBe('流程分类“legal”不存在或已停用，请在流程分类中重新选择'));
  expect(screen.queryByText('流程分类“nowhere”不在流程分类字典中，请重新选择')).toBeNull();
  expect(shared.notifySuccess).toHaveBeenCalledTimes(1);
});
