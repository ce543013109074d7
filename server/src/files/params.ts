import type { UploadConfig } from '../config';
import { badRequest } from '../plugins/errors';
import { expectedChunkLength, type UploadShape } from './chunks';
import { CHUNK_MAX_BYTES, CHUNK_MIN_BYTES, limitText, sizeLimit } from './config';
import {
  FOLDER_MAX, RELATIVE_PATH_MAX, checkRelativePath, cleanFileName, extensionOf, parseCount, parseIdentifier,
} from './names';
import { isAllowedExtension, kindOf, pathTypeOf, type PathType, type UploadKind } from './types';

/** Text of a field as query strings and forms carry it; absent for anything else. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined);

function parseKind(raw: unknown): UploadKind {
  const type = text(raw);
  const kind = kindOf(type);
  if (!kind) throw badRequest('uploadKindUnknown', { type: String(type).slice(0, 40) });
  return kind;
}

function parsePathType(raw: unknown): PathType {
  const value = text(raw);
  const pathType = pathTypeOf(value);
  if (!pathType) throw badRequest('uploadPathTypeUnknown', { pathType: String(value).slice(0, 40) });
  return pathType;
}

/** The extension of the name, which a separate `extension` field (JNPF sends one) must agree with. */
function checkedExtension(name: string, declared: unknown): string {
  const extension = extensionOf(name);
  const given = text(declared);
  if (given !== undefined && given !== '' && given.replace(/^\./, '').toLowerCase() !== extension) {
    throw badRequest('uploadExtensionMismatch', { extension: given.slice(0, 20) });
  }
  return extension;
}

function checkAllowed(kind: UploadKind, extension: string): void {
  if (!isAllowedExtension(kind, extension)) throw badRequest('uploadTypeNotAllowed', { extension: extension === '' ? '—' : extension.slice(0, 20) });
}

function checkSize(config: UploadConfig, kind: UploadKind | null, size: number): void {
  const limit = sizeLimit(config, kind);
  if (size > limit) throw badRequest(kind === 'image' ? 'imageTooLarge' : 'uploadTooLarge', limitText(limit));
}

export interface ChunkParams {
  identifier: string;
  fileName: string;
  shape: UploadShape;
  /** Set when the request names one chunk (always for POST; GET may). */
  chunkNumber: number | null;
  currentChunkSize: number | null;
  /** The pathType a GET asks about (instant upload), when it names one. */
  pathType: PathType | null;
}

/**
 * simple-uploader's parameters of GET and POST /api/file/chunk, from the query string and form
 * fields, checked before anything is stored: a 32-hex identifier, a clean name of an allowed
 * type, sizes that add up (chunks of chunkSize, the last one holding the rest, none over 5 MB),
 * the chunk number in range and currentChunkSize equal to what that chunk must weigh.
 */
export function parseChunkParams(raw: Record<string, unknown>, config: UploadConfig, needChunk: boolean): ChunkParams {
  const identifier = parseIdentifier(raw.identifier);
  const fileName = cleanFileName(raw.filename);
  checkRelativePath(raw.relativePath, 'relativePath', RELATIVE_PATH_MAX);
  const kind = raw.type === undefined ? null : parseKind(raw.type);
  const pathType = raw.pathType === undefined ? null : parsePathType(raw.pathType);
  const extension = checkedExtension(fileName, raw.extension);
  checkAllowed(kind ?? 'annex', extension);

  const totalSize = parseCount(raw.totalSize, 'totalSize');
  checkSize(config, kind, totalSize);
  const chunkSize = parseCount(raw.chunkSize, 'chunkSize');
  if (chunkSize < CHUNK_MIN_BYTES || chunkSize > CHUNK_MAX_BYTES) throw badRequest('uploadChunkSize');
  const totalChunks = parseCount(raw.totalChunks, 'totalChunks');
  if (totalChunks !== Math.max(1, Math.ceil(totalSize / chunkSize))) throw badRequest('uploadChunkCount');
  const shape: UploadShape = { totalSize, chunkSize, totalChunks };

  const hasChunk = needChunk || (raw.chunkNumber !== undefined && raw.chunkNumber !== '');
  let chunkNumber: number | null = null;
  let currentChunkSize: number | null = null;
  if (hasChunk) {
    chunkNumber = parseCount(raw.chunkNumber, 'chunkNumber');
    if (chunkNumber < 1 || chunkNumber > totalChunks) throw badRequest('uploadChunkNumber', { total: totalChunks });
    const expected = expectedChunkLength(shape, chunkNumber);
    if (needChunk || raw.currentChunkSize !== undefined) {
      currentChunkSize = parseCount(raw.currentChunkSize, 'currentChunkSize');
      if (currentChunkSize !== expected) throw badRequest('uploadChunkLength', { number: chunkNumber, expected, actual: currentChunkSize });
    }
  }
  return { identifier, fileName, shape, chunkNumber, currentChunkSize, pathType };
}

export interface MergeParams {
  identifier: string;
  name: string;
  extension: string;
  size: number;
  kind: UploadKind;
  pathType: PathType;
  folder: string | null;
}

/** The merge payload (spec section 3): identifier, fileName, fileSize, fileType, extension, type, pathType, isAccount, folder. */
export function parseMergeParams(raw: Record<string, unknown>, config: UploadConfig): MergeParams {
  const identifier = parseIdentifier(raw.identifier);
  const name = cleanFileName(raw.fileName);
  const kind = parseKind(raw.type);
  const pathType = parsePathType(raw.pathType);
  const folder = checkRelativePath(raw.folder, 'folder', FOLDER_MAX);
  const extension = checkedExtension(name, raw.extension);
  checkAllowed(kind, extension);
  const size = parseCount(raw.fileSize, 'fileSize');
  checkSize(config, kind, size);
  return { identifier, name, extension, size, kind, pathType, folder: folder === '' ? null : folder };
}
