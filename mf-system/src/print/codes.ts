// Barcodes (Code 128 through bwip-js) and QR codes (the qrcode package) as SVG markup. Both
// libraries are fetched only when an editor or preview first draws a code, never with the list.
import { loadCode128Svg, type printKit } from '@atrium/ui';

/** SVG markup for a block's text, or null when the text cannot be encoded (Code 128 is ASCII only). */
export type CodeRenderer = printKit.CodeRenderer;

interface BwipModule {
  toSVG(options: Record<string, unknown>): string;
}
interface QrModule {
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
    import(/* webpackChunkName: "print-qrcode" */ 'qrcode'),
  ]).then(([bwip, qr]) => createCodeRenderer(bwip, ((qr as { default?: QrModule }).default ?? qr) as QrModule));
  // A failed fetch (a deploy replaced the chunk) may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
