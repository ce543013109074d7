import type { ContentFamily, Sniffed } from './sniff';

/** The two upload kinds: `annex` (files: the uploader's default type) and images (`annexpic`, JNPF's image uploader). */
export type UploadKind = 'annex' | 'image';

/**
 * JNPF's `type` values (the uploader's `type` prop: which module the file is for) and the rules each
 * follows; absent means annex. Any other value is refused rather than guessed.
 */
const KINDS: Readonly<Record<string, UploadKind>> = {
  annex: 'annex', mail: 'annex', document: 'annex', workFlow: 'annex',
  annexpic: 'image', image: 'image', userAvatar: 'image',
};
/** JNPF's pathType values: the default folder, or a folder the form names (`folder`, a label here). */
export const PATH_TYPES = ['defaultPath', 'selfPath'] as const;
export type PathType = (typeof PATH_TYPES)[number];

export function kindOf(type: string | undefined): UploadKind | null {
  if (type === undefined || type === '') return 'annex';
  return Object.hasOwn(KINDS, type) ? KINDS[type] ?? null : null;
}

export function pathTypeOf(value: string | undefined): PathType | null {
  if (value === undefined || value === '') return 'defaultPath';
  return (PATH_TYPES as readonly string[]).includes(value) ? (value as PathType) : null;
}

interface ExtensionRule {
  /** What the bytes must be. */
  family: ContentFamily;
  /** Served content type when the bytes match (images take the sniffed raster type instead). */
  contentType: string;
}

const image: ExtensionRule = { family: 'image', contentType: 'application/octet-stream' };
const text = (contentType: string): ExtensionRule => ({ family: 'text', contentType });

/** Images: raster formats only, told by their bytes; SVG can carry script and is never an image here. */
const IMAGE_RULES: Readonly<Record<string, ExtensionRule>> = { jpg: image, jpeg: image, png: image, gif: image, bmp: image, webp: image };

/** Files (annex): common office documents, images, archives and plain text. */
const ANNEX_RULES: Readonly<Record<string, ExtensionRule>> = {
  ...IMAGE_RULES,
  pdf: { family: 'pdf', contentType: 'application/pdf' },
  doc: { family: 'ole', contentType: 'application/msword' },
  xls: { family: 'ole', contentType: 'application/vnd.ms-excel' },
  ppt: { family: 'ole', contentType: 'application/vnd.ms-powerpoint' },
  wps: { family: 'ole', contentType: 'application/octet-stream' },
  et: { family: 'ole', contentType: 'application/octet-stream' },
  dps: { family: 'ole', contentType: 'application/octet-stream' },
  docx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  odt: { family: 'zip', contentType: 'application/vnd.oasis.opendocument.text' },
  ods: { family: 'zip', contentType: 'application/vnd.oasis.opendocument.spreadsheet' },
  odp: { family: 'zip', contentType: 'application/vnd.oasis.opendocument.presentation' },
  rtf: { family: 'rtf', contentType: 'application/rtf' },
  zip: { family: 'zip', contentType: 'application/zip' },
  rar: { family: 'rar', contentType: 'application/vnd.rar' },
  '7z': { family: '7z', contentType: 'application/x-7z-compressed' },
  gz: { family: 'gzip', contentType: 'application/gzip' },
  tgz: { family: 'gzip', contentType: 'application/gzip' },
  tar: { family: 'tar', contentType: 'application/x-tar' },
  txt: text('text/plain'),
  log: text('text/plain'),
  md: text('text/markdown'),
  csv: text('text/csv'),
  json: text('application/json'),
};

const rulesOf = (kind: UploadKind): Readonly<Record<string, ExtensionRule>> => (kind === 'image' ? IMAGE_RULES : ANNEX_RULES);

/** Whether a kind takes this extension (checked at the first chunk already, so a refused type is not uploaded at all). */
export function isAllowedExtension(kind: UploadKind, extension: string): boolean {
  return Object.hasOwn(rulesOf(kind), extension);
}

/**
 * The content type a file is stored and served with, or null when its bytes are not what its
 * extension claims (photo.php.jpg holding PHP, an SVG named .png). Text extensions accept any
 * text, but text that is really HTML or SVG is stored as text/html: it is then only ever served
 * as an attachment.
 */
export function storedContentType(kind: UploadKind, extension: string, sniffed: Sniffed): string | null {
  const rule = Object.hasOwn(rulesOf(kind), extension) ? rulesOf(kind)[extension] : undefined;
  if (!rule) return null;
  if (rule.family === 'text') {
    if (sniffed.family === 'markup') return 'text/html';
    if (sniffed.family !== 'text') return null;
    return sniffed.utf8 ? `${rule.contentType}; charset=utf-8` : rule.contentType;
  }
  if (sniffed.family !== rule.family) return null;
  return rule.family === 'image' ? sniffed.imageType ?? null : rule.contentType;
}

const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']);

/**
 * How a stored type may be shown: raster images and PDF as themselves, plain text as text/plain.
 * Everything else (HTML, office documents, archives, anything unknown) only as an attachment.
 */
export function inlineType(contentType: string): string | null {
  const base = contentType.split(';')[0]?.trim() ?? '';
  if (INLINE_IMAGES.has(base) || base === 'application/pdf') return base;
  if (['text/plain', 'text/csv', 'text/markdown', 'application/json'].includes(base)) {
    return contentType.includes('charset=utf-8') ? 'text/plain; charset=utf-8' : 'text/plain';
  }
  return null;
}
