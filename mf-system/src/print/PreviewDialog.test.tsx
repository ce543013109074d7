// The print preview of a layout with a barcode and a QR code: both are drawn by @atrium/ui's code
// renderer (fetched for this layout), in the preview and in the printed job, even when 打印 is
// pressed before the libraries have arrived.
import { TextEncoder } from 'node:util';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { setLocale } from '@atrium/shared';
import { registerSystemTranslations } from '../i18n';
import { PrintApiContext } from './apiContext';
import { newBlock, type Block, type PrintDocument } from './document';
import { PreviewDialog } from './PreviewDialog';
import { fakeTransport } from './testing';

// Jest loads bwip-js's CommonJS build, which has only toSVG; the ES build webpack bundles also has
// one function per symbology (@atrium/ui's code128Svg.ts uses code128). Same encoder.
jest.mock('bwip-js/browser', () => {
  const actual = jest.requireActual<{ toSVG: (options: Record<string, unknown>) => string }>('bwip-js/browser');
  return { ...actual, code128: (options: Record<string, unknown>) => actual.toSVG({ ...options, bcid: 'code128' }) };
});
jest.mock('./printFrame', () => ({ printHtml: jest.fn(() => Promise.resolve()) }));
const { printHtml } = jest.requireMock('./printFrame') as { printHtml: jest.Mock };

// A URL is byte-mode QR data, which qrcode encodes with TextEncoder: browsers have it, jsdom not.
Object.assign(globalThis, { TextEncoder });

beforeAll(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  setLocale('zh');
  await registerSystemTranslations();
});

const layout: PrintDocument = {
  version: 1,
  blocks: [
    { ...newBlock('barcode', 'orderNo'), boxWidth: 240, boxHeight: 80 } as Block,
    { ...newBlock('qrcode', ''), source: 'static', value: 'https://example.com/order?id=SO1' } as Block,
  ],
};

function show() {
  const transport = fakeTransport();
  transport.on('POST /api/system/printLog/save', null);
  render(
    <PrintApiContext.Provider value={transport.api}>
      <PreviewDialog title="订单" templateId="t1" document={layout} pageParam={{ paper: 'A4', orientation: 'portrait', margin: 15 }}
        records={[{ data: { orderNo: 'SO202501001' }, operatorRecordList: [] }]} previewOnly={false} onClose={() => undefined} />
    </PrintApiContext.Provider>,
  );
}

const drawn = (host: ParentNode) => ({
  bars: host.querySelector('.atrium-print-barcode svg path')?.getAttribute('d')?.length ?? 0,
  modules: (host.querySelector('.atrium-print-qrcode svg path')?.getAttribute('d') ?? '').split('M').length - 1,
});

it('draws the barcode and the QR code in the preview', async () => {
  show();
  const paper = await screen.findByTestId('print-preview');
  await waitFor(() => expect(paper.querySelector('.atrium-print-qrcode svg')).not.toBeNull());
  expect(paper.querySelector('.atrium-print-barcode svg')?.getAttribute('width')).toBe('240');
  const { bars, modules } = drawn(paper);
  expect(bars).toBeGreaterThan(50);
  expect(modules).toBeGreaterThan(200);
});

it('prints the codes drawn even when 打印 is pressed before the preview has drawn them', async () => {
  show();
  fireEvent.click(screen.getByText('打印'));
  await waitFor(() => expect(printHtml).toHaveBeenCalledTimes(1));
  const job = document.createElement('div');
  job.innerHTML = printHtml.mock.calls[0]?.[0] as string;
  const { bars, modules } = drawn(job);
  expect(bars).toBeGreaterThan(50);
  expect(modules).toBeGreaterThan(200);
});
