// 流程表单 over a fake transport: the bindable forms (system and online), searched and paged here,
// each showing its fields.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerWorkflowTranslations } from '../i18n';
import { createWorkflowApi, type BindableForm, type WorkflowApi } from '../api';
import { createFakeTransport, type FakeTransport } from '@atrium/testing';
import { FormDesignView, formsPage } from './FormDesignPage';

const ENGINE = '/api/workflow/Engine';
let fake: FakeTransport<WorkflowApi>;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerWorkflowTranslations();
});

beforeEach(() => {
  fake = createFakeTransport(createWorkflowApi);
  fake.on(`GET ${ENGINE}/FlowEngineForm/ListAll`, { list: [
    { id: 'leaveApply', fullName: '请假申请', enCode: 'leaveApply', formType: 1 },
    { id: 'm1', fullName: '采购单', enCode: 'purchase', formType: 2 },
  ] });
  fake.on(`GET ${ENGINE}/FlowEngineForm/m1`, { id: 'm1', fullName: '采购单', enCode: 'purchase', formType: 2, fields: [{ vModel: 'amount', label: '金额', jnpfKey: 'numInput', required: true }] });
});

it('pages and searches the forms on the client', () => {
  const all: BindableForm[] = Array.from({ length: 25 }, (_, index) => ({ id: `f${index}`, fullName: `表单${index}`, enCode: `code${index}`, formType: 1 }));
  expect(formsPage(all, { keyword: '', currentPage: 2, pageSize: 20 })).toEqual({ list: all.slice(20), pagination: { total: 25 } });
  expect(formsPage(all, { keyword: 'CODE2', currentPage: 1, pageSize: 20 }).list.map((form) => form.id)).toEqual(['f2', 'f20', 'f21', 'f22', 'f23', 'f24']);
});

it('lists the system and online forms and shows a form’s fields', async () => {
  render(<FormDesignView api={fake.api} />);
  const row = (await screen.findByText('采购单')).closest('tr') as HTMLElement;
  expect(within(row).getByText('在线开发表单')).toBeTruthy();
  expect(within(screen.getByText('请假申请').closest('tr') as HTMLElement).getByText('系统表单')).toBeTruthy();
  fireEvent.click(within(row).getByText('查看字段'));
  await waitFor(() => expect(fake.callsTo(`GET ${ENGINE}/FlowEngineForm/m1`)[0]?.payload).toEqual({ formType: 2 }));
  const fields = await screen.findByRole('table', { name: '表单字段' });
  expect(within(fields).getByText('金额')).toBeTruthy();
  expect(within(fields).getByText('amount')).toBeTruthy();
});
