// 流程设计's list over a fake transport: the category column and filter speak the 流程分类
// dictionary's words, and 新建 / 设计 swap the list for the editor and back.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FAKE_PICKERS } from '../testing/FakeUserSelect';
import { FlowEngineView } from './FlowEnginePage';

const ENGINE = '/api/workflow/Engine';
const pickers = FAKE_PICKERS;

let fake: FakeTransport<WorkflowApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowEngine`, {
    list: [{ id: 'f1', fullName: '请假审批', enCode: 'leave', category: 'hr', type: 0, formType: 1, formId: 'leaveApply', enabledMark: 1, version: 2 }],
    pagination: { currentPage: 1, pageSize: 20, total: 1 },
  });
  fake.on('GET /api/system/DictionaryData/WorkFlowCategory/Data/Selector', { list: [{ id: 'd1', enCode: 'hr', fullName: '人力行政' }, { id: 'd2', enCode: 'legal', fullName: '法务' }] });
  fake.on(`GET ${ENGINE}/FlowEngineForm/ListAll`, { list: [] });
  fake.on('GET /api/system/printDev/Selector', { list: [] });
});

it('names categories by the dictionary and opens the editor from 新建, then returns to the list', async () => {
  render(<FlowEngineView api={fake.api} pickers={pickers} />);
  expect(await screen.findByText('请假审批')).toBeTruthy();
  await waitFor(() => expect(screen.getByRole('table').textContent).toContain('人力行政'));
  const filter = document.querySelector('sl-select') as Element;
  expect([...filter.querySelectorAll('sl-option')].map((option) => option.textContent)).toEqual(['人力行政', '法务']);

  fireEvent.click(screen.getByText('新建'));
  expect(await screen.findByRole('heading', { name: '新建流程' })).toBeTruthy();
  fireEvent.click(screen.getByText('返回列表'));
  expect(await screen.findByText('请假审批')).toBeTruthy();
});
