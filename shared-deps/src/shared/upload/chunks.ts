// How a file is cut and described to the server, as simple-uploader.js does it, except that the
// last chunk is never larger than the others (simple-uploader's forceChunkSize): the server refuses
// chunks over 5 MiB, and simple-uploader's default would let the last one grow to twice that.
import { UPLOAD_CHUNK_SIZE } from './constants';
import type { ChunkParams, MergePayload, UploadTarget } from './types';

/** The name sent to the server: '#' breaks JNPF download URLs (spec section 5). */
export const uploadName = (name: string): string => name.replace(/#/g, '');

/** simple-uploader's getExtension: after the last dot, lower case; '' without a dot. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** simple-uploader's getType: the MIME subtype. */
export const mimeSubtype = (type: string): string => type.split('/')[1] ?? '';

export const chunkCount = (size: number, chunkSize = UPLOAD_CHUNK_SIZE): number => Math.max(Math.ceil(size / chunkSize), 1);

/** Byte range [start, end) of chunk `number` (from 1). */
export function chunkRange(size: number, number: number, chunkSize = UPLOAD_CHUNK_SIZE): { start: number; end: number } {
  const start = (number - 1) * chunkSize;
  return { start, end: Math.min(size, start + chunkSize) };
}

export function chunkParams(file: File, identifier: string, number: number, target: UploadTarget, chunkSize = UPLOAD_CHUNK_SIZE): ChunkParams {
  const { start, end } = chunkRange(file.size, number, chunkSize);
  const name = uploadName(file.name);
  return {
    chunkNumber: number,
    chunkSize,
    currentChunkSize: end - start,
    totalSize: file.size,
    identifier,
    filename: name,
    // A file picked from a folder keeps its path inside it, like simple-uploader.
    relativePath: uploadName(file.webkitRelativePath || file.name),
    totalChunks: chunkCount(file.size, chunkSize),
    fileType: mimeSubtype(file.type),
    extension: fileExtension(name),
    type: target.type,
    pathType: target.pathType,
  };
}

export function mergePayload(file: File, identifier: string, target: UploadTarget): MergePayload {
  const name = uploadName(file.name);
  return {
    identifier,
    fileName: name,
    fileSize: file.size,
    fileType: mimeSubtype(file.type),
    extension: fileExtension(name),
    type: target.type,
    pathType: target.pathType,
    isAccount: target.isAccount,
    folder: target.folder,
  };
}
