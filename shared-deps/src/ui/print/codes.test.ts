// The code renderer every module prints with: its libraries are fetched only for a layout that draws
// a code, and a document with a barcode and a QR code block renders both as SVG drawings.
import { TextEncoder } from 'node:util';
import { codesFor, drawsCodes, loadCodeRenderer } from './codes';
import { renderJob } from './render';
import type { BarcodeBlock, PrintDocument, QrBlock } from './document';

// Jest loads bwip-js's CommonJS build, which has only toSVG; the ES build webpack bundles also has
// one function per symbology (code128Svg.ts uses code128). Same encoder.
jest.mock('bwip-js/browser', () => {
  const actual = jest.requireActual<{ toSVG: (options: Record<string, unknown>) => string }>('bwip-js/browser');
  return { ...actual, code128: (options: Record<string, unknown>) => actual.toSVG({ ...options, bcid: 'code128' }) };
});
jest.mock('../barcode/loadCode128Svg', () => {
  const actual = jest.requireActual<typeof import('../barcode/loadCode128Svg')>('../barcode/loadCode128Svg');
  return { loadCode128Svg: jest.fn(actual.loadCode128Svg) };
});
const { loadCode128Svg } = jest.requireMock<{ loadCode128Svg: jest.Mock }>('../barcode/loadCode128Svg');

// A URL is byte-mode QR data, which qrcode encodes with TextEncoder: browsers have it, jsdom not.
Object.assign(globalThis, { TextEncoder });

const barcodeBlock = (field: string, change: Partial<BarcodeBlock> = {}): BarcodeBlock => ({
  id: `bar-${field}`, type: 'barcode', source: 'field', value: field, format: 'code128', lineColor: '#000000', background: '#ffffff',
  width: 2, height: 60, displayValue: true, boxWidth: 200, boxHeight: 80, align: 'left', ...change,
});
const qrBlock = (text: string): QrBlock => ({
  id: 'qr', type: 'qrcode', source: 'static', value: text, size: 265, errorCorrectionLevel: 'H', colorDark: '#000000', colorLight: '#ffffff', boxWidth: 120, boxHeight: 120, align: 'center',
});

const options = { statusLabel: String, invalidCode: '内容无法生成条码' };
const record = { data: { billNo: 'QJ2026001', reason: '探亲' }, operatorRecordList: [] };

it('fetches nothing for a layout without codes', async () => {
  const plain: PrintDocument = { version: 1, blocks: [{ id: 't', type: 'text', text: '单号 {{billNo}}', style: { fontSize: 14, bold: false, italic: false, align: 'left', color: '#000000' } }, { id: 'd', type: 'divider' }] };
  expect(drawsCodes(plain)).toBe(false);
  await expect(codesFor(plain)).resolves.toBeNull();
  expect(loadCode128Svg).not.toHaveBeenCalled();
});

it('renders a barcode and a QR code block as SVG drawings once the libraries are loaded', async () => {
  const layout: PrintDocument = {
    version: 1,
    blocks: [
      barcodeBlock('billNo', { boxWidth: 240 }),
      qrBlock('https://example.com/flow/t1?id=中文'),
      barcodeBlock('reason'),
    ],
  };
  expect(drawsCodes(layout)).toBe(true);
  // Before the libraries are there: boxes of the right size, no drawing.
  const empty = document.createElement('div');
  empty.innerHTML = renderJob(layout, [record], 1, { ...options, codes: null });
  expect(empty.querySelectorAll('svg')).toHaveLength(0);

  const codes = await codesFor(layout);
  expect(codes).not.toBeNull();
  // Loaded once per page: the next layout reuses the same renderer.
  await expect(loadCodeRenderer()).resolves.toBe(codes);
  expect(loadCode128Svg).toHaveBeenCalledTimes(1);

  const sheet = document.createElement('div');
  sheet.innerHTML = renderJob(layout, [record], 1, { ...options, codes });
  const [barcode, unencodable] = [...sheet.querySelectorAll('.atrium-print-barcode')];
  const bars = barcode?.querySelector('svg');
  expect(bars?.getAttribute('width')).toBe('240');
  expect(bars?.getAttribute('height')).toBe('80');
  expect(bars?.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(50);
  const qr = sheet.querySelector('.atrium-print-qrcode svg');
  // Byte-mode data at level H: at least version 3 (29 modules), many dark modules drawn.
  expect(qr?.getAttribute('data-level')).toBe('H');
  expect(Number(qr?.getAttribute('viewBox')?.split(' ')[2])).toBeGreaterThanOrEqual(29 + 4);
  expect((qr?.querySelector('path')?.getAttribute('d') ?? '').split('M').length).toBeGreaterThan(200);
  // Text Code 128 cannot carry is said, not left as a blank box.
  expect(unencodable?.querySelector('svg')).toBeNull();
  expect(unencodable?.textContent).toBe('内容无法生成条码');
});
