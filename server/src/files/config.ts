import path from 'node:path';
import {
  DEFAULT_UPLOAD_FILE_MAX_MB, DEFAULT_UPLOAD_IMAGE_MAX_MB, DEFAULT_UPLOAD_STALE_HOURS, type AppConfig, type UploadConfig,
} from '../config';
import type { UploadKind } from './types';

const MB = 1024 * 1024;

/** JNPF's chunk size (spec section 9): the largest chunk the server takes. */
export const CHUNK_MAX_BYTES = 5 * MB;
/** Below this a 100 MB file would be thousands of files on disk; the uploader sends 5 MB chunks anyway. */
export const CHUNK_MIN_BYTES = 64 * 1024;

/** The upload settings with defaults for whatever the configuration leaves out (tests, benchmarks). */
export function uploadConfigOf(config: AppConfig): UploadConfig {
  const given = config.uploads ?? {};
  return {
    dir: given.dir ?? path.join(path.dirname(config.dbFile), 'uploads'),
    staleHours: given.staleHours ?? DEFAULT_UPLOAD_STALE_HOURS,
    fileMaxBytes: given.fileMaxBytes ?? DEFAULT_UPLOAD_FILE_MAX_MB * MB,
    imageMaxBytes: given.imageMaxBytes ?? DEFAULT_UPLOAD_IMAGE_MAX_MB * MB,
  };
}

/** The size limit of a kind; before the merge names the kind, the larger of the two. */
export function sizeLimit(config: UploadConfig, kind: UploadKind | null): number {
  if (kind === 'image') return config.imageMaxBytes;
  if (kind === 'annex') return config.fileMaxBytes;
  return Math.max(config.fileMaxBytes, config.imageMaxBytes);
}

/** A limit as the spec's message shows it: {size}{unit}, in MB (KB below one MB). */
export function limitText(bytes: number): { size: string; unit: string } {
  const [divisor, unit] = bytes >= MB ? [MB, 'MB'] : [1024, 'KB'];
  return { size: String(Math.round((bytes / divisor) * 100) / 100), unit };
}
