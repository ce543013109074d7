/** @jest-environment node */
// The Word export: a real .docx (a zip whose word/document.xml holds the text), read back with fflate.
import { strFromU8, unzipSync } from 'fflate';
import { defaultStyle, newBlock, type PrintDocument } from './document';
import { buildDocx, docxFileName } from './docx';
import type { PrintRecord } from './render';

const document: PrintDocument = {
  version: 1,
  blocks: [
    { id: 't', type: 'text', text: '销售订单 {{orderNo}}', style: defaultStyle({ bold: true, align: 'center', fontSize: 20 }) },
    { id: 'f', type: 'field', field: 'customer', label: '客户', style: defaultStyle() },
    { id: 'i', type: 'table', source: 'table', table: 'items', showHeader: true, fontSize: 12, columns: [{ field: 'name', label: '商品', width: 70 }, { field: 'qty', label: '数量', width: 30 }] },
    { id: 'o', type: 'table', source: 'operator', table: '', showHeader: true, fontSize: 12, columns: [{ field: 'nodeName', label: '节点', width: 0 }, { field: 'handleStatus', label: '状态', width: 0 }] },
    newBlock('barcode', 'orderNo'),
    newBlock('divider'),
    { id: 'img', type: 'image', src: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', alt: '', width: 20, height: 20, align: 'left' },
  ],
};

const records: PrintRecord[] = [
  { data: { orderNo: 'SO202501001', customer: '上海远景 <贸易> & 合作', items: [{ name: '办公椅', qty: 10 }] }, operatorRecordList: [{ nodeName: '部门审批', userName: '张三', handleTime: null, handleStatus: 1, handleOpinion: '' }] },
  { data: { orderNo: 'SO202501002', customer: '杭州云帆', items: [] }, operatorRecordList: [] },
];

it('writes a Word document holding the layout’s text, values, tables and a page per record', async () => {
  const blob = await buildDocx(document, records, { paper: 'A4', orientation: 'landscape', margin: 15 }, { codes: null, statusLabel: (status) => (status === 1 ? '同意' : '') });
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  const xml = strFromU8(files['word/document.xml'] as Uint8Array);
  for (const text of ['销售订单 SO202501001', '客户：上海远景 &lt;贸易&gt; &amp; 合作', '办公椅', '数量', '部门审批', '同意', '销售订单 SO202501002', '杭州云帆']) {
    expect(xml).toContain(text);
  }
  // Without a canvas the barcode is written as its text.
  expect(xml).toContain('<w:t xml:space="preserve">SO202501001</w:t>');
  expect(xml).toContain('w:orient="landscape"');
  expect(xml.match(/<w:br w:type="page"\/>/g)).toHaveLength(1);
  expect(xml.match(/<w:tbl>/g)?.length).toBe(4);
  // The inline PNG went in as a picture.
  expect(Object.keys(files).some((name) => name.startsWith('word/media/'))).toBe(true);
});

it('puts barcodes and QR codes in as pictures when it can draw PNGs', async () => {
  const codes = { barcode: jest.fn(() => '<svg/>'), qrcode: jest.fn(() => '<svg/>') };
  const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));
  const toPng = jest.fn(() => Promise.resolve(png));
  const qr: PrintDocument = { version: 1, blocks: [newBlock('qrcode', 'orderNo')] };
  const blob = await buildDocx(qr, records.slice(0, 1), { paper: 'A4', orientation: 'portrait', margin: 15 }, { codes, toPng, statusLabel: String });
  expect(toPng).toHaveBeenCalledWith('<svg/>', 265, 265);
  const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
  expect(Object.keys(files).filter((name) => name.startsWith('word/media/'))).toHaveLength(1);
});

it('names the file after the template, or 下载文档.doc', () => {
  expect(docxFileName('销售订单打印')).toBe('销售订单打印.doc');
  expect(docxFileName('a/b:c')).toBe('a_b_c.doc');
  expect(docxFileName('')).toBe('下载文档.doc');
  expect(docxFileName(undefined)).toBe('下载文档.doc');
});
