// What the uploaders refuse before sending a byte (spec section 5 "Upload"). Each refusal names the
// message key of i18n.ts and its values, so the text stays verbatim.
import { fileExtension, SIZE_UNITS, type SizeUnit } from '@atrium/shared';

export interface Refusal {
  key: 'limitFiles' | 'limitImages' | 'tooLarge' | 'imageTooLarge' | 'wrongType' | 'notImage';
  values: Record<string, string | number>;
}

/** Too many files: the chosen batch plus those already there exceed `limit` (0 = no limit). */
export function limitRefusal(existing: number, adding: number, limit: number, images = false): Refusal | null {
  if (limit <= 0 || existing + adding <= limit) return null;
  return images ? { key: 'limitImages', values: { limit } } : { key: 'limitFiles', values: { n: limit } };
}

/**
 * accept as the input element reads it: extensions ('.pdf') or MIME types, with image/*, video/*
 * and audio/* wildcards; '' accepts everything.
 */
export function accepts(file: Pick<File, 'name' | 'type'>, accept: string): boolean {
  const allowed = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  if (allowed.length === 0) return true;
  const extension = `.${fileExtension(file.name)}`;
  const type = file.type.toLowerCase();
  return allowed.some((entry) => {
    if (entry.startsWith('.')) return entry === extension;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry === type;
  });
}

export interface FileRules {
  accept: string;
  /** In sizeUnit; the file must be below it. */
  fileSize: number;
  sizeUnit: SizeUnit;
  images?: boolean;
}

/** Why one file cannot be uploaded, or null: type first, then size, as JNPF checks them. */
export function fileRefusal(file: Pick<File, 'name' | 'type' | 'size'>, rules: FileRules): Refusal | null {
  if (rules.images && !file.type.toLowerCase().startsWith('image/')) return { key: 'notImage', values: {} };
  if (!accepts(file, rules.accept)) return { key: 'wrongType', values: { type: rules.accept } };
  if (rules.fileSize > 0 && file.size / SIZE_UNITS[rules.sizeUnit] >= rules.fileSize) {
    return rules.images
      ? { key: 'imageTooLarge', values: { n: rules.fileSize, unit: rules.sizeUnit } }
      : { key: 'tooLarge', values: { size: rules.fileSize, unit: rules.sizeUnit } };
  }
  return null;
}

/** 1.5 MB, 320 KB, 12 B: sizes in the file lists. */
export function formatSize(bytes: number): string {
  if (bytes >= SIZE_UNITS.GB) return `${(bytes / SIZE_UNITS.GB).toFixed(2)} GB`;
  if (bytes >= SIZE_UNITS.MB) return `${(bytes / SIZE_UNITS.MB).toFixed(1)} MB`;
  if (bytes >= SIZE_UNITS.KB) return `${Math.round(bytes / SIZE_UNITS.KB)} KB`;
  return `${bytes} B`;
}
