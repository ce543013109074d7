// A print template's layout as the print-template system stores it (server/src/print/document.ts
// validates it; mf-system's editor edits the same shape): a list of blocks and the paper. Shared so that
// every module that prints a record with a template (flows: mf-workflow's /workFlowDetail) renders it alike.

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

export const DEFAULT_PAGE_PARAM: PageParam = { paper: 'A4', orientation: 'portrait', margin: 15 };
export const PLACEHOLDER = /\{\{([\p{L}\p{N}_]{1,64})\}\}/gu;

const PAPER_NAMES: readonly Paper[] = ['A4', 'A3', 'A5', 'B5', 'Letter'];
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The layout a server answered (printTemplate: an object or its JSON text); null when it holds no block list. */
export function printDocumentOf(raw: unknown): PrintDocument | null {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!isRecord(value) || !Array.isArray(value.blocks)) return null;
  return { version: 1, blocks: value.blocks.filter((block): block is Block => isRecord(block) && typeof block.type === 'string') };
}

/** The paper a server answered (pageParam), A4 portrait with 15 mm margins where it says nothing usable. */
export function pageParamOf(raw: unknown): PageParam {
  if (!isRecord(raw)) return DEFAULT_PAGE_PARAM;
  return {
    paper: PAPER_NAMES.includes(raw.paper as Paper) ? (raw.paper as Paper) : DEFAULT_PAGE_PARAM.paper,
    orientation: raw.orientation === 'landscape' ? 'landscape' : 'portrait',
    margin: typeof raw.margin === 'number' && Number.isFinite(raw.margin) ? raw.margin : DEFAULT_PAGE_PARAM.margin,
  };
}

/**
 * Draws codes as SVG markup; null when the text cannot be encoded (Code 128 is printable ASCII only).
 * Here, beside the blocks, so the lazy chunk that implements it (codeRenderer.ts) and the loader that
 * imports that chunk (codes.ts) do not import each other.
 */
export interface CodeRenderer {
  barcode(text: string, block: BarcodeBlock): string | null;
  qrcode(text: string, block: QrBlock): string | null;
}
