// The code renderer itself, in @atrium/ui's lazy "ui-print-codes" chunk with the qrcode library
// (bwip-js's Code 128 encoder comes from the "ui-barcode" chunk): codes.ts loads it.
import { create } from 'qrcode';
import type { CodeRenderer, CorrectionLevel } from './document';

export interface BwipModule {
  toSVG(options: Record<string, unknown>): string;
}
export interface QrModule {
  create(text: string, options: { errorCorrectionLevel: CorrectionLevel }): { modules: { size: number; data: ArrayLike<number> } };
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

/** The renderer over qrcode and the given Code 128 encoder. */
export const withCode128 = (toSVG: BwipModule['toSVG']): CodeRenderer => createCodeRenderer({ toSVG }, { create });
