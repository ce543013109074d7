// Template + data → HTML for the printer (the same rendering as mf-system's preview). Every value and
// every piece of the layout is escaped here; printHtml still passes the result through @atrium/html's
// sanitizer (two locks: one for our mistakes, one for the data's).
import type { CodeRenderer } from './codes';
import { PLACEHOLDER, type Align, type Block, type PageParam, type PrintDocument, type TableBlock, type TextStyle } from './document';

/** One record's data as the server's printData carries it: main fields, and sub-tables as arrays of rows. */
export type PrintData = Record<string, unknown>;

export interface OperatorRecord {
  nodeName: string;
  userName: string;
  handleTime: number | null;
  handleStatus: number;
  handleOpinion: string;
}

export interface PrintRecord {
  data: PrintData;
  operatorRecordList: OperatorRecord[];
}

export type { CodeRenderer } from './codes';

export interface RenderOptions {
  /** Null until the code libraries are loaded (codesFor / loadCodeRenderer): codes then show as empty boxes of their size. */
  codes: CodeRenderer | null;
  /** The flow handle status label (spec section 3: 0 returned … 9 revived). */
  statusLabel: (status: number) => string;
  /** Shown in place of a code whose text cannot be encoded. */
  invalidCode: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

const pad = (value: number): string => String(value).padStart(2, '0');
export function formatDateTime(ms: number): string {
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A data value as text: numbers and strings as they are, nothing for null, sub-tables and objects. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? '1' : '0';
  return '';
}

const COLOR = /^#[0-9a-fA-F]{6}$/;
const ALIGNS: readonly Align[] = ['left', 'center', 'right'];
const clamp = (value: number, min: number, max: number, fallback: number): number =>
  Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : fallback;
const alignOf = (align: Align): Align => (ALIGNS.includes(align) ? align : 'left');

function styleAttr(style: TextStyle): string {
  const parts = [
    `font-size:${clamp(style.fontSize, 8, 72, 14)}px`,
    `text-align:${alignOf(style.align)}`,
    `color:${COLOR.test(style.color) ? style.color : '#000000'}`,
  ];
  if (style.bold) parts.push('font-weight:bold');
  if (style.italic) parts.push('font-style:italic');
  return parts.join(';');
}

/** Text with each {{field}} replaced by the record's value; the rest of the text stays literal. */
export function fillPlaceholders(text: string, data: PrintData): string {
  return text.replace(PLACEHOLDER, (_whole, field: string) => valueText(data[field]));
}

const lines = (text: string): string => escapeHtml(text).replace(/\r?\n/g, '<br>');

const IMAGE_SRC = /^(data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}|\/api\/file\/[^\s"'<>\\]+|https:\/\/[^\s"'<>\\]+)$/;

function tableRows(block: TableBlock, record: PrintRecord): Array<Record<string, unknown>> {
  if (block.source === 'operator') return record.operatorRecordList as unknown as Array<Record<string, unknown>>;
  const rows = record.data[block.table];
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
}

function cellText(block: TableBlock, field: string, row: Record<string, unknown>, options: RenderOptions): string {
  const value = row[field];
  if (block.source === 'operator' && field === 'handleTime') return typeof value === 'number' ? formatDateTime(value) : '';
  if (block.source === 'operator' && field === 'handleStatus') return typeof value === 'number' ? options.statusLabel(value) : '';
  return valueText(value);
}

function table(block: TableBlock, record: PrintRecord, options: RenderOptions): string {
  const columns = block.columns;
  const widths = columns.map((column) => (column.width > 0 ? `<col style="width:${clamp(column.width, 1, 100, 10)}%">` : '<col>')).join('');
  const head = block.showHeader ? `<thead><tr>${columns.map((column) => `<th>${escapeHtml(column.label || column.field)}</th>`).join('')}</tr></thead>` : '';
  const body = tableRows(block, record)
    .map((row) => `<tr>${columns.map((column) => `<td>${lines(cellText(block, column.field, row, options))}</td>`).join('')}</tr>`)
    .join('');
  return `<table class="atrium-print-table" style="font-size:${clamp(block.fontSize, 8, 72, 12)}px"><colgroup>${widths}</colgroup>${head}<tbody>${body}</tbody></table>`;
}

function codeBox(kind: 'barcode' | 'qrcode', markup: string | null, width: number, height: number, align: Align, fallback: string): string {
  const box = `display:inline-block;width:${width}px;height:${height}px`;
  const inner = markup ?? `<span class="atrium-print-code-error">${escapeHtml(fallback)}</span>`;
  return `<div class="atrium-print-${kind}" style="text-align:${alignOf(align)}"><div style="${box}">${inner}</div></div>`;
}

/** One block as HTML for one record. */
export function renderBlock(block: Block, record: PrintRecord, options: RenderOptions): string {
  switch (block.type) {
    case 'text':
      return `<div class="atrium-print-text" style="${styleAttr(block.style)}">${lines(fillPlaceholders(block.text, record.data))}</div>`;
    case 'field': {
      const label = block.label ? `<span class="atrium-print-label">${escapeHtml(block.label)}：</span>` : '';
      return `<div class="atrium-print-field" style="${styleAttr(block.style)}">${label}${lines(valueText(record.data[block.field]))}</div>`;
    }
    case 'table':
      return table(block, record, options);
    case 'barcode': {
      const text = block.source === 'field' ? valueText(record.data[block.value]) : block.value;
      const width = clamp(block.boxWidth, 20, 1000, 100);
      const height = clamp(block.boxHeight, 20, 1000, 100);
      if (!options.codes) return codeBox('barcode', '', width, height, block.align, '');
      return codeBox('barcode', options.codes.barcode(text, block), width, height, block.align, text ? options.invalidCode : '');
    }
    case 'qrcode': {
      const text = block.source === 'field' ? valueText(record.data[block.value]) : block.value;
      const width = clamp(block.boxWidth, 20, 1000, 100);
      const height = clamp(block.boxHeight, 20, 1000, 100);
      if (!options.codes) return codeBox('qrcode', '', width, height, block.align, '');
      return codeBox('qrcode', options.codes.qrcode(text, block), width, height, block.align, text ? options.invalidCode : '');
    }
    case 'image':
      if (!IMAGE_SRC.test(block.src)) return '';
      return `<div class="atrium-print-image" style="text-align:${alignOf(block.align)}"><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="${clamp(block.width, 10, 2000, 200)}" height="${clamp(block.height, 10, 2000, 100)}"></div>`;
    case 'divider':
      return '<hr class="atrium-print-divider">';
    case 'pageBreak':
      return '<div class="atrium-print-break"></div>';
    default:
      return '';
  }
}

/** One record on its own sheet. */
export function renderDocument(document: PrintDocument, record: PrintRecord, options: RenderOptions): string {
  return `<section class="atrium-print-sheet">${document.blocks.map((block) => renderBlock(block, record, options)).join('')}</section>`;
}

/** A print job: each record `copies` times, every sheet starting on a new page. */
export function renderJob(document: PrintDocument, records: readonly PrintRecord[], copies: number, options: RenderOptions): string {
  const times = clamp(copies, 1, 99, 1);
  const sheets: string[] = [];
  for (let copy = 0; copy < times; copy += 1) for (const record of records) sheets.push(renderDocument(document, record, options));
  return sheets.join('');
}

const PAPER_MM: Record<PageParam['paper'], [number, number]> = { A3: [297, 420], A4: [210, 297], A5: [148, 210], B5: [176, 250], Letter: [216, 279] };

/** The sheet's size in millimetres as the paper and orientation give it. */
export function sheetSize(page: PageParam): { width: number; height: number } {
  const [short, long] = PAPER_MM[page.paper] ?? PAPER_MM.A4;
  return page.orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

/** The stylesheet of a printed job (the hidden frame's only style). */
export function printCss(page: PageParam): string {
  const { width, height } = sheetSize(page);
  const margin = clamp(page.margin, 0, 50, 15);
  return `@page { size: ${width}mm ${height}mm; margin: ${margin}mm; }
body { margin: 0; font-family: "Microsoft YaHei", "PingFang SC", "Noto Sans CJK SC", sans-serif; color: #000; }
.atrium-print-sheet + .atrium-print-sheet { break-before: page; page-break-before: always; }
.atrium-print-break { break-after: page; page-break-after: always; height: 0; }
.atrium-print-text, .atrium-print-field { margin: 4px 0; line-height: 1.6; word-break: break-word; }
.atrium-print-table { width: 100%; border-collapse: collapse; margin: 6px 0; table-layout: fixed; }
.atrium-print-table th, .atrium-print-table td { border: 1px solid #000; padding: 4px 6px; text-align: left; vertical-align: top; word-break: break-word; }
.atrium-print-table thead { display: table-header-group; }
.atrium-print-table tr { break-inside: avoid; }
.atrium-print-divider { border: 0; border-top: 1px solid #000; margin: 8px 0; }
.atrium-print-barcode, .atrium-print-qrcode, .atrium-print-image { margin: 6px 0; }
.atrium-print-barcode svg, .atrium-print-qrcode svg { width: 100%; height: 100%; }
.atrium-print-code-error { font-size: 12px; color: #c00; }`;
}
