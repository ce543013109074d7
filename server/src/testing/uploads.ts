import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '../plugins/envelope';
import { TINY_PNG } from './chat';

/** Smallest chunk the server takes: tests use it so that three chunks weigh 192 KB, not 15 MB. */
export const TEST_CHUNK = 64 * 1024;

export const md5Of = (data: Buffer): string => createHash('md5').update(data).digest('hex');

/** Bytes of a given length that sniff as the named type (the signature, then random filler). */
export function fileOfType(kind: 'png' | 'pdf' | 'text' | 'html' | 'svg' | 'zip', size: number): Buffer {
  const heads: Record<typeof kind, Buffer> = {
    png: TINY_PNG,
    pdf: Buffer.from('%PDF-1.7\n'),
    text: Buffer.from('plain words\n'),
    html: Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
    svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    zip: Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  };
  const head = heads[kind];
  const fill = kind === 'text' || kind === 'html' || kind === 'svg'
    ? Buffer.from('lorem ipsum '.repeat(Math.ceil(size / 12))).subarray(0, Math.max(0, size - head.length))
    : randomBytes(Math.max(0, size - head.length));
  return Buffer.concat([head, fill]).subarray(0, size);
}

export interface FilePart {
  data: Buffer;
  field?: string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser's FormData sends it; fields first unless told otherwise. */
export function multipartBody(fields: Record<string, string | number>, file: FilePart | null, fileFirst = false): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----atriumUpload${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  const fileParts = file
    ? [Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'blob'}"\r\n`
        + `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`),
      file.data,
      Buffer.from('\r\n'),
    ])]
    : [];
  const parts = fileFirst ? [...fileParts, ...fieldParts] : [...fieldParts, ...fileParts];
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface ChunkOptions {
  name?: string;
  chunkSize?: number;
  /** Overrides of the computed simple-uploader parameters (hostile values). */
  fields?: Record<string, string | number>;
  /** Bytes to send instead of the real chunk. */
  body?: Buffer;
  fileFirst?: boolean;
  token?: string;
  lang?: string;
}

/** simple-uploader's parameters for chunk n of a file (chunkNumber from 1, the last chunk holds the rest). */
export function chunkFields(data: Buffer, chunkNumber: number, options: ChunkOptions = {}): Record<string, string | number> {
  const chunkSize = options.chunkSize ?? TEST_CHUNK;
  const name = options.name ?? 'report.pdf';
  const totalChunks = Math.max(1, Math.ceil(data.length / chunkSize));
  const start = (chunkNumber - 1) * chunkSize;
  const end = chunkNumber === totalChunks ? data.length : start + chunkSize;
  const dot = name.lastIndexOf('.');
  return {
    chunkNumber, chunkSize, currentChunkSize: Math.max(0, end - start), totalSize: data.length, identifier: md5Of(data),
    filename: name, relativePath: name, totalChunks, fileType: 'application/octet-stream', extension: dot > 0 ? name.slice(dot + 1) : '',
    ...options.fields,
  };
}

export function chunkOf(data: Buffer, chunkNumber: number, chunkSize: number = TEST_CHUNK): Buffer {
  const totalChunks = Math.max(1, Math.ceil(data.length / chunkSize));
  return data.subarray((chunkNumber - 1) * chunkSize, chunkNumber === totalChunks ? data.length : chunkNumber * chunkSize);
}

export interface ChunkAnswer {
  uploaded: boolean;
  chunkNumbers: number[];
  merge: boolean;
}

const headersOf = (options: ChunkOptions, token: string): Record<string, string> => ({
  authorization: options.token ?? token,
  ...(options.lang ? { 'accept-language': options.lang } : {}),
});

/** POST /api/file/chunk with chunk n of data. */
export async function postChunk(app: FastifyInstance, token: string, data: Buffer, chunkNumber: number, options: ChunkOptions = {}): Promise<Envelope<ChunkAnswer | null>> {
  const fields = chunkFields(data, chunkNumber, options);
  const body = options.body ?? chunkOf(data, chunkNumber, options.chunkSize);
  const form = multipartBody(fields, { data: body, filename: String(fields.filename) }, options.fileFirst);
  const response = await app.inject({ method: 'POST', url: '/api/file/chunk', headers: { ...form.headers, ...headersOf(options, token) }, payload: form.payload });
  return JSON.parse(response.body) as Envelope<ChunkAnswer | null>;
}

/** GET /api/file/chunk: which chunks of this file the server has. */
export async function testChunks(app: FastifyInstance, token: string, data: Buffer, options: ChunkOptions = {}): Promise<Envelope<ChunkAnswer | null>> {
  const query = new URLSearchParams(Object.entries(chunkFields(data, 1, options)).map(([key, value]): [string, string] => [key, String(value)]));
  const response = await app.inject({ method: 'GET', url: `/api/file/chunk?${query.toString()}`, headers: headersOf(options, token) });
  return JSON.parse(response.body) as Envelope<ChunkAnswer | null>;
}

export interface MergedFile {
  name: string;
  fileSize: number;
  fileExtension: string;
  fileVersionId: string;
  url: string;
  fileId: string;
}

/** POST /api/file/merge with the spec's payload for this file; `overrides` replace fields. */
export async function mergeUpload(app: FastifyInstance, token: string, data: Buffer, name: string, overrides: Record<string, unknown> = {}, lang?: string): Promise<Envelope<MergedFile | null>> {
  const dot = name.lastIndexOf('.');
  const body = {
    identifier: md5Of(data), fileName: name, fileSize: data.length, fileType: 'application/octet-stream', extension: dot > 0 ? name.slice(dot + 1) : '',
    type: 'annex', pathType: 'defaultPath', isAccount: '0', folder: '', ...overrides,
  };
  const response = await app.inject({ method: 'POST', url: '/api/file/merge', headers: { authorization: token, ...(lang ? { 'accept-language': lang } : {}) }, payload: body });
  return JSON.parse(response.body) as Envelope<MergedFile | null>;
}

/** The whole upload as the client does it: every chunk, then the merge. Fails the test on any refusal. */
export async function uploadFile(app: FastifyInstance, token: string, data: Buffer, name: string, overrides: Record<string, unknown> = {}, chunkSize: number = TEST_CHUNK): Promise<MergedFile> {
  const totalChunks = Math.max(1, Math.ceil(data.length / chunkSize));
  for (let number = 1; number <= totalChunks; number += 1) {
    const sent = await postChunk(app, token, data, number, { name, chunkSize });
    if (sent.code !== 200) throw new Error(`uploadFile: chunk ${number} refused: ${sent.code} ${sent.msg}`);
  }
  const merged = await mergeUpload(app, token, data, name, overrides);
  if (merged.code !== 200 || !merged.data) throw new Error(`uploadFile: merge refused: ${merged.code} ${merged.msg}`);
  return merged.data;
}
