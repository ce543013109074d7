// The layout of a print template: a document of blocks (text with {{field}} placeholders, data
// fields, tables, barcodes, QR codes, images, dividers, page breaks) and its paper. The browser's
// editor writes it (mf-system/src/print/document.ts holds the same shape); the server takes it
// apart and builds a clean copy, so nothing it does not know reaches the database or a printer.
import { badRequest } from '../plugins/errors';

export const DOCUMENT_VERSION = 1;
/** The stored JSON of one document; images are the bulk of anything larger. */
export const DOCUMENT_MAX_BYTES = 512 * 1024;
export const BLOCKS_MAX = 500;
export const TEXT_MAX = 5000;
export const COLUMNS_MAX = 30;
/** Spec section 9: barcode width 4, height 40 in forms and 80 in print, value hidden; barcode/QR in print 100x100. */
export const BARCODE_DEFAULTS = { width: 4, height: 80, displayValue: false, boxWidth: 100, boxHeight: 100 } as const;
/** Spec section 9: QR in print 265x265 with the highest correction level. */
export const QR_DEFAULTS = { size: 265, errorCorrectionLevel: 'H', boxWidth: 100, boxHeight: 100 } as const;

export type Align = 'left' | 'center' | 'right';
export type CorrectionLevel = 'L' | 'M' | 'Q' | 'H';

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

/** Where a barcode's or QR code's text comes from: a main field's value or fixed text. */
export type ValueSource = 'field' | 'static';

export type Block =
  | { id: string; type: 'text'; text: string; style: TextStyle }
  | { id: string; type: 'field'; field: string; label: string; style: TextStyle }
  | { id: string; type: 'table'; source: 'table' | 'operator'; table: string; columns: TableColumn[]; showHeader: boolean; fontSize: number }
  | {
      id: string;
      type: 'barcode';
      source: ValueSource;
      value: string;
      format: 'code128';
      lineColor: string;
      background: string;
      width: number;
      height: number;
      displayValue: boolean;
      boxWidth: number;
      boxHeight: number;
      align: Align;
    }
  | {
      id: string;
      type: 'qrcode';
      source: ValueSource;
      value: string;
      size: number;
      errorCorrectionLevel: CorrectionLevel;
      colorDark: string;
      colorLight: string;
      boxWidth: number;
      boxHeight: number;
      align: Align;
    }
  | { id: string; type: 'image'; src: string; alt: string; width: number; height: number; align: Align }
  | { id: string; type: 'divider' }
  | { id: string; type: 'pageBreak' };

export interface PrintDocument {
  version: typeof DOCUMENT_VERSION;
  blocks: Block[];
}

export type Paper = 'A3' | 'A4' | 'A5' | 'B5' | 'Letter';
export interface PageParam {
  paper: Paper;
  orientation: 'portrait' | 'landscape';
  /** Page margin in millimetres. */
  margin: number;
}

export const DEFAULT_PAGE_PARAM: PageParam = { paper: 'A4', orientation: 'portrait', margin: 15 };
export const emptyDocument = (): PrintDocument => ({ version: DOCUMENT_VERSION, blocks: [] });

/**
 * Field names as the data carries them: SQL column names (Chinese aliases included) or form
 * field ids. No braces, spaces or markup characters, so a placeholder {{name}} is unambiguous.
 */
export const FIELD_NAME = /^[\p{L}\p{N}_]{1,64}$/u;
const COLOR = /^#[0-9a-fA-F]{6}$/;
const BLOCK_ID = /^[A-Za-z0-9_-]{1,40}$/;
/** Inline images up to 256 KB, or links to the portal's own files and to https hosts. */
const IMAGE_SRC = /^(data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}|\/api\/file\/[^\s"'<>\\]{1,1000}|https:\/\/[^\s"'<>\\]{1,1000})$/;
const IMAGE_DATA_MAX = 256 * 1024 * 4 / 3;

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A refusal naming where in the document it happened (blocks[3].field). */
class Invalid extends Error {
  constructor(readonly path: string) {
    super(path);
  }
}

function text(raw: Raw, key: string, path: string, max: number, fallback = ''): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  // eslint-disable-next-line no-control-regex -- control characters (bar tab and newline) never belong in a layout
  if (typeof value !== 'string' || [...value].length > max || /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value)) throw new Invalid(`${path}.${key}`);
  return value;
}

function integer(raw: Raw, key: string, path: string, min: number, max: number, fallback: number): number {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) throw new Invalid(`${path}.${key}`);
  return value;
}

function flag(raw: Raw, key: string, path: string, fallback: boolean): boolean {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'boolean') throw new Invalid(`${path}.${key}`);
  return value;
}

function oneOf<T extends string>(raw: Raw, key: string, path: string, allowed: readonly T[], fallback: T): T {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !allowed.includes(value as T)) throw new Invalid(`${path}.${key}`);
  return value as T;
}

function color(raw: Raw, key: string, path: string, fallback: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !COLOR.test(value)) throw new Invalid(`${path}.${key}`);
  return value.toLowerCase();
}

function fieldName(raw: Raw, key: string, path: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || !FIELD_NAME.test(value)) throw new Invalid(`${path}.${key}`);
  return value;
}

const ALIGNS: readonly Align[] = ['left', 'center', 'right'];

function style(raw: unknown, path: string): TextStyle {
  const source = isRecord(raw) ? raw : {};
  if (raw !== undefined && raw !== null && !isRecord(raw)) throw new Invalid(path);
  return {
    fontSize: integer(source, 'fontSize', path, 8, 72, 14),
    bold: flag(source, 'bold', path, false),
    italic: flag(source, 'italic', path, false),
    align: oneOf(source, 'align', path, ALIGNS, 'left'),
    color: color(source, 'color', path, '#000000'),
  };
}

function columns(raw: unknown, path: string): TableColumn[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > COLUMNS_MAX) throw new Invalid(path);
  return raw.map((item: unknown, index) => {
    const where = `${path}[${index}]`;
    if (!isRecord(item)) throw new Invalid(where);
    return { field: fieldName(item, 'field', where), label: text(item, 'label', where, 100), width: integer(item, 'width', where, 0, 100, 0) };
  });
}

/** The value a barcode or QR code shows: a field name, or non-empty fixed text. */
function codeValue(raw: Raw, path: string, source: ValueSource, max: number): string {
  if (source === 'field') return fieldName(raw, 'value', path);
  const value = text(raw, 'value', path, max);
  if (value === '') throw new Invalid(`${path}.value`);
  return value;
}

function block(raw: unknown, path: string): Block {
  if (!isRecord(raw)) throw new Invalid(path);
  const id = raw.id;
  if (typeof id !== 'string' || !BLOCK_ID.test(id)) throw new Invalid(`${path}.id`);
  switch (raw.type) {
    case 'text':
      return { id, type: 'text', text: text(raw, 'text', path, TEXT_MAX), style: style(raw.style, `${path}.style`) };
    case 'field':
      return { id, type: 'field', field: fieldName(raw, 'field', path), label: text(raw, 'label', path, 100), style: style(raw.style, `${path}.style`) };
    case 'table': {
      const source = oneOf(raw, 'source', path, ['table', 'operator'] as const, 'table');
      return {
        id,
        type: 'table',
        source,
        table: source === 'table' ? fieldName(raw, 'table', path) : '',
        columns: columns(raw.columns, `${path}.columns`),
        showHeader: flag(raw, 'showHeader', path, true),
        fontSize: integer(raw, 'fontSize', path, 8, 72, 12),
      };
    }
    case 'barcode': {
      const source = oneOf(raw, 'source', path, ['field', 'static'] as const, 'field');
      return {
        id,
        type: 'barcode',
        source,
        // Code 128 encodes ASCII; the browser's encoder refuses anything else with a message in place of the code.
        value: codeValue(raw, path, source, 80),
        format: oneOf(raw, 'format', path, ['code128'] as const, 'code128'),
        lineColor: color(raw, 'lineColor', path, '#000000'),
        background: color(raw, 'background', path, '#ffffff'),
        width: integer(raw, 'width', path, 1, 10, BARCODE_DEFAULTS.width),
        height: integer(raw, 'height', path, 10, 300, BARCODE_DEFAULTS.height),
        displayValue: flag(raw, 'displayValue', path, BARCODE_DEFAULTS.displayValue),
        boxWidth: integer(raw, 'boxWidth', path, 20, 1000, BARCODE_DEFAULTS.boxWidth),
        boxHeight: integer(raw, 'boxHeight', path, 20, 1000, BARCODE_DEFAULTS.boxHeight),
        align: oneOf(raw, 'align', path, ALIGNS, 'left'),
      };
    }
    case 'qrcode': {
      const source = oneOf(raw, 'source', path, ['field', 'static'] as const, 'field');
      return {
        id,
        type: 'qrcode',
        source,
        value: codeValue(raw, path, source, 1000),
        size: integer(raw, 'size', path, 64, 1024, QR_DEFAULTS.size),
        errorCorrectionLevel: oneOf(raw, 'errorCorrectionLevel', path, ['L', 'M', 'Q', 'H'] as const, QR_DEFAULTS.errorCorrectionLevel),
        colorDark: color(raw, 'colorDark', path, '#000000'),
        colorLight: color(raw, 'colorLight', path, '#ffffff'),
        boxWidth: integer(raw, 'boxWidth', path, 20, 1000, QR_DEFAULTS.boxWidth),
        boxHeight: integer(raw, 'boxHeight', path, 20, 1000, QR_DEFAULTS.boxHeight),
        align: oneOf(raw, 'align', path, ALIGNS, 'left'),
      };
    }
    case 'image': {
      const src = raw.src;
      if (typeof src !== 'string' || !IMAGE_SRC.test(src) || (src.startsWith('data:') && src.length > IMAGE_DATA_MAX)) throw new Invalid(`${path}.src`);
      return {
        id,
        type: 'image',
        src,
        alt: text(raw, 'alt', path, 100),
        width: integer(raw, 'width', path, 10, 2000, 200),
        height: integer(raw, 'height', path, 10, 2000, 100),
        align: oneOf(raw, 'align', path, ALIGNS, 'left'),
      };
    }
    case 'divider':
      return { id, type: 'divider' };
    case 'pageBreak':
      return { id, type: 'pageBreak' };
    default:
      throw new Invalid(`${path}.type`);
  }
}

/** Throws 400 when the layout is not a valid document; returns a clean copy with every default filled in. */
export function cleanDocument(raw: unknown): PrintDocument {
  if (raw === undefined || raw === null) return emptyDocument();
  const size = Buffer.byteLength(JSON.stringify(raw) ?? '', 'utf8');
  if (size > DOCUMENT_MAX_BYTES) throw badRequest('printDocumentTooLarge', { max: DOCUMENT_MAX_BYTES / 1024 });
  try {
    if (!isRecord(raw)) throw new Invalid('document');
    if (raw.version !== undefined && raw.version !== DOCUMENT_VERSION) throw new Invalid('version');
    if (!Array.isArray(raw.blocks) || raw.blocks.length > BLOCKS_MAX) throw new Invalid('blocks');
    const blocks = raw.blocks.map((item: unknown, index) => block(item, `blocks[${index}]`));
    const ids = new Set(blocks.map((item) => item.id));
    if (ids.size !== blocks.length) throw new Invalid('blocks.id');
    return { version: DOCUMENT_VERSION, blocks };
  } catch (error) {
    if (error instanceof Invalid) throw badRequest('printDocumentInvalid', { detail: error.path });
    throw error;
  }
}

const PAPERS: readonly Paper[] = ['A3', 'A4', 'A5', 'B5', 'Letter'];

export function cleanPageParam(raw: unknown): PageParam {
  if (raw === undefined || raw === null) return { ...DEFAULT_PAGE_PARAM };
  try {
    if (!isRecord(raw)) throw new Invalid('pageParam');
    return {
      paper: oneOf(raw, 'paper', 'pageParam', PAPERS, DEFAULT_PAGE_PARAM.paper),
      orientation: oneOf(raw, 'orientation', 'pageParam', ['portrait', 'landscape'] as const, DEFAULT_PAGE_PARAM.orientation),
      margin: integer(raw, 'margin', 'pageParam', 0, 50, DEFAULT_PAGE_PARAM.margin),
    };
  } catch (error) {
    if (error instanceof Invalid) throw badRequest('printPageParamInvalid', { detail: error.path });
    throw error;
  }
}
