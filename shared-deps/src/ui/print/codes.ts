// Barcodes (Code 128 through bwip-js) and QR codes (the qrcode package) of print templates as SVG
// markup, for every module that prints a template (mf-system's preview and Word export, the flow
// detail's print). The libraries and the drawing sit in @atrium/ui's lazy chunks (ui-barcode,
// ui-print-codes): nothing is fetched until a layout that draws a code is shown or printed.
import { loadCode128Svg } from '../barcode/loadCode128Svg';
import type { CodeRenderer, PrintDocument } from './document';

export type { CodeRenderer } from './document';

let loading: Promise<CodeRenderer> | null = null;

/** The renderer with both libraries, loaded once per page. */
export function loadCodeRenderer(): Promise<CodeRenderer> {
  loading ??= Promise.all([loadCode128Svg(), import(/* webpackChunkName: "ui-print-codes" */ './codeRenderer')]).then(([toSVG, chunk]) => chunk.withCode128(toSVG));
  // A failed fetch (a deploy replaced the chunk) may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Whether the layout draws a barcode or a QR code. */
export const drawsCodes = (document: PrintDocument): boolean => document.blocks.some((block) => block.type === 'barcode' || block.type === 'qrcode');

/**
 * The renderer a layout needs before it is printed: loaded (once) when the layout draws a code,
 * null (nothing fetched) when it draws none. Without it the codes print as empty boxes.
 */
export function codesFor(document: PrintDocument): Promise<CodeRenderer | null> {
  return drawsCodes(document) ? loadCodeRenderer() : Promise.resolve(null);
}
