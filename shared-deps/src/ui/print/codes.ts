// Barcodes (Code 128 through bwip-js) and QR codes (the qrcode package) of print templates as SVG
// markup, for every module that prints a template (mf-system's preview and Word export, the flow
// detail's print). Both libraries sit in @atrium/ui's lazy chunks (ui-barcode, ui-print-qrcode):
// nothing is fetched until a layout that draws a code is shown or printed.
import { loadCode128Svg } from '../barcode/loadCode128Svg';
import type { BarcodeBlock, PrintDocument, QrBlock } from './document';

/** Draws codes as SVG markup; null when the text cannot be encoded (Code 128 is printable ASCII only). */
export interface CodeRenderer {
  barcode(text: string, block: BarcodeBlock): string | null;
  qrcode(text: string, block: QrBlock): string | null;
}

export interface BwipModule {
  toSVG(options: Record<string, unknown>): string;
}
export interface QrModule {
  create(text: string, options: { errorCorrectionLevel: string }): { modules: { size: number; data: ArrayLike<number> } };
}

/** bwip-js measures bar height in millimetres at 72 dpi times its scale; the layout says pixels. */
const PX_PER_MM = 72 / 25.4;
const QR_MARGIN = 2;

const hex = (color: string, fallback: string): string => (/^#[0-9a-fA-F]{6}$/.test(color) ? color.slice(1) : fallback);

/** The library's SVG sized to its box, the drawing kept in proportion inside it. */
function sized(svg: string, width: number, height: number): string {
  return svg.replace(/^<svg\b/, `<svg width="${width}" height="${height}" preserveAspectRatio="xMidYMid meet"`);
}

export function createCodeRenderer(bwip: BwipModule, qr: QrModule): CodeRenderer {
  return {
    barcode(text, block) {
      if (text === '' || !/^[\x20-\x7e]+$/.test(text)) return null;
      try {
        const svg = bwip.toSVG({
          bcid: 'code128',
          text,
          scale: block.width,
          height: block.height / (PX_PER_MM * block.width),
          includetext: block.displayValue,
          textxalign: 'center',
          barcolor: hex(block.lineColor, '000000'),
          backgroundcolor: hex(block.background, 'ffffff'),
        });
        return sized(svg.trim(), block.boxWidth, block.boxHeight);
      } catch {
        return null;
      }
    },
    qrcode(text, block) {
      if (text === '') return null;
      try {
        const { modules } = qr.create(text, { errorCorrectionLevel: block.errorCorrectionLevel });
        const extent = modules.size + QR_MARGIN * 2;
        let path = '';
        for (let row = 0; row < modules.size; row += 1) {
          for (let column = 0; column < modules.size; column += 1) {
            if (modules.data[row * modules.size + column]) path += `M${column + QR_MARGIN} ${row + QR_MARGIN}h1v1h-1z`;
          }
        }
        // Drawn at the spec's 265 px (block.size), shown in its box.
        const svg = `<svg viewBox="0 0 ${extent} ${extent}" xmlns="http://www.w3.org/2000/svg" data-size="${block.size}" data-level="${block.errorCorrectionLevel}" shape-rendering="crispEdges">`
          + `<rect width="100%" height="100%" fill="#${hex(block.colorLight, 'ffffff')}"/><path fill="#${hex(block.colorDark, '000000')}" d="${path}"/></svg>`;
        return sized(svg, block.boxWidth, block.boxHeight);
      } catch {
        return null;
      }
    },
  };
}

let loading: Promise<CodeRenderer> | null = null;

/** The renderer with both libraries, loaded once per page. */
export function loadCodeRenderer(): Promise<CodeRenderer> {
  loading ??= Promise.all([
    loadCode128Svg().then((toSVG): BwipModule => ({ toSVG })),
    import(/* webpackChunkName: "ui-print-qrcode" */ 'qrcode'),
  ]).then(([bwip, qr]) => createCodeRenderer(bwip, ((qr as { default?: QrModule }).default ?? qr) as QrModule));
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
