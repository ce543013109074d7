// A print template's layout as the editor edits it and the server stores it
// (server/src/print/document.ts validates the same shape). The shape itself is @atrium/ui's, which
// every module that prints renders; this file adds what only the editor needs.
import { printKit } from '@atrium/ui';

export type Align = printKit.Align;
export type CorrectionLevel = printKit.CorrectionLevel;
export type ValueSource = printKit.ValueSource;
export type TextStyle = printKit.TextStyle;
export type TableColumn = printKit.TableColumn;
export type TextBlock = printKit.TextBlock;
export type FieldBlock = printKit.FieldBlock;
export type TableBlock = printKit.TableBlock;
export type BarcodeBlock = printKit.BarcodeBlock;
export type QrBlock = printKit.QrBlock;
export type ImageBlock = printKit.ImageBlock;
export type DividerBlock = printKit.DividerBlock;
export type PageBreakBlock = printKit.PageBreakBlock;
export type Block = printKit.Block;
export type BlockType = printKit.BlockType;
export type PrintDocument = printKit.PrintDocument;
export type Paper = printKit.Paper;
export type PageParam = printKit.PageParam;

export const PAPERS: readonly Paper[] = ['A4', 'A3', 'A5', 'B5', 'Letter'];
export const DEFAULT_PAGE_PARAM: PageParam = printKit.DEFAULT_PAGE_PARAM;
export const BLOCK_TYPES: readonly BlockType[] = ['text', 'field', 'table', 'barcode', 'qrcode', 'image', 'divider', 'pageBreak'];
/** Spec section 9: barcode width 4, height 80 in print, value hidden; barcode/QR boxes 100x100; QR 265x265 at level H. */
export const BARCODE_DEFAULTS = { width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100 } as const;
export const QR_DEFAULTS = { size: 265, errorCorrectionLevel: 'H', boxWidth: 100, boxHeight: 100 } as const;
/** Field names the server accepts (SQL column names, form field ids). */
export const FIELD_NAME = /^[\p{L}\p{N}_]{1,64}$/u;
export const PLACEHOLDER = printKit.PLACEHOLDER;

export const emptyDocument = (): PrintDocument => ({ version: 1, blocks: [] });
export const defaultStyle = (overrides: Partial<TextStyle> = {}): TextStyle => ({ fontSize: 14, bold: false, italic: false, align: 'left', color: '#000000', ...overrides });

let counter = 0;
/** A block id unique within the editor's session (letters, digits, _ and - as the server requires). */
export function newBlockId(): string {
  counter += 1;
  return `b${Date.now().toString(36)}${counter.toString(36)}`;
}

/** A new block of `type` with the defaults of the spec; `field` fills the field-bound kinds. */
export function newBlock(type: BlockType, field = ''): Block {
  const id = newBlockId();
  switch (type) {
    case 'text':
      return { id, type, text: field ? `{{${field}}}` : '', style: defaultStyle() };
    case 'field':
      return { id, type, field, label: '', style: defaultStyle() };
    case 'table':
      return { id, type, source: 'table', table: field, columns: [], showHeader: true, fontSize: 12 };
    case 'barcode':
      return { id, type, source: field ? 'field' : 'static', value: field, format: 'code128', lineColor: '#000000', background: '#ffffff', ...BARCODE_DEFAULTS, align: 'left' };
    case 'qrcode':
      return { id, type, source: field ? 'field' : 'static', value: field, ...QR_DEFAULTS, colorDark: '#000000', colorLight: '#ffffff', align: 'left' };
    case 'image':
      return { id, type, src: '', alt: '', width: 200, height: 100, align: 'left' };
    case 'divider':
      return { id, type };
    default:
      return { id, type: 'pageBreak' };
  }
}

/** The blocks with the one at `index` moved by `delta` places (no-op at the ends). */
export function moveBlock(blocks: readonly Block[], index: number, delta: -1 | 1): Block[] {
  const target = index + delta;
  if (index < 0 || index >= blocks.length || target < 0 || target >= blocks.length) return [...blocks];
  const next = [...blocks];
  const [moved] = next.splice(index, 1);
  next.splice(target, 0, moved as Block);
  return next;
}

/** The blocks with `block` replacing the one of the same id. */
export function replaceBlock(blocks: readonly Block[], block: Block): Block[] {
  return blocks.map((item) => (item.id === block.id ? block : item));
}
