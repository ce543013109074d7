import { detectImageType } from '../routes/files/image-type';

/** How many leading bytes sniffing reads. */
export const SNIFF_BYTES = 4096;

/** What the bytes are, whatever the name says. */
export type ContentFamily = 'image' | 'pdf' | 'zip' | 'ole' | 'rtf' | 'rar' | '7z' | 'gzip' | 'tar' | 'markup' | 'text' | 'binary';

export interface Sniffed {
  family: ContentFamily;
  /** The raster type for images (image/png …); absent for other families. */
  imageType?: string;
  /** For text: whether the sniffed bytes are valid UTF-8 (then served with charset=utf-8). */
  utf8?: boolean;
}

const startsWith = (data: Buffer, bytes: readonly number[], offset = 0): boolean =>
  data.length >= offset + bytes.length && bytes.every((byte, index) => data[offset + index] === byte);
const latin1 = (data: Buffer, start: number, end: number): string => data.subarray(start, end).toString('latin1');

/** BMP: "BM", then a DIB header whose size is one of the known versions (12 … 124 bytes). */
function isBmp(data: Buffer): boolean {
  return data.length >= 26 && latin1(data, 0, 2) === 'BM' && [12, 40, 52, 56, 64, 108, 124].includes(data.readUInt32LE(14));
}

/**
 * Markup a browser could run script in: HTML, SVG, XML. Checked on every text upload, because a
 * .txt or .csv that is really HTML must never be shown inline (browsers sniff the first bytes).
 */
function looksLikeMarkup(text: string): boolean {
  const start = text.replace(/^\ufeff/, '').trimStart().slice(0, 512).toLowerCase();
  if (/^<(?:!doctype|html|head|body|script|svg|\?xml|iframe|object|embed|style|title|a|b|p|div|table|font|br|img|!--)[\s>/]/.test(start)) return true;
  return /<(?:script|svg|html|iframe|object|embed)[\s>/]/i.test(text);
}

function isUtf8(data: Buffer): boolean {
  try {
    // The sniffed head may end inside a character: a cut sequence at the very end is still UTF-8.
    new TextDecoder('utf-8', { fatal: true }).decode(data.subarray(0, Math.max(0, data.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The family of a file from its first bytes (magic numbers), for the allow-list check and the
 * served content type. file-type (the maintained sniffer) is ESM-only and needs node 22 since
 * version 19, so the server, CommonJS on node 20, recognises the formats it accepts itself.
 */
export function sniff(head: Buffer): Sniffed {
  const image = detectImageType(head);
  if (image) return { family: 'image', imageType: image.contentType };
  if (isBmp(head)) return { family: 'image', imageType: 'image/bmp' };
  if (latin1(head, 0, 5) === '%PDF-') return { family: 'pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return { family: 'zip' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { family: 'ole' };
  if (latin1(head, 0, 5) === '{\\rtf') return { family: 'rtf' };
  if (latin1(head, 0, 6) === 'Rar!\x1a\x07') return { family: 'rar' };
  if (startsWith(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])) return { family: '7z' };
  if (startsWith(head, [0x1f, 0x8b])) return { family: 'gzip' };
  if (latin1(head, 257, 262) === 'ustar') return { family: 'tar' };
  if (head.includes(0)) return { family: 'binary' };
  const text = head.toString('utf8');
  if (looksLikeMarkup(text)) return { family: 'markup' };
  return { family: 'text', utf8: isUtf8(head) };
}
