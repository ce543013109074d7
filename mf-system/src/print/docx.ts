// The Word export of a preview: the same layout and data as the print-out, written as an OOXML
// document by the `docx` package (a maintained library, fetched only when someone downloads).
// JNPF names the file `${fullName}.doc` (or 下载文档.doc); Word and WPS open it by its content.
import type { CodeRenderer } from '@atrium/ui';
import type { Align, Block, PageParam, PrintDocument, TableBlock, TextStyle } from './document';
import { fillPlaceholders, formatDateTime, sheetSize, valueText, type PrintRecord } from './render';

export interface DocxOptions {
  /** Draws barcodes and QR codes; without it (or a way to make PNGs) they are written as their text. */
  codes: CodeRenderer | null;
  /** SVG → PNG bytes at the given size (a canvas in the browser). */
  toPng?: (svg: string, width: number, height: number) => Promise<Uint8Array | null>;
  statusLabel: (status: number) => string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name must not hold
const UNSAFE_NAME = /[\\/:*?"<>|\u0000-\u001f]/g;

/** `${fullName}.doc`, or 下载文档.doc when the template has no usable name (spec section 2). */
export function docxFileName(fullName: string | null | undefined): string {
  const name = (fullName ?? '').replace(UNSAFE_NAME, '_').trim();
  return `${name || '下载文档'}.doc`;
}

type Docx = typeof import('docx');
type ParagraphChild = import('docx').ParagraphChild;

const PX_TO_HALF_POINTS = 1.5;

const alignment = (docx: Docx, align: Align) =>
  align === 'center' ? docx.AlignmentType.CENTER : align === 'right' ? docx.AlignmentType.RIGHT : docx.AlignmentType.LEFT;

function runs(docx: Docx, text: string, style: Partial<TextStyle>): InstanceType<Docx['TextRun']>[] {
  const options = {
    size: Math.round((style.fontSize ?? 14) * PX_TO_HALF_POINTS),
    bold: style.bold ?? false,
    italics: style.italic ?? false,
    color: /^#[0-9a-fA-F]{6}$/.test(style.color ?? '') ? (style.color as string).slice(1) : '000000',
  };
  return text.split(/\r?\n/).map((line, index) => new docx.TextRun({ ...options, text: line, break: index > 0 ? 1 : 0 }));
}

function cellText(block: TableBlock, field: string, row: Record<string, unknown>, options: DocxOptions): string {
  const value = row[field];
  if (block.source === 'operator' && field === 'handleTime') return typeof value === 'number' ? formatDateTime(value) : '';
  if (block.source === 'operator' && field === 'handleStatus') return typeof value === 'number' ? options.statusLabel(value) : '';
  return valueText(value);
}

function table(docx: Docx, block: TableBlock, record: PrintRecord, options: DocxOptions) {
  const source = block.source === 'operator' ? record.operatorRecordList : record.data[block.table];
  const rows = Array.isArray(source) ? source.filter((row): row is Record<string, unknown> => typeof row === 'object' && row !== null) : [];
  const cell = (text: string, width: number, bold = false) =>
    new docx.TableCell({
      children: [new docx.Paragraph({ children: runs(docx, text, { fontSize: block.fontSize, bold }) })],
      ...(width > 0 ? { width: { size: width, type: docx.WidthType.PERCENTAGE } } : {}),
    });
  const header = block.showHeader
    ? [new docx.TableRow({ tableHeader: true, children: block.columns.map((column) => cell(column.label || column.field, column.width, true)) })]
    : [];
  const body = rows.map((row) => new docx.TableRow({ children: block.columns.map((column) => cell(cellText(block, column.field, row, options), column.width)) }));
  // A table needs at least one row; an empty sub-table without a header still takes its place.
  const all = header.length + body.length > 0 ? [...header, ...body] : [new docx.TableRow({ children: block.columns.map((column) => cell('', column.width)) })];
  return new docx.Table({ width: { size: 100, type: docx.WidthType.PERCENTAGE }, rows: all });
}

const DATA_IMAGE = /^data:image\/(png|jpeg|gif);base64,([A-Za-z0-9+/]+={0,2})$/;

function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function codeImage(docx: Docx, svg: string | null, raster: { width: number; height: number }, box: { width: number; height: number }, options: DocxOptions) {
  if (!svg || !options.toPng) return null;
  const png = await options.toPng(svg, raster.width, raster.height);
  return png ? new docx.ImageRun({ type: 'png', data: png, transformation: box }) : null;
}

async function block(docx: Docx, item: Block, record: PrintRecord, options: DocxOptions) {
  const paragraph = (children: ParagraphChild[], align: Align = 'left') => new docx.Paragraph({ alignment: alignment(docx, align), children });
  switch (item.type) {
    case 'text':
      return [paragraph(runs(docx, fillPlaceholders(item.text, record.data), item.style), item.style.align)];
    case 'field': {
      const label = item.label ? `${item.label}：` : '';
      return [paragraph(runs(docx, `${label}${valueText(record.data[item.field])}`, item.style), item.style.align)];
    }
    case 'table':
      return [table(docx, item, record, options), new docx.Paragraph({})];
    case 'barcode':
    case 'qrcode': {
      const text = item.source === 'field' ? valueText(record.data[item.value]) : item.value;
      const box = { width: item.boxWidth, height: item.boxHeight };
      const svg = options.codes ? (item.type === 'barcode' ? options.codes.barcode(text, item) : options.codes.qrcode(text, item)) : null;
      // QR codes at the spec's print size (265), barcodes at twice their box for sharp bars.
      const raster = item.type === 'qrcode' ? { width: item.size, height: item.size } : { width: box.width * 2, height: box.height * 2 };
      const image = await codeImage(docx, svg, raster, box, options);
      return [paragraph(image ? [image] : runs(docx, text, {}), item.align)];
    }
    case 'image': {
      const match = DATA_IMAGE.exec(item.src);
      if (!match) return item.alt ? [paragraph(runs(docx, item.alt, {}), item.align)] : [];
      const type = match[1] === 'jpeg' ? 'jpg' : (match[1] as 'png' | 'gif');
      return [paragraph([new docx.ImageRun({ type, data: base64Bytes(match[2] as string), transformation: { width: item.width, height: item.height } })], item.align)];
    }
    case 'divider':
      return [new docx.Paragraph({ border: { bottom: { style: docx.BorderStyle.SINGLE, size: 6, color: '000000', space: 1 } }, children: [] })];
    case 'pageBreak':
      return [new docx.Paragraph({ children: [new docx.PageBreak()] })];
    default:
      return [];
  }
}

/** The job as one Word document: every record in turn, each starting on a new page. */
export async function buildDocx(document: PrintDocument, records: readonly PrintRecord[], page: PageParam, options: DocxOptions): Promise<Blob> {
  const docx = await import(/* webpackChunkName: "print-docx" */ 'docx');
  const children: Array<InstanceType<Docx['Paragraph']> | InstanceType<Docx['Table']>> = [];
  for (const [index, record] of records.entries()) {
    if (index > 0) children.push(new docx.Paragraph({ children: [new docx.PageBreak()] }));
    for (const item of document.blocks) children.push(...(await block(docx, item, record, options)));
  }
  const { width, height } = sheetSize({ ...page, orientation: 'portrait' });
  const margin = docx.convertMillimetersToTwip(page.margin);
  const file = new docx.Document({
    creator: 'Atrium',
    sections: [
      {
        properties: {
          page: {
            size: {
              width: docx.convertMillimetersToTwip(width),
              height: docx.convertMillimetersToTwip(height),
              orientation: page.orientation === 'landscape' ? docx.PageOrientation.LANDSCAPE : docx.PageOrientation.PORTRAIT,
            },
            margin: { top: margin, right: margin, bottom: margin, left: margin },
          },
        },
        children,
      },
    ],
  });
  return docx.Packer.toBlob(file);
}

/** SVG → PNG through an image and a canvas (browsers only); null when the browser cannot. */
export async function svgToPng(svg: string, width: number, height: number): Promise<Uint8Array | null> {
  try {
    const image = new Image(width, height);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.replace(/^<svg\b[^>]*?\swidth="\d+"\sheight="\d+"/, (head) => head.replace(/\swidth="\d+"\sheight="\d+"/, ` width="${width}" height="${height}"`)))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    return blob ? new Uint8Array(await blob.arrayBuffer()) : null;
  } catch {
    return null;
  }
}
