// The print-template page over a fake transport: buttons by permission, confirmations naming the
// template, export, import, the batch print from the template choice dialog to a logged print job,
// and the print log.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { BatchAnswer, TemplateRow } from './api';
import { PrintDevView } from './PrintDevPage';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({
  ...jest.requireActual('@atrium/shared'),
  usePermission: jest.fn(() => false),
  confirmDialog: jest.fn(() => Promise.resolve(true)),
  confirmDelete: jest.fn(() => Promise.resolve(false)),
  notifySuccess: jest.fn(),
  notifyWarning: jest.fn(),
}));
jest.mock('@atrium/ui', () => ({ ...jest.requireActual<object>('@atrium/ui'), downloadFile: jest.fn() }));
jest.mock('./printFrame', () => ({ printHtml: jest.fn(() => Promise.resolve()) }));

const shared = jest.requireMock('@atrium/shared') as Record<'usePermission' | 'confirmDialog' | 'confirmDelete' | 'notifySuccess', jest.Mock>;
const { downloadFile } = jest.requireMock('@atrium/ui') as { downloadFile: jest.Mock };
const { printHtml } = jest.requireMock('./printFrame') as { printHtml: jest.Mock };

const row = (id: string, overrides: Partial<TemplateRow> = {}): TemplateRow => ({
  id,
  fullName: `模板${id}`,
  enCode: `Code${id}`,
  category: 'c1',
  categoryName: '订单',
  type: 2,
  sourceForm: 'sampleSalesOrder',
  sortCode: 0,
  enabledMark: 1,
  description: '',
  creatorUser: '管理员',
  creatorTime: Date.UTC(2025, 0, 6),
  lastModifyTime: null,
  ...overrides,
});

const batch: BatchAnswer = {
  id: 't1',
  fullName: '销售订单打印',
  type: 2,
  pageParam: { paper: 'A4', orientation: 'portrait', margin: 15 },
  printTemplate: {
    version: 1,
    blocks: [
      { id: 'a', type: 'text', text: '订单 {{orderNo}}', style: { fontSize: 14, bold: false, italic: false, align: 'left', color: '#000000' } },
      { id: 'b', type: 'field', field: 'customer', label: '客户', style: { fontSize: 14, bold: false, italic: false, align: 'left', color: '#000000' } },
    ],
  },
  list: [
    { formId: 'SO1', printData: { orderNo: 'SO1', customer: '<b>远景</b>' }, operatorRecordList: [] },
    { formId: 'SO2', printData: { orderNo: 'SO2', customer: '云帆' }, operatorRecordList: [] },
  ],
};

let transport: FakeTransport;

function answerAll(): void {
  transport = fakeTransport();
  transport.on('GET /api/system/printDev', { list: [row('t1'), row('t2', { enabledMark: 0 })], pagination: { currentPage: 1, pageSize: 20, total: 2 } });
  transport.on('GET /api/system/DictionaryData/BusinessType/Data/Selector', { list: [{ id: 'c1', fullName: '订单' }] });
  transport.on('PUT /api/system/printDev/t1/Actions/State', { enabledMark: 0 });
  transport.on('POST /api/system/printDev/t1/Actions/Copy', { id: 't3' });
  transport.on('GET /api/system/printDev/t1/Actions/Export', { url: '/api/file/Download/tk/模板t1.json', name: '模板t1.json' });
  transport.on('POST /api/system/printDev/Actions/ImportData', { id: 't9' });
  transport.on('GET /api/system/printDev/Selector', { list: [{ id: 'c1', fullName: '订单', children: [{ id: 't1', fullName: '销售订单打印', enCode: 'SalesOrderPrint', type: 2, category: 'c1' }] }] });
  transport.on('GET /api/system/printDev/BatchData', batch);
  transport.on('POST /api/system/printLog/save', null);
  transport.on('GET /api/system/printLog', {
    list: [{ id: 'l1', printId: 't1', printName: '销售订单打印', printTitle: '销售订单打印', printNum: 2, creatorUser: '管理员/admin', creatorTime: Date.UTC(2025, 0, 6) }],
    pagination: { currentPage: 1, pageSize: 20, total: 1 },
  });
}

const button = (text: string): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text);
  if (found.length === 0) throw new Error(`no button ${text}`);
  return found[found.length - 1] as HTMLElement;
};
/** The element once it is there (waitFor retries only on a throw). */
const found = (selector: string): Promise<Element> =>
  waitFor(() => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`not yet: ${selector}`);
    return element;
  });
const type = (element: Element, value: string, event = 'sl-input') => {
  (element as HTMLInputElement).value = value;
  fireEvent(element, new Event(event));
};

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  shared.usePermission.mockImplementation(() => false);
  answerAll();
});

it('lists templates by category without management buttons for a reader; print and the log stay', async () => {
  render(<PrintDevView api={transport.api} />);
  expect(await screen.findByText('模板t1')).toBeTruthy();
  expect(transport.callsTo('GET /api/system/printDev')[0]?.payload).toEqual({ keyword: '', category: '', currentPage: 1, pageSize: 20 });
  for (const label of ['新建', '编辑', '复制', '导出', '导入', '删除']) expect(() => button(label)).toThrow();
  expect(button('批量打印')).toBeTruthy();
  expect(button('打印日志')).toBeTruthy();
  expect(screen.getAllByText('表单').length).toBeGreaterThan(0);

  // The category filter searches again from the first page.
  const category = await found('sl-select[label="模板分类"]');
  type(category, 'c1', 'sl-change');
  await waitFor(() => expect(transport.callsTo('GET /api/system/printDev').at(-1)?.payload).toEqual({ keyword: '', category: 'c1', currentPage: 1, pageSize: 20 }));
});

it('with the buttons: toggles, copies and deletes after a confirmation naming the template, and exports', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  const first = screen.getByText('模板t1').closest('tr') as HTMLElement;

  fireEvent.click(within(first).getByText('禁用'));
  await waitFor(() => expect(transport.callsTo('PUT /api/system/printDev/t1/Actions/State')).toHaveLength(1));
  expect(shared.confirmDialog).toHaveBeenCalledWith({ message: '此操作将禁用打印模板“模板t1”, 是否继续?' });
  await waitFor(() => expect(transport.callsTo('GET /api/system/printDev')).toHaveLength(2));

  fireEvent.click(within(first).getByText('复制'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/printDev/t1/Actions/Copy')).toHaveLength(1));
  expect(shared.notifySuccess).toHaveBeenCalledWith('复制成功');

  fireEvent.click(within(first).getByText('删除'));
  await waitFor(() => expect(shared.confirmDelete).toHaveBeenCalledWith('此操作将永久删除打印模板“模板t1”, 是否继续?'));
  expect(transport.calls.some((call) => call.method === 'DELETE')).toBe(false);

  fireEvent.click(within(first).getByText('导出'));
  await waitFor(() => expect(downloadFile).toHaveBeenCalledWith('/api/file/Download/tk/模板t1.json', '模板t1.json'));
});

it('imports an exported JSON file and reloads the list', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  fireEvent.click(button('导入'));
  const input = await screen.findByLabelText('导入文件');
  const content = JSON.stringify({ format: 'atrium.printTemplate', version: 1, template: {} });
  fireEvent.change(input, { target: { files: [new File([content], 't.json', { type: 'application/json' })] } });
  fireEvent.click(button('确定'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/printDev/Actions/ImportData')).toHaveLength(1));
  expect(transport.callsTo('POST /api/system/printDev/Actions/ImportData')[0]?.payload).toEqual({ content });
  await waitFor(() => expect(transport.callsTo('GET /api/system/printDev')).toHaveLength(2));
});

it('refuses an import without a .json file, sending nothing', async () => {
  shared.usePermission.mockImplementation(() => true);
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  fireEvent.click(button('导入'));
  await screen.findByLabelText('导入文件');
  fireEvent.click(button('确定'));
  expect(await screen.findByText('请选择要导入的文件')).toBeTruthy();
  fireEvent.change(screen.getByLabelText('导入文件'), { target: { files: [new File(['x'], 'a.png', { type: 'image/png' })] } });
  fireEvent.click(button('确定'));
  expect(await screen.findByText('请选择 .json 文件')).toBeTruthy();
  expect(transport.callsTo('POST /api/system/printDev/Actions/ImportData')).toHaveLength(0);
});

it('batch prints: template choice dialog, record ids, one preview of every record, one print job, one log entry', async () => {
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  fireEvent.click(button('批量打印'));
  const choice = await screen.findByLabelText('销售订单打印');
  expect(transport.callsTo('GET /api/system/printDev/Selector')).toHaveLength(1);
  fireEvent.click(choice);
  fireEvent.click(button('确定'));

  const ids = await found('sl-textarea[label="记录 ID"]');
  fireEvent.click(button('预览'));
  expect(await screen.findByText('请输入要打印的记录 ID')).toBeTruthy();
  type(ids, 'SO1\nSO2, SO1');
  fireEvent.click(button('预览'));
  await waitFor(() => expect(transport.callsTo('GET /api/system/printDev/BatchData')).toHaveLength(1));
  expect(transport.callsTo('GET /api/system/printDev/BatchData')[0]?.payload).toEqual({ id: 't1', ids: ['SO1', 'SO2'] });

  const paper = await screen.findByTestId('print-preview');
  expect(paper.querySelectorAll('.atrium-print-sheet')).toHaveLength(2);
  expect(paper.textContent).toContain('订单 SO1');
  expect(paper.textContent).toContain('客户：<b>远景</b>');
  expect(paper.querySelector('b')).toBeNull();

  fireEvent.click(button('打印'));
  await waitFor(() => expect(printHtml).toHaveBeenCalledTimes(1));
  const [html, title] = printHtml.mock.calls[0] as [string, string];
  expect(title).toBe('销售订单打印');
  expect(html.match(/atrium-print-sheet/g)).toHaveLength(2);
  await waitFor(() => expect(transport.callsTo('POST /api/system/printLog/save')).toHaveLength(1));
  expect(transport.callsTo('POST /api/system/printLog/save')[0]?.payload).toEqual({ printTitle: '销售订单打印', printNum: 2, printId: 't1' });
});

it('prints two copies of each record when asked, and logs them', async () => {
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  const first = screen.getByText('模板t1').closest('tr') as HTMLElement;
  fireEvent.click(within(first).getByText('打印'));
  type(await found('sl-textarea[label="记录 ID"]'), 'SO1,SO2');
  fireEvent.click(button('预览'));
  const copies = await found('sl-input[label="份数"]');
  expect(copies.getAttribute('value')).toBe('1');
  type(copies, '2');
  fireEvent.click(button('打印'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/printLog/save')).toHaveLength(1));
  expect((printHtml.mock.calls[0]?.[0] as string).match(/atrium-print-sheet/g)).toHaveLength(4);
  expect(transport.callsTo('POST /api/system/printLog/save')[0]?.payload).toEqual({ printTitle: '销售订单打印', printNum: 4, printId: 't1' });
});

it('shows the print log', async () => {
  render(<PrintDevView api={transport.api} />);
  await screen.findByText('模板t1');
  fireEvent.click(button('打印日志'));
  expect(await screen.findByText('管理员/admin')).toBeTruthy();
  expect(transport.callsTo('GET /api/system/printLog')[0]?.payload).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
});
