// Calls of the code generator, /api/visualdev/Generater (spec section 7), and the designed-module
// list it offers, one function per endpoint. The client is a parameter so tests pass a fake transport.
import { ApiError, http, type HttpClient } from '@atrium/shared';
import { readFileText } from '../common/download';
import { toPage, type Page } from '../common/page';
import type { VisualDevRecord } from '../model/types';

/** One generated file, as CodePreview lists them (the folder is relative to the module's folder). */
export interface GeneratedFile {
  folderName: string;
  fileName: string;
  fileContent: string;
}

export interface CodePreview {
  /** Generated from the released version, or from the draft of a module never released. */
  source: 'released' | 'draft';
  version: number | null;
  /** The module's folder (inside the zip, and in a micro-frontend's src/). */
  folder: string;
  list: GeneratedFile[];
}

// A type alias, not an interface: it must fit the client's query record.
export type GeneratorQuery = {
  keyword: string;
  currentPage: number;
  pageSize: number;
  /** The module type the page lists (1 web forms, 2 app forms, 3 flow forms). */
  type: number;
};

export interface GeneratorApi {
  list(query: GeneratorQuery): Promise<Page<VisualDevRecord>>;
  areas(): Promise<string[]>;
  preview(id: string, area: string): Promise<CodePreview>;
  /** The zip; a refusal (sent as JSON) rejects with the server's message. */
  download(id: string, area: string): Promise<Blob>;
}

const GENERATOR = '/api/visualdev/Generater';
const seg = encodeURIComponent;

function readPreview(data: unknown): CodePreview {
  const record = (typeof data === 'object' && data !== null ? data : {}) as Partial<CodePreview>;
  const list = Array.isArray(record.list) ? record.list : [];
  return {
    source: record.source === 'released' ? 'released' : 'draft',
    version: typeof record.version === 'number' ? record.version : null,
    folder: typeof record.folder === 'string' && record.folder !== '' ? record.folder : 'module',
    list: list
      .filter((file): file is GeneratedFile => typeof file?.fileName === 'string' && typeof file.fileContent === 'string')
      .map((file) => ({ folderName: typeof file.folderName === 'string' ? file.folderName : '', fileName: file.fileName, fileContent: file.fileContent })),
  };
}

/** The server's refusal inside a blob answer (an envelope where a zip was asked for), or null. */
async function refusalIn(data: unknown): Promise<string | null> {
  if (!(data instanceof Blob) || !/json/.test(data.type)) return null;
  try {
    const envelope = JSON.parse(await readFileText(data)) as { msg?: unknown };
    return typeof envelope.msg === 'string' && envelope.msg !== '' ? envelope.msg : null;
  } catch {
    return null;
  }
}

/**
 * Blob answers skip the client's code checks: a refusal (HTTP 400/403 with the JNPF envelope) comes
 * back as a network error carrying the blob. It rejects as an api error with the server's words.
 */
async function downloadZip(request: () => Promise<Blob>): Promise<Blob> {
  let blob: Blob;
  try {
    blob = await request();
  } catch (error) {
    const response = error instanceof ApiError ? (error.cause as { response?: { data?: unknown; status?: number } } | undefined)?.response : undefined;
    const msg = await refusalIn(response?.data);
    if (msg !== null) throw new ApiError({ kind: 'api', code: response?.status ?? 400, msg });
    throw error;
  }
  const msg = await refusalIn(blob);
  if (msg !== null) throw new ApiError({ kind: 'api', code: 400, msg });
  return blob;
}

export function createGeneratorApi(client: HttpClient): GeneratorApi {
  return {
    list: (query) => client.get<unknown>('/api/visualdev/Base', query).then((data) => toPage<VisualDevRecord>(data)),
    areas: () => client.get<unknown>(`${GENERATOR}/AreasName`).then((data) => (Array.isArray(data) ? data.filter((area): area is string => typeof area === 'string') : [])),
    preview: (id, area) => client.post<unknown>(`${GENERATOR}/${seg(id)}/Actions/CodePreview`, { module: area }).then(readPreview),
    download: (id, area) =>
      downloadZip(() => client.post<Blob>(`${GENERATOR}/${seg(id)}/Actions/DownloadCode`, { module: area }, { responseType: 'blob', silent: true })),
  };
}

export const generatorApi: GeneratorApi = createGeneratorApi(http);
