// A print template's layout as the editor edits it and the server stores it
// (server/src/print/document.ts validates the same shape): a list of blocks and the paper.

export type Align = 'left' | 'center' | 'right';
export type CorrectionLevel = 'L' | 'M' | 'Q' | 'H';
export type ValueSource = 'field' | 'static';

export interface TextStyle {
  fontSize: number;
  bold: boolean;
  italic: boolean;
  align: Align;
  color: string;
}

export interface TableColumn {
  field: string;
  label: string;
  /** Share of the table width in percent; 0 lets the browser decide. */
  width: number;
}

export interface TextBlock {
  id: string;
  type: 'text';
  /** Plain text; {{field}} is replaced by the main record's value. */
  text: string;
  style: TextStyle;
}
export interface FieldBlock {
  id: string;
  type: 'field';
  field: string;
  label: string;
  style: TextStyle;
}
export interface TableBlock {
  id: string;
  type: 'table';
  /** A sub-table of the data, or the flow's operator records. */
  source: 'table' | 'operator';
  table: string;
  columns: TableColumn[];
  showHeader: boolean;
  fontSize: number;
}
export interface BarcodeBlock {
  id: string;
  type: 'barcode';
  source: ValueSource;
  value: string;
  format: 'code128';
  lineColor: string;
  background: string;
  /** Width of one bar module in px. */
  width: number;
  /** Bar height in px. */
  height: number;
  displayValue: boolean;
  boxWidth: number;
  boxHeight: number;
  align: Align;
}
export interface QrBlock {
  id: string;
  type: 'qrcode';
  source: ValueSource;
  value: string;
  /** The generated image's size in px (265 for print). */
  size: number;
  errorCorrectionLevel: CorrectionLevel;
  colorDark: string;
  colorLight: string;
  boxWidth: number;
  boxHeight: number;
  align: Align;
}
export interface ImageBlock {
  id: string;
  type: 'image';
  src: string;
  alt: string;
  width: number;
  height: number;
  align: Align;
}
export interface DividerBlock {
  id: string;
  type: 'divider';
}
export interface PageBreakBlock {
  id: string;
  type: 'pageBreak';
}

export type Block = TextBlock | FieldBlock | TableBlock | BarcodeBlock | QrBlock | ImageBlock | DividerBlock | PageBreakBlock;
export type BlockType = Block['type'];

export interface PrintDocument {
  version: 1;
  blocks: Block[];
}

export type Paper = 'A3' | 'A4' | 'A5' | 'B5' | 'Letter';
export interface PageParam {
  paper: Paper;
  orientation: 'portrait' | 'landscape';
  margin: number;
}

export const PAPERS: readonly Paper[] = ['A4', 'A3', 'A5', 'B5', 'Letter'];
export const DEFAULT_PAGE_PARAM: PageParam = { paper: 'A4', orientation: 'portrait', margin: 15 };
export const BLOCK_TYPES: readonly BlockType[] = ['text', 'field', 'table', 'barcode', 'qrcode', 'image', 'divider', 'pageBreak'];
/** Spec section 9: barcode width 4, height 80 in print, value hidden; barcode/QR boxes 100x100; QR 265x265 at level H. */
export const BARCODE_DEFAULTS = { width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100 } as const;
export const QR_DEFAULTS = { size: 265, errorCorrectionLevel: 'H', boxWidth: 100, boxHeight: 100 } as const;
/** Field names the server accepts (SQL column names, form field ids). */
export const FIELD_NAME = /^[\p{L}\p{N}_]{1,64}$/u;
export const PLACEHOLDER = /\{\{([\p{L}\p{N}_]{1,64})\}\}/gu;

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
