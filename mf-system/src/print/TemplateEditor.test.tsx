// The template editor over a fake transport: fields from the data source, blocks inserted,
// reordered and removed, the checks before saving, the saved payload, and the preview that may
// download a Word file but refuses to print.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import type { FieldsAnswer, Template, TemplateForm } from './api';
import { PrintApiContext } from './apiContext';
import { defaultStyle } from './document';
import { TemplateEditor } from './TemplateEditor';
import { fakeTransport, type FakeTransport } from './testing';

jest.mock('@atrium/shared', () => ({ ...jest.requireActual('@atrium/shared'), notifySuccess: jest.fn(), notifyWarning: jest.fn(), notifyError: jest.fn() }));
jest.mock('./printFrame', () => ({ printHtml: jest.fn(() => Promise.resolve()) }));
jest.mock('./docx', () => ({ ...jest.requireActual('./docx'), buildDocx: jest.fn(() => Promise.resolve(new Blob(['docx']))) }));
jest.mock('./saveBlob', () => ({ saveBlob: jest.fn() }));

const shared = jest.requireMock('@atrium/shared') as Record<'notifyWarning' | 'notifySuccess', jest.Mock>;
const { printHtml } = jest.requireMock('./printFrame') as { printHtml: jest.Mock };
const { buildDocx } = jest.requireMock('./docx') as { buildDocx: jest.Mock };
const { saveBlob } = jest.requireMock('./saveBlob') as { saveBlob: jest.Mock };

const FIELDS: FieldsAnswer = {
  main: [{ field: 'orderNo', fieldName: '订单编号' }, { field: 'customerName', fieldName: '客户名称' }],
  tables: [{ name: 'items', fullName: '订单明细', fields: [{ field: 'productName', fieldName: '商品名称' }, { field: 'quantity', fieldName: '数量' }] }],
  operatorRecord: [{ field: 'nodeName', fieldName: '节点名称' }],
  records: ['SO1', 'SO2'],
};

const TEMPLATE: Template = {
  id: 't1',
  fullName: '销售订单打印',
  enCode: 'SalesOrderPrint',
  category: 'c1',
  categoryName: '订单',
  type: 2,
  sourceForm: 'sampleSalesOrder',
  sqlTemplate: { main: '', tables: [] },
  printTemplate: { version: 1, blocks: [{ id: 'title', type: 'text', text: '销售订单', style: defaultStyle() }] },
  pageParam: { paper: 'A4', orientation: 'portrait', margin: 15 },
  sortCode: 0,
  enabledMark: 1,
  description: '',
};

let transport: FakeTransport;

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});
beforeEach(() => {
  jest.clearAllMocks();
  transport = fakeTransport();
  transport.on('GET /api/system/DictionaryData/BusinessType/Data/Selector', { list: [{ id: 'c1', fullName: '订单' }] });
  transport.on('GET /api/system/printDev/t1', TEMPLATE);
  transport.on('POST /api/system/printDev/Fields', FIELDS);
  transport.on('PUT /api/system/printDev/t1', null);
  transport.on('POST /api/system/printDev', { id: 'new' });
  transport.on('GET /api/system/printDev/Data', { ...TEMPLATE, printData: { orderNo: 'SO1', customerName: '远景' }, operatorRecordList: [] });
});

function open(id: string | null, onSaved = jest.fn()) {
  render(
    <PrintApiContext.Provider value={transport.api}>
      <TemplateEditor id={id} onClose={jest.fn()} onSaved={onSaved} />
    </PrintApiContext.Provider>,
  );
  return onSaved;
}

const button = (text: string): HTMLElement => {
  const found = [...document.querySelectorAll('sl-button')].filter((element) => element.textContent?.trim() === text);
  if (found.length === 0) throw new Error(`no button ${text}`);
  return found[found.length - 1] as HTMLElement;
};
const found = (selector: string): Promise<Element> =>
  waitFor(() => {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`not yet: ${selector}`);
    return element;
  });
const icon = (label: string): Element => {
  const element = document.querySelector(`sl-icon-button[label="${label}"]`);
  if (!element) throw new Error(`no icon button ${label}`);
  return element;
};
const type = (element: Element, value: string, event = 'sl-input') => {
  (element as HTMLInputElement).value = value;
  fireEvent(element, new Event(event));
};
const blockTitles = () => [...document.querySelectorAll('section[aria-label]')].map((section) => section.getAttribute('aria-label')).filter((label) => /^\d+\. /.test(label ?? ''));
const saved = (route: string): TemplateForm => transport.callsTo(route).at(-1)?.payload as TemplateForm;

it('inserts fields, codes and tables from the data source, reorders and removes blocks, and saves the layout', async () => {
  const onSaved = open('t1');
  await found('sl-icon-button[label="插入字段 订单编号"]');
  expect(transport.callsTo('POST /api/system/printDev/Fields')[0]?.payload).toEqual({ type: 2, sourceForm: 'sampleSalesOrder' });

  // A field into the selected text becomes a placeholder.
  fireEvent.click(screen.getByText('1. 文本'));
  fireEvent.click(icon('插入字段 订单编号'));
  await waitFor(() => expect((document.querySelector('sl-textarea[label="文本内容"]') as Element).getAttribute('value')).toBe('销售订单{{orderNo}}'));

  fireEvent.click(icon('插入条形码 订单编号'));
  fireEvent.click(icon('插入字段 客户名称'));
  fireEvent.click(icon('插入表格 订单明细'));
  await waitFor(() => expect(blockTitles()).toEqual(['1. 文本', '2. 条形码', '3. 数据字段', '4. 表格']));

  fireEvent.click(icon('上移 4'));
  fireEvent.click(icon('删除 4'));
  await waitFor(() => expect(blockTitles()).toEqual(['1. 文本', '2. 条形码', '3. 表格']));

  fireEvent.click(button('保存'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const form = saved('PUT /api/system/printDev/t1');
  expect(form.printTemplate.blocks.map((block) => block.type)).toEqual(['text', 'barcode', 'table']);
  expect(form.printTemplate.blocks[0]).toMatchObject({ text: '销售订单{{orderNo}}' });
  // Spec section 9 print defaults.
  expect(form.printTemplate.blocks[1]).toMatchObject({ source: 'field', value: 'orderNo', format: 'code128', width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100 });
  expect(form.printTemplate.blocks[2]).toMatchObject({ source: 'table', table: 'items', columns: [{ field: 'productName', label: '商品名称', width: 0 }, { field: 'quantity', label: '数量', width: 0 }] });
  expect(form).toMatchObject({ fullName: '销售订单打印', enCode: 'SalesOrderPrint', type: 2, sourceForm: 'sampleSalesOrder', sqlTemplate: { main: '', tables: [] } });
  expect(shared.notifySuccess).toHaveBeenCalledWith('更新成功');
});

it('checks the form and every block before saving, and sends nothing until they pass', async () => {
  const onSaved = open(null);
  await found('sl-icon-button[label="插入字段 订单编号"]');
  fireEvent.click(button('保存'));
  expect(await screen.findByText('请输入模板名称')).toBeTruthy();
  expect(screen.getByText('请输入模板编码')).toBeTruthy();
  expect(screen.getByText('请选择模板分类')).toBeTruthy();

  type(document.querySelector('sl-input[label="模板名称"]') as Element, '新模板');
  type(document.querySelector('sl-input[label="模板编码"]') as Element, 'NewPrint');
  type(await found('sl-select[label="模板分类 *"]'), 'c1', 'sl-change');
  fireEvent.click(button('二维码'));
  const qrValue = await found('sl-input[label="内容"]');
  fireEvent.click(button('保存'));
  expect(await screen.findByText('请输入内容')).toBeTruthy();
  expect(transport.callsTo('POST /api/system/printDev')).toHaveLength(0);

  type(qrValue, 'https://example.com/order');
  fireEvent.click(button('保存'));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  const form = saved('POST /api/system/printDev');
  expect(form).toMatchObject({ fullName: '新模板', enCode: 'NewPrint', category: 'c1', type: 2 });
  expect(form.printTemplate.blocks[0]).toMatchObject({ type: 'qrcode', source: 'static', value: 'https://example.com/order', size: 265, errorCorrectionLevel: 'H' });
});

it('a refused save moves the focus to the first field in error, on the tab it opens (issue 17 item 5)', async () => {
  // Shoelace's elements are not upgraded in jsdom (so not focusable): the element asked to take the focus is recorded.
  const focused: Element[] = [];
  const focus = jest.spyOn(HTMLElement.prototype, 'focus').mockImplementation(function (this: HTMLElement) {
    focused.push(this);
  });
  try {
    open(null);
    await found('sl-icon-button[label="插入字段 订单编号"]');
    const name = document.querySelector('sl-input[label="模板名称"]') as HTMLElement;
    fireEvent.click(button('保存'));
    await waitFor(() => expect(focused.at(-1)).toBe(name));

    // The basic settings pass; a bad sub-table name sends the person to the data source's sub-table.
    type(name, '新模板');
    type(document.querySelector('sl-input[label="模板编码"]') as Element, 'NewPrint');
    type(await found('sl-select[label="模板分类 *"]'), 'c1', 'sl-change');
    type(document.querySelector('sl-radio-group[label="模板类型"]') as Element, '1', 'sl-change');
    type(await found('sl-textarea[label="主表 SQL"]'), 'SELECT account FROM users WHERE id = @formId');
    fireEvent.click(button('添加子表'));
    const subTable = await found('sl-input[label="子表名称"]');
    type(subTable, '1bad');
    type(document.querySelector('sl-textarea[label="子表 SQL"]') as Element, 'SELECT 1');
    fireEvent.click(button('保存'));
    await waitFor(() => expect(focused.at(-1)).toBe(subTable));
    expect(transport.callsTo('POST /api/system/printDev')).toHaveLength(0);
  } finally {
    focus.mockRestore();
  }
});

it('a data-source template sends its SQL for the fields and refuses a bad sub-table name', async () => {
  open(null);
  await found('sl-icon-button[label="插入字段 订单编号"]');
  type(document.querySelector('sl-radio-group[label="模板类型"]') as Element, '1', 'sl-change');
  const main = await found('sl-textarea[label="主表 SQL"]');
  type(main, 'SELECT account FROM users WHERE id = @formId');
  fireEvent.click(button('添加子表'));
  type(await found('sl-input[label="子表名称"]'), '1bad');
  type(document.querySelector('sl-textarea[label="子表 SQL"]') as Element, 'SELECT 1');
  fireEvent.click(button('获取字段'));
  await waitFor(() => expect(transport.callsTo('POST /api/system/printDev/Fields').at(-1)?.payload).toEqual({
    type: 1,
    sqlTemplate: { main: 'SELECT account FROM users WHERE id = @formId', tables: [{ name: '1bad', sql: 'SELECT 1' }] },
  }));
  fireEvent.click(button('保存'));
  expect(await screen.findByText('子表名称只能包含字母、数字和下划线，以字母开头，最多32个字符')).toBeTruthy();
});

it('previews with a record’s data, downloads the Word file, and refuses to print in the preview', async () => {
  open('t1');
  await found('sl-icon-button[label="插入字段 订单编号"]');
  fireEvent.click(button('预览'));
  await waitFor(() => expect(transport.callsTo('GET /api/system/printDev/Data')).toHaveLength(1));
  expect(transport.callsTo('GET /api/system/printDev/Data')[0]?.payload).toEqual({ id: 't1', formId: 'SO1' });
  const paper = await screen.findByTestId('print-preview');
  expect(paper.textContent).toContain('销售订单');

  fireEvent.click(button('打印'));
  expect(shared.notifyWarning).toHaveBeenCalledWith('功能预览不支持打印');
  expect(printHtml).not.toHaveBeenCalled();

  fireEvent.click(button('下载'));
  await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), '销售订单打印.doc'));
  expect(buildDocx.mock.calls[0]?.[1]).toEqual([{ data: { orderNo: 'SO1', customerName: '远景' }, operatorRecordList: [] }]);
  expect(transport.calls.some((call) => call.url === '/api/system/printLog/save')).toBe(false);
});

it('shows 请选择 in every select of the editor (issue 17 item 5), the form source marked required', async () => {
  open(null);
  await found('sl-icon-button[label="插入字段 订单编号"]');
  fireEvent.click(button('二维码'));
  fireEvent.click(icon('插入表格 订单明细'));
  await found('sl-select[label="纠错级别"]');
  await found('sl-select[label="数据来源"]');
  const placeholder = (element: Element) => element.getAttribute('placeholder') ?? (element as HTMLElement & { placeholder?: string }).placeholder;
  const selects = [...document.querySelectorAll('sl-select')];
  // 模板分类, 纸张, 方向, 表单, the preview data, the QR code's 内容来源/纠错级别/对齐, the table's 数据来源/子表.
  expect(selects.length).toBeGreaterThanOrEqual(8);
  for (const select of selects) expect([select.getAttribute('label'), placeholder(select)]).toEqual([select.getAttribute('label'), '请选择']);
  const source = document.querySelector('sl-select[label="表单"]') as HTMLElement & { required?: boolean };
  expect(source.hasAttribute('required') || source.required === true).toBe(true);
});
