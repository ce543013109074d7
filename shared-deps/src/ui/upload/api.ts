// The file calls the preview, download and download-all need (spec section 7 "Files, print, import").
import { http, type HttpClient } from '@atrium/shared';
import type { FileRef } from './types';

/** A one-off link: it carries its own short-lived signature, never the session token. */
export interface FileLink {
  url: string;
  name: string;
}

export interface FileApi {
  /** GET /api/file/Uploader/Preview: a short-lived signed URL of the file. Rejects when it is gone. */
  previewUrl(fileId: string): Promise<string>;
  /** The same with download=1: a link the server serves as an attachment. */
  downloadUrl(fileId: string): Promise<string>;
  /** POST /api/file/PackDownload/{id}: a zip of the files, streamed by the server. */
  packDownload(id: string, files: readonly FileRef[]): Promise<FileLink>;
  /** The file's bytes as text or an ArrayBuffer, for the read-only previews. */
  fetchText(url: string): Promise<string>;
  fetchBytes(url: string): Promise<ArrayBuffer>;
}

function signedLink(client: HttpClient, query: Record<string, unknown>): Promise<string> {
  return client.get<{ url?: string }>('/api/file/Uploader/Preview', query, { silent: true }).then((data) => {
    if (!data?.url) throw new Error('uiUpload: no file link');
    return data.url;
  });
}

export function createFileApi(client: HttpClient = http): FileApi {
  return {
    // Silent: a missing file is told as 文件不存在 by the callers, not as the server's code.
    previewUrl: (fileId) => signedLink(client, { fileId }),
    downloadUrl: (fileId) => signedLink(client, { fileId, download: 1 }),
    packDownload: (id, files) =>
      client
        .post<{ downloadVo?: { url?: string; downloadName?: string } }>(
          `/api/file/PackDownload/${encodeURIComponent(id)}`,
          files.map((file) => ({ fileId: file.fileId, fileName: file.name })),
        )
        .then((data) => {
          const link = data?.downloadVo;
          if (!link?.url) throw new Error('uiUpload: no download link');
          return { url: link.url, name: link.downloadName ?? '' };
        }),
    fetchText: (url) => client.get<string>(url, undefined, { responseType: 'text', silent: true }),
    fetchBytes: (url) => client.get<ArrayBuffer>(url, undefined, { responseType: 'arraybuffer', silent: true }),
  };
}
