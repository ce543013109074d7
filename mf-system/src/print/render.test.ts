// The template → HTML renderer with the real code libraries: placeholders filled, every value
// escaped, tables from sub-tables and operator records, barcode and QR drawings present.
import { sanitizeHtml } from '@atrium/html';
import { printKit } from '@atrium/ui';
import { defaultStyle, newBlock, type Block, type PrintDocument } from './document';
import { fillPlaceholders, printCss, renderDocument, renderJob, sheetSize, type PrintRecord, type RenderOptions } from './render';

// Jest loads bwip-js's CommonJS build, which has only toSVG; the ES build webpack bundles also has
// one function per symbology (@atrium/ui's code128Svg.ts uses code128 so the others are left out). Same encoder.
jest.mock('bwip-js/browser', () => {
  const actual = jest.requireActual<{ toSVG: (options: Record<string, unknown>) => string }>('bwip-js/browser');
  return { ...actual, code128: (options: Record<string, unknown>) => actual.toSVG({ ...options, bcid: 'code128' }) };
});

let options: RenderOptions;
beforeAll(async () => {
  // The renderer the portal loads: @atrium/ui's lazy code chunks.
  const codes = await printKit.loadCodeRenderer();
  options = { codes, statusLabel: (status) => ['退回', '同意'][status] ?? String(status), invalidCode: '条码内容无效' };
});

const doc = (...blocks: Block[]): PrintDocument => ({ version: 1, blocks });
const record = (data: Record<string, unknown>, operatorRecordList: PrintRecord['operatorRecordList'] = []): PrintRecord => ({ data, operatorRecordList });
const html = (blocks: Block[], data: Record<string, unknown> = {}, ops: PrintRecord['operatorRecordList'] = []) => {
  const host = document.createElement('div');
  host.innerHTML = renderDocument(doc(...blocks), record(data, ops), options);
  return host;
};

it('fills {{field}} placeholders with the record’s values and leaves unknown ones empty', () => {
  expect(fillPlaceholders('订单 {{orderNo}}，金额 {{amount}} 元{{missing}}', { orderNo: 'SO1', amount: 12.5 })).toBe('订单 SO1，金额 12.5 元');
  const host = html([{ id: 't', type: 'text', text: '客户：{{customer}}\n第二行', style: defaultStyle({ bold: true, align: 'center', fontSize: 20 }) }], { customer: '远景' });
  const text = host.querySelector('.atrium-print-text') as HTMLElement;
  expect(text.textContent).toBe('客户：远景第二行');
  expect(text.querySelectorAll('br')).toHaveLength(1);
  expect(text.style.fontWeight).toBe('bold');
  expect(text.style.textAlign).toBe('center');
  expect(text.style.fontSize).toBe('20px');
});

it('escapes values and layout text: markup in the data or the template stays text', () => {
  const host = html(
    [
      { id: 't', type: 'text', text: '<b>{{remark}}</b>', style: defaultStyle() },
      { id: 'f', type: 'field', field: 'remark', label: '备注<i>', style: defaultStyle({ color: 'red;background:url(x)' }) },
    ],
    { remark: '<img src=x onerror=alert(1)>"&' },
  );
  expect(host.querySelector('img')).toBeNull();
  expect(host.querySelector('b')).toBeNull();
  expect(host.querySelector('.atrium-print-text')?.textContent).toBe('<b><img src=x onerror=alert(1)>"&</b>');
  expect(host.querySelector('.atrium-print-field')?.textContent).toBe('备注<i>：<img src=x onerror=alert(1)>"&');
  // A colour that is not #rrggbb never reaches the style.
  expect((host.querySelector('.atrium-print-field') as HTMLElement).style.color).toBe('rgb(0, 0, 0)');
});

it('draws a table from a sub-table and one from the operator records, with labels, times and status names', () => {
  const items: Block = {
    id: 'i',
    type: 'table',
    source: 'table',
    table: 'items',
    showHeader: true,
    fontSize: 12,
    columns: [{ field: 'name', label: '商品', width: 60 }, { field: 'qty', label: '', width: 0 }],
  };
  const ops: Block = {
    id: 'o',
    type: 'table',
    source: 'operator',
    table: '',
    showHeader: true,
    fontSize: 12,
    columns: [{ field: 'nodeName', label: '节点', width: 0 }, { field: 'handleTime', label: '时间', width: 0 }, { field: 'handleStatus', label: '状态', width: 0 }],
  };
  const when = new Date(2025, 0, 6, 9, 5).getTime();
  const host = html([items, ops], { items: [{ name: '椅子<x>', qty: 2 }, { name: '桌子', qty: 1 }] }, [{ nodeName: '审批', userName: '张三', handleTime: when, handleStatus: 1, handleOpinion: '' }]);
  const [first, second] = [...host.querySelectorAll('table')];
  expect([...(first as HTMLElement).querySelectorAll('th')].map((th) => th.textContent)).toEqual(['商品', 'qty']);
  expect([...(first as HTMLElement).querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([['椅子<x>', '2'], ['桌子', '1']]);
  expect((first as HTMLElement).querySelector('col')?.getAttribute('style')).toBe('width:60%');
  expect([...(second as HTMLElement).querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['审批', '2025-01-06 09:05', '同意']);
});

it('draws a Code 128 barcode and a level-H QR code as SVG in their boxes, and says so when the text cannot be encoded', () => {
  const barcode = { ...newBlock('barcode', 'orderNo'), boxWidth: 200, boxHeight: 60 } as Block;
  const qr = newBlock('qrcode', 'orderNo');
  const host = html([barcode, qr], { orderNo: 'SO202501001' });
  const bar = host.querySelector('.atrium-print-barcode svg') as SVGElement;
  expect(bar.getAttribute('width')).toBe('200');
  expect(bar.getAttribute('height')).toBe('60');
  expect(bar.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(50);
  const code = host.querySelector('.atrium-print-qrcode svg') as SVGElement;
  expect(code.getAttribute('width')).toBe('100');
  expect(code.getAttribute('data-size')).toBe('265');
  expect(code.getAttribute('data-level')).toBe('H');
  // Version 1 at level H with a 2-module margin: 21 + 4 modules across.
  expect(code.getAttribute('viewBox')).toMatch(/^0 0 \d+ \d+$/);
  expect(code.querySelector('path')?.getAttribute('d')).toContain('h1v1h-1z');

  const invalid = html([newBlock('barcode', 'orderNo')], { orderNo: '订单' });
  expect(invalid.querySelector('svg')).toBeNull();
  expect(invalid.querySelector('.atrium-print-code-error')?.textContent).toBe('条码内容无效');
});

it('keeps only safe image sources, breaks pages, and repeats the records per copy', () => {
  const safe = html([{ id: 'a', type: 'image', src: 'data:image/png;base64,iVBORw0KGgo=', alt: 'logo', width: 50, height: 20, align: 'right' }]);
  expect(safe.querySelector('img')?.getAttribute('width')).toBe('50');
  const unsafe = html([{ id: 'a', type: 'image', src: 'javascript:alert(1)', alt: '', width: 50, height: 20, align: 'left' }]);
  expect(unsafe.querySelector('img')).toBeNull();
  expect(html([newBlock('pageBreak')]).querySelector('.atrium-print-break')).not.toBeNull();

  const host = document.createElement('div');
  host.innerHTML = renderJob(doc({ id: 't', type: 'text', text: '{{n}}', style: defaultStyle() }), [record({ n: 'A' }), record({ n: 'B' })], 2, options);
  expect([...host.querySelectorAll('.atrium-print-sheet')].map((sheet) => sheet.textContent)).toEqual(['A', 'B', 'A', 'B']);
});

it('sizes the printed page from the paper, orientation and margin', () => {
  expect(sheetSize({ paper: 'A4', orientation: 'landscape', margin: 10 })).toEqual({ width: 297, height: 210 });
  expect(printCss({ paper: 'A5', orientation: 'portrait', margin: 12 })).toContain('@page { size: 148mm 210mm; margin: 12mm; }');
});

it('survives @atrium/html’s sanitizer whole: codes, tables, styles and page breaks stay', () => {
  const blocks: Block[] = [
    { id: 't', type: 'text', text: '{{n}}', style: defaultStyle({ bold: true }) },
    newBlock('barcode', 'n'),
    newBlock('qrcode', 'n'),
    { id: 'x', type: 'table', source: 'table', table: 'rows', showHeader: true, fontSize: 12, columns: [{ field: 'a', label: 'A', width: 50 }] },
    newBlock('pageBreak'),
  ];
  const raw = renderDocument(doc(...blocks), record({ n: 'SO1', rows: [{ a: '1' }] }), options);
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(raw);
  expect(host.querySelectorAll('svg path').length).toBeGreaterThanOrEqual(2);
  expect(host.querySelector('.atrium-print-qrcode svg')?.getAttribute('viewBox')).toBeTruthy();
  expect((host.querySelector('.atrium-print-text') as HTMLElement).style.fontWeight).toBe('bold');
  expect(host.querySelector('table td')?.textContent).toBe('1');
  expect(host.querySelector('.atrium-print-break')).not.toBeNull();
});
