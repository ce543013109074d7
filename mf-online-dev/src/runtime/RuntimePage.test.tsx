// A released module's page: the released configuration (a refusal shows the server's words in the
// "not configured" panel), then the list; 详情 shows the display values with the sub-table's 合计.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerOnlineDevTranslations } from '../i18n';
import { createFakeHttp } from '../testing/fakeHttp';
import { columnData, formData, leaveForm } from '../testing/factories';
import { createOnlineDevApi } from './api';
import { RuntimePage } from './RuntimePage';

jest.mock('@atrium/shared', () => {
  const { atom } = jest.requireActual('nanostores') as typeof import('nanostores');
  // The module's menu grants 详情.
  const permissions = atom([{ modelId: 'm', button: [{ enCode: 'btn_detail' }] }]);
  return {
    ...jest.requireActual('@atrium/shared'),
    getDictionaries: jest.fn(() => Promise.resolve([])),
    get $permissions() {
      return permissions;
    },
  };
});

const config = {
  id: 'vd-leave',
  fullName: '请假单',
  formData: JSON.stringify(formData(leaveForm())),
  columnData: JSON.stringify(columnData({ columnList: [{ prop: 'reason', label: '请假事由' }], columnBtnsList: [{ value: 'detail', label: '详情' }], popupType: 'drawer', drawerWidth: '800' })),
};

/** The element once it is there (waitFor retries only on a throw). */
const found = (selector: string) =>
  waitFor(() => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`no ${selector} yet`);
    return element as HTMLElement;
  });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerOnlineDevTranslations();
});

it('a module that is not released shows the server’s reason in the panel, with a way back', async () => {
  const http = createFakeHttp({ 'GET /api/visualdev/OnlineDev/vd-x/Config': () => ({ code: 400, msg: '该功能尚未发布', data: null }) });
  render(<RuntimePage moduleId="vd-x" menuId="m" title="出差单" api={createOnlineDevApi(http)} />);
  const panel = await screen.findByRole('status');
  expect(panel.textContent).toContain('「出差单」尚未配置');
  expect(panel.textContent).toContain('该功能尚未发布');
  // Spec section 8: the config call skips the code check (no toast), the page says it.
  expect(http.calls[0]!.options).toEqual({ skipCodeCheck: true });
});

it('lists the records of the released version and opens a record’s details in the configured drawer', async () => {
  const http = createFakeHttp({
    'GET /api/visualdev/OnlineDev/vd-leave/Config': () => ({ code: 200, msg: 'Success', data: config }),
    'POST /api/visualdev/OnlineDev/vd-leave/List': () => ({ list: [{ id: 'r1', reason: '看病' }], pagination: { total: 1 } }),
    'GET /api/visualdev/OnlineDev/vd-leave/r1/DataChange': () => ({
      id: 'r1',
      data: JSON.stringify({ billNo: 'QJ202405060001', reason: '看病', days: 2, leaveType: '病假', approver: '李四', expenses: [{ item: '车票', amount: 120.5 }, { item: '住宿', amount: 300 }], allowance: 620.5 }),
    }),
  });
  render(<RuntimePage moduleId="vd-leave" menuId="m" title="请假单" api={createOnlineDevApi(http)} />);
  const row = await found('tr[data-row-id="r1"]');
  fireEvent.click(within(row).getByText('详情'));
  const drawer = await found('sl-drawer[label="详情 - 请假单"]');
  expect(drawer.getAttribute('style')).toMatch(/--size: min\(800px, 100vw\)/);
  await waitFor(() => expect(within(drawer).getByText('QJ202405060001')).toBeTruthy());
  for (const text of ['病假', '李四', '620.5', '车票']) expect(within(drawer).getByText(text)).toBeTruthy();
  expect(drawer.querySelector('[data-total="amount"]')?.textContent).toBe('420.50');
  expect(within(drawer).getByText('合计')).toBeTruthy();
});
